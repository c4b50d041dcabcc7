/// The session state machine. It is driven by readings of "time since start" from whatever clock a strategy
/// trusts, subtracts paused spans exactly, and fires cues on threshold crossings, in order, at most once each.
public struct Session: Sendable {
    /// The plan this session runs.
    public let timeline: Timeline
    /// Where the session is now.
    public private(set) var state: SessionState = .idle
    /// Active time since the start (pauses excluded), as of the last reading. May fall back if the driving clock
    /// steps back; cues never fire twice regardless.
    public private(set) var elapsed: Nanoseconds = .zero
    /// The furthest `elapsed` seen: the phase shown never moves backwards.
    public private(set) var furthest: Nanoseconds = .zero
    private var nextCueIndex = 0
    private var pausedTotal = Nanoseconds.zero
    private var pausedAtReading: Nanoseconds?

    /// A session for `timeline`, idle.
    public init(timeline: Timeline) {
        self.timeline = timeline
    }

    /// idle → preparing/active: fires the cues due at offset zero.
    public mutating func start() throws(SessionError) -> [Cue] {
        guard case .idle = state else { throw SessionError(action: .start, state: state) }
        return fire(upTo: .zero)
    }

    /// Feeds a reading of time since the start (including paused spans); returns the cues whose offsets were crossed,
    /// in order. Does nothing while paused.
    public mutating func advance(toReading reading: Nanoseconds) throws(SessionError) -> [Cue] {
        switch state {
        case .idle, .completed: throw SessionError(action: .advance, state: state)
        case .paused: return []
        case .preparing, .active: return fire(upTo: reading - pausedTotal)
        }
    }

    /// preparing/active → paused at `reading`.
    public mutating func pause(atReading reading: Nanoseconds) throws(SessionError) {
        switch state {
        case .preparing, .active:
            pausedAtReading = reading
            state = .paused(state)
        default: throw SessionError(action: .pause, state: state)
        }
    }

    /// paused → the state it paused from; the paused span is excluded from active time exactly.
    public mutating func resume(atReading reading: Nanoseconds) throws(SessionError) {
        guard case .paused(let previous) = state, let pausedAt = pausedAtReading else {
            throw SessionError(action: .resume, state: state)
        }
        pausedTotal = pausedTotal + max(.zero, reading - pausedAt)
        pausedAtReading = nil
        state = previous
    }

    /// preparing/active → the next phase: jumps to the end of the phase in progress. The cues due before its end
    /// (a warning) are dropped, the cues at its end fire; both are returned, in order.
    public mutating func skipPhase() throws(SessionError) -> (fired: [Cue], dropped: [Cue]) {
        guard case .preparing(let phase) = state, true else {
            guard case .active(let phase) = state else { throw SessionError(action: .skip, state: state) }
            return skip(to: phase.end)
        }
        return skip(to: phase.end)
    }

    private mutating func skip(to end: Nanoseconds) -> (fired: [Cue], dropped: [Cue]) {
        var dropped: [Cue] = []
        while nextCueIndex < timeline.cues.count, timeline.cues[nextCueIndex].offset < end {
            dropped.append(timeline.cues[nextCueIndex])
            nextCueIndex += 1
        }
        // Readings from here on start at the phase end: skipped time counts as if it had been paused, negatively.
        pausedTotal = pausedTotal - (end - elapsed)
        return (fire(upTo: end), dropped)
    }

    /// Time paused minus time skipped so far: how far the schedule has moved later than the plan (negative when
    /// skipping took more off than pausing added).
    public var shift: Nanoseconds { pausedTotal }

    /// The active time (plan offset) a reading stands for: the reading less the shift; while paused, the time
    /// at which it paused.
    public func activeTime(atReading reading: Nanoseconds) -> Nanoseconds {
        max(.zero, (pausedAtReading ?? reading) - pausedTotal)
    }

    /// Whether a pause is in progress.
    public var isPaused: Bool {
        if case .paused = state { return true }
        return false
    }

    /// The phase on display (nil when idle or completed).
    public var currentPhase: Phase? {
        switch state {
        case .idle, .completed: nil
        case .preparing(let phase), .active(let phase): phase
        case .paused(let inner):
            switch inner {
            case .preparing(let phase), .active(let phase): phase
            default: nil
            }
        }
    }

    /// Time left in the phase on display: never negative, never more than the phase lasts.
    public var remainingInPhase: Nanoseconds {
        guard let phase = currentPhase else { return .zero }
        return min(phase.duration, DeadlineMath.remaining(until: phase.end, at: elapsed))
    }

    /// The whole seconds to show: the ceiling of ``remainingInPhase``.
    public var displayedSeconds: Int { DeadlineMath.displayedSeconds(remaining: remainingInPhase) }

    /// Cues not yet fired.
    public var pendingCues: ArraySlice<Cue> { timeline.cues[nextCueIndex...] }

    private mutating func fire(upTo active: Nanoseconds) -> [Cue] {
        elapsed = max(.zero, active)
        furthest = max(furthest, elapsed)
        var fired: [Cue] = []
        while nextCueIndex < timeline.cues.count, timeline.cues[nextCueIndex].offset <= furthest {
            fired.append(timeline.cues[nextCueIndex])
            nextCueIndex += 1
        }
        if nextCueIndex == timeline.cues.count {
            state = .completed
        } else if let phase = timeline.phase(at: furthest) {
            state = phase.kind == .prepare ? .preparing(phase) : .active(phase)
        }
        return fired
    }
}
