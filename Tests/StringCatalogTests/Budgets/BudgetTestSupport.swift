import Foundation

@testable import CatalogCheck
@testable import Diagnostics
@testable import LayoutBudgets
@testable import StringCatalog

/// Builders for budget tests: budgets from JSON text, catalogs from the members of `strings`.
enum BudgetTestSupport {
    static let notoSans = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
    static var notoInstalled: Bool { FileManager.default.isReadableFile(atPath: notoSans) }

    static func budgets(_ json: String, fonts: FontLibrary = FontLibrary()) throws(BudgetsFileError) -> LayoutBudgets {
        try BudgetsFileReader.read(bytes: Array(json.utf8), file: "/tmp/budgets.json", fonts: fonts)
    }

    static func budgetsError(_ json: String) -> BudgetsFileError? {
        do {
            _ = try budgets(json)
            return nil
        } catch {
            return error
        }
    }

    static func catalog(_ strings: String, sourceLanguage: String = "en") throws -> StringCatalog {
        try CatalogText.read(RuleExample.catalog(strings, sourceLanguage: sourceLanguage)).catalog
    }

    /// Findings for `strings` under `budgetsJSON`.
    static func evaluate(_ budgetsJSON: String, _ strings: String, pseudo: PseudoStyle? = nil) throws -> [BudgetFinding] {
        let fonts = FontLibrary()
        let evaluator = BudgetEvaluator(budgets: try budgets(budgetsJSON, fonts: fonts), fonts: fonts, pseudo: pseudo)
        return evaluator.evaluate(try catalog(strings))
    }

    static func unit(_ locale: String, _ value: String) -> String {
        #""\#(locale)" : { "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"#
    }
}
