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

    /// Every id a finding of `timekeeper metadata` can carry: the rules' and the listing builders'.
    public static var allIDs: [String] {
        all.map(\.id) + ListingIssue.allCases.map(\.rawValue)
    }
}
