/// What an anchored strategy reads at each poll to work out the time since the start.
protocol ElapsedEstimator: AnyObject, Sendable {
    /// The believed time since the start; called on the timer queue.
    func elapsed() -> Nanoseconds
}

/// The shared shape of the polling strategies: a repeating timer at display rate (phase-locked on the monotonic
/// clock, like a UI refresh timer) that, at every fire, recomputes the time since the start from an estimator.
enum AnchoredPolling {
    static func begin(
        in environment: any TimerEnvironment, pollInterval: Nanoseconds, estimator: any ElapsedEstimator,
        report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback
    ) {
        let holder = TimerHolder()
        holder.timer = environment.startRepeatingTimer(interval: pollInterval) { _ in
            if report(estimator.elapsed()) == .stop { holder.timer?.cancel() }
        }
    }
}

/// Elapsed = now − start on one clock.
final class ClockAnchor: ElapsedEstimator, @unchecked Sendable {
    let clocks: any TimeSource
    let start: ClockInstant

    init(clocks: any TimeSource, clock: ClockKind) {
        self.clocks = clocks
        self.start = clocks.now(clock)
    }

    func elapsed() -> Nanoseconds { clocks.now(start.clock) - start }
}

/// `wall-anchored`: end = `Date()` + duration, remaining recomputed from `Date()` at every poll. Exact unless the
/// wall clock steps or slews — then off by exactly the step.
public struct WallAnchoredStrategy: TimerStrategy {
    public let name = "wall-anchored"
    public let summary = "anchored to the wall clock (Date()), polled at display rate; follows clock steps"
    /// How often the display is refreshed (a repeating timer on the monotonic clock).
    public let pollInterval: Nanoseconds

    public init(pollInterval: Nanoseconds = .milliseconds(100)) { self.pollInterval = pollInterval }

    public func begin(in environment: any TimerEnvironment, timeline: Timeline, report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback) {
        AnchoredPolling.begin(in: environment, pollInterval: pollInterval, estimator: ClockAnchor(clocks: environment.clocks, clock: .wall), report: report)
    }
}

/// `monotonic-anchored`: anchored to CLOCK_MONOTONIC (`DispatchTime`, `SuspendingClock`). Immune to clock steps,
/// but the clock stands still during system sleep, so the sleep is lost.
public struct MonotonicAnchoredStrategy: TimerStrategy {
    public let name = "monotonic-anchored"
    public let summary = "anchored to CLOCK_MONOTONIC, polled at display rate; loses system sleep"
    /// How often the display is refreshed (a repeating timer on the monotonic clock).
    public let pollInterval: Nanoseconds

    public init(pollInterval: Nanoseconds = .milliseconds(100)) { self.pollInterval = pollInterval }

    public func begin(in environment: any TimerEnvironment, timeline: Timeline, report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback) {
        AnchoredPolling.begin(in: environment, pollInterval: pollInterval, estimator: ClockAnchor(clocks: environment.clocks, clock: .monotonic), report: report)
    }
}

/// `continuous-anchored`: anchored to CLOCK_BOOTTIME (`ContinuousClock`), polled at display rate. Survives load,
/// stalls, suspension, sleep and clock steps; cues land up to one poll interval late.
public struct ContinuousAnchoredStrategy: TimerStrategy {
    public let name = "continuous-anchored"
    public let summary = "anchored to CLOCK_BOOTTIME, polled at display rate"
    /// How often the display is refreshed (a repeating timer on the monotonic clock).
    public let pollInterval: Nanoseconds

    public init(pollInterval: Nanoseconds = .milliseconds(100)) { self.pollInterval = pollInterval }

    public func begin(in environment: any TimerEnvironment, timeline: Timeline, report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback) {
        AnchoredPolling.begin(in: environment, pollInterval: pollInterval, estimator: ClockAnchor(clocks: environment.clocks, clock: .continuous), report: report)
    }
}
