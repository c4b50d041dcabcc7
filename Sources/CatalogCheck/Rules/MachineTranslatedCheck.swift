import Diagnostics

/// A unit marked `machine_translated` (Xcode 26 and later): shipped as translated, but no person has read it yet.
///
/// A review queue like `needs-review`: teams that accept machine translation lower it to `info` or turn it off.
struct MachineTranslatedCheck: CatalogCheck {
    public init() {}
    public let id = "machine-translated"
    public let defaultSeverity = Severity.warning
    public let summary = "Xcode ships machine_translated text as if translated, though no translator has reviewed it."
    public let help = "Have a translator review it and mark it translated (or set this check to info if machine text is acceptable)."

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
        let entry = facts.entry
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            let flagged = facts.leaves(at: index).filter { $0.unit.state == .machineTranslated }
            guard let first = flagged.first else { continue }
            let more = flagged.count > 1 ? " (and \(flagged.count - 1) more case\(flagged.count == 2 ? "" : "s"))" : ""
            sink.report(
                "\(MessageFormatting.place(locale, first)) of \(MessageFormatting.key(entry.key)) is machine translated and not reviewed\(more)",
                at: first.unit.stateLocation, key: entry.key, locale: locale)
        }
    }
}
