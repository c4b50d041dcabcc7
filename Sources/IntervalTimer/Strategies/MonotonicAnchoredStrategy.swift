/// `monotonic-anchored`: anchored to CLOCK_MONOTONIC (`DispatchTime`, `SuspendingClock`). Immune to clock steps,
/// but the clock stands still during system sleep, so the sleep is lost.
public struct MonotonicAnchoredStrategy: PolledStrategy {
    public let name = "monotonic-anchored"
    public let summary = "anchored to CLOCK_MONOTONIC, polled at display rate; loses system sleep"
    /// How often the display is refreshed (a repeating timer on the monotonic clock).
    public let pollInterval: Nanoseconds

    public init(pollInterval: Nanoseconds = DisplayRate.standard) { self.pollInterval = pollInterval }

    public func polling(every interval: Nanoseconds) -> Self { Self(pollInterval: interval) }

    public func begin(
        in environment: any TimerEnvironment, timeline: Timeline, report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback
    ) {
        AnchoredPolling.begin(
            in: environment, pollInterval: pollInterval, estimator: ClockAnchor(clocks: environment.clocks, clock: .monotonic),
            report: report)
    }
}
