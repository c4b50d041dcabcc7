import Foundation
import TestSupport
import Testing
import TimerSimulation

@testable import JSONCore

// The parser takes whole runs of multi-byte UTF-8 inside a string in one loop and leaves every sequence it does not
// take to the byte-at-a-time check; these tests hold it to that check's verdicts, byte offsets and columns.

/// Where the byte-at-a-time rule (Unicode's well-formed sequences, table 3-7) first fails for a sequence starting in
/// `bytes[from..<to]`, and whether that sequence is cut off by the end of the input rather than ill-formed.
private func firstIllFormed(_ bytes: [UInt8], from: Int, to: Int) -> (offset: Int, cutOff: Bool)? {
    var position = from
    while position < to {
        let lead = bytes[position]
        if lead < 0x80 {
            position += 1
            continue
        }
        let length: Int
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, lower) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, upper) = (3, 0x9F)
        case 0xF0: (length, lower) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, upper) = (4, 0x8F)
        default: return (position, false)
        }
        if position + length > bytes.count { return (position, true) }
        guard bytes[position + 1] >= lower && bytes[position + 1] <= upper else { return (position, false) }
        for offset in 2..<length where bytes[position + offset] & 0xC0 != 0x80 { return (position, false) }
        position += length
    }
    return nil
}

/// Pieces of string text: ASCII, each length of well-formed sequence at its range limits, and ill-formed ones.
private let pieces: [[UInt8]] = [
    Array("a".utf8), Array(" ".utf8), Array("abcdefghijk".utf8), Array("\\n".utf8), Array("\\u00e9".utf8),
    Array("é".utf8), Array("Ж".utf8), Array("中".utf8), Array("😀".utf8), Array("\u{80}".utf8), Array("\u{7FF}".utf8),
    Array("\u{800}".utf8), Array("\u{D7FF}".utf8), Array("\u{E000}".utf8), Array("\u{FFFF}".utf8), Array("\u{10000}".utf8),
    Array("\u{10FFFF}".utf8), Array("Привет, мир".utf8), Array("こんにちは".utf8),
    [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xC2], [0xC2, 0x41], [0xE0, 0x9F, 0x80], [0xE0, 0xA0], [0xED, 0xA0, 0x80],
    [0xE4, 0xB8], [0xE4, 0x41, 0x80], [0xF0, 0x8F, 0x80, 0x80], [0xF0, 0x9F, 0x98], [0xF4, 0x90, 0x80, 0x80],
    [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xFE],
]

@Test func stringTextIsJudgedAsTheByteAtATimeRuleJudgesIt() throws {
    var random = SeededRandom(seed: 11)
    let prefix = Array("{\"key\" : \"".utf8)
    var failures = 0
    for round in 0..<4000 {
        var body: [UInt8] = []
        // Mostly well-formed text, so runs get long before an ill-formed piece ends them.
        for _ in 0..<random.next(24) {
            let piece = random.next(3) == 0 ? pieces[random.next(pieces.count)] : pieces[random.next(19)]
            body += piece
        }
        var bytes = prefix + body + Array("\"}".utf8)
        // Some inputs end early, anywhere in the text (a sequence cut off by the end of the file).
        if random.next(4) == 0 { bytes.removeLast(2 + random.next(body.count + 1)) }
        let textEnd = min(bytes.count, prefix.count + body.count)
        let expected = firstIllFormed(bytes, from: prefix.count, to: textEnd)
        switch Result(catching: { () throws(JSONReadError) in try JSONDocument.parse(bytes, file: "t.json") }) {
        case .success(let document):
            #expect(expected == nil && bytes.count == prefix.count + body.count + 2, "round \(round): \(body)")
            let value = try #require(document.member(document.root, named: "key"))
            #expect(document.string(value.value) != nil)
        case .failure(let error):
            guard let expected else {
                #expect(error.kind == .truncated, "round \(round): \(body) \(error)")
                continue
            }
            failures += 1
            #expect(error.kind == .invalidUTF8(byteOffset: expected.offset), "round \(round): \(body) \(error)")
            // The column counts scalars: every byte before the bad one but continuation bytes.
            let column = bytes[0..<expected.offset].filter { $0 & 0xC0 != 0x80 }.count + 1
            #expect(error.location.line == 1 && error.location.column == column, "round \(round): \(body) \(error)")
            #expect(error.message.contains("cut off by the end of the file") == expected.cutOff, "round \(round): \(error)")
        }
    }
    // Both verdicts were exercised.
    #expect(failures > 500 && failures < 3500)
}

@Test func wellFormedStringsOfEveryScriptKeepTheirText() throws {
    for text in ["Ça va", "Привет, мир", "こんにちは世界", "😀 and 🦖", "mixed é中😀 text with \\\" escapes", "\u{10FFFF}\u{800}\u{80}"] {
        let document = try JSONDocument.parse(Array("{\"k\":\"\(text)\", \"after\":\"x\"}".utf8), file: "t.json")
        let value = try #require(document.member(document.root, named: "k"))
        #expect(document.string(value.value) == text.replacingOccurrences(of: "\\\"", with: "\""))
        let after = try #require(document.member(document.root, named: "after"))
        // The next key's column counts each scalar of the text once.
        let scalars = "{\"k\":\"\(text)\", ".unicodeScalars.count
        #expect(document.location(after.key).column == scalars + 1)
    }
}
