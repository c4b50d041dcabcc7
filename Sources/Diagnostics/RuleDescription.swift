/// What reporters say about a rule: its id, default severity, a short description and help.
public struct RuleDescription: Sendable, Hashable {
    /// The rule id, e.g. `format-mismatch`.
    public var id: String
    public var defaultSeverity: Severity
    /// One line: why the rule matters.
    public var shortDescription: String
    /// One line: what to do.
    public var help: String
    /// Inputs the rule passes and fails, for the rules page.
    public var examples: [RuleExample]

    public init(id: String, defaultSeverity: Severity, shortDescription: String, help: String, examples: [RuleExample] = []) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.shortDescription = shortDescription
        self.help = help
        self.examples = examples
    }
}
