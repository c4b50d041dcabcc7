import Diagnostics

/// A plural case the language never selects: dead text (Japanese `one`), or a typo in a case name.
struct PluralUnusedCategoryCheck: CatalogCheck {
    public init() {}
    public let id = "plural-unused-category"
    public let defaultSeverity = Severity.warning
    public let summary = "A case the language never selects is never shown; often a sign the translator expected other rules."
    public let help = "Remove the case, or move its text into a category the language uses. `zero` is always allowed."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "Japanese other only, zero allowed", .passes,
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : {
                          "ja" : { "variations" : { "plural" : {
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個のファイル" } },
                            "zero" : { "stringUnit" : { "state" : "translated", "value" : "ファイルなし" } } } } } } }
                    """#)),
            RuleExample(
                "Japanese one", .fails(containing: "'one'", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : {
                          "ja" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個のファイル" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個のファイル" } } } } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            guard let plurals = context.plurals(for: locale) else { continue }
            for (group, path) in facts.pluralGroups(at: index) {
                for variationCase in group.cases where variationCase.name != "zero" && !plurals.categories.contains(variationCase.name) {
                    let known = ["zero", "one", "two", "few", "many", "other"].contains(variationCase.name)
                    let reason =
                        known
                        ? "which \(locale) never selects (its categories: \(plurals.categories.joined(separator: ", ")))"
                        : "which is no plural category (zero, one, two, few, many, other)"
                    sink.report(
                        "\(MessageFormatting.place(locale, path)) plural of \(MessageFormatting.key(entry.key)) has a "
                            + "'\(variationCase.name)' case, \(reason)",
                        at: variationCase.location, key: entry.key, locale: locale)
                }
            }
        }
    }
}
