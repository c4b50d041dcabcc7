import Diagnostics

/// A unit marked `needs_review`: the translation exists but the source changed or a tool drafted it.
public struct NeedsReviewCheck: CatalogCheck {
    public init() {}
    public let id = "needs-review"
    public let defaultSeverity = Severity.warning
    public let summary = "Xcode ships needs_review text as if translated; it may no longer match the source."
    public let help = "Review the translation against the source and mark it translated."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "translated", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Starten" } } } }
                    """#)),
            RuleExample(
                "needs review", .fails(containing: "needs review", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : { "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Starten" } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            let flagged = facts.leaves(at: index).filter { $0.unit.state == .needsReview }
            guard let first = flagged.first else { continue }
            let more = flagged.count > 1 ? " (and \(flagged.count - 1) more case\(flagged.count == 2 ? "" : "s"))" : ""
            sink.report(
                "\(MessageFormatting.place(locale, first)) of \(MessageFormatting.key(entry.key)) needs review\(more)",
                at: first.unit.valueLocation, key: entry.key, locale: locale)
        }
    }
}
