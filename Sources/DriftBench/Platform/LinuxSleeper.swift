import IntervalTimer

#if canImport(Glibc)
    import Glibc
#endif

/// Relative `nanosleep` and absolute `clock_nanosleep(…, TIMER_ABSTIME, …)` on the POSIX clocks: the exact
/// primitives the drift runner measures strategies on (and `timekeeper run` uses). Linux only.
public struct LinuxSleeper: TimerSleeper {
    public var machineClocks: any TimeSource { LinuxTimeSource.shared }

    public init() {}

    /// `nanosleep` for `duration`, resumed with the time left when a signal interrupts it.
    public func sleep(for duration: Nanoseconds) {
        guard duration > .zero else { return }
        var request = timespec(tv_sec: Int(duration.rawValue / 1_000_000_000), tv_nsec: Int(duration.rawValue % 1_000_000_000))
        var left = timespec()
        while nanosleep(&request, &left) == -1 && errno == EINTR { request = left }
    }

    /// `clock_nanosleep(TIMER_ABSTIME)` until `deadline`; the raw clock, which the kernel cannot sleep on, falls
    /// back to relative sleeps re-checked against it.
    public func sleep(until deadline: ClockInstant) {
        guard deadline.clock.supportsAbsoluteSleep else {
            while true {
                let left = deadline - LinuxTimeSource.shared.now(deadline.clock)
                if left <= .zero { return }
                sleep(for: left)
            }
        }
        let nanoseconds = deadline.sinceOrigin.rawValue
        var request = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        while clock_nanosleep(deadline.clock.clockID, TIMER_ABSTIME, &request, nil) == EINTR {}
    }
}
