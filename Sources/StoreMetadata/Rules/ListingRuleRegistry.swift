import Diagnostics

/// Every listing rule, in the order their findings are listed for one value.
public enum ListingRuleRegistry {
    public static let all: [any ListingRule] = [
        MissingFieldRule(),
        MissingOptionalFieldRule(),
        FieldTooLongRule(),
        FieldTooShortRule(),
        ControlCharacterRule(),
        SurroundingWhitespaceRule(),
        UntranslatedRule(),
        InvalidURLRule(),
        InsecureURLRule(),
        KeywordSpacingRule(),
        KeywordEmptyItemRule(),
        KeywordDuplicateRule(),
        KeywordRepeatsNameRule(),
        KeywordTooShortRule(),
    ]

    /// Every rule and builder issue as reporters describe them (SARIF lists these).
    public static var descriptions: [RuleDescription] {
        all.map { RuleDescription(id: $0.id, defaultSeverity: $0.defaultSeverity, shortDescription: $0.summary, help: $0.help) }
            + ListingIssue.allCases.map { RuleDescription(id: $0.rawValue, defaultSeverity: $0.defaultSeverity, shortDescription: $0.summary, help: $0.help) }
    }

    /// Every id a finding of `timekeeper metadata` can carry: the rules' and the listing builders'.
    public static var allIDs: [String] {
        all.map(\.id) + ListingIssue.allCases.map(\.rawValue)
    }
}
