import Synchronization

/// The CLDR cardinal plural rules of one locale, from ICU: its categories, which numbers reach each, and selection.
///
/// Rules are compiled once per locale and shared; a `PluralRules` value is cheap to create and safe to use
/// from many threads at once.
public struct PluralRules: Sendable {
    private static let cache = Mutex<[LocaleIdentifier: PluralRules]>([:])

    /// The locale whose rules these are.
    public let locale: LocaleIdentifier
    /// For each category, in CLDR order: which numbers reach it and a sample number.
    public let usages: [PluralCategoryUsage]
    private let icu: ICUPluralRules
    /// ICU's answers for 0…1,200, kept because counts in an app are nearly always small; plural operands are
    /// absolute values, so a negative number uses its magnitude's entry.
    private let smallNumberCategories: [PluralCategory]

    /// The rules of `locale`, compiled on first use and cached; throws when ICU cannot open them.
    public init(locale: LocaleIdentifier) throws(ICUError) {
        if let cached = Self.cache.withLock({ $0[locale] }) {
            self = cached
            return
        }
        // Compiled outside the lock so one slow locale does not hold up the others; a racing twin is dropped.
        let fresh = try PluralRules(compiling: locale)
        self = Self.cache.withLock { cache in
            if let raced = cache[locale] { return raced }
            cache[locale] = fresh
            return fresh
        }
    }

    /// The rules of the locale named by a BCP-47 tag; throws `LocaleIdentifierError` or `ICUError`.
    public init(locale tag: String) throws {
        try self.init(locale: LocaleIdentifier(tag))
    }

    private init(compiling locale: LocaleIdentifier) throws(ICUError) {
        let icu = try ICUPluralRules(locale: locale)
        let small = try (0...PluralProbes.smallNumberLimit).map { number throws(ICUError) in try icu.select(number) }
        self.locale = locale
        self.icu = icu
        self.smallNumberCategories = small
        self.usages = try PluralProbes.usages(
            of: try icu.definedCategories(), in: locale,
            selectInteger: { number throws(ICUError) in
                number >= 0 && number < small.count ? small[number] : try icu.select(number)
            },
            selectDecimal: { number throws(ICUError) in try icu.select(number) })
    }

    /// The categories the locale defines, in CLDR order (`other` is always last).
    public var categories: [PluralCategory] { usages.map(\.category) }

    /// How the locale uses `category`, or nil when the locale does not define it (Japanese `one`).
    public func usage(of category: PluralCategory) -> PluralCategoryUsage? {
        usages.first { $0.category == category }
    }

    /// The categories with the given reach, in CLDR order; `.wholeNumbers` gives those a catalog must provide.
    public func categories(reachedBy reach: PluralReach) -> [PluralCategory] {
        usages.filter { $0.reach == reach }.map(\.category)
    }

    /// The category of a whole number shown without fraction digits.
    ///
    /// Beyond 2^53 ICU 72 derives the operands through a double, so the last digits of such huge numbers may
    /// not decide the category exactly.
    public func category(for number: Int) throws(ICUError) -> PluralCategory {
        if number.magnitude < UInt(smallNumberCategories.count) { return smallNumberCategories[Int(number.magnitude)] }
        return try icu.select(number)
    }

    /// The category of a number as displayed, honouring its visible fraction digits ("1.0" is `other` in English).
    public func category(for number: DisplayedNumber) throws(ICUError) -> PluralCategory {
        try icu.select(number)
    }
}
