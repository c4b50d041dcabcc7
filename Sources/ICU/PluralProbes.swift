/// The numbers run through ICU to learn which kind of number reaches each plural category.
///
/// Reach is measured, not tabulated: every whole number up to 1,200 (all CLDR rules repeat within
/// `i % 100` or `i % 1000`), a few large non-round numbers, exact large round numbers, and decimals with one
/// and two fraction digits.
enum PluralProbes {
    /// The whole numbers up to which every category's behaviour shows (rules repeat within `i % 1000`).
    static let smallNumberLimit = 1_200
    /// Whole numbers in ascending order, so the first that reaches a category is its smallest.
    static let wholeNumbers: [Int] = Array(0...smallNumberLimit) + [1_000_001, 1_234_567, 10_000_021, 123_456_789]
    /// Exact large round numbers (CLDR's `i % 1000000 = 0` rules), ascending.
    static let largeRoundNumbers: [Int] =
        (1...9).map { $0 * 1_000_000 }
        + [10_000_000, 100_000_000, 1_000_000_000, 1_000_000_000_000]
    /// Decimals, the friendliest samples first, then one- and two-digit fractions in ascending order.
    static let decimals: [DisplayedNumber] = {
        let preferred = ["1.5", "0.5", "2.5", "1.2", "0.1", "1.0", "0.0"]
        let tenths = (0...209).map { "\($0 / 10).\($0 % 10)" }
        let hundredths = (0...299).map { "\($0 / 100).\($0 % 100 < 10 ? "0" : "")\($0 % 100)" }
        return (preferred + tenths + hundredths).map { DisplayedNumber($0)! }
    }()

    /// Classifies each of `categories` by the first probe group that reaches it, with that group's first sample.
    static func usages(
        of categories: [PluralCategory], in locale: LocaleIdentifier,
        selectInteger: (Int) throws(ICUError) -> PluralCategory,
        selectDecimal: (DisplayedNumber) throws(ICUError) -> PluralCategory
    ) throws(ICUError) -> [PluralCategoryUsage] {
        var found: [PluralCategory: PluralCategoryUsage] = [:]
        func record(_ category: PluralCategory, _ reach: PluralReach, _ sample: DisplayedNumber) {
            if found[category] == nil {
                found[category] = PluralCategoryUsage(category: category, reach: reach, sample: sample)
            }
        }
        // A category is classified by the first group that reaches it, so each loop may stop once all are found.
        for number in wholeNumbers where found.count < categories.count {
            record(try selectInteger(number), .wholeNumbers, DisplayedNumber(number))
        }
        for number in largeRoundNumbers where found.count < categories.count {
            record(try selectInteger(number), .largeRoundNumbersOnly, DisplayedNumber(number))
        }
        for number in decimals where found.count < categories.count {
            record(try selectDecimal(number), .decimalsOnly, number)
        }
        return try categories.map { category throws(ICUError) in
            guard let usage = found[category] else {
                throw ICUError(
                    code: ICUError.internalProgramError,
                    operation: "finding a number that selects '\(category)' in '\(locale)' (no probe reached it)")
            }
            return usage
        }
    }
}
