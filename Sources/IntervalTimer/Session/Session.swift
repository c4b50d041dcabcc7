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
