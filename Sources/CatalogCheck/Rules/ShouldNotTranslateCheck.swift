import Diagnostics

/// A key marked `shouldTranslate: false` that still carries translations.
struct ShouldNotTranslateCheck: CatalogCheck {
    public init() {}
    public let id = "should-not-translate"
    public let defaultSeverity = Severity.note
    public let summary = "Translations of a 'Don't Translate' key are either dead text or the flag is wrong."
    public let help = "Remove the translations, or clear 'Don't Translate' if the string should be localized."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "not translated", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Timekeeper" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Timekeeper" } } }, "shouldTranslate" : false }
                    """#)),
            RuleExample(
                "translated anyway", .fails(containing: "Don't Translate", severity: .note),
                json: RuleExample.catalog(
                    #"""
                        "Timekeeper" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Zeitnehmer" } } }, "shouldTranslate" : false }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        guard !entry.shouldTranslate else { return }
        let translated = facts.checkedIndices.map { entry.localizations[$0].locale }.filter { $0 != context.sourceLanguage }
        guard !translated.isEmpty else { return }
        sink.report(
            "\(MessageFormatting.key(entry.key)) is marked Don't Translate but has translations (\(translated.joined(separator: ", ")))",
            at: entry.location, key: entry.key, locale: nil)
    }
}
