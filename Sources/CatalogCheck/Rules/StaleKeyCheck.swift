import Diagnostics

/// A key Xcode marked `stale`: no longer found in the source code.
public struct StaleKeyCheck: CatalogCheck {
    public init() {}
    public let id = "stale-key"
    public let defaultSeverity = Severity.warning
    public let summary = "Stale keys are translated and shipped for nothing, and hide which strings are really used."
    public let help = "Delete the key if the string is gone from the code, or mark it manual if it is used indirectly."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "extracted", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Start" } } } }
                    """#)),
            RuleExample(
                "stale", .fails(containing: "stale", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "Old" : { "extractionState" : "stale", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        if entry.extractionState == .stale {
            sink.report(
                "\(MessageFormatting.key(entry.key)) is stale: it is no longer found in the source code", at: entry.location,
                key: entry.key, locale: nil)
            return
        }
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            if let leaf = facts.leaves(at: index).first(where: { $0.unit.state == .stale }) {
                sink.report(
                    "\(MessageFormatting.place(locale, leaf)) of \(MessageFormatting.key(entry.key)) is in state 'stale'",
                    at: leaf.unit.valueLocation, key: entry.key, locale: locale)
            }
        }
    }
}
