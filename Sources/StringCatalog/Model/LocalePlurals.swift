import ICU

/// What a locale's CLDR cardinal rules mean for a catalog: which categories exist, and which of them
/// whole numbers actually reach.
///
/// Built from ICU's rules (see ``ICUPluralRulesProvider``); the integer samples let checks tell which
/// counts a missing category would get wrong.
public struct LocalePlurals: Sendable {
    /// Integers below this are sampled one by one: two full hundreds, enough for every CLDR 42 rule, whose
    /// whole-number conditions repeat every 100 (Arabic `n % 100 = 3..10`, Slavic `n % 100 != 12..14`).
    public static let sampleLimit = 220

    /// The locale tag as the catalog writes it.
    public let locale: String
    /// The categories CLDR defines for the locale, in CLDR order (`zero one two few many other`).
    public let categories: [String]
    /// How each category is reached.
    public let reach: [String: PluralReach]
    /// For each category, the integers below ``sampleLimit`` that select it.
    public let integerSamples: [String: Set<Int>]

    /// Classifies `categories` with `reach` and samples `integerCategory` for every integer below ``sampleLimit``.
    public init(locale: String, categories: [String], reach: [String: PluralReach], integerCategory: (Int) -> String?) {
        self.locale = locale
        let order = ["zero", "one", "two", "few", "many", "other"]
        self.categories = categories.sorted { (order.firstIndex(of: $0) ?? 6) < (order.firstIndex(of: $1) ?? 6) }
        self.reach = reach
        var samples: [String: Set<Int>] = [:]
        for number in 0..<Self.sampleLimit {
            if let category = integerCategory(number) { samples[category, default: []].insert(number) }
        }
        self.integerSamples = samples
    }

    /// The category a sampled whole number falls in, if it was sampled.
    public func category(ofInteger number: Int) -> String? {
        integerSamples.first { $0.value.contains(number) }?.key
    }
}

/// Gives the plural rules of a locale; nil when the locale is unknown to it.
public protocol PluralRulesProvider: Sendable {
    /// The rules for `locale` (a BCP 47 tag as written in the catalog), or nil.
    func plurals(for locale: String) -> LocalePlurals?
    /// The data behind the rules, e.g. "ICU 72.1, CLDR 42.0".
    var dataVersion: String { get }
}
