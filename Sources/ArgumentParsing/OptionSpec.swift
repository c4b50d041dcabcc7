/// A named option: a flag (`--strict`) or an option with a value (`--out <dir>`).
public struct OptionSpec: Sendable {
    /// Whether the option takes a value, and how often it may appear.
    public enum Kind: Sendable {
        case flag
        case value(name: String)
        case repeatedValue(name: String)
    }

    /// The long name including the dashes, e.g. `--out`.
    public var name: String
    public var shortName: Character?
    public var kind: Kind
    public var help: String
    /// What the option's values are, for validation and shell completion (ignored for flags).
    public var values: ValueKind

    public init(_ name: String, short: Character? = nil, _ kind: Kind, values: ValueKind = .text, help: String) {
        precondition(name.hasPrefix("--"), "long option names start with --")
        self.name = name
        self.shortName = short
        self.kind = kind
        self.values = values
        self.help = help
    }

    /// Shorthand for a flag.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name, short: short, .flag, help: help)
    }

    /// Shorthand for an option that takes one value.
    public static func value(
        _ name: String, short: Character? = nil, valueName: String, values: ValueKind = .text, help: String
    ) -> OptionSpec {
        OptionSpec(name, short: short, .value(name: valueName), values: values, help: help)
    }

    /// Shorthand for an option that may be given several times (or as a comma-separated list).
    public static func repeated(_ name: String, valueName: String, values: ValueKind = .text, help: String) -> OptionSpec {
        OptionSpec(name, .repeatedValue(name: valueName), values: values, help: help)
    }

    /// Whether the option takes a value.
    public var takesValue: Bool {
        if case .flag = kind { return false }
        return true
    }

    /// The placeholder of its value (`dir` for `--out <dir>`), nil for a flag.
    public var valueName: String? {
        switch kind {
        case .flag: nil
        case .value(let name), .repeatedValue(let name): name
        }
    }

    /// Whether it may be given several times, its values collected.
    public var isRepeatable: Bool {
        if case .repeatedValue = kind { return true }
        return false
    }
}
