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

/// D15: counted in one pass over the localizations; a key without a localization is missing, or translated in the
/// source language unless it is a manual identifier; a locale asked for twice gets the same row twice.
@Test func statisticsFromOnePassCountKeysWithoutALocalizationAndRepeatedLocales() throws {
    let json = RuleExample.catalog(
        #"""
            "Go" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Los" } },
              "fr" : { "stringUnit" : { "state" : "new", "value" : "Go" } } } },
            "ID_1" : { "extractionState" : "manual" },
            "Stop" : { }
        """#)
    let catalog = try CatalogText.read(json).catalog
    let statistics = CatalogStatistics(catalog, locales: ["en", "de", "fr", "de", "ja"], pluralRules: CheckHarness.rules)
    let rows = statistics.rows.map { [$0.locale, "\($0.translated)", "\($0.missing)"] }
    #expect(rows == [["en", "2", "1"], ["de", "1", "2"], ["fr", "0", "3"], ["de", "1", "2"], ["ja", "0", "3"]])
}
