import LayoutBudgets
import StoreMetadata
import StringCatalog

/// Screenshot captions measured with the layout budgets `catalog check --budgets` uses (HarfBuzz, font, size, width,
/// lines), for `metadata --budgets`.
struct LayoutCaptionBudget: CaptionBudget {
    var evaluator: BudgetEvaluator

    func overflows(of entry: CatalogEntry, sourceLanguage: String) -> [CaptionOverflow] {
        evaluator.evaluate(entry, sourceLanguage: sourceLanguage).compactMap { finding in
            guard case .overBudget = finding.kind, let locale = finding.locale else { return nil }
            return CaptionOverflow(catalogLocale: locale, message: finding.message, location: finding.location)
        }
    }
}
