/// An input a rule must pass, or must fail with at least one finding: for a catalog check, a whole `.xcstrings` file.
public struct RuleExample: Sendable, Hashable {
    /// Whether the check must report nothing on ``json``.
    public enum Expectation: Sendable, Hashable {
        case passes
        /// Fails with a finding whose message contains the given text, at the given severity.
        case fails(containing: String, severity: Severity)
    }

    /// What the example shows, in a few words.
    public var title: String
    /// The input the rule runs on (a check's: a complete catalog, `{"sourceLanguage": …, "strings": {…}, "version": "1.0"}`).
    public var json: String
    /// Whether the check must pass or fail on this example.
    public var expectation: Expectation

    public init(_ title: String, _ expectation: Expectation, json: String) {
        self.title = title
        self.json = json
        self.expectation = expectation
    }
}
