/// How a locale uses one of its plural categories: which numbers reach it and a number that does.
public struct PluralCategoryUsage: Sendable, Hashable {
    /// The category.
    public let category: PluralCategory
    /// Which kind of number selects it.
    public let reach: PluralReach
    /// A number that selects it: the smallest whole number, the smallest large round number, or a decimal such as 1.5.
    public let sample: DisplayedNumber

    /// Creates a usage record; `PluralRules` computes these from ICU, so callers rarely need this.
    public init(category: PluralCategory, reach: PluralReach, sample: DisplayedNumber) {
        self.category = category
        self.reach = reach
        self.sample = sample
    }
}
