import Foundation
import TestSupport
import Testing

@testable import JSONCore
@testable import StringCatalog

/// Writes `text` canonically and returns the result as a String.
private func format(_ text: String) throws -> String {
    let document = try JSONDocument.parse(Array(text.utf8), file: "test.json")
    return String(decoding: try CatalogWriter.write(document), as: UTF8.self)
}

/// The keys of a one-level object after canonical writing.
private func writtenOrder(_ keys: [String]) throws -> [String] {
    let object = JSONValue.object(keys.map { JSONMember(key: $0, value: .number("1")) })
    let bytes = try CatalogWriter.write(object)
    let document = try JSONDocument.parse(bytes, file: "test.json")
    return document.members(document.root).map { document.string($0.key) ?? "" }
}

@Test func writesXcodesLayout() throws {
    let written = try format(#"{"version":"1.0","strings":{"b":{"shouldTranslate":false,"comment":"c"},"a":{}},"sourceLanguage":"en"}"#)
    #expect(
        written == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {

                },
                "b" : {
                  "comment" : "c",
                  "shouldTranslate" : false
                }
              },
              "version" : "1.0"
            }
            """)
}

@Test func writesArraysOneElementPerLineAndScalarsBare() throws {
    #expect(
        try format(#"{"values":["x","y"],"n":2,"t":true,"z":null,"e":[]}"#) == """
            {
              "e" : [

              ],
              "n" : 2,
              "t" : true,
              "values" : [
                "x",
                "y"
              ],
              "z" : null
            }
            """)
}

@Test func keyOrderIsCaseInsensitiveWithLowercaseFirstOnTies() throws {
    #expect(try writtenOrder(["zh-HK", "zh-Hant"]) == ["zh-Hant", "zh-HK"])
    #expect(try writtenOrder(["CheckNow", "CheckingSecurity"]) == ["CheckingSecurity", "CheckNow"])
    #expect(try writtenOrder(["config.winVersion", "config.winecfg"]) == ["config.winecfg", "config.winVersion"])
    #expect(try writtenOrder(["Radial Menu", "Radial menu"]) == ["Radial menu", "Radial Menu"])
    #expect(try writtenOrder(["None", "none"]) == ["none", "None"])
    #expect(try writtenOrder(["2QI-XD-7pJ.title", "2da-fK-Nkg.title"]) == ["2da-fK-Nkg.title", "2QI-XD-7pJ.title"])
}

@Test func keyOrderIsNumeric() throws {
    #expect(try writtenOrder(["10 FPS", "5 FPS"]) == ["5 FPS", "10 FPS"])
    #expect(try writtenOrder(["Locked icon message 10", "Locked icon message 9"]) == ["Locked icon message 9", "Locked icon message 10"])
}

@Test func keyOrderPutsPunctuationBeforeSymbolsBeforeDigitsBeforeLetters() throws {
    #expect(try writtenOrder(["%@ Copy", "..."]) == ["...", "%@ Copy"])
    #expect(try writtenOrder(["%@", "-%@"]) == ["-%@", "%@"])
    #expect(
        try writtenOrder(["Bookmark import failed.", "Bookmark import failed:"]) == ["Bookmark import failed:", "Bookmark import failed."])
    #expect(try writtenOrder(["Cancel", "Can’t add this feed"]) == ["Can’t add this feed", "Cancel"])
    #expect(try writtenOrder(["%1$@ (%2$@)", "%@ Settings…"]) == ["%@ Settings…", "%1$@ (%2$@)"])
    #expect(try writtenOrder(["0.0.0.0", "⚠️ Notes are deprecated."]) == ["⚠️ Notes are deprecated.", "0.0.0.0"])
    #expect(try writtenOrder(["A web browser", "🦖 Dinosaurs"]) == ["🦖 Dinosaurs", "A web browser"])
}

@Test func theEmptyKeyComesFirstAndNestedFieldsAreSorted() throws {
    #expect(try writtenOrder(["a", "", "B"]) == ["", "a", "B"])
    #expect(try writtenOrder(["zero", "other", "one", "many", "few", "two"]) == ["few", "many", "one", "other", "two", "zero"])
    #expect(
        try writtenOrder(["iphone", "other", "mac", "applewatch", "ipad", "appletv", "applevision", "ipod"])
            == ["appletv", "applevision", "applewatch", "ipad", "iphone", "ipod", "mac", "other"])
    #expect(try writtenOrder(["version", "strings", "sourceLanguage"]) == ["sourceLanguage", "strings", "version"])
}

@Test func collationTiesAreBrokenByUTF16CodeUnits() throws {
    // U+00C5 and "A" + U+030A are canonically equivalent, so ICU compares them equal; the tie-break keeps the order total.
    let precomposed = "\u{00C5}", decomposed = "A\u{030A}"
    #expect(try writtenOrder([precomposed, decomposed]) == [decomposed, precomposed])
    #expect(try writtenOrder([decomposed, precomposed]) == [decomposed, precomposed])
}

@Test func escapesOnlyWhatXcodeEscapes() throws {
    // Input uses every escape form; output uses Xcode's: \/ and \u00e9 and \u2028 become raw, \u001F stays lowercase \u001f.
    let input = #"{"k":"q\" b\\ s\/ t\t n\n r\r b\b f\f e\u00E9 c\u001F ls\u2028 emoji\ud83e\udd96 del"# + "\u{7F}\"}"
    let written = try format(input)
    #expect(written == "{\n  \"k\" : \"q\\\" b\\\\ s/ t\\t n\\n r\\r b\\b f\\f e\u{E9} c\\u001f ls\u{2028} emoji🦖 del\u{7F}\"\n}")
}

@Test func canonicalEscapesAreCopiedUnchanged() throws {
    let text = "{\n  \"k\" : \"T\\u0018ìm \\\"x\\\" a/b\"\n}"
    #expect(try format(text) == text)
}

@Test func theFinalNewlineIsKeptAsFound() throws {
    let without = "{\n  \"a\" : 1\n}"
    #expect(try format(without) == without)
    #expect(try format(without + "\n") == without + "\n")
    // New catalogs get none, as Xcode writes.
    #expect(try CatalogWriter.write(JSONValue.object([])) == Array("{\n\n}".utf8))
}

@Test func theEmptyCatalogIsWrittenAsXcodeDoes() throws {
    let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n"
    let result = try CatalogText.read(text)
    #expect(String(decoding: try CatalogWriter.write(result.catalog), as: UTF8.self) == text)
}

@Test func unknownFieldsAreWrittenBackInCollationOrder() throws {
    let input = """
        {"zeta":1,"sourceLanguage":"en","strings":{"a":{"Later":"x","comment":"c","localizations":{"de":{"stringUnit":{"value":"A","state":"translated","reviewer":"kim"}}}}},"version":"1.0","alpha":[true]}
        """
    let result = try CatalogText.read(input)
    let expected = """
        {
          "alpha" : [
            true
          ],
          "sourceLanguage" : "en",
          "strings" : {
            "a" : {
              "comment" : "c",
              "Later" : "x",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "reviewer" : "kim",
                    "state" : "translated",
                    "value" : "A"
                  }
                }
              }
            }
          },
          "version" : "1.0",
          "zeta" : 1
        }
        """
    // Both ways of writing keep the unknown fields: the lossless tree (`catalog fmt`) and the typed model.
    #expect(
        String(decoding: try CatalogWriter.write(try JSONDocument.parse(Array(input.utf8), file: "t.xcstrings")), as: UTF8.self) == expected
    )
    #expect(String(decoding: try CatalogWriter.write(result.catalog), as: UTF8.self) == expected)
    #expect(String(decoding: try CatalogWriter.write(result.catalog), as: UTF8.self) == expected)
}

@Test func writingIsIdempotentOnTheFixture() throws {
    let original = try Fixtures.bytes("AllFields.xcstrings")
    let once = try CatalogWriter.write(try JSONDocument.parse(original, file: "a"))
    #expect(once == original)
    #expect(try CatalogWriter.write(try JSONDocument.parse(once, file: "b")) == once)
}

@Test func anEditedModelIsWrittenWithItsChanges() throws {
    var catalog = try CatalogReader.read(bytes: try Fixtures.bytes("AllFields.xcstrings"), file: "a").catalog
    catalog.entries.append(CatalogEntry(key: "Added", location: CatalogSourceLocation(file: "a", line: 0, column: 0), comment: "new"))
    let written = String(decoding: try CatalogWriter.write(catalog), as: UTF8.self)
    #expect(written.contains("    \"Added\" : {\n      \"comment\" : \"new\"\n    },\n    \"Round %lld of %lld\""))
}

@Test func aBuiltValueThatIsNotJSONIsAnErrorNotACrash() throws {
    #expect(throws: JSONReadError.self) { _ = try CatalogWriter.write(JSONValue.object([JSONMember(key: "n", value: .number("1,5"))])) }
    var deep = JSONValue.array([])
    for _ in 0..<600 { deep = .array([deep]) }
    do {
        _ = try CatalogWriter.write(deep)
        Issue.record("600 levels were written")
    } catch let error as JSONReadError {
        #expect(error.kind == .nestingTooDeep)
    }
}
