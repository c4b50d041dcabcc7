internal import CICU
import Synchronization

/// The CLDR cardinal plural rules of one locale, from ICU: its categories, which numbers reach each, and selection.
///
/// Rules are compiled once per locale and shared; a `PluralRules` value is cheap to create and safe to use
/// from many threads at once.
public struct PluralRules: Sendable {
    /// The locale whose rules these are.
    public let locale: LocaleIdentifier
    private let compiled: CompiledPluralRules

    /// The rules of `locale`, compiled on first use and cached; throws when ICU cannot open them.
    public init(locale: LocaleIdentifier) throws(ICUError) {
        self.locale = locale
        self.compiled = try CompiledPluralRules.cached(for: locale)
    }

    /// The rules of the locale named by a BCP-47 tag; throws `LocaleIdentifierError` or `ICUError`.
    public init(locale tag: String) throws {
        try self.init(locale: LocaleIdentifier(tag))
    }

    /// The categories the locale defines, in CLDR order (`other` is always last).
    public var categories: [PluralCategory] { compiled.usages.map(\.category) }

    /// For each category, in CLDR order: which numbers reach it and a sample number.
    public var usages: [PluralCategoryUsage] { compiled.usages }

    /// How the locale uses `category`, or nil when the locale does not define it (Japanese `one`).
    public func usage(of category: PluralCategory) -> PluralCategoryUsage? {
        compiled.usages.first { $0.category == category }
    }

    /// The categories with the given reach, in CLDR order; `.wholeNumbers` gives those a catalog must provide.
    public func categories(reachedBy reach: PluralReach) -> [PluralCategory] {
        compiled.usages.filter { $0.reach == reach }.map(\.category)
    }

    /// The category of a whole number shown without fraction digits.
    ///
    /// Beyond 2^53 ICU 72 derives the operands through a double, so the last digits of such huge numbers may
    /// not decide the category exactly.
    public func category(for number: Int) throws(ICUError) -> PluralCategory {
        try compiled.select(number)
    }

    /// The category of a number as displayed, honouring its visible fraction digits ("1.0" is `other` in English).
    public func category(for number: DisplayedNumber) throws(ICUError) -> PluralCategory {
        try compiled.select(number)
    }
}

/// The ICU handle behind `PluralRules`, with the reach of each category worked out once.
///
/// `@unchecked Sendable`: the handle is only used through ICU's const, thread-safe select calls, and the
/// shim creates its per-precision formatters with an atomic compare-and-swap.
final class CompiledPluralRules: @unchecked Sendable {
    private static let cache = Mutex<[LocaleIdentifier: CompiledPluralRules]>([:])

    private let handle: OpaquePointer
    private let locale: LocaleIdentifier
    private(set) var usages: [PluralCategoryUsage] = []

    /// The shared compiled rules of `locale`; compiles them (outside the lock) on first use.
    static func cached(for locale: LocaleIdentifier) throws(ICUError) -> CompiledPluralRules {
        if let existing = cache.withLock({ $0[locale] }) { return existing }
        let fresh = try CompiledPluralRules(locale: locale)
        return cache.withLock { rules in
            if let raced = rules[locale] { return raced }
            rules[locale] = fresh
            return fresh
        }
    }

    private init(locale: LocaleIdentifier) throws(ICUError) {
        var status: Int32 = 0
        guard let handle = locale.icuIdentifier.withCString({ cicu_plural_open($0, &status) }) else {
            throw ICUError(code: status, operation: "opening the plural rules of '\(locale)'")
        }
        self.handle = handle
        self.locale = locale
        let mask = cicu_plural_category_mask(handle, &status)
        guard status <= 0 else {
            throw ICUError(code: status, operation: "listing the plural categories of '\(locale)'")
        }
        let defined = PluralCategory.allCases.filter { mask & (1 << $0.code) != 0 }
        usages = try PluralProbes.usages(
            of: defined, in: locale,
            selectInteger: { number throws(ICUError) in try select(number) },
            selectDecimal: { number throws(ICUError) in try select(number) })
    }

    deinit {
        cicu_plural_close(handle)
    }

    func select(_ number: Int) throws(ICUError) -> PluralCategory {
        // Doubles hold every integer up to 2^53 exactly; beyond that the digits go through the decimal path.
        guard number.magnitude <= 1 << 53 else { return try select(DisplayedNumber(number)) }
        var status: Int32 = 0
        let code = cicu_plural_select_integer(handle, Double(number), &status)
        return try category(code, status: status, number: String(number))
    }

    func select(_ number: DisplayedNumber) throws(ICUError) -> PluralCategory {
        var status: Int32 = 0
        var text = number.text
        let code = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                cicu_plural_select_decimal(handle, $0.baseAddress, Int32($0.count), &status)
            }
        }
        return try category(code, status: status, number: number.text)
    }

    private func category(_ code: Int32, status: Int32, number: String) throws(ICUError) -> PluralCategory {
        guard status <= 0 else {
            throw ICUError(code: status, operation: "selecting the plural category of \(number) in '\(locale)'")
        }
        guard let category = PluralCategory(code: code) else {
            throw ICUError(code: ICUError.internalProgramError, operation: "reading the plural keyword of \(number) in '\(locale)'")
        }
        return category
    }
}
