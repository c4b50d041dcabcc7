/// A change of course during a run: a pause, a resumption, a skipped phase, or the interruption that ended it.
public struct ControlEvent: Hashable, Sendable {
    /// What happened. Raw values are the `event` names in `--format jsonl`.
    public enum Kind: String, Hashable, Sendable {
        case paused, resumed, skipped, interrupted
    }

    /// What happened.
    public let kind: Kind
    /// Why it happened.
    public let cause: ControlCause
    /// When, as an offset from the session start on the reference clock (a pause found from a gap in the wakeups
    /// is dated at the wakeup that was missed).
    public let at: Nanoseconds
    /// Where the workout was: its active time (the plan offset, pauses excluded).
    public let planOffset: Nanoseconds
    /// The phase in progress then (nil once complete), and its round.
    public let phase: Phase.Kind?
    /// 1-based round; 0 for prepare.
    public let round: Int
    /// For `resumed`, how long the pause lasted; for `skipped`, how much of the phase was skipped; else zero.
    public let span: Nanoseconds

    public init(
        kind: Kind, cause: ControlCause, at: Nanoseconds, planOffset: Nanoseconds, phase: Phase.Kind?, round: Int,
        span: Nanoseconds = .zero
    ) {
        self.kind = kind
        self.cause = cause
        self.at = at
        self.planOffset = planOffset
        self.phase = phase
        self.round = round
        self.span = span
    }
}

/// Who or what changed the course of a run. Raw values are the `cause` names in `--format jsonl`.
public enum ControlCause: String, Hashable, Sendable {
    /// A key press (space, `n`, `q`) or a call from the app.
    case user
    /// The process was suspended (Ctrl-Z, SIGSTOP) under ``SuspendPolicy/pause``, or continued after it.
    case suspension
    /// Ctrl-C (SIGINT).
    case interrupt
    /// SIGTERM.
    case terminate
}

/// What a suspension of the process (Ctrl-Z, SIGSTOP) means for the workout.
public enum SuspendPolicy: String, CaseIterable, Hashable, Sendable {
    /// The schedule goes on, as it must for an app in the background: what fell due fires once, late, on return.
    case keep
    /// The workout pauses at the moment of suspension and resumes when the process continues.
    case pause
}
