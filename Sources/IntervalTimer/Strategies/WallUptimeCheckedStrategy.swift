/// `wall-uptime-checked`: wall-anchored with the common "sanity check against systemUptime": when the wall clock
/// moved more than `threshold` away from CLOCK_MONOTONIC since the last poll, it assumes the wall clock was changed
/// and counts the monotonic delta instead. That catches steps — and mistakes a system sleep (monotonic stands
/// still) for one, so the sleep is lost.
public struct WallUptimeCheckedStrategy: PolledStrategy {
    public let name = "wall-uptime-checked"
    public let summary = "wall-anchored, re-anchored on the monotonic delta when the two disagree; loses system sleep"
    /// How often the display is refreshed (a repeating timer on the monotonic clock).
    public let pollInterval: Nanoseconds
    /// Disagreement above which the wall delta is distrusted.
    public let threshold: Nanoseconds

    public init(pollInterval: Nanoseconds = DisplayRate.standard, threshold: Nanoseconds = .second) {
        self.pollInterval = pollInterval
        self.threshold = threshold
    }

    public func polling(every interval: Nanoseconds) -> Self { Self(pollInterval: interval, threshold: threshold) }

    public func begin(
        in environment: any TimerEnvironment, timeline: Timeline, report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback
    ) {
        AnchoredPolling.begin(
            in: environment, pollInterval: pollInterval, estimator: UptimeCheckedAnchor(clocks: environment.clocks, threshold: threshold),
            report: report)
    }
}

/// Accumulates wall deltas, swapping in the monotonic delta whenever they disagree by more than the threshold.
final class UptimeCheckedAnchor: ElapsedEstimator, @unchecked Sendable {
    let clocks: any TimeSource
    let threshold: Nanoseconds
    var lastWall: ClockInstant
    var lastMonotonic: ClockInstant
    var believed = Nanoseconds.zero

    init(clocks: any TimeSource, threshold: Nanoseconds) {
        self.clocks = clocks
        self.threshold = threshold
        lastWall = clocks.now(.wall)
        lastMonotonic = clocks.now(.monotonic)
    }

    func elapsed() -> Nanoseconds {
        let wall = clocks.now(.wall), monotonic = clocks.now(.monotonic)
        let wallDelta = wall - lastWall, monotonicDelta = monotonic - lastMonotonic
        believed = believed + ((wallDelta - monotonicDelta).magnitude > threshold ? monotonicDelta : wallDelta)
        lastWall = wall
        lastMonotonic = monotonic
        return believed
    }
}
