/// The element names, attribute names and attribute values XLIFF files repeat on every unit, as string literals.
///
/// A literal is immortal: handing it out costs no allocation and no reference counting, and comparing it with the
/// consumer's literals is a comparison of bits. Building a fresh `String` for each of the hundreds of thousands of
/// names in a 32-language import was a quarter of the XML reader's time.
enum XMLVocabulary {
    /// The literal spelled by `bytes[range]`, if it is one of the vocabulary's; nil otherwise.
    @inline(__always)
    static func interned(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
        guard range.count <= 16 else { return nil }
        var low: UInt64 = 0, high: UInt64 = 0
        for index in range { add(bytes[index], at: index - range.lowerBound, low: &low, high: &high) }
        return word(length: range.count, low: low, high: high)
    }

    /// Adds the byte at `offset` (below 16) of a word being read to its packed form.
    @inline(__always)
    static func add(_ byte: UInt8, at offset: Int, low: inout UInt64, high: inout UInt64) {
        if offset < 8 {
            low |= UInt64(byte) << UInt64(offset &* 8)
        } else if offset < 16 {
            high |= UInt64(byte) << UInt64((offset &- 8) &* 8)
        }
    }

    /// The literal of `length` bytes whose packed form (`add`) is `low`, `high`; nil when there is none.
    @inline(__always)
    static func word(length: Int, low: UInt64, high: UInt64) -> String? {
        guard length > 0 && length <= 16 else { return nil }
        let table = Self.table
        for index in table.starts[length]..<table.starts[length + 1] where table.lows[index] == low && table.highs[index] == high {
            return table.texts[index]
        }
        return nil
    }

    /// The words sorted by length, packed, with where each length's words start.
    private final class Table: Sendable {
        let lows: [UInt64]
        let highs: [UInt64]
        let texts: [String]
        let starts: [Int]

        init(_ words: [String]) {
            let sorted = words.filter { $0.utf8.count <= 16 }.sorted { $0.utf8.count < $1.utf8.count }
            var lows: [UInt64] = [], highs: [UInt64] = [], starts = [Int](repeating: sorted.count, count: 18)
            for (index, text) in sorted.enumerated() {
                var low: UInt64 = 0, high: UInt64 = 0
                for (offset, byte) in text.utf8.enumerated() { XMLVocabulary.add(byte, at: offset, low: &low, high: &high) }
                lows.append(low)
                highs.append(high)
                starts[text.utf8.count] = min(starts[text.utf8.count], index)
            }
            // A length with no words starts where the next length does.
            for length in stride(from: 16, through: 0, by: -1) { starts[length] = min(starts[length], starts[length + 1]) }
            self.lows = lows
            self.highs = highs
            self.texts = sorted
            self.starts = starts
        }
    }

    private static let table = Table(words)

    private static let words: [String] = [
        // Elements.
        "xliff", "file", "header", "tool", "body", "group", "trans-unit", "source", "target", "note", "alt-trans",
        "context-group", "context",
        // Attributes.
        "id", "original", "source-language", "target-language", "datatype", "state", "state-qualifier", "translate",
        "from", "version", "xmlns", "xmlns:xsi", "tool-id", "tool-name", "tool-version", "build-num", "xml:space",
        "restype", "resname", "approved", "priority", "annotates", "context-type",
        // Values.
        "1.2", "plaintext", "preserve", "default", "no", "yes", "new", "translated", "final", "signed-off",
        "needs-l10n", "needs-translation", "needs-adaptation", "needs-review-l10n", "leveraged-mt", "developer",
        "auto-generated", "com.apple.dt.xcode", "Xcode",
    ]
}
