import Diagnostics
import FormatSpecifiers
import StringCatalog

/// A plain (unvaried) string that counts something (`%lld seconds`) in a language whose whole numbers take more
/// than one plural form (Android lint's `PluralsCandidate`): it reads "1 seconds" in English and gets Russian 2–4
/// wrong.
///
/// "Counts" is judged on an English source, as Android lint does: exactly one integer specifier followed by a word of
/// three or more letters ending in `s` (not `ss`, not a verb such as `was`). Every locale that shows the string with one form and whose whole
/// numbers reach more than one plural category is named (the source language included).
struct PluralsCandidateCheck: CatalogCheck {
    public init() {}
    public let id = "plurals-candidate"
    public let defaultSeverity = Severity.note
    public let summary =
        "A counted noun in a plain string ('%lld seconds') shows '1 seconds' and the wrong form in languages with several plural forms."
    public let help = "Vary the string by plural (Vary by Plural in Xcode), with one case per category of each language."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "varied by plural; a unit symbol", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Rest %lld s" : { },
                        "%lld rounds" : { "localizations" : { "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld round" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld rounds" } } } } } } }
                    """#)),
            RuleExample(
                "a plain countdown", .fails(containing: "one form in en, ru", severity: .note),
                json: RuleExample.catalog(
                    #"""
                        "Try again in %lld seconds" : { "localizations" : {
                          "ru" : { "stringUnit" : { "state" : "translated", "value" : "Повторите через %lld секунд" } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        guard context.sourceLanguage == "en" || context.sourceLanguage.hasPrefix("en-"), let reference = facts.source,
            reference.content.variations.isEmpty, reference.content.substitutions.isEmpty,
            let unit = reference.content.stringUnit, let noun = Self.countedNoun(unit.value)
        else { return }
        var locales: [String] = []
        var candidates = facts.checkedIndices.map { facts.locales[$0] }
        if facts.sourceIndex == nil { candidates.insert(context.sourceLanguage, at: 0) }
        for locale in candidates {
            guard let plurals = context.plurals(for: locale), plurals.integerSamples.count > 1 else { continue }
            if locale != context.sourceLanguage {
                guard let index = facts.locales.firstIndex(of: locale),
                    facts.entry.localizations[index].content.variations.isEmpty,
                    facts.entry.localizations[index].content.stringUnit != nil
                else { continue }
            }
            locales.append(locale)
        }
        guard !locales.isEmpty else { return }
        sink.report(
            "\(MessageFormatting.key(facts.entry.key)) counts '\(noun)' with one form in \(locales.joined(separator: ", ")), "
                + "whose whole numbers take several plural forms",
            at: facts.entry.location, key: facts.entry.key, locale: nil)
    }

    /// Words ending in `s` that are no plural noun ("Document %lld was not found").
    static let notNouns: Set<String> = ["was", "has", "does", "this", "its", "his", "yes", "plus", "less", "always", "perhaps", "thus"]

    /// "%lld seconds" → "seconds": the word after the text's only integer specifier, when it looks like an English
    /// plural noun; nil otherwise.
    static func countedNoun(_ text: String) -> String? {
        let parsed = FormatSpecifierParser.parse(text)
        let integers = parsed.directives.indices.filter {
            if case .argument(let family) = parsed.directives[$0].kind { return family == .integer || family == .unsigned }
            return false
        }
        guard integers.count == 1 else { return nil }
        let after = parsed.literalRuns(in: text)[integers[0] + 1]
        guard after.first == " " else { return nil }
        let word = String(after.dropFirst().prefix { $0.isLetter })
        guard word.count >= 3, word.hasSuffix("s"), !word.hasSuffix("ss"), word.allSatisfy(\.isASCII),
            !notNouns.contains(word.lowercased())
        else { return nil }
        return word
    }
}
