/// The attribute values XLIFF files repeat on every unit, as string literals.
///
/// A literal is immortal: handing it out costs no allocation and no reference counting, and comparing it with the
/// consumer's literals is a comparison of bits. Building a fresh `String` for each of the hundreds of thousands of
/// values in a 32-language import was a quarter of the XML reader's time.
enum XMLVocabulary {
    /// The literal spelled by `bytes[range]`, if it is one of the vocabulary's; nil otherwise.
    @inline(__always)
    static func interned(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
        guard !range.isEmpty, let base = bytes.baseAddress,
            let index = values.lookup(base + range.lowerBound, count: range.count, available: bytes.count - range.lowerBound)
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

/// A short list of ASCII words, found by their bytes packed into two 64-bit integers: a lookup hashes and compares
/// integers, never strings, and reads the bytes with a few loads instead of one at a time.
final class XMLWords: @unchecked Sendable {
    /// One slot of the open-addressing table: a word's packed bytes, its length, and its index in the list given.
    private struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = 0
        var index = -1
    }

    /// A power of two above twice the number of words, so probes are short.
    private let mask: Int
    /// Written once in `init`, only read after, and never freed (the tables are static): shared across threads safely.
    private let slots: UnsafeMutablePointer<Slot>

    /// The words; those longer than 16 bytes are never found.
    init(_ words: [String]) {
        var size = 8
        while size < 2 * words.count { size *= 2 }
        mask = size - 1
        slots = .allocate(capacity: size)
        slots.initialize(repeating: Slot(), count: size)
        for (index, word) in words.enumerated() {
            let bytes = Array(word.utf8)
            // Longer words are left out: they are never found, and are read as any other text is.
            guard !bytes.isEmpty && bytes.count <= 16 else { continue }
            let (low, high) = bytes.withUnsafeBufferPointer { Self.pack($0.baseAddress!, count: $0.count, available: $0.count) }
            var slot = Self.hash(low, high, bytes.count) & mask
            while slots[slot].index >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Slot(low: low, high: high, count: bytes.count, index: index)
        }
    }

    /// The words of the XML names `XMLName.known` lists, in that order.
    private static let names = XMLWords(XMLName.known.map(\.description))

    /// The index in `XMLName.known` of the name spelled by `count` bytes at `start` (`available` of them readable);
    /// nil for any other name.
    @inline(__always)
    static func lookup(_ start: UnsafePointer<UInt8>, count: Int, available: Int) -> Int? {
        names.lookup(start, count: count, available: available)
    }

    /// The index of the word spelled by `count` bytes at `start`, of which `available` (at least `count`) can be
    /// read; nil for any other text.
    @inline(__always)
    func lookup(_ start: UnsafePointer<UInt8>, count: Int, available: Int) -> Int? {
        guard count > 0 && count <= 16 else { return nil }
        let (low, high) = Self.pack(start, count: count, available: available)
        var slot = Self.hash(low, high, count) & mask
        while true {
            let candidate = slots[slot]
            if candidate.index < 0 { return nil }
            if candidate.low == low && candidate.high == high && candidate.count == count { return candidate.index }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private static func hash(_ low: UInt64, _ high: UInt64, _ count: Int) -> Int {
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 40)
    }

    /// The `count` (at most 16) bytes at `start` as two little-endian integers, zero-padded; `available` bytes (at
    /// least `count`) can be read from `start`.
    @inline(__always)
    static func pack(_ start: UnsafePointer<UInt8>, count: Int, available: Int) -> (UInt64, UInt64) {
        let raw = UnsafeRawPointer(start)
        if available >= 16 {
            // Two whole loads, masked to the word, instead of a walk over its last bytes.
            let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            let low = count >= 8 ? first : first & ((1 << UInt64(count &* 8)) &- 1)
            let high = count >= 16 ? second : count <= 8 ? 0 : second & ((1 << UInt64((count &- 8) &* 8)) &- 1)
            return (low, high)
        }
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
