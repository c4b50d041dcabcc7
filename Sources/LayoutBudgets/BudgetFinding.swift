import JSONCore

/// A result of checking labels against budgets, with the measured numbers kept apart from the message.
public struct BudgetFinding: Sendable, Equatable {
    /// What was found.
    public enum Kind: Sendable, Equatable {
        /// The text is wider (or longer) than its budget allows, even after any allowed shrinking.
        case overBudget
        /// The text fits only because `minimumScaleFactor` lets it shrink to `scale` of its size.
        case shrank(scale: Double)
        /// No font in the chain has a glyph for these characters (measured as .notdef boxes).
        case glyphMissing([Character])
        /// A budget's key pattern matches no key in the catalog.
        case patternUnmatched
    }

    /// What was found.
    public var kind: Kind
    /// The catalog key measured; nil for findings about the budgets file.
    public var key: String?
    /// The locale measured (a pseudo-locale such as `en-XL` with `--pseudo`); nil for budgets-file findings.
    public var locale: String?
    /// The variant measured (`plural.one`, …), "" for a plain string.
    var variant: String
    /// The numbers put into the text, if any.
    public var numbers: String?
    /// The unit of `measured` and `allowed`.
    public var unit: BudgetUnit
    /// Measured size in the budget's unit (points for `points`: the box width the text needs).
    public var measured: Double
    /// The budget's limit in the same unit.
    public var allowed: Double
    /// For `points`: the size measured at, e.g. `body at AX5 (53 pt)`.
    var sizeName: String?
    /// The text that was measured.
    public var text: String
    /// For overflow: the string's value in the catalog; for unmatched patterns: the budget.
    public var location: SourceLocation
    /// A full sentence for reports.
    public var message: String

    /// How far over the limit, in the budget's unit (0 when within).
    var overBy: Double { max(0, measured - allowed) }
    /// How far over the limit, as a percentage of the limit.
    var overByPercent: Double { allowed > 0 ? overBy / allowed * 100 : 0 }
}
