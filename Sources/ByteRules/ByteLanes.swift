/// Tests on the eight bytes of a little-endian word at once (SWAR), for the scans that skip runs of ordinary bytes:
/// the JSON parser's strings, the XML reader's names, values and text, the XLIFF writer's escaping, the unit
/// builder's XML check and the format-specifier scan.
///
/// Why: most catalog text is plain ASCII, and these loops run over every byte of every file; testing eight lanes
/// with a few integer operations replaces a compare per byte (measured with the parser's and the XML reader's other
/// changes in Benchmarks/README.md: "Parser: … ASCII eight bytes at a time", and the XML reader's "checks UTF-8
/// and scans text eight bytes at a time"). Every helper is pinned lane by lane to its byte rule in ByteRulesTests.
///
/// Public and `@inlinable`, with computed constants: the callers are in other modules, and as `package` (even
/// `@inlinable` or `@_transparent`) the helpers stayed calls in the release build, a call per word in the inner
/// loops: `catalog fmt` of DockDoor 158 M → 175 M instructions, `catalog import` 177 M → 185 M (callgrind).
public enum ByteLanes {
    /// 0x01 in every lane: multiplying a byte by it repeats the byte in all eight lanes.
    @inlinable public static var ones: UInt64 { 0x0101_0101_0101_0101 }
    /// 0x80 in every lane: the bit each test leaves set in a lane that matches.
    @inlinable public static var highs: UInt64 { 0x8080_8080_8080_8080 }

    /// The eight bytes at `offset`, the first in the lowest lane, whatever their alignment.
    @inlinable @inline(__always)
    public static func load(_ base: UnsafeRawPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: (base + offset).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each lane that is `byte` (the zero-byte test). Lanes above the lowest match may be set in
    /// error (a borrow runs into the next lane), so use it for "any" and for the lowest lane only.
    @inlinable @inline(__always)
    public static func equalLanes(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let value = word ^ (ones &* UInt64(byte))
        return (value &- ones) & ~value & highs
    }

    /// Whether any byte of `word` is `byte`.
    @inlinable @inline(__always)
    public static func contains(_ word: UInt64, _ byte: UInt8) -> Bool { equalLanes(word, byte) != 0 }

    /// The high bit of each lane below `bound` (1 to 128); as with `equalLanes`, exact for the lowest lane only.
    @inlinable @inline(__always)
    public static func lanesBelow(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        (word &- ones &* UInt64(bound)) & ~word & highs
    }

    /// Whether any byte of `word` is below `bound` (1 to 128).
    @inlinable @inline(__always)
    public static func containsByteBelow(_ word: UInt64, _ bound: UInt8) -> Bool { lanesBelow(word, bound) != 0 }

    /// The high bit of each lane that is not ASCII (exact in every lane).
    @inlinable @inline(__always)
    public static func nonASCIILanes(_ word: UInt64) -> UInt64 { word & highs }

    /// The high bit of each lane that is a UTF-8 continuation byte, 10xxxxxx (exact in every lane).
    @inlinable @inline(__always)
    public static func continuationLanes(_ word: UInt64) -> UInt64 { word & ~(word << 1) & highs }

    /// The high bit of each lane whose low seven bits are at least `bound` (1 to 128), exact in every lane: the sum
    /// stays within the lane's low seven bits and so never carries into the next lane.
    @inlinable @inline(__always)
    public static func lowBitsAtLeast(_ word: UInt64, _ bound: UInt64) -> UInt64 {
        ((word & ~highs) &+ ones &* (0x80 &- bound)) & highs
    }

    /// The index (0 to 7) of the lowest lane whose high bit is set in `mask`, which must not be 0.
    @inlinable @inline(__always)
    public static func firstLane(_ mask: UInt64) -> Int { mask.trailingZeroBitCount >> 3 }
}
