/// `wall-anchored`: end = `Date()` + duration, remaining recomputed from `Date()` at every poll. Exact unless the
/// wall clock steps or slews — then off by exactly the step.
public struct WallAnchoredStrategy: PolledStrategy {
    public let name = "wall-anchored"
    public let summary = "anchored to the wall clock (Date()), polled at display rate; follows clock steps"
    /// How often the display is refreshed (a repeating timer on the monotonic clock).
    public let pollInterval: Nanoseconds

    public init(pollInterval: Nanoseconds = DisplayRate.standard) { self.pollInterval = pollInterval }

    public func polling(every interval: Nanoseconds) -> Self { Self(pollInterval: interval) }

    public func begin(
        in environment: any TimerEnvironment, timeline: Timeline, report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback
    ) {
        AnchoredPolling.begin(
            in: environment, pollInterval: pollInterval, estimator: ClockAnchor(clocks: environment.clocks, clock: .wall), report: report)
    }
}
