import Foundation
import TestSupport
import Testing

@testable import LayoutBudgets
@testable import StringCatalog

/// Budgets over real catalogs from `../shared/corpus`: every text measured, every finding well formed.
struct CorpusBudgetTests {
    @Test(.requiresCorpus, arguments: Corpus.xcstringsFileNames())
    func realCatalogsAreMeasuredWithoutMissingGlyphsOrMalformedFindings(_ name: String) throws {
        let url = Corpus.xcstrings.appendingPathComponent(name)
        guard BudgetTestSupport.notoInstalled else { return HbShape.skip("Noto Sans") }
        let catalog = try CatalogReader.read(contentsOf: url).catalog
        let fonts = FontLibrary()
        let budgets = try BudgetTestSupport.budgets(
            #"""
            { "budgets" : [ { "key" : "*", "unit" : "points", "max" : 240, "lines" : 2, "textStyle" : "body",
                              "dynamicTypeSize" : ["large", "AX2"], "minimumScaleFactor" : 0.8 },
                            { "key" : "*", "unit" : "columns", "max" : 60 } ] }
            """#, fonts: fonts)
        let findings = BudgetEvaluator(budgets: budgets, fonts: fonts, pseudo: .long).evaluate(catalog)
        #expect(!findings.isEmpty)
        #expect(
            !findings.contains { if case .glyphMissing = $0.kind { true } else { false } },
            "\(findings.filter { if case .glyphMissing = $0.kind { true } else { false } }.map(\.message).prefix(3))")
        for finding in findings where finding.kind == .overBudget {
            #expect(finding.location.file == url.path && finding.location.line > 0)
            #expect(finding.measured > finding.allowed || finding.message.contains("forced line breaks"))
        }
        if catalog.entries.isEmpty {
            #expect(findings.map(\.kind) == [.patternUnmatched, .patternUnmatched])
        } else {
            #expect(fonts.shapedRunCount > 0)
        }
    }
}
