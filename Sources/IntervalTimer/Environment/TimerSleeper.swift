import Dispatch

/// How ``SystemTimerEnvironment`` blocks its queue's thread: for a span, or until a clock reads a deadline. The
/// portable ``PortableSleeper`` is the default; the Linux drift runner plugs in absolute `clock_nanosleep`
/// (`LinuxSleeper` in DriftBench) without the library an app links knowing about it.
public protocol TimerSleeper: Sendable {
    /// The clocks the deadlines are read on (an adjusted wall view is translated to these).
    var machineClocks: any TimeSource { get }
    /// Blocks for `duration` on the monotonic clock.
    func sleep(for duration: Nanoseconds)
    /// Blocks until `machineClocks` reads at least `deadline` on its clock.
    func sleep(until deadline: ClockInstant)
}

/// Dispatch semaphore waits re-checked against the clock: the standard library and Dispatch only, so it runs
/// wherever Swift does.
///
/// A wait on Dispatch's uptime clock stands still while the system sleeps, and one on its wall clock follows clock
/// steps, so a deadline on the continuous or wall clock is slept towards in slices of at most ``slice`` and re-read
/// after each: a system sleep or a wall step is noticed within a slice. Deadlines never pass early.
public struct PortableSleeper: TimerSleeper {
    /// The longest single wait towards a continuous or wall deadline.
    public static let slice = Nanoseconds.seconds(1)

    public var machineClocks: any TimeSource { SystemTimeSource.shared }

    public init() {}

    public func sleep(for duration: Nanoseconds) {
        sleep(until: SystemTimeSource.shared.now(.monotonic) + duration)
    }

    public func sleep(until deadline: ClockInstant) {
        let semaphore = DispatchSemaphore(value: 0)
        while true {
            let left = deadline - SystemTimeSource.shared.now(deadline.clock)
            if left <= .zero { return }
            switch deadline.clock {
            case .monotonic, .raw:
                _ = semaphore.wait(timeout: .now() + .nanoseconds(Int(left.rawValue)))
            case .continuous, .wall:
                // The wall-time wait keeps counting while the system sleeps.
                _ = semaphore.wait(wallTimeout: .now() + .nanoseconds(Int(min(left, Self.slice).rawValue)))
            }
        }
    }
}
