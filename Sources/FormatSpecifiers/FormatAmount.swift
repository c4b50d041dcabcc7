/// A directive's width or precision as written: digits (`5`), `*` (the next argument) or `*N$` (argument N).
public struct FormatAmount: Hashable, Sendable {
    /// What the amount says.
    public enum Kind: Hashable, Sendable {
        /// Digits: the number written (capped at 1,000,000, as argument positions are).
        case number(Int)
        /// Nothing after a precision's `.` (`%.f`), which printf reads as 0.
        case empty
        /// `*`: taken from the next integer argument (see ``ArgumentNumbers/stars``).
        case nextArgument
        /// `*N$`: taken from integer argument N.
        case argument(Int)
    }

    /// What the amount says.
    public var kind: Kind
    /// The amount exactly as written, without a precision's `.` (`5`, `*`, `*2$`, or empty).
    public var text: String

    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    /// Whether the amount is taken from an argument (`*` or `*N$`).
    public var isStar: Bool {
        switch kind {
        case .nextArgument, .argument: true
        case .number, .empty: false
        }
    }
}
