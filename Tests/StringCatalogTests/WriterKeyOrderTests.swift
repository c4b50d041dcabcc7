import Foundation
import ICU
import TestSupport
import Testing
import TimerSimulation

@testable import JSONCore
@testable import StringCatalog

// The canonical writer looks short keys up by their bytes packed into an integer and long or escaped ones by hash;
// whichever way a key is found, objects must come out in `Collator.precedes` order.

@Test func keysFoundEveryWayAreWrittenInCollationOrder() throws {
    var random = SeededRandom(seed: 5)
    var keys: [String] = []
    // More distinct short keys than the packed table takes, so later ones go the hashed way.
    for index in 0..<700 { keys.append("k\(index)") }
    keys += ["", "a", "B", "é", "Ж", "中文", "😀", "\u{00C5}", "A\u{030A}", "zh-Hant", "zh-HK", "eightchr", "ninechars", "a longer key"]
    keys += (0..<50).map { "long key number \($0) with text" }
    var shuffled = keys
    for index in shuffled.indices.reversed() { shuffled.swapAt(index, random.next(index + 1)) }
    // Some keys written with \u escapes (the unescaped lookup), the same text as a raw key would have.
    let members = shuffled.enumerated().map { position, key in
        let written =
            position % 5 == 0 && key.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0 != "\"" && $0 != "\\" })
            ? key.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined() : key
        return "\"\(written)\":\(position)"
    }
    let document = try JSONDocument.parse(Array("{\(members.joined(separator: ","))}".utf8), file: "t.json")
    let written = try JSONDocument.parse(try CatalogWriter.write(document), file: "t.json")
    let order = written.members(written.root).map { written.string($0.key) ?? "" }
    #expect(order == (try Collator.rootNumeric().sorted(keys)))
    // Nested objects share the writer's caches with their parents and siblings.
    let nested = try JSONDocument.parse(
        Array("{\"b\":{\"value\":1,\"state\":2},\"a\":{\"state\":3,\"value\":4},\"c\":{\"zz\":{\"y\":1,\"x\":2}}}".utf8), file: "t.json")
    #expect(
        String(decoding: try CatalogWriter.write(nested), as: UTF8.self)
            == "{\n  \"a\" : {\n    \"state\" : 3,\n    \"value\" : 4\n  },\n  \"b\" : {\n    \"state\" : 2,\n    \"value\" : 1\n  },\n"
            + "  \"c\" : {\n    \"zz\" : {\n      \"x\" : 2,\n      \"y\" : 1\n    }\n  }\n}")
}
