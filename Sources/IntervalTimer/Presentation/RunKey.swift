/// What a key pressed during `timekeeper run` asks for.
public enum RunKey: Hashable, Sendable {
    /// Space: pause, or resume a pause.
    case togglePause
    /// `n`: skip to the next phase.
    case nextPhase
    /// `q`: stop with the summary.
    case quit

    /// The action of the byte a terminal sent, nil for keys that do nothing.
    public init?(byte: UInt8) {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "p"), UInt8(ascii: "P"): self = .togglePause
        case UInt8(ascii: "n"), UInt8(ascii: "N"): self = .nextPhase
        case UInt8(ascii: "q"), UInt8(ascii: "Q"): self = .quit
        default: return nil
        }
    }
}
