internal import CICU

/// Measures text the way layout budgets need it, with ICU's Unicode rules: user-perceived characters
/// (grapheme clusters), UAX #14 line-break opportunities, and terminal display columns (East Asian Width).
///
/// ICU reads the string's UTF-8 storage directly (no UTF-16 copy), and each thread reuses its own break
/// iterators, so the functions are cheap to call often and safe to call from many threads.
public enum TextMetrics {
    /// The number of extended grapheme clusters (UAX #29, ICU's character break iterator): "é" as e + ◌́ is 1,
    /// 👍🏽 is 1, "\r\n" is 1.
    public static func graphemeCount(_ text: String) throws(ICUError) -> Int {
        try withUTF8(text, doing: "counting the grapheme clusters of a \(text.utf8.count)-byte string") { bytes, length, status in
            cicu_text_grapheme_count(bytes, length, &status)
        }
    }

    /// The number of terminal cells the text occupies: each grapheme cluster counts as its widest code point,
    /// where East Asian Wide and Fullwidth characters (and emoji shown as pictures) count 2, combining marks,
    /// format characters and controls 0, and everything else (East Asian Ambiguous included) 1.
    public static func displayColumns(_ text: String) throws(ICUError) -> Int {
        try withUTF8(text, doing: "measuring the display columns of a \(text.utf8.count)-byte string") { bytes, length, status in
            cicu_text_display_columns(bytes, length, &status)
        }
    }

    /// Where lines may break (UAX #14, tailored for `locale`), in order; the last one is the end of non-empty text.
    ///
    /// Positions are `String.Index` values of `text` (plus their UTF-8 offsets), so `text[..<opportunity.index]`
    /// is the longest first line that breaks there.
    public static func lineBreakOpportunities(in text: String, locale: LocaleIdentifier? = nil) throws(ICUError) -> [LineBreakOpportunity] {
        let capacity = text.utf8.count + 1
        var offsets = [Int32](repeating: 0, count: capacity)
        var mandatory = [UInt8](repeating: 0, count: capacity)
        let localeID = locale?.icuIdentifier ?? ""
        let count = try withUTF8(text, doing: "finding line breaks in a \(text.utf8.count)-byte string") { bytes, length, status in
            localeID.withCString { cicu_text_line_breaks(bytes, length, $0, &offsets, &mandatory, Int32(capacity), &status) }
        }
        let utf8 = text.utf8
        return (0..<min(count, capacity)).map { position in
            let offset = Int(offsets[position])
            return LineBreakOpportunity(
                index: utf8.index(utf8.startIndex, offsetBy: offset), utf8Offset: offset,
                isMandatory: mandatory[position] != 0)
        }
    }

    /// The pieces of text between consecutive line-break opportunities: the units a line wrapper must not split.
    public static func unbreakableSegments(of text: String, locale: LocaleIdentifier? = nil) throws(ICUError) -> [Substring] {
        var start = text.startIndex
        return try lineBreakOpportunities(in: text, locale: locale).map { opportunity in
            defer { start = opportunity.index }
            return Substring(text.unicodeScalars[start..<opportunity.index])
        }
    }

    /// Runs `body` over the string's contiguous UTF-8 bytes; ICU offsets are 32-bit, so larger texts are refused.
    private static func withUTF8(
        _ text: String, doing operation: @autoclosure () -> String,
        _ body: (UnsafePointer<CChar>?, Int32, inout Int32) -> Int32
    ) throws(ICUError) -> Int {
        guard text.utf8.count < Int(Int32.max) else {
            throw ICUError(code: ICUError.indexOutOfBoundsError, operation: operation())
        }
        var contiguous = text
        var status: Int32 = 0
        let result = contiguous.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress, Int32($0.count), &status) }
        }
        guard status <= 0, result >= 0 else { throw ICUError(code: status, operation: operation()) }
        return Int(result)
    }
}
