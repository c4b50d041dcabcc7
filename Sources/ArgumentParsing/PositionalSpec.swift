/// A positional argument.
public struct PositionalSpec: Sendable {
    /// How many values a positional takes.
    public enum Arity: Sendable { case one, optional, zeroOrMore, oneOrMore }

    /// The placeholder shown as `<name>` in usage lines and help.
    public var name: String
    public var help: String
    public var arity: Arity
    /// What the values are, for validation and shell completion.
    public var values: ValueKind

    public init(_ name: String, arity: Arity = .one, values: ValueKind = .text, help: String) {
        self.name = name
        self.help = help
        self.arity = arity
        self.values = values
    }
}
