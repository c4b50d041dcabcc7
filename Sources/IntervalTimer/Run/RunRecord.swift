/// Which kind of run produced a record.
public enum RunMode: String, Hashable, Sendable {
    /// On the virtual clock with the discrete-event scheduler.
    case simulated
    /// On the machine's clocks and real timer primitives.
    case real
}

/// One cue as it actually fired.
public struct CueEvent: Hashable, Sendable {
    /// What the cue announced.
    public let kind: CueKind
    /// 1-based round; 0 for prepare.
    public let round: Int
    /// When it was due: offset from the session start on the plan.
    public let dueOffset: Nanoseconds
    /// What the strategy believed the time since the start was when it fired the cue.
    public let believedOffset: Nanoseconds
    /// When it fired, as an offset from the session start on the undisturbed reference clock.
    public let firedOffset: Nanoseconds
    /// The reference clock reading when it fired.
    public let firedReference: ClockInstant
    /// The wall clock (as the strategy sees it) when it fired, for showing time of day.
    public let wallTime: ClockInstant
    /// The strategy itself knew the cue was overdue by more than the driver's late threshold when it fired it
    /// (it fell due during a stall, suspension or sleep).
    public let late: Bool
    /// A later overdue cue fired in the same wakeup: present this one silently (coalesce, no burst of bells).
    public let superseded: Bool
    /// How far pauses (later) and skips (earlier) had moved the schedule when it fired: ``Session/shift``.
    public let shift: Nanoseconds

    public init(
        kind: CueKind, round: Int, dueOffset: Nanoseconds, believedOffset: Nanoseconds, firedOffset: Nanoseconds,
        firedReference: ClockInstant, wallTime: ClockInstant, late: Bool, superseded: Bool, shift: Nanoseconds = .zero
    ) {
        self.shift = shift
        self.kind = kind
        self.round = round
        self.dueOffset = dueOffset
        self.believedOffset = believedOffset
        self.firedOffset = firedOffset
        self.firedReference = firedReference
        self.wallTime = wallTime
        self.late = late
        self.superseded = superseded
    }

    /// Cue error on the reference clock: fired − due − shift (positive: late); pauses and skips are not lateness.
    public var error: Nanoseconds { firedOffset - shift - dueOffset }
}

/// What the display showed from a moment on (recorded only when it changes: a step function).
public struct DisplaySample: Hashable, Sendable {
    /// Offset from the session start on the reference clock.
    public let at: Nanoseconds
    /// The phase shown; nil once the session is complete.
    public let phase: Phase.Kind?
    /// The round shown (0 during prepare).
    public let round: Int
    /// The whole seconds shown (ceiling of `remaining`), never negative.
    public let displayedSeconds: Int
    /// The time left in the phase as the strategy believes it, never negative.
    public let remaining: Nanoseconds
    /// Whether the countdown is paused (by a key or a suspension).
    public let paused: Bool

    public init(at: Nanoseconds, phase: Phase.Kind?, round: Int, displayedSeconds: Int, remaining: Nanoseconds, paused: Bool = false) {
        self.paused = paused
        self.at = at
        self.phase = phase
        self.round = round
        self.displayedSeconds = displayedSeconds
        self.remaining = remaining
    }
}

/// Everything one run of one strategy produced.
public struct RunRecord: Hashable, Sendable {
    /// The registry name of the strategy that ran.
    public let strategy: String
    /// Simulated or real.
    public let mode: RunMode
    /// The plan laid out: every cue that should have fired.
    public let timeline: Timeline
    /// The reference clock reading at the session start.
    public let startReference: ClockInstant
    /// Cues in the order they fired.
    public internal(set) var events: [CueEvent] = []
    /// Display changes in order.
    public internal(set) var display: [DisplaySample] = []
    /// Pauses, resumptions, skips and the interruption, in order.
    public internal(set) var controls: [ControlEvent] = []
    /// How many times the strategy woke up and reported.
    public internal(set) var wakeups = 0
    /// Whether the session completed (false if it was stopped or ran out of time).
    public internal(set) var finished = false

    public init(strategy: String, mode: RunMode, timeline: Timeline, startReference: ClockInstant) {
        self.strategy = strategy
        self.mode = mode
        self.timeline = timeline
        self.startReference = startReference
    }

    /// Error of the final cue (session complete) on the reference clock, if it fired: the session drift.
    public var sessionError: Nanoseconds? {
        events.last { $0.kind == .sessionComplete }?.error
    }
}

/// Callbacks for a run as it happens; they run on the timer queue, so keep them short.
public struct RunObserver: Sendable {
    /// Called for every cue as it fires.
    public var onCue: (@Sendable (CueEvent) -> Void)?
    /// Called whenever the displayed phase, round or seconds change.
    public var onDisplay: (@Sendable (DisplaySample) -> Void)?
    /// Called for every pause, resumption, skip and interruption.
    public var onControl: (@Sendable (ControlEvent) -> Void)?
    /// Called once when the last cue has fired (not when stopped).
    public var onFinish: (@Sendable (RunRecord) -> Void)?

    public init(
        onCue: (@Sendable (CueEvent) -> Void)? = nil, onDisplay: (@Sendable (DisplaySample) -> Void)? = nil,
        onFinish: (@Sendable (RunRecord) -> Void)? = nil, onControl: (@Sendable (ControlEvent) -> Void)? = nil
    ) {
        self.onControl = onControl
        self.onCue = onCue
        self.onDisplay = onDisplay
        self.onFinish = onFinish
    }
}
