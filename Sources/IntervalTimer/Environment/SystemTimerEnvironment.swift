import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// The machine's timer primitives on one serial dispatch queue: relative `nanosleep`, absolute
/// `clock_nanosleep(…, TIMER_ABSTIME, …)`, and `DispatchSourceTimer`.
///
/// Several environments can run side by side, each on its own queue. Sleeps block the queue's worker thread, exactly
/// as a sleeping timer thread would. The strategy sees `clocks` (the machine's by default, or an
/// `AdjustedWallTimeSource` from TimerSimulation to stage wall-clock steps and slews without touching the machine's clock).
public final class SystemTimerEnvironment: TimerEnvironment {
    /// The serial timer queue every callback runs on.
    public let queue: DispatchQueue
    public let clocks: any TimeSource

    /// An environment on a new serial queue labelled `label`, showing the strategy `clocks`.
    public init(label: String = "timekeeper.timer", clocks: any TimeSource = SystemTimeSource.shared) {
        self.queue = DispatchQueue(label: label, qos: .userInteractive)
        self.clocks = clocks
    }

    public func sleep(for duration: Nanoseconds, then: @escaping @Sendable () -> Void) {
        queue.async {
            Self.relativeSleep(duration)
            then()
        }
    }

    public func sleep(until deadline: ClockInstant, then: @escaping @Sendable () -> Void) {
        let clocks = clocks
        queue.async {
            Self.absoluteSleep(until: deadline, viewedThrough: clocks)
            then()
        }
    }

    public func startRepeatingTimer(interval: Nanoseconds, onFire: @escaping @Sendable (Int) -> Void) -> any RepeatingTimer {
        let source = DispatchSource.makeTimerSource(flags: .strict, queue: queue)
        let timer = DispatchRepeatingTimer(source: source)
        source.schedule(
            deadline: .now() + .nanoseconds(Int(interval.rawValue)), repeating: .nanoseconds(Int(interval.rawValue)),
            leeway: .nanoseconds(0))
        source.setEventHandler { [weak timer] in
            guard let timer, !timer.source.isCancelled else { return }
            onFire(max(1, Int(timer.source.data)))
        }
        source.resume()
        return timer
    }

    public func perform(_ work: @escaping @Sendable () -> Void) { queue.async(execute: work) }

    /// Spins (really uses the CPU, as UI work does) for `duration` on the monotonic clock.
    public func occupyQueue(for duration: Nanoseconds) {
        queue.async {
            let end = SystemTimeSource.shared.now(.monotonic) + duration
            while SystemTimeSource.shared.now(.monotonic) < end {}
        }
    }

    /// `nanosleep` for `duration`, resumed with the time left when a signal interrupts it.
    static func relativeSleep(_ duration: Nanoseconds) {
        guard duration > .zero else { return }
        var request = timespec(tv_sec: Int(duration.rawValue / 1_000_000_000), tv_nsec: Int(duration.rawValue % 1_000_000_000))
        var left = timespec()
        while nanosleep(&request, &left) == -1 && errno == EINTR { request = left }
    }

    /// `clock_nanosleep(TIMER_ABSTIME)` until `deadline`. A deadline on an adjusted wall view is translated to the
    /// machine's wall clock once, at the start; the raw clock, which the kernel cannot sleep on, falls back to
    /// relative sleeps re-checked against it.
    static func absoluteSleep(until deadline: ClockInstant, viewedThrough clocks: any TimeSource) {
        var target = deadline
        if deadline.clock == .wall, !(clocks is SystemTimeSource) {
            target = deadline - (clocks.now(.wall) - SystemTimeSource.shared.now(.wall))
        }
        guard target.clock.supportsAbsoluteSleep else {
            while true {
                let left = target - SystemTimeSource.shared.now(target.clock)
                if left <= .zero { return }
                relativeSleep(left)
            }
        }
        let nanoseconds = target.sinceOrigin.rawValue
        var request = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        while clock_nanosleep(target.clock.clockID, TIMER_ABSTIME, &request, nil) == EINTR {}
    }
}

/// A `DispatchSourceTimer` behind the ``RepeatingTimer`` protocol.
final class DispatchRepeatingTimer: RepeatingTimer, @unchecked Sendable {
    let source: any DispatchSourceTimer

    init(source: any DispatchSourceTimer) { self.source = source }

    func cancel() { source.cancel() }

    deinit { source.cancel() }
}
