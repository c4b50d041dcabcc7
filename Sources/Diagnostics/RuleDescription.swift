/// What reporters say about a rule: its id, default severity, a short description and help.
public struct RuleDescription: Sendable, Hashable {
    /// The rule id, e.g. `format-mismatch`.
    public var id: String
    public var defaultSeverity: Severity
    /// One line: why the rule matters.
    public var shortDescription: String
    /// One line: what to do.
    public var help: String

    public init(id: String, defaultSeverity: Severity, shortDescription: String, help: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.shortDescription = shortDescription
        self.help = help
    }
}
