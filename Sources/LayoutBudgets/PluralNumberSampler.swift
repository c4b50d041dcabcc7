import ICU
import Synchronization

/// Picks the number a plural case is measured with: the widest realistic number of its category.
///
/// "Widest" is the largest number in the budgets' range that the locale's CLDR rules put in the category (the
/// most digits), e.g. 999 for English `other`, 1 for `one`, 994 for Russian `few`. Categories no number in the
/// range reaches fall back to ICU's sample for them (French `many`: 1000000); `zero` is 0, as Apple selects it.
final class PluralNumberSampler: Sendable {
    /// The realistic range numbers are chosen from.
    public let range: ClosedRange<Int>
    private let cache = Mutex<[String: [PluralCategory: String]]>([:])

    /// A sampler over `range` (e.g. 0…999).
    public init(range: ClosedRange<Int>) {
        self.range = range
    }

    /// The number text for plural case `category` (`one`, `few`, …) in `locale`.
    public func number(for category: String, locale: String) -> String {
        if category == "zero" && table(for: locale)[.zero] == nil { return "0" }
        guard let parsed = PluralCategory(rawValue: category) else { return String(range.upperBound) }
        return table(for: locale)[parsed] ?? fallback(parsed)
    }

    /// The number for a numeric argument outside any plural case: the top of the range.
    var unselectedNumber: String { String(range.upperBound) }

    private func table(for locale: String) -> [PluralCategory: String] {
        if let known = cache.withLock({ $0[locale] }) { return known }
        var table: [PluralCategory: String] = [:]
        let language = String(locale.prefix { $0 != "-" && $0 != "_" })
        // Pseudo-locales (en-XL, ar-XB) and unknown regions fall back to their language's rules.
        if let rules = (try? PluralRules(locale: locale)) ?? (try? PluralRules(locale: language)) {
            // Downward, so the first number found for a category is its largest (and widest) in range.
            for number in range.reversed() where table.count < rules.categories.count {
                if let category = try? rules.category(for: number), table[category] == nil {
                    table[category] = String(number)
                }
            }
            for usage in rules.usages where table[usage.category] == nil {
                table[usage.category] = usage.sample.text
            }
        }
        cache.withLock { $0[locale] = table }
        return table
    }

    /// Categories the locale does not define (dead cases such as Japanese `one`) are measured with their usual number.
    private func fallback(_ category: PluralCategory) -> String {
        switch category {
        case .zero: "0"
        case .one: "1"
        case .two: "2"
        default: String(range.upperBound)
        }
    }
}
