/// The attribute values XLIFF files repeat on every unit, as string literals.
///
/// A literal is immortal: handing it out costs no allocation and no reference counting, and comparing it with the
/// consumer's literals is a comparison of bits. Building a fresh `String` for each of the hundreds of thousands of
/// values in a 32-language import was a quarter of the XML reader's time.
enum XMLVocabulary {
    /// The literal spelled by `bytes[range]`, if it is one of the vocabulary's; nil otherwise.
    @inline(__always)
    static func interned(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
        guard !range.isEmpty, let base = bytes.baseAddress, let index = values.lookup(base + range.lowerBound, count: range.count)
        else { return nil }
        return words[index]
    }

    private static let words: [String] = [
        "1.2", "plaintext", "preserve", "default", "no", "yes", "new", "translated", "final", "signed-off",
        "needs-l10n", "needs-translation", "needs-adaptation", "needs-review-l10n", "leveraged-mt", "developer",
        "auto-generated", "com.apple.dt.xcode", "Xcode",
    ]

    private static let values = XMLWords(words)
}

/// A short list of ASCII words, found by their bytes packed into two 64-bit integers: a lookup compares integers,
/// never strings, and reads the bytes with two loads instead of one at a time.
final class XMLWords: Sendable {
    private let lows: [UInt64]
    private let highs: [UInt64]
    /// For each word, sorted by length: its index in the list given.
    private let indices: [Int]
    /// Where each length's words start in the sorted lists (a length with none starts where the next does).
    private let starts: [Int]

    /// The words, each at most 16 bytes long.
    init(_ words: [String]) {
        let sorted = words.indices.filter { words[$0].utf8.count <= 16 }.sorted { words[$0].utf8.count < words[$1].utf8.count }
        var lows: [UInt64] = [], highs: [UInt64] = [], starts = [Int](repeating: sorted.count, count: 18)
        for (position, index) in sorted.enumerated() {
            let bytes = Array(words[index].utf8)
            let (low, high) = bytes.withUnsafeBufferPointer { Self.pack($0.baseAddress!, count: $0.count) }
            lows.append(low)
            highs.append(high)
            starts[bytes.count] = min(starts[bytes.count], position)
        }
        for length in stride(from: 16, through: 0, by: -1) { starts[length] = min(starts[length], starts[length + 1]) }
        self.lows = lows
        self.highs = highs
        self.indices = sorted
        self.starts = starts
    }

    /// The words of the XML names `XMLName.known` lists, in that order.
    private static let names = XMLWords(XMLName.known.map(\.description))

    /// The index in `XMLName.known` of the name spelled by `count` bytes at `start`; nil for any other name.
    @inline(__always)
    static func lookup(_ start: UnsafePointer<UInt8>, count: Int) -> Int? { names.lookup(start, count: count) }

    /// The index of the word spelled by `count` bytes at `start`, or nil.
    @inline(__always)
    func lookup(_ start: UnsafePointer<UInt8>, count: Int) -> Int? {
        guard count > 0 && count <= 16 else { return nil }
        let (low, high) = Self.pack(start, count: count)
        for position in starts[count]..<starts[count + 1] where lows[position] == low && highs[position] == high {
            return indices[position]
        }
        return nil
    }

    /// The `count` (at most 16) bytes at `start` as two little-endian integers, zero-padded.
    @inline(__always)
    static func pack(_ start: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
        let raw = UnsafeRawPointer(start)
        if count >= 8 {
            let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            return (low, tail(raw + 8, count: count - 8))
        }
        return (tail(raw, count: count), 0)
    }

    /// Up to 8 bytes at `raw` as a little-endian integer: whole words where they fit, the rest byte by byte, so no
    /// load reaches past the bytes given.
    @inline(__always)
    private static func tail(_ raw: UnsafeRawPointer, count: Int) -> UInt64 {
        if count == 8 { return UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) }
        var value: UInt64 = 0
        var offset = 0
        if count >= 4 {
            value = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            offset = 4
        }
        while offset < count {
            value |= UInt64(raw.load(fromByteOffset: offset, as: UInt8.self)) << UInt64(offset &* 8)
            offset += 1
        }
        return value
    }
}
