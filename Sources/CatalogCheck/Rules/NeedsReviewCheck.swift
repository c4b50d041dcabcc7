import Diagnostics

/// A unit marked `needs_review`: the translation exists but the source changed or a tool drafted it.
struct NeedsReviewCheck: CatalogCheck {
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
        ReviewQueue.report(.needsReview, saying: "needs review", at: { $0.valueLocation }, facts, into: &sink)
    }
}
