import Foundation
import TestSupport
import Testing
import TimerSimulation

@testable import Diagnostics
@testable import JSONCore
@testable import StringCatalog

// The stream reader must give exactly what the whole-file tree reader gives, wherever its window cuts the input.

/// What reading gave: the catalog and warnings, or the error.
private struct ReadOutcome: Equatable, CustomStringConvertible {
    var catalog: StringCatalog?
    var warnings: [Finding] = []
    var error: JSONReadError?

    init(_ read: () throws(JSONReadError) -> CatalogReadResult) {
        do {
            let result = try read()
            catalog = result.catalog
            warnings = result.warnings
        } catch {
            self.error = error
        }
    }

    var description: String {
        if let error { return "error: \(error)" }
        return "catalog with \(catalog?.entries.count ?? 0) entries, warnings \(warnings.map(\.ruleID))"
    }
}

private let name = "stream.xcstrings"

/// The whole-file path: a tree of the complete input, then decoding (what `catalog fmt` validates with).
private func treeRead(_ bytes: [UInt8]) -> ReadOutcome {
    ReadOutcome { () throws(JSONReadError) in try CatalogReader.decode(try JSONDocument.parse(bytes, file: name)) }
}

private func memoryRead(_ bytes: [UInt8]) -> ReadOutcome {
    ReadOutcome { () throws(JSONReadError) in try CatalogReader.read(bytes: bytes, file: name) }
}

/// Streams `bytes` from a file, `blockSize` bytes per read.
private func fileRead(_ bytes: [UInt8], blockSize: Int) throws -> ReadOutcome {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).xcstrings")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return ReadOutcome { () throws(JSONReadError) in try CatalogReader.read(contentsOf: url, name: name, blockSize: blockSize) }
}

private let awkwardCatalogs: [String: String] = [
    "members in an unusual order, unknown fields, escapes and non-ASCII keys": """
    {"zeta":{"n":[1,-2.5e3,true,false,null]},"strings":{"caf\\u00e9 \\"%@\\"":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"カフェ\\n%@"}}}},"ünï":{"comment":"\\ud83d\\ude00 \\/","extractionState":"manual","shouldTranslate":false},"":{}},"version":"1.1","sourceLanguage":"en"}
    """,
    "CRLF line ends and tabs":
        "{\r\n\t\"sourceLanguage\" : \"de\",\r\n\t\"strings\" : {\r\n\t\t\"Stop\" : {\r\n\t\t\t\"localizations\" : {\r\n\t\t\t\t\"fr\" "
        + ": { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"Arrêt\" } }\r\n\t\t\t}\r\n\t\t}\r\n\t},\r\n\t\"version\" : \"1.0\"\r\n}\r\n  \r\n",
    "no entries and no version": #"{"sourceLanguage":"en","strings":{}}"#,
    "a strings member that is not an object": #"{"sourceLanguage":"en","strings":[1,2],"version":"1.0"}"#,
    "an entry that is not an object": #"{"sourceLanguage":"en","strings":{"a":"b"},"version":"1.0"}"#,
    "a top-level array": #"[{"sourceLanguage":"en"}]"#,
    // A scalar member value ends without a closing byte: a window ending inside it must not cut it short.
    "entries and fields that are long numbers or literals":
        #"{"sourceLanguage":"en","zeta":-1234567890.12345e+67,"omega":true,"strings":{"a":123456789012345678901234567890},"version":"1.0"}"#,
    "only whitespace": "  \n\t ",
    "a byte-order mark": "\u{FEFF}{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{}},\"version\":\"1.0\"}\n",
]

@Test(arguments: [1, 2, 3, 7, 61, 4096])
func streamingWithAnyBlockSizeGivesWhatTheWholeFileReaderGives(blockSize: Int) throws {
    var inputs = awkwardCatalogs.sorted { $0.key < $1.key }.map { (label: $0.key, bytes: Array($0.value.utf8)) }
    inputs.append(("AllFields.xcstrings", try Fixtures.bytes("AllFields.xcstrings")))
    for sample in ["Localizable.xcstrings", "StoreListing.xcstrings"] {
        let url = Repository.path("Catalogs/\(sample)")
        inputs.append((sample, Array(try Data(contentsOf: url))))
    }
    for input in inputs {
        let expected = treeRead(input.bytes)
        #expect(try fileRead(input.bytes, blockSize: blockSize) == expected, "\(input.label): \(expected)")
        #expect(memoryRead(input.bytes) == expected, "\(input.label): \(expected)")
    }
}

@Test func damagedCatalogsGiveTheSameErrorWhereverTheWindowCutsThem() throws {
    let original = try Fixtures.bytes("AllFields.xcstrings")
    var random = SeededRandom(seed: 7)
    var errors = 0
    for _ in 0..<300 {
        var bytes = original
        let position = random.next(bytes.count)
        switch random.next(4) {
        case 0: bytes[position] = UInt8(random.next(256))
        case 1: bytes.removeSubrange(position..<min(bytes.count, position + 1 + random.next(40)))
        case 2:
            bytes.insert(
                contentsOf: [0xC3, UInt8(ascii: "\\"), UInt8(ascii: "{"), UInt8(ascii: "\"")].prefix(1 + random.next(4)), at: position)
        default: bytes.removeSubrange(position..<bytes.count)
        }
        let inMemory = memoryRead(bytes)
        let blockSize = 1 + random.next(9)
        let streamed = try fileRead(bytes, blockSize: blockSize)
        #expect(streamed == inMemory, "damage at byte \(position): streamed \(streamed), in memory \(inMemory)")
        let blocks = ReadOutcome { () throws(JSONReadError) in try CatalogReader.read(bytes: bytes, file: name, blockSize: blockSize) }
        #expect(blocks == inMemory, "damage at byte \(position): in blocks \(blocks), whole \(inMemory)")
        // Readable exactly when the whole-file reader can read it, and then the very same catalog.
        let whole = treeRead(bytes)
        #expect((inMemory.error == nil) == (whole.error == nil), "damage at byte \(position): \(inMemory) versus \(whole)")
        if inMemory.error == nil { #expect(inMemory == whole) }
        if inMemory.error != nil { errors += 1 }
    }
    #expect(errors > 100)
}

@Test func theFirstProblemInFileOrderIsReportedEvenWhenALaterOneIsASyntaxError() {
    // Entry "a" decodes wrongly (a number where a string must be); entry "c" is not JSON at all.
    let text = #"{"sourceLanguage":"en","strings":{"a":{"comment":5},"b":{},"c":{"comment":}},"version":"1.0"}"#
    let error = CatalogText.readError(text)
    #expect(error?.kind == .unexpectedShape)
    #expect(error?.location == CatalogSourceLocation(file: "test.xcstrings", line: 1, column: 50))
    #expect(error?.message == "\"comment\" must be a string, found the number 5")
}

@Test func aKeyRepeatedUnderStringsIsADuplicateAtItsSecondPlace() {
    let text = "{\"sourceLanguage\":\"en\",\"strings\":{\n\"a\":{},\n\"b\":{},\n\"a\":{}},\"version\":\"1.0\"}"
    let error = CatalogText.readError(text)
    #expect(error?.kind == .duplicateKey("a"))
    #expect(error?.location == CatalogSourceLocation(file: "test.xcstrings", line: 4, column: 1))
    #expect(error?.message.contains("first at line 2, column 1") == true)
}

@Test func keysThatDifferOnlyInUnicodeNormalisationAreNotDuplicates() throws {
    // "é" precomposed and decomposed are equal Swift strings but different keys to Xcode (and to JSON).
    let text = "{\"sourceLanguage\":\"en\",\"strings\":{\"caf\u{E9}\":{},\"cafe\u{301}\":{}},\"version\":\"1.0\"}"
    let catalog = try CatalogText.read(text).catalog
    #expect(catalog.entries.count == 2)
}

@Test(.requiresCorpus) func corpusCatalogsStreamToWhatTheWholeFileReaderGives() throws {
    for file in Corpus.xcstringsFiles() {
        let bytes = Array(try Data(contentsOf: file))
        let expected = treeRead(bytes)
        #expect(expected.error == nil, "\(file.lastPathComponent): \(expected)")
        // An odd block size cuts entries, strings and UTF-8 sequences at arbitrary places.
        #expect(try fileRead(bytes, blockSize: 4093) == expected, "\(file.lastPathComponent)")
    }
}
