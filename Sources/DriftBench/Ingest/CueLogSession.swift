import IntervalTimer

/// One timer's session read from a cue log: its `start` line, the cues it fired, its outages and how it ended.
public struct CueLogSession: Sendable, Equatable {
    /// One fired cue, in nanoseconds from the session start.
    public struct FiredCue: Sendable, Equatable {
        /// The cue kind as the log spells it (`work-start`…).
        public var kind: String
        /// The round (0 for prepare).
        public var round: Int
        /// When it was due on the plan.
        public var plannedNanoseconds: Int64
        /// When it fired.
        public var firedNanoseconds: Int64
        /// How far pauses and skips had moved the schedule (0 when the log does not say).
        public var shiftNanoseconds: Int64
        /// Whether the emitter marked it late.
        public var late: Bool
    }

    /// The log it came from and the line of its `start`.
    public var file: String
    public var startLine: Int
    /// The timer's name (the `strategy` key).
    public var timer: String
    /// Where it ran, e.g. `iOS`, `Chromium 120 (Linux)`.
    public var platform: String
    /// The clock the offsets were read on, e.g. `ContinuousClock`, `performance.now`.
    public var clock: String
    /// The plan as written and as parsed (with the `prepare` and `warning` of the start line).
    public var planText: String
    public var plan: WorkoutPlan
    /// The scenario the emitter says it ran under, if any.
    public var scenario: String?
    /// The wall-clock time the session started (`wall_time`), as the emitter wrote it.
    public var wallTime: String?
    /// The `format_version` of its start line.
    public var formatVersion: Int
    /// Its cues, in the order they fired.
    public var cues: [FiredCue] = []
    /// Background → foreground windows, in nanoseconds from the start.
    public var outages: [ClosedRange<Int64>] = []
    /// Where the `end` line put the end, and whether it said the session completed; nil without an end line.
    public var endNanoseconds: Int64?
    public var completed: Bool?
    /// An `interrupted` line was seen (a `timekeeper run` stopped early).
    public var interrupted = false
    /// An open `background` line not yet matched by `foreground`.
    var backgroundSince: Int64?
}
