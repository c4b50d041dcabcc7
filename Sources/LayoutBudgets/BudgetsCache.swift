import Foundation
import StringCatalog

/// Budgets files read once per `catalog check` run, however many catalogs share them.
public final class BudgetsCache {
    private var evaluators: [String: BudgetEvaluator] = [:]
    private let fonts = FontLibrary()

    public init() {}

    /// The evaluator for the budgets file at `path` (nil when there is none); throws `BudgetsFileError`.
    ///
    /// `--pseudo` without any budgets is an error: the pseudo text would be measured against nothing.
    public func evaluator(path: String?, pseudo: PseudoStyle?) throws -> BudgetEvaluator? {
        guard let path else {
            if let pseudo {
                throw PseudoWithoutBudgetsError(style: pseudo)
            }
            return nil
        }
        if let known = evaluators[path] { return known }
        let budgets = try BudgetsFileReader.read(contentsOf: URL(fileURLWithPath: path), fonts: fonts)
        let evaluator = BudgetEvaluator(budgets: budgets, fonts: fonts, pseudo: pseudo)
        evaluators[path] = evaluator
        return evaluator
    }
}

/// `--pseudo` was given but no budgets file: there is nothing to measure the pseudo text against.
struct PseudoWithoutBudgetsError: Error, Equatable, CustomStringConvertible {
    /// The pseudo style that was asked for.
    public var style: PseudoStyle

    public var description: String {
        "--pseudo \(style) measures text against layout budgets, but none are given: add --budgets FILE or \"budgets\" to .timekeeper.json"
    }
}
