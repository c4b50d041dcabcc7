import JSONCore
import StringCatalog

/// One budget from a budgets file: the keys it covers, its limit, and optional limits per device variation.
public struct LayoutBudget: Sendable {
    /// The keys the budget covers.
    public var pattern: KeyPattern
    /// The limit for every variant except device cases with their own.
    public var limit: BudgetLimit
    /// Limits for device variation cases (`iphone`, `applewatch`, …); cases not listed use `limit`.
    var deviceLimits: [String: BudgetLimit]
    /// What `%@` (and other non-numeric arguments) become when measuring; nil uses the file's default.
    var sampleValue: String?
    /// Where the budget is written (its opening brace), for findings about the budget itself.
    public var location: SourceLocation
    /// Where the limit value is written, for findings about overflow.
    var limitLocation: SourceLocation

    /// A budget; `limitLocation` defaults to `location`.
    public init(
        pattern: KeyPattern, limit: BudgetLimit, deviceLimits: [String: BudgetLimit] = [:], sampleValue: String? = nil,
        location: SourceLocation, limitLocation: SourceLocation? = nil
    ) {
        self.pattern = pattern
        self.limit = limit
        self.deviceLimits = deviceLimits
        self.sampleValue = sampleValue
        self.location = location
        self.limitLocation = limitLocation ?? location
    }

    /// The limit for a device variation case, or the budget's own limit.
    public func limit(forDevice device: String?) -> BudgetLimit {
        device.flatMap { deviceLimits[$0] } ?? limit
    }
}

/// A parsed budgets file: its budgets in file order and the defaults for measuring.
public struct LayoutBudgets: Sendable {
    /// The file the budgets were read from.
    public var file: String
    /// The budgets in file order.
    public var budgets: [LayoutBudget]
    /// What `%@` becomes when a budget does not say (default `"Morning Run"`).
    var sampleValue: String
    /// The realistic range plural numbers are picked from (default 0…999): the widest number in it for each category.
    var numberRange: ClosedRange<Int>

    /// The default sample value for `%@`.
    public static let defaultSampleValue = "Morning Run"
    /// The default range for sample numbers.
    public static let defaultNumberRange = 0...999

    /// Budgets with the given defaults.
    public init(
        file: String, budgets: [LayoutBudget], sampleValue: String = LayoutBudgets.defaultSampleValue,
        numberRange: ClosedRange<Int> = LayoutBudgets.defaultNumberRange
    ) {
        self.file = file
        self.budgets = budgets
        self.sampleValue = sampleValue
        self.numberRange = numberRange
    }

    /// The budgets that apply to `key`: every exact-key budget, plus glob budgets for units no exact budget sets.
    public func budgets(for key: String) -> [LayoutBudget] {
        let matching = budgets.filter { $0.pattern.matches(key) }
        let exactUnits = Set(matching.filter { !$0.pattern.isGlob }.map(\.limit.unit))
        var globUnits = Set<BudgetUnit>()
        return matching.filter { budget in
            if !budget.pattern.isGlob { return true }
            // The first glob in file order wins for its unit, so a catch-all `*` can follow specific patterns.
            return !exactUnits.contains(budget.limit.unit) && globUnits.insert(budget.limit.unit).inserted
        }
    }
}
