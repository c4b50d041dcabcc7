/// Tests on the eight bytes of a little-endian word at once (SWAR), for the scans that skip runs of ordinary bytes:
/// the XML reader's names, values and text, the XLIFF writer's escaping and the unit builder's XML check.
enum ByteLanes {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte of `word` is `byte`.
    @inline(__always)
    static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let value = word ^ (ones &* UInt64(byte))
        return (value &- ones) & ~value & highs != 0
    }

    /// Whether any byte of `word` is below `bound` (1 to 128).
    @inline(__always)
    static func containsByteBelow(_ word: UInt64, _ bound: UInt8) -> Bool {
        (word &- ones &* UInt64(bound)) & ~word & highs != 0
    }
}
