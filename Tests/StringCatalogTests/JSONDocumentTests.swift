import Foundation
import Testing

@testable import JSONCore
@testable import StringCatalog

private func parse(_ text: String) throws(JSONReadError) -> JSONDocument {
    try JSONDocument.parse(Array(text.utf8), file: "t.json")
}

private func parseError(_ text: String) -> JSONReadError? {
    do {
        _ = try parse(text)
        return nil
    } catch {
        return error
    }
}

@Test func theTreeKeepsMemberOrderKindsAndPositions() throws {
    let document = try parse("{\n  \"b\" : [1, -0.5e+3, true, false, null],\n  \"a\" : {\"ключ\" : \"значение\", \"x\" : \"y\"}\n}")
    let members = document.members(document.root)
    #expect(members.map { document.string($0.key) } == ["b", "a"])
    let array = document.elements(members[0].value)
    #expect(array.map { document.kind($0) } == [.number, .number, .true, .false, .null])
    #expect(document.numberText(array[1]) == "-0.5e+3")
    #expect(document.location(array[1]) == CatalogSourceLocation(file: "t.json", line: 2, column: 13))
    let inner = document.members(members[1].value)
    // "x" follows a Cyrillic key and value: columns count scalars, not bytes.
    #expect(document.location(inner[1].key) == CatalogSourceLocation(file: "t.json", line: 3, column: 31))
    #expect(document.member(members[1].value, named: "ключ").flatMap { document.string($0.value) } == "значение")
    #expect(document.count(members[1].value) == 2)
    #expect(document.value(document.root)["a"]?["x"] == .string("y"))
}

@Test func numbersFollowTheJSONGrammar() throws {
    for valid in ["0", "-0", "12", "1.5", "1e9", "1E-2", "-0.0e+0"] {
        #expect(parseError("[\(valid)]") == nil, "\(valid)")
    }
    for invalid in ["01", "1.", ".5", "-", "1e", "+1", "0x10"] {
        #expect(parseError("[\(invalid)]")?.kind == .invalidJSON, "\(invalid)")
    }
}

@Test func literalsMustBeComplete() throws {
    #expect(parseError("[tru")?.kind == .truncated)
    #expect(parseError("[trux]")?.kind == .invalidJSON)
    #expect(parseError("[nul]")?.message == "unexpected ']'; expected 'null'")
}

@Test func escapedStringsDecodeToTheirText() throws {
    let document = try parse(#"["a\"b\\c\/d\n\u00e9\ud83e\udd96"]"#)
    #expect(document.string(document.elements(document.root)[0]) == "a\"b\\c/d\n\u{E9}🦖")
}

@Test func aNewlineAfterTheLastValueCountsAsTheFinalNewline() throws {
    #expect(try parse("{}").endsWithNewline == false)
    #expect(try parse("{}\n").endsWithNewline == true)
    // Trailing blanks are not kept; a newline anywhere after the last value is.
    #expect(try parse("{}\n  ").endsWithNewline == true)
    #expect(try parse("{} ").endsWithNewline == false)
    #expect(try parse("{} \n").endsWithNewline == true)
}

@Test func aLoneLowSurrogateOrShortUnicodeEscapeIsRejected() throws {
    #expect(parseError(#"["\udc00"]"#)?.message.contains("lone low surrogate") == true)
    #expect(parseError(#"["\u12G4"]"#)?.message == "a \\u escape needs four hex digits, found 'G'")
    #expect(parseError(#"["\ud83d\u0041"]"#)?.message.contains("not a low surrogate") == true)
}

/// D12: a file whose first byte cannot start what is read stops after its head (the parser then reports that byte),
/// and a file over the caller's limit is refused before it is read.
@Test func aFileThatCannotBeWhatIsReadStopsEarly() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let zeros = folder.appendingPathComponent("zeros.xcstrings")
    try Data(count: 1 << 20).write(to: zeros)
    let head = try FileBytes.read(zeros, expecting: .jsonObject)
    #expect(head.count == FileBytes.headSize)
    #expect(throws: JSONReadError.self) { try JSONDocument.parse(head, file: "zeros.xcstrings") }
    #expect(try FileBytes.read(zeros).count == 1 << 20)

    let catalog = folder.appendingPathComponent("big.xcstrings")
    try Data(("\n  {\"strings\":{},\"x\":\"" + String(repeating: "a", count: 200_000) + "\"}").utf8).write(to: catalog)
    #expect(try FileBytes.read(catalog, expecting: .jsonObject).count == 200_024)

    let error = #expect(throws: JSONReadError.self) {
        try FileBytes.read(catalog, name: "big.xcstrings", expecting: .init(limit: 1000, firstByte: UInt8(ascii: "{")))
    }
    #expect(
        error?.description.contains("it holds 200024 bytes, more than the 1000 such a file may have") == true,
        "\(String(describing: error))")
}

/// D12: the streaming catalog reader (`catalog check`) refuses a file that cannot start a catalog from its head, with
/// the error at its first byte, without reading the rest.
@Test func theStreamingReaderRefusesAWrongFirstByteFromTheHead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stream-head-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let zeros = folder.appendingPathComponent("zeros.xcstrings")
    try Data(count: 1 << 20).write(to: zeros)
    let descriptor = open(zeros.path, O_RDONLY)
    defer { close(descriptor) }
    #expect(FileBytes.wrongHead(of: descriptor, expecting: UInt8(ascii: "{"))?.count == FileBytes.headSize)
    let error = #expect(throws: JSONReadError.self) { try CatalogReader.read(contentsOf: zeros, name: "zeros.xcstrings") }
    #expect(error?.description.hasPrefix("zeros.xcstrings:1:1:") == true, "\(String(describing: error))")
}
