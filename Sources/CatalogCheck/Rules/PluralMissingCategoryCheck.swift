import Diagnostics
import StringCatalog

/// A plural variation that lacks a category its language needs.
///
/// Only categories that whole numbers reach are errors (Ukrainian `few`, Polish `many`, Arabic `two`):
/// users see wrong grammar on every such count. Categories reached only by decimals (Czech `many`) or
/// by large round numbers (French, Spanish, Italian, Portuguese, Catalan `many` at 1,000,000) are info:
/// shipped catalogs never have them and Xcode does not offer them. When the source language itself
/// leaves a whole-number category out (a string only used for counts above one), categories that only
/// those excluded numbers select are not required in translations either, other gaps are warnings, and
/// the source's own gap is a note.
struct PluralMissingCategoryCheck: CatalogCheck {
    public init() {}
    public let id = "plural-missing-category"
    public let defaultSeverity = Severity.error
    public let summary =
        "A count that selects a missing category falls back to `other`, which shows wrong grammar (Ukrainian 2–4 need `few`)."
    public let help = "Add the missing case; the numbers listed are the counts that select it."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "Ukrainian with one, few, many, other", .passes,
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : {
                          "en" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
                          "uk" : { "variations" : { "plural" : {
                            "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файли" } },
                            "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлів" } },
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлу" } } } } } } }
                    """#)),
            RuleExample(
                "Ukrainian with only one and other", .fails(containing: "lacks 'few'", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : {
                          "en" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
                          "uk" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлів" } } } } } } }
                    """#)),
            RuleExample(
                "French without many is only informational", .fails(containing: "lacks 'many'", severity: .note),
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : {
                          "en" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
                          "fr" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichier" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } } } } } } }
                    """#)),
            RuleExample(
                "source used only above one: Czech needs no 'one'; the source's own choice is a note",
                .fails(containing: "en plural of '%lld selected' lacks 'one'", severity: .note),
                json: RuleExample.catalog(
                    #"""
                        "%lld selected" : { "localizations" : {
                          "en" : { "variations" : { "plural" : {
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "Move %lld items?" } } } } },
                          "cs" : { "variations" : { "plural" : {
                            "few" : { "stringUnit" : { "state" : "translated", "value" : "Přesunout %lld položky?" } },
                            "many" : { "stringUnit" : { "state" : "translated", "value" : "Přesunout %lld položky?" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "Přesunout %lld položek?" } } } } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        let sourceGroups = facts.sourceIndex.map { facts.pluralGroups(at: $0) } ?? []
        let sourcePlurals = context.plurals(for: context.sourceLanguage)
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            guard let plurals = context.plurals(for: locale) else { continue }
            let isSource = index == facts.sourceIndex
            for (group, path) in facts.pluralGroups(at: index) {
                let present = Set(group.cases.map(\.name))
                // Numbers this string never shows in the source language (its plural leaves their category out).
                var excluded: Set<Int> = []
                if !isSource, let sourcePlurals, let sourceGroup = Self.matchingGroup(path, in: sourceGroups) {
                    let sourcePresent = Set(sourceGroup.cases.map(\.name))
                    for (category, numbers) in sourcePlurals.integerSamples where !sourcePresent.contains(category) {
                        excluded.formUnion(numbers)
                    }
                    if sourcePresent.contains("zero") { excluded.remove(0) }
                }
                // When the source restricts the counts, which counts really occur is the developer's knowledge:
                // what remains is a warning, not an error.
                let restricted = !excluded.isEmpty
                // Apple uses a `zero` case for 0 in every language.
                if present.contains("zero") { excluded.insert(0) }
                for category in plurals.categories where category != "other" && !present.contains(category) {
                    let place = MessageFormatting.place(locale, path)
                    let subject = "\(place) plural of \(MessageFormatting.key(entry.key)) lacks '\(category)'"
                    switch plurals.reach[category] {
                    case .wholeNumbers?:
                        let needed = (plurals.integerSamples[category] ?? []).subtracting(excluded)
                        guard !needed.isEmpty else { continue }
                        sink.report(
                            "\(subject), which whole numbers select (\(MessageFormatting.samples(needed)))",
                            at: group.location, key: entry.key, locale: locale,
                            capped: isSource ? .note : restricted ? .warning : nil)
                    case .largeRoundNumbersOnly?:
                        sink.report(
                            "\(subject), which only large round numbers such as 1000000 select (\(context.pluralDataVersion))",
                            at: group.location, key: entry.key, locale: locale, capped: .note)
                    case .decimalsOnly?, nil:
                        sink.report(
                            "\(subject), which only decimals such as 1.5 select (\(context.pluralDataVersion))",
                            at: group.location, key: entry.key, locale: locale, capped: .note)
                    }
                }
            }
        }
    }

    /// The source plural group at the same place, ignoring device cases the two sides may not share.
    static func matchingGroup(_ path: [UnitStep], in groups: [(group: Variations, path: [UnitStep])]) -> Variations? {
        if let exact = groups.first(where: { $0.path == path }) { return exact.group }
        let stripped = path.filter(\.isNotDevice)
        return groups.first { $0.path.filter(\.isNotDevice) == stripped }?.group
    }
}

extension UnitStep {
    fileprivate var isNotDevice: Bool {
        if case .variation(.device, _) = self { return false }
        return true
    }
}
