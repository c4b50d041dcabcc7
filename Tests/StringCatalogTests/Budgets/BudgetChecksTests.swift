import Testing

@testable import CatalogCheck
@testable import Diagnostics
@testable import LayoutBudgets
@testable import StringCatalog

/// The budget checks inside `CatalogChecker`, as `catalog check --budgets` runs them.
struct BudgetChecksTests {
    static let catalog = RuleExample.catalog(
        #"""
        "Go" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Los geht’s jetzt sofort" } },
          "ja" : { "stringUnit" : { "state" : "translated", "value" : "開始 \u0378" } } } }
        """#)

    static func checker(_ budgetsJSON: String, turningOff off: [String] = []) throws -> CatalogChecker {
        let fonts = FontLibrary()
        let evaluator = BudgetEvaluator(budgets: try BudgetTestSupport.budgets(budgetsJSON, fonts: fonts), fonts: fonts)
        var configuration = CheckConfiguration()
        for id in off { configuration.rules[id] = .off }
        let rules = ICUPluralRulesProvider()
        return configuration.makeChecker(pluralRules: rules, localeValidator: rules).withBudgets(evaluator)
    }

    static func findings(_ checker: CatalogChecker) -> [Finding] {
        guard case .checked(let findings) = CatalogInspector.inspect(bytes: Array(catalog.utf8), file: "example.xcstrings", with: checker)
        else { return [] }
        return findings.filter { $0.ruleID == "label-over-budget" || $0.ruleID == "glyph-missing" }
    }

    @Test func bothChecksReportOnceEachWithTheirOwnIds() throws {
        guard BudgetTestSupport.notoInstalled else { return HbShape.skip("Noto Sans") }
        let budgets = #"{ "budgets" : [ { "key" : "Go", "unit" : "points", "max" : 100, "size" : 17 } ] }"#
        let findings = Self.findings(try Self.checker(budgets))
        #expect(findings.map(\.ruleID).sorted() == ["glyph-missing", "label-over-budget"])
        #expect(findings.first { $0.ruleID == "label-over-budget" }?.locale == "de")
        #expect(findings.first { $0.ruleID == "glyph-missing" }?.message.contains("U+0378") == true)
    }

    @Test func glyphMissingStillMeasuresWhenLabelOverBudgetIsOff() throws {
        guard BudgetTestSupport.notoInstalled else { return HbShape.skip("Noto Sans") }
        let budgets = #"{ "budgets" : [ { "key" : "Go", "unit" : "points", "max" : 100, "size" : 17 } ] }"#
        let findings = Self.findings(try Self.checker(budgets, turningOff: ["label-over-budget"]))
        #expect(findings.map(\.ruleID) == ["glyph-missing"])
    }
}
