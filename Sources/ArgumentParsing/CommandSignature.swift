/// The declared shape of one command: its name, what it does, its positionals and options.
///
/// A signature is data, so the parser, the help printer and the tests all read the same declaration.
public struct CommandSignature: Sendable {
    /// The words that select the command, e.g. `["catalog", "check"]`.
    public var path: [String]
    /// One line saying what the command does.
    public var abstract: String
    /// Free text printed after the option list in `--help`.
    public var discussion: String
    public var positionals: [PositionalSpec]
    public var options: [OptionSpec]

    public init(
        path: [String], abstract: String, discussion: String = "",
        positionals: [PositionalSpec] = [], options: [OptionSpec] = []
    ) {
        self.path = path
        self.abstract = abstract
        self.discussion = discussion
        self.positionals = positionals
        self.options = options
    }

    /// The option declared under `name` (`--out`) or short name (`-o`), if any.
    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name || $0.shortName.map { "-\($0)" } == name }
    }
}

/// A positional argument.
public struct PositionalSpec: Sendable {
    /// How many values a positional takes.
    public enum Arity: Sendable { case one, optional, zeroOrMore, oneOrMore }

    public var name: String
    public var help: String
    public var arity: Arity

    public init(_ name: String, arity: Arity = .one, help: String) {
        self.name = name
        self.help = help
        self.arity = arity
    }
}

/// A named option: a flag (`--json`) or an option with a value (`--out DIR`).
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

    public init(_ name: String, short: Character? = nil, _ kind: Kind, help: String) {
        precondition(name.hasPrefix("--"), "long option names start with --")
        self.name = name
        self.shortName = short
        self.kind = kind
        self.help = help
    }

    /// Shorthand for a flag.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name, short: short, .flag, help: help)
    }

    /// Shorthand for an option that takes one value.
    public static func value(_ name: String, short: Character? = nil, valueName: String, help: String) -> OptionSpec {
        OptionSpec(name, short: short, .value(name: valueName), help: help)
    }

    /// Shorthand for an option that may be given several times (or as a comma-separated list).
    public static func repeated(_ name: String, valueName: String, help: String) -> OptionSpec {
        OptionSpec(name, .repeatedValue(name: valueName), help: help)
    }

    var takesValue: Bool {
        if case .flag = kind { return false }
        return true
    }
}
