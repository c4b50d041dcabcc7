import Dispatch

/// The machine's timer primitives on one serial dispatch queue: a blocking sleep for a span or until a deadline
/// (a ``TimerSleeper``: portable by default, absolute `clock_nanosleep` in the Linux drift runner), and
/// `DispatchSourceTimer`.
///
/// Several environments can run side by side, each on its own queue. Sleeps block the queue's worker thread, exactly
/// as a sleeping timer thread would. The strategy sees `clocks` (the machine's by default, or an
/// `AdjustedWallTimeSource` from TimerSimulation to stage wall-clock steps and slews without touching the machine's clock).
public final class SystemTimerEnvironment: TimerEnvironment {
    /// The serial timer queue every callback runs on.
    public let queue: DispatchQueue
    public let clocks: any TimeSource
    /// How the queue's thread blocks.
    public let sleeper: any TimerSleeper

    /// An environment on a new serial queue labelled `label`, showing the strategy `clocks`, sleeping with `sleeper`.
    public init(
        label: String = "timekeeper.timer", clocks: (any TimeSource)? = nil, sleeper: any TimerSleeper = PortableSleeper()
    ) {
        self.queue = DispatchQueue(label: label, qos: .userInteractive)
        self.clocks = clocks ?? sleeper.machineClocks
        self.sleeper = sleeper
    }

    public func sleep(for duration: Nanoseconds, then: @escaping @Sendable () -> Void) {
        let sleeper = sleeper
        queue.async {
            if duration > .zero { sleeper.sleep(for: duration) }
            then()
        }
    }

    public func sleep(until deadline: ClockInstant, then: @escaping @Sendable () -> Void) {
        let clocks = clocks, sleeper = sleeper
        queue.async {
            // A deadline on an adjusted wall view is translated to the machine's wall clock once, at the start.
            var target = deadline
            if deadline.clock == .wall, clocks !== sleeper.machineClocks {
                target = deadline - (clocks.now(.wall) - sleeper.machineClocks.now(.wall))
            }
            sleeper.sleep(until: target)
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
        let machine = sleeper.machineClocks
        queue.async {
            let end = machine.now(.monotonic) + duration
            while machine.now(.monotonic) < end {}
        }
    }
}

/// A `DispatchSourceTimer` behind the ``RepeatingTimer`` protocol.
final class DispatchRepeatingTimer: RepeatingTimer, @unchecked Sendable {
    let source: any DispatchSourceTimer

    init(source: any DispatchSourceTimer) { self.source = source }

    func cancel() { source.cancel() }

    deinit { source.cancel() }
}
