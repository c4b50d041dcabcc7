import Diagnostics

/// A plural variation without `other`: every number without its own case has no text at all.
public struct PluralMissingOtherCheck: CatalogCheck {
    public init() {}
    public let id = "plural-missing-other"
    public let defaultSeverity = Severity.error
    public let summary = "`other` is the fallback for every number without its own case; without it those numbers show the key."
    public let help = "Add an `other` case (in most languages the text for 0 and 5 items)."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "one and other", .passes,
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : { "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } } } }
                    """#)),
            RuleExample(
                "only one", .fails(containing: "no 'other' case", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : { "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } } } } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            for (group, path) in facts.pluralGroups(at: index) where group.case("other") == nil {
                sink.report(
                    "\(MessageFormatting.place(locale, path)) plural of \(MessageFormatting.key(entry.key)) has no 'other' case (it has \(group.cases.map(\.name).joined(separator: ", ")))",
                    at: group.location, key: entry.key, locale: locale)
            }
        }
    }
}
