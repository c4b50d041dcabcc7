import Diagnostics

/// A unit marked `machine_translated` (Xcode 26 and later): shipped as translated, but no person has read it yet.
///
/// A review queue like `needs-review`: teams that accept machine translation lower it to `note` or turn it off.
struct MachineTranslatedCheck: CatalogCheck {
    public init() {}
    public let id = "machine-translated"
    public let defaultSeverity = Severity.warning
    public let summary = "Xcode ships machine_translated text as if translated, though no translator has reviewed it."
    public let help = "Have a translator review it and mark it translated (or set this check to note if machine text is acceptable)."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "translated", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Démarrer" } } } }
                    """#)),
            RuleExample(
                "machine translated", .fails(containing: "is machine translated", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "machine_translated", "value" : "Démarrer" } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        ReviewQueue.report(
            .machineTranslated, saying: "is machine translated and not reviewed", at: { $0.stateLocation }, facts, into: &sink)
    }
}
