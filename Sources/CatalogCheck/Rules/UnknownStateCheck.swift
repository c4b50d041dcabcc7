import Diagnostics
import JSONCore
import StringCatalog

/// A unit or string set whose `state` is not one Xcode writes (`""` in a real catalog, a typo, a tool's own word).
///
/// Such a unit counts as untranslated outside the source language (`StringUnit.isUntranslated(inSourceLanguage:)`):
/// `catalog stats` counts it missing and `catalog compile` ships the source text in its place. One finding per
/// state written, at the state itself.
struct UnknownStateCheck: CatalogCheck {
    public init() {}
    public let id = "unknown-state"
    public let defaultSeverity = Severity.warning
    public let summary = "A state Xcode does not write leaves it unclear whether the text is a translation; it is counted as untranslated."
    public let help = "Set the state to translated (or needs_review) if the text is a translation, or to new if it is not."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "known states", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : {
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Starten" } },
                          "fr" : { "stringUnit" : { "state" : "machine_translated", "value" : "Démarrer" } } } }
                    """#)),
            RuleExample(
                "empty state", .fails(containing: "has the state '', which Xcode does not write", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "Search" : { "localizations" : {
                          "es-419" : { "stringUnit" : { "state" : "", "value" : "Buscar" } } } }
                    """#)),
        ]
    }

    static let knownList = TranslationState.known.map(\.rawValue).joined(separator: ", ")

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            let inSource = index == facts.sourceIndex
            var reported: Set<SourceLocation> = []
            for leaf in facts.leaves(at: index) {
                guard let state = leaf.unit.state, !state.isKnown else { continue }
                // The phrases of a string set share one state: one finding for it.
                guard reported.insert(leaf.unit.stateLocation).inserted else { continue }
                let consequence = inSource ? "it is read as the source text" : "it counts as untranslated, so users may see the source text"
                sink.report(
                    "\(MessageFormatting.place(locale, leaf)) of \(MessageFormatting.key(entry.key)) has the state "
                        + "'\(state.rawValue)', which Xcode does not write (\(Self.knownList)); \(consequence)",
                    at: leaf.unit.stateLocation, key: entry.key, locale: locale)
            }
        }
    }
}
