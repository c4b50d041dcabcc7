/// Something findings are reported under: a catalog check, a store listing rule, a reader or compile rule.
///
/// Every rule has the same shape, so reporters, configuration and the rules page describe them all alike.
public protocol Rule: Sendable {
    /// Stable kebab-case id used in output, configuration and baselines, e.g. `format-mismatch`.
    var id: String { get }
    /// The severity findings get unless configuration changes it.
    var defaultSeverity: Severity { get }
    /// One line: why the rule matters to someone shipping the app.
    var summary: String { get }
    /// One line: what to do about a finding.
    var help: String { get }
    /// Inputs the rule must pass and fail, shown on the rules page (catalog checks must have both kinds).
    var examples: [RuleExample] { get }
}

extension Rule {
    public var examples: [RuleExample] { [] }

    /// What reporters and the rules page say about this rule.
    public var ruleDescription: RuleDescription {
        RuleDescription(id: id, defaultSeverity: defaultSeverity, shortDescription: summary, help: help, examples: examples)
    }
}
