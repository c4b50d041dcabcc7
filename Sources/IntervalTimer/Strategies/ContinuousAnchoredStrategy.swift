/// `continuous-anchored`: anchored to CLOCK_BOOTTIME (`ContinuousClock`), polled at display rate. Survives load,
/// stalls, suspension, sleep and clock steps; cues land up to one poll interval late.
public struct ContinuousAnchoredStrategy: PolledStrategy {
    public let name = "continuous-anchored"
    public let summary = "anchored to CLOCK_BOOTTIME, polled at display rate"
    /// How often the display is refreshed (a repeating timer on the monotonic clock).
    public let pollInterval: Nanoseconds

    public init(pollInterval: Nanoseconds = DisplayRate.standard) { self.pollInterval = pollInterval }

    public func polling(every interval: Nanoseconds) -> Self { Self(pollInterval: interval) }

    public func begin(
        in environment: any TimerEnvironment, timeline: Timeline, report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback
    ) {
        AnchoredPolling.begin(
            in: environment, pollInterval: pollInterval, estimator: ClockAnchor(clocks: environment.clocks, clock: .continuous),
            report: report)
    }
}
