import CatalogExchange
import Testing

/// The XML reader's UTF-8 check (fast paths for the common two- and three-byte characters, the package's one rule
/// for the rest) against the standard library's decoder and XML 1.0's `Char` rule, on the bytes of an attribute.
@Suite struct XMLReaderUTF8Tests {
    private enum Verdict: Equatable {
        case accepted, notUTF8, notXMLCharacter
    }

    /// What reading a document with `bytes` in an attribute value says of them.
    private func reader(_ bytes: [UInt8]) -> Verdict {
        let document = Array(#"<?xml version="1.0" encoding="UTF-8"?><xliff version="1.2" x=""#.utf8) + bytes + Array(#""></xliff>"#.utf8)
        do {
            _ = try XLIFFDocument.parse(document, path: "t.xliff")
            return .accepted
        } catch {
            if error.description.contains("not UTF-8") { return .notUTF8 }
            if error.description.contains("not allowed in XML 1.0") { return .notXMLCharacter }
            // Any other complaint is about the document, not the bytes, which passed.
            return .accepted
        }
    }

    /// The plain rule, in file order as the reader reports: the standard library's decoder, scalar by scalar, then
    /// XML 1.0's characters.
    private func reference(_ bytes: [UInt8]) -> Verdict {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                let value = scalar.value
                let allowed =
                    value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
                    || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
                if !allowed { return .notXMLCharacter }
            case .emptyInput: return .accepted
            case .error: return .notUTF8
            }
        }
    }

    /// Bytes that would end the attribute or be markup are swapped for a letter: only the encoding is under test.
    private func plain(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { $0 < 0x20 || $0 == 0x22 || $0 == 0x26 || $0 == 0x3C ? 0x61 : $0 }
    }

    @Test func invalidLeadBytesF5ToFFAreRefusedLikeTheJSONParserRefusesThem() {
        for lead in 0xF5...0xFF {
            #expect(reader([UInt8(lead), 0x80, 0x80]) == .notUTF8, "\(lead)")
        }
    }

    @Test func everyLeadAndSecondByteGetsThePlainRulesVerdict() {
        for lead in 0x80...0xFF {
            for second in 0...255 {
                for tail in [[], [0x80], [0xBF], [0x80, 0x80], [0xBF, 0xBF], [0x41]] as [[UInt8]] {
                    let bytes = plain([UInt8(lead), UInt8(second)] + tail)
                    let got = reader(bytes), expected = reference(bytes)
                    if got != expected { Issue.record("\(bytes): \(got), expected \(expected)") }
                }
            }
        }
    }

    @Test func randomTextGetsThePlainRulesVerdict() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let pieces: [[UInt8]] = [
            Array("Starten ".utf8), Array("é".utf8), Array("日本".utf8), Array("😀".utf8), [0xEF, 0xBF, 0xBE], [0xED, 0xA0, 0x80],
        ]
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<(1 + Int(next() % 12)) {
                if next() % 5 == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: next()))
                } else {
                    bytes += pieces[Int(next() % UInt64(pieces.count))]
                }
            }
            bytes = plain(bytes)
            #expect(reader(bytes) == reference(bytes), "\(bytes)")
        }
    }
}
