import Foundation
import Testing

@testable import JSONCore
@testable import StringCatalog

private func location(_ line: Int, _ column: Int) -> CatalogSourceLocation {
    CatalogSourceLocation(file: "test.xcstrings", line: line, column: column)
}

@Test func invalidJSONNamesTheCharacterAndWhatWasExpected() throws {
    let error = try #require(CatalogText.readError("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : x\n  }\n}"))
    #expect(error.kind == .invalidJSON)
    #expect(error.location == location(4, 11))
    #expect(error.message.contains("unexpected 'x'; expected a value"))
    #expect(error.description.hasPrefix("test.xcstrings:4:11: unexpected 'x'"))
}

@Test func aMissingCommaIsReportedWhereTheNextMemberStarts() throws {
    let error = try #require(CatalogText.readError("{\"sourceLanguage\" : \"en\"\n \"strings\" : {}}"))
    #expect(error.kind == .invalidJSON)
    #expect(error.location == location(2, 2))
    #expect(error.message == "unexpected '\"'; expected ',' or '}' after an object member")
}

@Test func truncatedInputSaysWhichObjectIsUnclosed() throws {
    let error = try #require(CatalogText.readError("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
    #expect(error.kind == .truncated)
    #expect(error.location == location(4, 1))
    #expect(error.message == "the file ends inside the object opened at line 3, column 15; expected '}'")
}

@Test func truncatedInsideAStringPointsAtTheOpeningQuote() throws {
    let error = try #require(CatalogText.readError("{\"sourceLanguage\" : \"e"))
    #expect(error.kind == .truncated)
    #expect(error.location == location(1, 21))
    #expect(error.message.hasPrefix("the file ends inside a string"))
}

@Test func anEmptyFileIsTruncated() throws {
    let error = try #require(CatalogText.readError(" \n"))
    #expect(error.kind == .truncated)
    #expect(error.message == "the file is empty or only whitespace; expected a JSON object")
}

@Test func invalidUTF8GivesTheByteOffsetAndLocation() throws {
    var bytes = Array("{\"sourceLanguage\" : \"en\",\n\"strings\" : {\"é".utf8)
    bytes.append(0xFF)
    bytes += Array("\" : {}}, \"version\" : \"1.0\"}".utf8)
    let error = try #require(CatalogText.readError(bytes))
    #expect(error.kind == .invalidUTF8(byteOffset: 42))
    // Line 2 column counts "é" as one scalar: `"strings" : {"é` is 15 scalars, so the bad byte is column 16.
    #expect(error.location == location(2, 16))
    #expect(error.message == "invalid UTF-8 (byte 0xFF) at byte offset 42; save the file as UTF-8")
}

@Test func overlongAndSurrogateUTF8AreRejected() throws {
    for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
        var bytes = Array("{\"a\":\"".utf8) + bad + Array("\"}".utf8)
        if bad.count == 2 && bad[0] == 0xE2 { bytes = Array("{\"a\":\"".utf8) + bad }
        let error = try #require(CatalogText.readError(bytes))
        #expect(error.kind == .invalidUTF8(byteOffset: 6), "\(bad)")
    }
}

@Test func duplicateKeysAreAnErrorNamingBothPlaces() throws {
    let text =
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Start\" : {},\n    \"Start\" : {}\n  },\n  \"version\" : \"1.0\"\n}"
    let error = try #require(CatalogText.readError(text))
    #expect(error.kind == .duplicateKey("Start"))
    #expect(error.location == location(5, 5))
    #expect(error.message.hasPrefix("duplicate key \"Start\" in one object (first at line 4, column 5)"))
}

@Test func duplicateKeysAreFoundInLargeObjectsAndThroughEscapes() throws {
    var members = (0..<100).map { "\"key \($0)\" : {}" }
    members.append("\"key \\u0035\" : {}")  // "key 5" spelled with an escape
    let text = "{\"sourceLanguage\" : \"en\", \"strings\" : {\(members.joined(separator: ", "))}}"
    let error = try #require(CatalogText.readError(text))
    #expect(error.kind == .duplicateKey("key 5"))
}

@Test func nestingDeeperThan512IsAnErrorNotACrash() throws {
    let deep = String(repeating: "[", count: 100_000)
    let error = try #require(CatalogText.readError(deep))
    #expect(error.kind == .nestingTooDeep)
    #expect(error.location == location(1, 513))
    #expect(error.message.hasPrefix("objects and arrays are nested more than 512 deep"))
    // 512 levels are fine as JSON (the catalog check then rejects the array).
    let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(CatalogText.readError(allowed)?.kind == .unexpectedShape)
}

@Test func aByteOrderMarkIsAcceptedWithAWarning() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"sourceLanguage\" : \"en\", \"strings\" : {}, \"version\" : \"1.0\"}".utf8)
    let result = try CatalogReader.read(bytes: bytes, file: "test.xcstrings")
    #expect(result.warnings.map(\.ruleID) == ["byte-order-mark"])
    #expect(result.warnings[0].severity == .warning)
    #expect(result.warnings[0].location == location(1, 1))
    // The writer drops it, as Xcode writes none.
    let written = try CatalogWriter.write(try JSONDocument.parse(bytes, file: "test.xcstrings"))
    #expect(Array(written.prefix(1)) == [UInt8(ascii: "{")])
}

@Test func jsonThatIsNotACatalogSaysWhatIsMissing() throws {
    let missing = try #require(CatalogText.readError("{\n  \"strings\" : {},\n  \"version\" : \"1.0\"\n}"))
    #expect(missing.kind == .unexpectedShape)
    #expect(missing.location == location(1, 1))
    #expect(missing.message.hasPrefix("missing \"sourceLanguage\" at the top level"))

    let array = try #require(CatalogText.readError("[1, 2]"))
    #expect(array.kind == .unexpectedShape)
    #expect(array.message.hasPrefix("the top-level value is an array"))

    let noStrings = try #require(CatalogText.readError("{\"sourceLanguage\" : \"en\"}"))
    #expect(noStrings.message.hasPrefix("missing \"strings\""))
}

@Test func wrongTypesNameTheFieldAndWhatWasFound() throws {
    let language = try #require(CatalogText.readError("{\"sourceLanguage\" : 5, \"strings\" : {}}"))
    #expect(language.kind == .unexpectedShape)
    #expect(language.location == location(1, 21))
    #expect(language.message == "\"sourceLanguage\" must be a string, found the number 5")

    let flag = try #require(
        CatalogText.readError("{\"sourceLanguage\" : \"en\", \"strings\" : {\"a\" : {\n  \"shouldTranslate\" : \"no\"}}}"))
    #expect(flag.location == location(2, 23))
    #expect(flag.message == "\"shouldTranslate\" must be true or false, found the string \"no\"")

    let argNum = try #require(
        CatalogText.readError(
            """
            {"sourceLanguage" : "en", "strings" : {"a" : {"localizations" : {"en" : {"substitutions" : {"n" : {"argNum" : 1.5}}}}}}}
            """))
    #expect(argNum.message == "\"argNum\" must be a whole number such as 1, found the number 1.5")

    let entry = try #require(CatalogText.readError("{\"sourceLanguage\" : \"en\", \"strings\" : {\"a\" : []}}"))
    #expect(entry.message == "the entry for key \"a\" must be an object, found an array")
}

@Test func anUnknownVersionIsAWarningAndTheCatalogStillReads() throws {
    let result = try CatalogText.read("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {},\n  \"version\" : \"2.0\"\n}")
    #expect(result.catalog.version == "2.0")
    #expect(result.warnings.map(\.ruleID) == ["unknown-version"])
    #expect(result.warnings[0].location == location(4, 15))
    #expect(result.warnings[0].message.contains("\"2.0\""))
    for known in ["1.0", "1.1", "1.2", "1.3"] {
        #expect(try CatalogText.read("{\"sourceLanguage\":\"en\",\"strings\":{},\"version\":\"\(known)\"}").warnings.isEmpty)
    }
}

@Test func badEscapesAndControlCharactersAreInvalidJSON() throws {
    let escape = try #require(CatalogText.readError("{\"a\" : \"x\\qy\"}"))
    #expect(escape.kind == .invalidJSON)
    #expect(escape.location == location(1, 10))
    #expect(escape.message.hasPrefix("'\\q' is not a JSON escape"))

    let surrogate = try #require(CatalogText.readError("{\"a\" : \"\\ud83d\"}"))
    #expect(surrogate.message.contains("lone high surrogate"))

    let control = try #require(CatalogText.readError("{\"a\" : \"line\nbreak\"}"))
    #expect(control.kind == .invalidJSON)
    #expect(control.message.hasPrefix("a control character (U+000A) inside a string"))
}

@Test func trailingContentAfterTheDocumentIsRejected() throws {
    let error = try #require(CatalogText.readError("{\"sourceLanguage\":\"en\",\"strings\":{}} {"))
    #expect(error.kind == .invalidJSON)
    #expect(error.location == location(1, 38))
    #expect(error.message == "unexpected '{'; expected the end of the file after the top-level value")
}

@Test func anUnreadableFileNamesThePath() throws {
    #expect(throws: JSONReadError.self) {
        _ = try CatalogReader.read(contentsOf: URL(fileURLWithPath: "/nonexistent/none.xcstrings"))
    }
    do {
        _ = try CatalogReader.read(contentsOf: URL(fileURLWithPath: "/nonexistent/none.xcstrings"))
    } catch {
        #expect(error.kind == .unreadableFile)
        #expect(error.description == "/nonexistent/none.xcstrings: cannot read the file: no such file or folder")
    }
}

@Test func aDeviceThatNeverEndsIsRefusedInsteadOfReadForever() {
    do {
        _ = try CatalogReader.read(contentsOf: URL(fileURLWithPath: "/dev/zero"))
        Issue.record("reading /dev/zero should fail")
    } catch {
        #expect(error.kind == .unreadableFile)
        #expect(error.description == "/dev/zero: cannot read the file: it is a device or socket, not a file")
    }
}

@Test func validationReportsTheSameProblemsAsDecodingWithoutKeepingTheModel() throws {
    let bad = try JSONDocument.parse(
        Array("{\"sourceLanguage\" : \"en\", \"strings\" : {\"a\" : {\"comment\" : 3}}}".utf8), file: "test.xcstrings")
    #expect(throws: JSONReadError(.unexpectedShape, at: location(1, 59), "\"comment\" must be a string, found the number 3")) {
        try CatalogReader.validate(bad)
    }
    let good = try JSONDocument.parse(
        Array("{\"sourceLanguage\" : \"en\", \"strings\" : {}, \"version\" : \"9\"}".utf8), file: "test.xcstrings")
    #expect(try CatalogReader.validate(good).map(\.ruleID) == ["unknown-version"])
}

@Test func validationOfChosenEntriesChecksThoseAndTheTopLevelOnly() throws {
    let text = "{\"sourceLanguage\" : \"en\", \"strings\" : {\"a\" : {}, \"b\" : {\"comment\" : 3}, \"c\" : {}}}"
    let document = try JSONDocument.parse(Array(text.utf8), file: "test.xcstrings")
    #expect(throws: JSONReadError(.unexpectedShape, at: location(1, 69), "\"comment\" must be a string, found the number 3")) {
        try CatalogReader.validate(document) { position, _ in position == 1 }
    }
    #expect(try CatalogReader.validate(document) { position, _ in position != 1 }.map(\.ruleID) == ["unknown-version"])
    let noSourceLanguage = try JSONDocument.parse(Array("{\"strings\" : {}}".utf8), file: "test.xcstrings")
    #expect(throws: JSONReadError.self) { try CatalogReader.validate(noSourceLanguage) { _, _ in false } }
}
