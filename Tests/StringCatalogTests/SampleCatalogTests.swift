import Foundation
import ICU
import TestSupport
import Testing

@testable import StringCatalog

@Test func theSampleCatalogCoversTwelveLocalesWithEveryWholeNumberPluralForm() throws {
    let url = Repository.path("Catalogs/Localizable.xcstrings")
    let result = try CatalogReader.read(contentsOf: url)
    #expect(result.warnings.isEmpty)
    let catalog = result.catalog
    let required = ["ru", "uk", "pl", "cs", "ar", "he", "ja", "zh-Hans", "de", "fr", "es", "pt-BR"]
    #expect(Set(required).isSubset(of: Set(catalog.locales)))
    // Categories whole numbers reach in CLDR 42 (cs `many` and fr/es/pt `many` only apply to decimals or compact numbers).
    let expected: [String: [String]] = [
        "en": ["one", "other"], "ru": ["few", "many", "one", "other"], "uk": ["few", "many", "one", "other"],
        "pl": ["few", "many", "one", "other"], "cs": ["few", "one", "other"], "ar": ["few", "many", "one", "other", "two", "zero"],
        "he": ["one", "other", "two"], "ja": ["other"], "zh-Hans": ["other"], "de": ["one", "other"], "fr": ["one", "other"],
        "es": ["one", "other"], "pt-BR": ["one", "other"],
    ]
    var pluralGroups = 0
    for entry in catalog.entries {
        #expect(entry.comment != nil, "\(entry.key) has no comment")
        for localization in entry.localizations {
            let groups = localization.content.variations + localization.content.substitutions.flatMap(\.variations)
            for group in groups where group.selector == .plural {
                pluralGroups += 1
                #expect(group.cases.map(\.name) == expected[localization.locale], "\(entry.key) [\(localization.locale)]")
                for variationCase in group.cases { #expect(variationCase.content.stringUnit?.state == .translated) }
            }
            if let unit = localization.content.stringUnit { #expect(unit.state == .translated) }
        }
        if entry.localizations.count < required.count { Issue.record("\(entry.key) lacks translations") }
    }
    // Two plural keys and two keys with substitutions (three substitutions), in 13 locales.
    #expect(pluralGroups == 13 * 5)
}

@Test func theSamplePluralsMatchTheLocalesICUPluralRules() throws {
    let url = Repository.path("Catalogs/Localizable.xcstrings")
    let catalog = try CatalogReader.read(contentsOf: url).catalog
    for entry in catalog.entries {
        for localization in entry.localizations {
            let rules = try PluralRules(locale: localization.locale)
            let defined = Set(rules.categories.map(\.rawValue))
            let required = Set(rules.categories(reachedBy: .wholeNumbers).map(\.rawValue) + ["other"])
            let groups = localization.content.variations + localization.content.substitutions.flatMap(\.variations)
            for group in groups where group.selector == .plural {
                let present = Set(group.cases.map(\.name))
                #expect(required.isSubset(of: present), "\(entry.key) [\(localization.locale)] lacks \(required.subtracting(present))")
                #expect(
                    present.isSubset(of: defined),
                    "\(entry.key) [\(localization.locale)] has \(present.subtracting(defined)), which ICU \(ICUVersion.icu) never selects")
            }
        }
    }
}
