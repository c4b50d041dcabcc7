import Testing

@testable import CatalogCheck
@testable import Diagnostics
@testable import StringCatalog

@Test func statisticsCountTranslatedReviewMissingAndPluralCoverage() throws {
    let json = RuleExample.catalog(
        #"""
            "%lld files" : { "localizations" : {
              "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
              "uk" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлів" } } } } } } },
            "Start" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Start" } },
              "uk" : { "stringUnit" : { "state" : "needs_review", "value" : "Почати" } } } },
            "Stop" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Stop" } } } },
            "Old" : { "extractionState" : "stale" },
            "Name" : { "shouldTranslate" : false }
        """#)
    let catalog = try CatalogText.read(json).catalog
    let statistics = CatalogStatistics(catalog, pluralRules: CheckHarness.rules)
    #expect(statistics.keyCount == 3)
    let uk = try #require(statistics.rows.first { $0.locale == "uk" })
    #expect(uk.translated == 1 && uk.needsReview == 1 && uk.missing == 1)
    #expect(uk.plurals == 1 && uk.completePlurals == 0)
    let en = try #require(statistics.rows.first { $0.locale == "en" })
    #expect(en.isSource && en.translated == 3 && en.completePlurals == 1)
    let table = statistics.table()
    #expect(table.contains("en (source)"))
    #expect(table.contains("33.3"))
    #expect(table.contains("0/1"))
    #expect(CatalogStatistics(catalog, locales: ["uk"], pluralRules: CheckHarness.rules).rows.map(\.locale) == ["uk"])
}
