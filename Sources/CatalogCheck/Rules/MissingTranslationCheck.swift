import Diagnostics

/// A locale with no text for a key: no localization, or a unit that is untranslated
/// (`StringUnit.isUntranslated(inSourceLanguage:)`: an empty value or state `new`). A unit in a state Xcode does not
/// write is untranslated too, but `unknown-state` reports it (its text may well be a translation, so "translate it"
/// would be the wrong advice). The phrases of a `stringSet` are units too, so App Shortcuts phrases count as text.
///
/// Keys marked `shouldTranslate: false` or `extractionState: stale` are skipped. One finding per key
/// and locale, at the first unit concerned (or at the key when the localization is absent).
struct MissingTranslationCheck: CatalogCheck {
    public init() {}
    public let id = "missing-translation"
    public let defaultSeverity = Severity.warning
    public let summary = "Users of that language see the source-language text instead."
    public let help = "Translate the string (or mark the key 'Don't Translate' if it must stay as is)."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "translated everywhere", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : {
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Starten" } } } },
                        "Stop" : { "localizations" : {
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Stoppen" } } } }
                    """#)),
            RuleExample(
                "absent", .fails(containing: "no de translation", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : {
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Starten" } } } },
                        "Stop" : { }
                    """#)),
            RuleExample(
                "state new", .fails(containing: "state 'new'", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : {
                          "de" : { "stringUnit" : { "state" : "new", "value" : "Start" } } } }
                    """#)),
            RuleExample(
                "empty value", .fails(containing: "empty", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : {
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "" } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        guard entry.shouldTranslate, entry.extractionState != .stale else { return }
        for (targetIndex, locale) in context.targetLocales.enumerated() {
            guard let index = facts.index(ofTarget: targetIndex) else {
                sink.report(
                    "\(MessageFormatting.key(entry.key)) has no \(locale) translation", at: entry.location, key: entry.key, locale: locale)
                continue
            }
            let leaves = facts.leaves(at: index)
            if leaves.isEmpty {
                sink.report(
                    "\(MessageFormatting.key(entry.key)) has an empty \(locale) localization", at: entry.localizations[index].location,
                    key: entry.key, locale: locale)
                continue
            }
            let untranslated = leaves.filter {
                $0.unit.isUntranslated(inSourceLanguage: false) && ($0.unit.value.isEmpty || $0.unit.state?.isKnown != false)
            }
            guard let first = untranslated.first else { continue }
            let reason = first.unit.value.isEmpty ? "is empty" : "is in state 'new'"
            let more = untranslated.count > 1 ? " (and \(untranslated.count - 1) more case\(untranslated.count == 2 ? "" : "s"))" : ""
            sink.report(
                "\(MessageFormatting.place(locale, first)) of \(MessageFormatting.key(entry.key)) \(reason)\(more)",
                at: first.unit.valueLocation, key: entry.key, locale: locale)
        }
    }
}
