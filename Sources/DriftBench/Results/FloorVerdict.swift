/// Whether a real row's cue lateness is plausible against the wakeup floor measured alongside it.
///
/// No timer can wake earlier than the machine lets any sleeper wake: a median cue lateness below the fastest wakeup
/// the floor recorded means half the cues beat every one of its wakeups, so the measurement itself is suspect (a
/// clock read wrongly, a floor measured under other conditions) and the row is flagged instead of presented as a
/// result. The floor's median is no such limit: a row rests on a handful of cues, and under timer slack the wakeups
/// spread over the whole slack window (another timer's interrupt ends a window early), so a few cues' median falls
/// below the floor's median by chance; judged that way, a correct timer was called suspect on a loaded machine.
public enum FloorVerdict: String, Codable, Sendable, Equatable {
    /// The row's cue-lateness p50 is at or above the floor's fastest wakeup.
    case atOrAboveFloor = "at-or-above-floor"
    /// The row's cue-lateness p50 is below the floor's fastest wakeup: impossible, so the measurement is suspect.
    case belowFloor = "below-floor"

    /// Judges `metrics` against `floor`: nil when there is nothing to judge (no floor, no wakeups, no cues).
    /// Compared in whole microseconds, truncated, the way the floor's histogram is kept.
    static func judge(_ metrics: StrategyMetrics, against floor: FloorSummary?) -> FloorVerdict? {
        guard let floor, floor.samples > 0, let fastest = floor.fastestMicroseconds,
            let p50 = metrics.latenessP50Nanoseconds
        else { return nil }
        return abs(p50) / 1_000 < fastest ? .belowFloor : .atOrAboveFloor
    }
}
