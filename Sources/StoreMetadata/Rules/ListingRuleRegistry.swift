import Diagnostics

/// Every listing rule, in the order their findings are listed for one value.
public enum ListingRuleRegistry {
    public static let all: [any ListingRule] = [
        MissingFieldRule(),
        MissingOptionalFieldRule(),
        FieldTooLongRule(),
        FieldTooShortRule(),
        MissingReleaseNotesRule(),
        ControlCharacterRule(),
        ForbiddenCharacterRule(),
        PlayTitlePolicyRule(),
        OtherPlatformRule(),
        SubscriptionTermsRule(),
        SurroundingWhitespaceRule(),
        UntranslatedRule(),
        InvalidURLRule(),
        InsecureURLRule(),
        KeywordSpacingRule(),
        KeywordEmptyItemRule(),
        KeywordDuplicateRule(),
        KeywordRepeatsNameRule(),
        KeywordTooShortRule(),
        KeywordCrossLocaleRule(),
        KeywordUnderfilledRule(),
        OutdatedTranslationRule(),
    ]

    /// Every rule and builder issue as reporters describe them (SARIF lists these).
    public static var descriptions: [RuleDescription] {
        all.map(\.ruleDescription) + ListingIssue.allCases.map(\.ruleDescription)
    }

    /// The rule whose id is `name`, if registered.
    public static func named(_ name: String) -> (any ListingRule)? {
        all.first { $0.id == name }
    }

    /// Every registered rule id.
    public static var names: [String] { all.map(\.id) }

    /// Every id a finding of `timekeeper metadata` can carry: the rules' and the listing builders'.
    public static var findingIDs: [String] {
        names + ListingIssue.allCases.map(\.rawValue)
    }
}
