/// Whether a real row's cue lateness is plausible against the wakeup floor measured alongside it.
///
/// No timer can wake earlier than the machine lets any sleeper wake: a median cue lateness below the floor's
/// median means the measurement itself is suspect (a clock read wrongly, a floor measured under other conditions),
/// so the row is flagged instead of presented as a result.
public enum FloorVerdict: String, Codable, Sendable, Equatable {
    /// The row's cue-lateness p50 is at or above the floor's p50.
    case atOrAboveFloor = "at-or-above-floor"
    /// The row's cue-lateness p50 is below the floor's p50: impossible, so the measurement is suspect.
    case belowFloor = "below-floor"

    /// Judges `metrics` against `floor`: nil when there is nothing to judge (no floor, no wakeups, no cues).
    /// Compared in whole microseconds, truncated, the way the floor's histogram is kept.
    static func judge(_ metrics: StrategyMetrics, against floor: FloorSummary?) -> FloorVerdict? {
        guard let floor, floor.samples > 0, let p50 = metrics.latenessP50Nanoseconds else { return nil }
        return abs(p50) / 1_000 < floor.p50Microseconds ? .belowFloor : .atOrAboveFloor
    }
}
