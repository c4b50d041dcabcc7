import JSONCore

/// One problem found in a catalog (or a store listing): what, where, how bad, and how to fix it.
///
/// Libraries return findings and never print; reporters turn them into text, JSON, GitHub annotations or SARIF.
public struct Finding: Hashable, Sendable {
    /// The id of the rule that produced it, e.g. `plural-missing-category`.
    public var ruleID: String
    public var severity: Severity
    /// A sentence saying what is wrong, naming the key, locale and values involved.
    public var message: String
    /// A sentence saying what to do about it.
    public var hint: String?
    public var location: SourceLocation
    /// The catalog key concerned, if any.
    public var key: String?
    /// The locale concerned, if any.
    public var locale: String?

    public init(
        ruleID: String, severity: Severity, message: String, hint: String? = nil,
        location: SourceLocation, key: String? = nil, locale: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.hint = hint
        self.location = location
        self.key = key
        self.locale = locale
    }
}
