/// Where a session is: idle → preparing → active(phase) ⇄ paused → completed.
public enum SessionState: Hashable, Sendable, CustomStringConvertible {
    /// Not started.
    case idle
    /// In the prepare countdown.
    case preparing(Phase)
    /// In a work or rest phase.
    case active(Phase)
    /// Paused; resuming returns to the wrapped state.
    indirect case paused(SessionState)
    /// Every cue has fired.
    case completed

    public var description: String {
        switch self {
        case .idle: "idle"
        case .preparing: "preparing"
        case .active(let phase): "active(\(phase.kind.rawValue) round \(phase.round))"
        case .paused(let state): "paused (\(state))"
        case .completed: "completed"
        }
    }
}

/// The things one can ask a session to do.
public enum SessionAction: String, Hashable, Sendable {
    case start, advance, pause, resume, skip
}

/// An action the session's current state does not allow, e.g. pausing a completed session.
public struct SessionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was asked.
    public let action: SessionAction
    /// The state that does not allow it.
    public let state: SessionState

    public init(action: SessionAction, state: SessionState) {
        self.action = action
        self.state = state
    }

    public var description: String {
        let hint: String
        switch action {
        case .start: hint = "start a session only once, from idle"
        case .advance: hint = "start the session before advancing it"
        case .pause: hint = "pause only a running session"
        case .resume: hint = "resume only a paused session"
        case .skip: hint = "skip only a phase in progress, not while paused"
        }
        return "cannot \(action.rawValue) a session that is \(state); \(hint)"
    }
}
