import Diagnostics

/// Runs the listing rules and turns their violations into findings with the configured severities.
public struct ListingChecker: Sendable {
    public var rules: [any ListingRule]
    /// Severity per rule id, replacing the rule's default; absent ids keep the default.
    public var severityOverrides: [String: Severity]
    /// Rule ids that are turned off.
    public var disabledRules: Set<String>

    /// A checker over `rules` (all of them by default).
    public init(
        rules: [any ListingRule] = ListingRuleRegistry.all, severityOverrides: [String: Severity] = [:], disabledRules: Set<String> = []
    ) {
        self.rules = rules
        self.severityOverrides = severityOverrides
        self.disabledRules = disabledRules
    }

    /// Findings for `listing` in `store`, sorted by location then rule id.
    public func check(_ listing: StoreListing, in store: any Store) -> [Finding] {
        var findings: [Finding] = []
        for rule in rules where !disabledRules.contains(rule.id) {
            let severity = severityOverrides[rule.id] ?? rule.defaultSeverity
            for violation in rule.check(listing, in: store) {
                findings.append(
                    Finding(
                        ruleID: rule.id, severity: severity, message: violation.message, hint: violation.hint,
                        location: violation.location, key: violation.key, locale: violation.locale
                    ))
            }
        }
        return findings.sortedForReport()
    }
}

extension Array where Element == Finding {
    /// Location, then rule id, then message: the same order for the same input on every run.
    func sortedForReport() -> [Finding] {
        sorted { ($0.location, $0.ruleID, $0.message) < ($1.location, $1.ruleID, $1.message) }
    }
}
