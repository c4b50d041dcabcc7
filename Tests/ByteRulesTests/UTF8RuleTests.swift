import ByteRules
import Testing

/// The one UTF-8 rule against the standard library's decoder: same verdict on every short sequence and on random
/// byte strings.
@Suite struct UTF8RuleTests {
    private func rule(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { UTF8Rule.firstInvalid(in: $0) == nil }
    }

    private func reference(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }

    @Test func everyOneAndTwoByteStringGetsTheStandardLibrarysVerdict() {
        for first in 0...255 {
            #expect(rule([UInt8(first)]) == reference([UInt8(first)]), "\(first)")
            for second in 0...255 {
                let bytes = [UInt8(first), UInt8(second)]
                if rule(bytes) != reference(bytes) { Issue.record("differs on \(bytes)") }
            }
        }
    }

    /// Every lead byte with every second byte and the continuation boundaries after it, where overlong forms,
    /// surrogates and scalars above U+10FFFF are decided.
    @Test func everyLeadAndSecondByteOfLongerSequencesGetsTheStandardLibrarysVerdict() {
        let edges: [UInt8] = [0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xFF]
        for lead in 0xC0...0xFF {
            for second in 0...255 {
                for third in edges {
                    for tail in third == 0x41 ? [[], [third]] : [[third], [third, 0x80], [third, 0x41]] {
                        let bytes = [UInt8(lead), UInt8(second)] + tail
                        if rule(bytes) != reference(bytes) { Issue.record("differs on \(bytes)") }
                    }
                }
            }
        }
    }

    @Test func randomByteStringsGetTheStandardLibrarysVerdictAndTheFirstBadOffset() {
        var state: UInt64 = 0x5DEE_CE66_D1CE_4E5B
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        // Mostly valid text with an occasional wrong byte, so that sequences of every length are met.
        let pieces: [[UInt8]] = [
            [0x41], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xED, 0x9F, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF],
        ]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<(1 + Int(next() % 10)) {
                if next() % 6 == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: next()))
                } else {
                    bytes += pieces[Int(next() % UInt64(pieces.count))]
                }
            }
            #expect(rule(bytes) == reference(bytes), "\(bytes)")
            // The first bad offset: the longest valid prefix ends there.
            if let bad = bytes.withUnsafeBufferPointer({ UTF8Rule.firstInvalid(in: $0) }) {
                #expect(reference(Array(bytes[..<bad])))
            }
        }
    }

    @Test func scalarsDecodeAsTheStandardLibraryDecodesThem() {
        for text in ["A", "é", "€", "😀", "\u{10FFFF}", "\u{D7FF}", "\u{E000}"] {
            let bytes = Array(text.utf8)
            let scalar = bytes.withUnsafeBufferPointer { buffer in
                UTF8Rule.scalar(buffer.baseAddress!, at: 0, length: UTF8Rule.sequenceLength(buffer.baseAddress!, at: 0, end: buffer.count))
            }
            #expect(scalar == text.unicodeScalars.first!.value)
        }
    }
}
