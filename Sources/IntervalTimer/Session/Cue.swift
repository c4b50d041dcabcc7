/// What a cue announces. Raw values are the names used in event streams.
public enum CueKind: String, CaseIterable, Hashable, Sendable {
    /// The prepare countdown starts (round 0).
    case prepare
    case workStart = "work-start"
    /// `warning` before the end of a work phase.
    case warning
    case workEnd = "work-end"
    case restStart = "rest-start"
    case restEnd = "rest-end"
    case sessionComplete = "session-complete"
}

/// One planned cue: its kind, round (0 for prepare) and offset from the session start in active time.
public struct Cue: Hashable, Sendable {
    /// What the cue announces.
    public let kind: CueKind
    /// 1-based round; 0 for the prepare countdown.
    public let round: Int
    /// When it is due, measured from the session start (pauses excluded).
    public let offset: Nanoseconds
    /// Position in the session's cue order (cues at the same offset keep their listed order).
    public let sequence: Int

    public init(kind: CueKind, round: Int, offset: Nanoseconds, sequence: Int) {
        self.kind = kind
        self.round = round
        self.offset = offset
        self.sequence = sequence
    }
}

/// A stretch of the session: the prepare countdown, a work phase or a rest.
public struct Phase: Hashable, Sendable {
    /// The three kinds of phase.
    public enum Kind: String, Hashable, Sendable {
        case prepare, work, rest
    }

    /// Prepare, work or rest.
    public let kind: Kind
    /// 1-based round; 0 for prepare.
    public let round: Int
    /// Offset of the phase start from the session start.
    public let start: Nanoseconds
    /// Offset of the phase end from the session start.
    public let end: Nanoseconds

    public init(kind: Kind, round: Int, start: Nanoseconds, end: Nanoseconds) {
        self.kind = kind
        self.round = round
        self.start = start
        self.end = end
    }

    /// How long the phase lasts.
    public var duration: Nanoseconds { end - start }
}
