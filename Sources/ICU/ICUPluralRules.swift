internal import CICU

/// Owns the shim's compiled plural rules of one locale and asks ICU for categories.
///
/// `@unchecked Sendable`: the handle is only used through ICU's const, thread-safe select calls, and the
/// shim creates its per-precision number formatters with an atomic compare-and-swap.
final class ICUPluralRules: @unchecked Sendable {
    private let handle: OpaquePointer
    private let locale: LocaleIdentifier

    init(locale: LocaleIdentifier) throws(ICUError) {
        var status: Int32 = 0
        guard let handle = locale.icuIdentifier.withCString({ cicu_plural_open($0, &status) }) else {
            throw ICUError(code: status, operation: "opening the plural rules of '\(locale)'")
        }
        self.handle = handle
        self.locale = locale
    }

    deinit {
        cicu_plural_close(handle)
    }

    /// The categories the rules define (ICU's keywords), in CLDR order.
    func definedCategories() throws(ICUError) -> [PluralCategory] {
        var status: Int32 = 0
        let mask = cicu_plural_category_mask(handle, &status)
        guard status <= 0 else {
            throw ICUError(code: status, operation: "listing the plural categories of '\(locale)'")
        }
        return PluralCategory.allCases.filter { mask & (1 << $0.code) != 0 }
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
