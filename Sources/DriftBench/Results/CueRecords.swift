/// What a cue means for the drift arithmetic (the strategy's own cue names are kept in `kind`).
public enum CueRole: String, Codable, Sendable {
    /// The start of a work round: per-round drift starts here.
    case roundStart
    /// The end of a work round: per-round drift ends here.
    case roundEnd
    /// The final cue of the session: session drift is its error.
    case sessionEnd
    /// Any other cue (prepare, warning, rest start and end).
    case other
}

/// A cue the plan schedules: its kind, round and offset from session start.
public struct PlannedCue: Codable, Sendable, Equatable, Hashable {
    /// The cue's name as the timer library spells it (e.g. `workStart`).
    public var kind: String
    /// The round the cue belongs to (0 for cues outside rounds).
    public var round: Int
    /// How the drift arithmetic uses the cue.
    public var role: CueRole
    /// When the cue is due, from session start.
    public var offsetNanoseconds: Int64

    /// A planned cue.
    init(kind: String, round: Int, role: CueRole, offsetNanoseconds: Int64) {
        self.kind = kind
        self.round = round
        self.role = role
        self.offsetNanoseconds = offsetNanoseconds
    }
}

/// One cue as a strategy fired it, timed on the undisturbed reference clock.
public struct CueRecord: Codable, Sendable, Equatable {
    /// The cue's name as the timer library spells it.
    public var kind: String
    /// The round the cue belongs to.
    public var round: Int
    /// How the drift arithmetic uses the cue.
    public var role: CueRole
    /// When it was due, from session start.
    public var dueNanoseconds: Int64
    /// When it fired, from session start on the reference clock.
    public var firedNanoseconds: Int64
    /// Whether the strategy itself marked the cue late (it fell due while the process could not run).
    public var markedLate: Bool

    /// Cue error = fired − due (positive: late, negative: early).
    public var errorNanoseconds: Int64 { firedNanoseconds - dueNanoseconds }

    /// A fired cue.
    init(kind: String, round: Int, role: CueRole, dueNanoseconds: Int64, firedNanoseconds: Int64, markedLate: Bool) {
        self.kind = kind
        self.round = round
        self.role = role
        self.dueNanoseconds = dueNanoseconds
        self.firedNanoseconds = firedNanoseconds
        self.markedLate = markedLate
    }

    /// The planned cue this record fired for.
    var planned: PlannedCue {
        PlannedCue(kind: kind, round: round, role: role, offsetNanoseconds: dueNanoseconds)
    }
}

/// What a strategy showed on its display at an instant: the whole seconds left in the session.
struct DisplayChange: Sendable, Equatable {
    /// When the display changed, from session start on the reference clock.
    var atNanoseconds: Int64
    /// Whole seconds of the session the display claimed were left (phase remaining + later phases).
    var sessionSecondsShown: Int

    /// A display change.
    init(atNanoseconds: Int64, sessionSecondsShown: Int) {
        self.atNanoseconds = atNanoseconds
        self.sessionSecondsShown = sessionSecondsShown
    }
}
