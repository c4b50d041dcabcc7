import Diagnostics
import FormatSpecifiers
import StringCatalog

/// A plural case with no number in it whose category covers more than one whole number (Android lint's
/// `ImpliedQuantity`): French `one` covers 0 and 1, Russian `one` 1, 21, 31, …, Slovenian `one` 1, 101, 201, …
///
/// "Un tour restant" reads right for 1 but is also what a French user sees for 0; "Остался один раунд" is shown for
/// 21 rounds. Categories that cover exactly one whole number (English, German or Polish `one`, Arabic `zero`) may
/// leave the number out; a case is reported only when it leaves out an argument its `other` case shows (otherwise
/// the cases vary only the grammar of a count shown elsewhere). The integers a category covers come from ICU's
/// plural rules, sampled over 0…219 (every CLDR 42 integer rule repeats within that).
struct ImpliedQuantityCheck: CatalogCheck {
    public init() {}
    public let id = "implied-quantity"
    public let defaultSeverity = Severity.warning
    public let summary =
        "A plural case without its number shows the same words for every number of its category: French 'one' is also used for 0, Russian 'one' for 21, 31, …"
    public let help = "Put the number in the case (%lld, or %arg in a substitution), e.g. \"%lld tour restant\"."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "the number in every case; German one covers only 1", .passes,
                json: RuleExample.catalog(
                    #"""
                        "%lld rounds left" : { "localizations" : {
                          "de" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "Noch eine Runde" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "Noch %lld Runden" } } } } },
                          "fr" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld tour restant" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld tours restants" } } } } } } }
                    """#)),
            RuleExample(
                "French one without the number is also shown for 0",
                .fails(containing: "fr 'one' (covers 0, 1)", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "%lld rounds left" : { "localizations" : {
                          "fr" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "Un tour restant" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld tours restants" } } } } } } }
                    """#)),
            RuleExample(
                "Russian one without the number is also shown for 21",
                .fails(containing: "covers 1, 21, 31", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "%lld rounds left" : { "localizations" : {
                          "ru" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "Остался один раунд" } },
                            "few" : { "stringUnit" : { "state" : "translated", "value" : "Осталось %lld раунда" } },
                            "many" : { "stringUnit" : { "state" : "translated", "value" : "Осталось %lld раундов" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "Осталось %lld раунда" } } } } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            guard let plurals = context.plurals(for: locale) else { continue }
            let leaves = facts.leaves(at: index)
            for leaf in leaves {
                guard let category = leaf.pluralCategory, category != "other",
                    let covered = plurals.integerSamples[category], covered.count > 1,
                    let last = leaf.path.last, case .variation(.plural, _) = last
                else { continue }
                // The case leaves out an argument its `other` case shows: that is the count ("Un tour restant" beside
                // "%lld tours restants"). Cases that all leave it out vary only the grammar of a count shown elsewhere
                // (IceCubes' fr "aime" / "aiment"); `%2$@ abonné·e` shows the count as text, as `other` does.
                let otherPath = Array(leaf.path.dropLast()) + [UnitStep.variation(selector: .plural, caseName: "other")]
                guard let other = leaves.first(where: { $0.path == otherPath }),
                    !Self.arguments(other.format).isSubset(of: Self.arguments(leaf.format))
                else { continue }
                let shown = MessageFormatting.samples(covered, limit: 3)
                sink.report(
                    "\(MessageFormatting.place(locale, leaf)) of \(MessageFormatting.key(facts.entry.key)) has no number, but "
                        + "\(locale) '\(category)' (covers \(shown)) shows it for each of those numbers",
                    at: leaf.unit.valueLocation, key: facts.entry.key, locale: locale)
            }
        }
    }

    /// The arguments a text formats, by number (`%arg`, a substitution's own number, as 0).
    static func arguments(_ format: ParsedFormat) -> Set<Int> {
        var numbers: Set<Int> = []
        for (directive, number) in zip(format.directives, format.argumentNumbers()) {
            switch directive.kind {
            case .argument, .substitution: if let value = number.value { numbers.insert(value) }
            case .substitutionArgument: numbers.insert(0)
            case .literalPercent: continue
            }
        }
        return numbers
    }
}
