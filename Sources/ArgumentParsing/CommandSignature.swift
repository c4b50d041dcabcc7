/// The declared shape of one command: its name, what it does, its positionals and options.
///
/// A signature is data, so the parser, the help printer, the completion scripts and the tests all read the same
/// declaration.
public struct CommandSignature: Sendable {
    /// The words that select the command, e.g. `["catalog", "check"]`.
    public var path: [String]
    /// One line saying what the command does.
    public var abstract: String
    /// Free text printed after the option list in `--help`.
    public var discussion: String
    public var positionals: [PositionalSpec]
    public var options: [OptionSpec]
    /// Old spellings still accepted, each rewritten to its replacement with a warning; never shown in help.
    public var deprecatedOptions: [DeprecatedOption]
    /// Whether the command is left out of help listings and completions (it still runs, e.g. `drift worker`).
    public var isHidden: Bool

    public init(
        path: [String], abstract: String, discussion: String = "",
        positionals: [PositionalSpec] = [], options: [OptionSpec] = [], deprecatedOptions: [DeprecatedOption] = [],
        isHidden: Bool = false
    ) {
        self.path = path
        self.abstract = abstract
        self.discussion = discussion
        self.positionals = positionals
        self.options = options
        self.deprecatedOptions = deprecatedOptions
        self.isHidden = isHidden
    }

    /// The option declared under `name` (`--out`) or short name (`-o`), if any.
    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name || $0.shortName.map { "-\($0)" } == name }
    }

    /// The deprecated spelling `name`, if it is one.
    public func deprecatedOption(named name: String) -> DeprecatedOption? {
        deprecatedOptions.first { $0.name == name }
    }

    /// This signature with `common` appended to its options (the options every command of a tool takes),
    /// leaving out any the command declares itself.
    public func adding(common: [OptionSpec]) -> CommandSignature {
        var copy = self
        copy.options += common.filter { option in !options.contains { $0.name == option.name } }
        return copy
    }
}
