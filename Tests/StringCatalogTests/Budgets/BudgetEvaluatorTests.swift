import Foundation
import TestSupport
import Testing

@testable import LayoutBudgets
@testable import StringCatalog

struct BudgetEvaluatorTests {
    typealias Support = BudgetTestSupport

    @Test func graphemeBudgetCountsUserPerceivedCharacters() throws {
        let findings = try Support.evaluate(
            #"{ "budgets" : [ { "key" : "go", "unit" : "graphemes", "max" : 5 } ] }"#,
            #""go" : { "localizations" : { \#(Support.unit("en", "Go")), \#(Support.unit("de", "Los geht’s")), \#(Support.unit("hi", "चलें")) } }"#
        )
        // "चलें" is 4 scalars but 2 graphemes: within budget. "Los geht’s" is 10.
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.locale == "de")
        #expect(finding.measured == 10)
        #expect(finding.allowed == 5)
        #expect(finding.overByPercent == 100)
        #expect(finding.message.contains("over by 5 (100.0%)"))
        #expect(finding.location.line == 4)
    }

    @Test func columnBudgetCountsWideCharactersTwice() throws {
        let findings = try Support.evaluate(
            #"{ "budgets" : [ { "key" : "go", "unit" : "columns", "max" : 8 } ] }"#,
            #""go" : { "localizations" : { \#(Support.unit("en", "Start it")), \#(Support.unit("ja", "トレーニング開始")) } }"#)
        #expect(findings.map(\.locale) == ["ja"])
        #expect(findings.first?.measured == 16)
    }

    @Test func pointsBudgetReportsMeasuredAllowedAndOverflowInPointsAndPercent() throws {
        guard Support.notoInstalled else { return HbShape.skip("Noto Sans") }
        let fonts = FontLibrary()
        let chain = try fonts.chain(primary: DefaultFonts.primary, fallbacks: [])
        let german = chain.width(of: "Training starten").points(at: 17)
        let english = chain.width(of: "Start workout").points(at: 17)
        let box = (german + english) / 2
        let findings = try Support.evaluate(
            #"{ "budgets" : [ { "key" : "start", "unit" : "points", "max" : \#(box), "size" : 17, "fallbackFonts" : [] } ] }"#,
            #""start" : { "localizations" : { \#(Support.unit("en", "Start workout")), \#(Support.unit("de", "Training starten")) } }"#)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.kind == .overBudget)
        #expect(finding.locale == "de")
        #expect(abs(finding.measured - german) < 1e-9)
        #expect(abs(finding.overBy - (german - box)) < 1e-9)
        #expect(finding.message.contains(String(format: "over by %.1f pt (%.1f%%)", german - box, (german - box) / box * 100)))
    }

    @Test func accessibilitySizesOverflowWhereTheDefaultFits() throws {
        guard Support.notoInstalled else { return HbShape.skip("Noto Sans") }
        let findings = try Support.evaluate(
            #"{ "budgets" : [ { "key" : "start", "unit" : "points", "max" : 200, "textStyle" : "body", "dynamicTypeSize" : ["large", "AX5"] } ] }"#,
            #""start" : { "localizations" : { \#(Support.unit("en", "Start workout")) } }"#)
        #expect(findings.map(\.sizeName) == ["body at AX5 (53 pt)"])
    }

    @Test func minimumScaleFactorTurnsOverflowIntoAShrinkReport() throws {
        guard Support.notoInstalled else { return HbShape.skip("Noto Sans") }
        let width = try FontLibrary().chain(primary: DefaultFonts.primary, fallbacks: []).width(of: "Start workout").points(at: 17)
        let budget = { (scale: Double) in
            #"{ "budgets" : [ { "key" : "s", "unit" : "points", "max" : \#(width * 0.9), "size" : 17, "minimumScaleFactor" : \#(scale) } ] }"#
        }
        let strings = #""s" : { "localizations" : { \#(Support.unit("en", "Start workout")) } }"#
        let shrunk = try Support.evaluate(budget(0.8), strings)
        #expect(shrunk.count == 1)
        guard case .shrank(let scale)? = shrunk.first?.kind else {
            Issue.record("expected a shrink report")
            return
        }
        #expect(abs(scale - 0.9) < 1e-9)
        #expect(shrunk.first?.message.contains("only by shrinking to 90.0%") == true)
        let over = try Support.evaluate(budget(0.95), strings)
        #expect(over.first?.kind == .overBudget)
        #expect(over.first?.message.contains("even shrunk to minimumScaleFactor 0.95") == true)
    }

    @Test func multiLineBudgetWrapsAtLineBreakOpportunities() throws {
        guard Support.notoInstalled else { return HbShape.skip("Noto Sans") }
        let chain = try FontLibrary().chain(primary: DefaultFonts.primary, fallbacks: [])
        let first = chain.width(of: "Rest between").points(at: 17)
        let second = chain.width(of: "rounds").points(at: 17)
        let box = max(first, second) + 1
        let strings = #""r" : { "localizations" : { \#(Support.unit("en", "Rest between rounds")) } }"#
        let twoLines = try Support.evaluate(
            #"{ "budgets" : [ { "key" : "r", "unit" : "points", "max" : \#(box), "size" : 17, "lines" : 2 } ] }"#, strings)
        #expect(twoLines.isEmpty)
        let oneLine = try Support.evaluate(
            #"{ "budgets" : [ { "key" : "r", "unit" : "points", "max" : \#(box), "size" : 17 } ] }"#, strings)
        #expect(oneLine.count == 1)
        // The narrowest two-line box is set by the longer line.
        let fit = chain.layout(of: "Rest between rounds", lines: 2, locale: nil).fit
        #expect(abs(fit.ems * 17 - first) < 1e-3)
        #expect(fit.lines == 2)
    }

    @Test func forcedLineBreaksCountAgainstTheLineLimit() throws {
        guard Support.notoInstalled else { return HbShape.skip("Noto Sans") }
        let strings = #""r" : { "localizations" : { \#(Support.unit("en", "Rest\\nnow")) } }"#
        let oneLine = try Support.evaluate(#"{ "budgets" : [ { "key" : "r", "unit" : "points", "max" : 500, "size" : 17 } ] }"#, strings)
        #expect(oneLine.map(\.kind) == [.overBudget])
        #expect(oneLine.first?.message.contains("has 2 lines (forced line breaks), allowed 1") == true)
        let twoLines = try Support.evaluate(
            #"{ "budgets" : [ { "key" : "r", "unit" : "points", "max" : 500, "size" : 17, "lines" : 2 } ] }"#, strings)
        #expect(twoLines.isEmpty)
        // With three lines the wider paragraph sets the box; the newline itself takes no room.
        let chain = try FontLibrary().chain(primary: DefaultFonts.primary, fallbacks: [])
        let layout = chain.layout(of: "Rest\nnow", lines: 3, locale: nil)
        #expect(abs(layout.fit.ems - chain.width(of: "Rest").ems) < 1e-9)
        #expect(layout.fit.lines == 2)
    }

    @Test func pluralCasesAreMeasuredWithTheWidestNumberOfTheirCategory() throws {
        let findings = try Support.evaluate(
            #"{ "budgets" : [ { "key" : "rounds", "unit" : "graphemes", "max" : 3 } ] }"#,
            #"""
            "rounds" : { "localizations" : {
              "ru" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld раунд" } },
                "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld раунда" } },
                "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld раундов" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld раунда" } } } } } } }
            """#)
        let numbers = Dictionary(uniqueKeysWithValues: findings.map { ($0.variant, $0.numbers ?? "") })
        #expect(numbers["plural.one"] == "991")
        #expect(numbers["plural.few"] == "994")
        #expect(numbers["plural.many"] == "999")
        // Russian `other` is reached only by decimals: ICU's sample.
        #expect(numbers["plural.other"] == "1.5")
        #expect(findings.first { $0.variant == "plural.few" }?.text == "994 раунда")
    }

    @Test func substitutionsAndSampleValuesAreFilledIn() throws {
        let findings = try Support.evaluate(
            #"{ "sampleValue" : "Ann", "numberRange" : [0, 59], "budgets" : [ { "key" : "left", "unit" : "graphemes", "max" : 1 } ] }"#,
            #"""
            "left" : { "localizations" : { "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%@: %#@minutes@ left" },
              "substitutions" : { "minutes" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg minute" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg minutes" } } } } } } } } }
            """#)
        #expect(findings.map(\.text) == ["Ann: 1 minute left", "Ann: 59 minutes left"])
        #expect(findings.map(\.variant) == ["minutes=one", "minutes=other"])
        #expect(findings.map(\.numbers) == ["minutes=1", "minutes=59"])
    }

    @Test func deviceCasesUseTheirOwnBudgets() throws {
        let findings = try Support.evaluate(
            #"{ "budgets" : [ { "key" : "go", "unit" : "graphemes", "max" : 12, "devices" : { "applewatch" : { "max" : 4 } } } ] }"#,
            #"""
            "go" : { "localizations" : { "en" : { "variations" : { "device" : {
              "applewatch" : { "stringUnit" : { "state" : "translated", "value" : "Start" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Start workout" } } } } } } }
            """#)
        #expect(findings.map(\.variant) == ["device.applewatch", "device.other"])
        #expect(findings.map(\.allowed) == [4, 12])
    }

    @Test func aPatternThatMatchesNothingIsReported() throws {
        let findings = try Support.evaluate(
            #"{ "budgets" : [ { "key" : "gone.*", "unit" : "graphemes", "max" : 5 } ] }"#,
            #""go" : { "localizations" : { \#(Support.unit("en", "Go")) } }"#)
        #expect(findings.map(\.kind) == [.patternUnmatched])
        #expect(findings.first?.location.file == "/tmp/budgets.json")
    }

    @Test func exactKeysOverrideGlobsOfTheSameUnit() throws {
        let budgets = try Support.budgets(
            #"""
            { "budgets" : [ { "key" : "*", "unit" : "graphemes", "max" : 5 }, { "key" : "title", "unit" : "graphemes", "max" : 30 },
                            { "key" : "*", "unit" : "columns", "max" : 40 } ] }
            """#)
        #expect(budgets.budgets(for: "title").map(\.limit) == [.graphemes(30), .columns(40)])
        #expect(budgets.budgets(for: "other").map(\.limit) == [.graphemes(5), .columns(40)])
    }

    @Test func missingGlyphsAreTheirOwnFindingNotAZeroWidth() throws {
        guard Support.notoInstalled else { return HbShape.skip("Noto Sans") }
        let findings = try Support.evaluate(
            #"{ "budgets" : [ { "key" : "go", "unit" : "points", "max" : 500, "size" : 17, "fallbackFonts" : [] } ] }"#,
            #""go" : { "localizations" : { \#(Support.unit("ja", "開始")) } }"#)
        #expect(findings.count == 1)
        #expect(findings.first?.kind == .glyphMissing(["開", "始"]))
        #expect(findings.first?.message.contains("U+958B") == true)
    }

    @Test func defaultFallbacksCoverEveryScriptOfTheSampleLocales() throws {
        guard Support.notoInstalled else { return HbShape.skip("Noto Sans") }
        let strings = #"""
            "go" : { "localizations" : { \#(Support.unit("ar", "ابدأ التمرين")), \#(Support.unit("hi", "वर्कआउट शुरू करें")),
              \#(Support.unit("ja", "トレーニング開始")), \#(Support.unit("ko", "운동 시작")), \#(Support.unit("zh-Hans", "开始训练")),
              \#(Support.unit("th", "เริ่มออกกำลังกาย")), \#(Support.unit("he", "התחל אימון")), \#(Support.unit("ru", "Начать")) } }
            """#
        let findings = try Support.evaluate(#"{ "budgets" : [ { "key" : "go", "unit" : "points", "max" : 1000, "size" : 17 } ] }"#, strings)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func pseudoLongChecksTheExpandedSourceText() throws {
        let strings = #""go" : { "localizations" : { \#(Support.unit("en", "Start %lld")) } }"#
        let budget = #"{ "budgets" : [ { "key" : "go", "unit" : "graphemes", "max" : 12 } ] }"#
        #expect(try Support.evaluate(budget, strings).isEmpty)
        let findings = try Support.evaluate(budget, strings, pseudo: .long)
        #expect(findings.map(\.locale) == ["en-XL"])
        // "Start " is 6 visible characters: +200% is 12 more, in whole words, and the specifier still gets its number.
        #expect(findings.first?.text == "Šţáŕţ 999 one two three")
    }
}

/// The shipped sample: `Catalogs/budgets.json` must pass on `Catalogs/Localizable.xcstrings`, and the long pseudo-locale must not.
struct SampleBudgetsTests {
    @Test func sampleCatalogFitsItsBudgetsAndLongPseudoTextDoesNot() throws {
        guard BudgetTestSupport.notoInstalled else { return HbShape.skip("Noto Sans") }
        let fonts = FontLibrary()
        let budgets = try BudgetsFileReader.read(contentsOf: Repository.path("Catalogs/budgets.json"), fonts: fonts)
        let catalog = try CatalogReader.read(contentsOf: Repository.path("Catalogs/Localizable.xcstrings")).catalog
        let real = BudgetEvaluator(budgets: budgets, fonts: fonts).evaluate(catalog)
        #expect(real.isEmpty, "\(real.map(\.message))")
        let expanded = BudgetEvaluator(budgets: budgets, fonts: fonts, pseudo: .long).evaluate(catalog)
        #expect(expanded.contains { $0.kind == .overBudget && $0.locale == "en-XL" })
        #expect(expanded.allSatisfy { $0.locale == "en-XL" })
    }
}
