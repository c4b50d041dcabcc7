import ByteRules
import Testing

/// Each lane test against its byte rule, for every byte value in every lane (the other lanes holding bytes that do
/// and do not match, so that borrows between lanes are met).
@Suite struct ByteLanesTests {
    /// Words with `byte` in lane `lane` and `filler` in the others.
    private func word(_ byte: UInt8, in lane: Int, filler: UInt8) -> UInt64 {
        var value = UInt64(filler) &* ByteLanes.ones
        value &= ~(UInt64(0xFF) << (8 * UInt64(lane)))
        return value | UInt64(byte) << (8 * UInt64(lane))
    }

    private func bytes(of word: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) } }

    /// The lowest lane the mask marks, as `firstLane` reads it, or nil for an empty mask.
    private func first(_ mask: UInt64) -> Int? { mask == 0 ? nil : ByteLanes.firstLane(mask) }

    @Test func equalityAndBelowFindTheFirstMatchingLaneForEveryByte() {
        for target in [UInt8(0x00), 0x22, 0x25, 0x3C, 0x5C, 0x80, 0xD9, 0xEF, 0xFF] {
            for filler in [UInt8(0x00), 0x20, 0x41, target, 0x80, 0xFF] {
                for lane in 0..<8 {
                    for value in 0...255 {
                        let word = word(UInt8(value), in: lane, filler: filler)
                        let lanes = bytes(of: word)
                        #expect(first(ByteLanes.equalLanes(word, target)) == lanes.firstIndex(of: target))
                        #expect(ByteLanes.contains(word, target) == lanes.contains(target))
                        let bound = max(1, target & 0x7F)
                        #expect(first(ByteLanes.lanesBelow(word, bound)) == lanes.firstIndex { $0 < bound })
                        #expect(ByteLanes.containsByteBelow(word, bound) == lanes.contains { $0 < bound })
                    }
                }
            }
        }
    }

    @Test func exactLaneTestsMarkExactlyTheMatchingLanes() {
        for filler in [UInt8(0x00), 0x41, 0x80, 0xBF, 0xC3, 0xFF] {
            for lane in 0..<8 {
                for value in 0...255 {
                    let word = word(UInt8(value), in: lane, filler: filler)
                    let lanes = bytes(of: word)
                    func marked(_ mask: UInt64) -> [Bool] { (0..<8).map { mask >> (8 * UInt64($0) + 7) & 1 == 1 } }
                    #expect(marked(ByteLanes.nonASCIILanes(word)) == lanes.map { $0 >= 0x80 })
                    #expect(marked(ByteLanes.continuationLanes(word)) == lanes.map { $0 & 0xC0 == 0x80 })
                    for bound in [UInt64(1), 0x20, 0x2D, 0x41, 0x5B, 0x7B, 0x80] {
                        #expect(marked(ByteLanes.lowBitsAtLeast(word, bound)) == lanes.map { UInt64($0 & 0x7F) >= bound })
                    }
                }
            }
        }
    }

    @Test func loadReadsTheFirstByteIntoTheLowestLaneAtAnyAlignment() {
        let bytes: [UInt8] = Array(0..<24)
        bytes.withUnsafeBytes { raw in
            for offset in 0...16 {
                #expect(self.bytes(of: ByteLanes.load(raw.baseAddress!, at: offset)) == Array(bytes[offset..<(offset + 8)]))
            }
        }
    }
}
