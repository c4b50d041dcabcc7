internal import CICU

/// How a locale writes one number, and the cardinal plural category of the number as written.
///
/// Selecting the category from the displayed form is what makes "1.0 km" plural (`other`) in English
/// while "1 km" is `one`. Instances are immutable and safe to share between threads.
public final class NumberDisplay: @unchecked Sendable {
    /// The locale identifier it was opened for.
    public let locale: String
    /// The ICU number skeleton it formats with ("" is the locale's default).
    public let skeleton: String
    private let handle: OpaquePointer

    /// Opens the display for `locale` and an ICU number skeleton such as `""`, `".0"` or `"integer-width/*00"`.
    /// Throws ``ICUError`` when ICU rejects the locale or the skeleton.
    public init(locale: String, skeleton: String = "") throws(ICUError) {
        var status: Int32 = 0
        guard let handle = cicu_number_display_open(locale, skeleton, &status) else {
            throw ICUError(code: -status, operation: "opening a number format for '\(locale)' with skeleton '\(skeleton)'")
        }
        self.locale = locale
        self.skeleton = skeleton
        self.handle = handle
    }

    deinit { cicu_number_display_close(handle) }

    /// The integer as the locale writes it, and its plural category (`zero`, `one`, `two`, `few`, `many`, `other`).
    public func format(_ value: Int64) -> (text: String, category: String) {
        run { cicu_number_display_format_int64(handle, value, $0, $1, $2, $3) } ?? (String(value), "other")
    }

    /// The floating-point number as the locale writes it (fraction digits per the skeleton), and the
    /// plural category of that written form.
    public func format(_ value: Double) -> (text: String, category: String) {
        run { cicu_number_display_format_double(handle, value, $0, $1, $2, $3) } ?? (String(value), "other")
    }

    private func run(
        _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<CChar>, Int32) -> Int32
    ) -> (text: String, category: String)? {
        // Stack buffers: formatting is on the hot path of every localized lookup.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { text in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: 16) { keyword in
                let length = body(text.baseAddress!, 256, keyword.baseAddress!, 16)
                guard length >= 0 else { return nil }
                let textString = String(
                    decoding: UnsafeRawBufferPointer(start: text.baseAddress!, count: Int(length)).bindMemory(to: UInt8.self), as: UTF8.self
                )
                return (textString, String(cString: keyword.baseAddress!))
            }
        }
    }
}
