import Diagnostics

/// A translation identical to the source text, where that is unlikely to be intended.
///
/// Not reported: regional variants of the source language (`en-GB` for `en`), strings without at least
/// two words of letters (names, "OK", "%@", URLs and version numbers are often the same everywhere),
/// and units still in state `new` (those are `missing-translation`).
struct UntranslatedCopyCheck: CatalogCheck {
    public init() {}
    public let id = "untranslated-copy"
    public let defaultSeverity = Severity.note
    public let summary = "A copied source string usually means the translator skipped it, and it is counted as translated."
    public let help = "Translate it, or mark the key 'Don't Translate' if it is the same in every language."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "translated, and a name that stays", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Start workout" : { "localizations" : {
                          "en" : { "stringUnit" : { "state" : "translated", "value" : "Start workout" } },
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Training starten" } } } },
                        "Timekeeper" : { "localizations" : {
                          "en" : { "stringUnit" : { "state" : "translated", "value" : "Timekeeper" } },
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Timekeeper" } } } }
                    """#)),
            RuleExample(
                "copied", .fails(containing: "identical to the source", severity: .note),
                json: RuleExample.catalog(
                    #"""
                        "Start workout" : { "localizations" : {
                          "en" : { "stringUnit" : { "state" : "translated", "value" : "Start workout" } },
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Start workout" } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        guard entry.shouldTranslate, let reference = facts.source else { return }
        let sourceBase = Self.language(context.sourceLanguage)
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            guard Self.language(locale) != sourceBase else { continue }
            for leaf in facts.leaves(at: index) where leaf.unit.state != .new {
                guard let source = reference.counterpart(of: leaf.path), source.unit.value == leaf.unit.value,
                    Self.looksTranslatable(leaf.unit.value)
                else { continue }
                sink.report(
                    "\(MessageFormatting.place(locale, leaf)) of \(MessageFormatting.key(entry.key)) is identical to the source text",
                    at: leaf.unit.valueLocation, key: entry.key, locale: locale)
                break
            }
        }
    }

    static func language(_ locale: String) -> Substring {
        locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(locale)
    }

    /// At least two words of two or more letters, outside format specifiers and URLs.
    static func looksTranslatable(_ value: String) -> Bool {
        if value.contains("://") { return false }
        var words = 0
        var letters = 0
        var inDirective = false
        for scalar in value.unicodeScalars {
            if scalar == "%" {
                inDirective = true
                continue
            }
            if inDirective {
                if scalar.properties.isAlphabetic || scalar == "@" { inDirective = false }
                continue
            }
            if scalar.properties.isAlphabetic {
                letters += 1
            } else {
                if letters >= 2 { words += 1 }
                letters = 0
            }
        }
        if letters >= 2 { words += 1 }
        return words >= 2
    }
}
