import Foundation
import TestSupport
import Testing

@testable import JSONCore
@testable import StringCatalog

/// `CatalogWriter.write(_:editing:changed:)`: an edited model written over the document it was read from.
@Suite struct CatalogEditingWriterTests {
    private static let file = "Edit.xcstrings"

    private static func read(_ text: String) throws -> (JSONDocument, StringCatalog) {
        let document = try JSONDocument.parse(Array(text.utf8), file: file)
        return (document, try CatalogReader.decode(document).catalog)
    }

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The first string unit's value of `entry`, replaced.
    private static func setFirstValue(_ value: String, of entry: inout CatalogEntry) {
        for index in entry.localizations.indices where entry.localizations[index].content.stringUnit != nil {
            entry.localizations[index].content.stringUnit!.value = value
            return
        }
    }

    private static let source = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Kept" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Behalten" } }
              },
              "shouldTranslate" : true
            },
            "Edited" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } }
              }
            }
          },
          "version" : "1.0"
        }

        """

    @Test func unchangedEntriesAreWrittenAsTheFileHasThemAndChangedOnesFromTheModel() throws {
        var (document, catalog) = try Self.read(Self.source)
        let edited = catalog.entries.firstIndex { $0.key == "Edited" }!
        Self.setFirstValue("Neu", of: &catalog.entries[edited])
        let written = Self.text(try CatalogWriter.write(catalog, editing: document, changed: [Array("Edited".utf8)]))
        // The model writes `shouldTranslate` only when false; the untouched entry keeps the file's `true`.
        #expect(written.contains("\"shouldTranslate\" : true"))
        #expect(written.contains("\"value\" : \"Neu\""))
        #expect(!written.contains("\"Alt\""))
        (document, catalog) = try Self.read(written)
        #expect(catalog.entries.map(\.key).sorted() == ["Edited", "Kept"])
    }

    @Test func withNothingChangedTheResultIsTheFormattedFile() throws {
        let (document, catalog) = try Self.read(Self.source)
        #expect(try CatalogWriter.write(catalog, editing: document, changed: []) == CatalogWriter.write(document))
    }

    @Test func entriesTheFileLacksAreEncodedAndEntriesTheModelLacksAreLeftOut() throws {
        var (document, catalog) = try Self.read(Self.source)
        catalog.entries.removeAll { $0.key == "Kept" }
        catalog.entries.append(CatalogEntry(key: "Added", location: catalog.entries[0].location, comment: "new"))
        let written = Self.text(try CatalogWriter.write(catalog, editing: document, changed: []))
        (document, catalog) = try Self.read(written)
        #expect(catalog.entries.map(\.key) == ["Added", "Edited"])
        #expect(catalog.entries[0].comment == "new")
    }

    @Test func theTopLevelComesFromTheModel() throws {
        var (document, catalog) = try Self.read(Self.source)
        catalog.version = "1.1"
        let written = Self.text(try CatalogWriter.write(catalog, editing: document, changed: []))
        #expect(written.contains("\"version\" : \"1.1\""))
        (document, catalog) = try Self.read(written)
        #expect(catalog.version == "1.1")
    }

    @Test func keysThatDifferOnlyInNormalizationAreDistinctEntries() throws {
        // "é" precomposed and decomposed: equal as Swift strings, two keys in JSON.
        let text = """
            {"sourceLanguage":"en","strings":{"caf\u{E9}":{"comment":"one"},"cafe\u{301}":{"comment":"two"}},"version":"1.0"}
            """
        var (document, catalog) = try Self.read(text)
        let second = catalog.entries.firstIndex { Array($0.key.utf8) == Array("cafe\u{301}".utf8) }!
        catalog.entries[second].comment = "changed"
        let written = try CatalogWriter.write(catalog, editing: document, changed: [Array("cafe\u{301}".utf8)])
        (document, catalog) = try Self.read(Self.text(written))
        let comments = Dictionary(uniqueKeysWithValues: catalog.entries.map { (Array($0.key.utf8), $0.comment) })
        #expect(comments[Array("caf\u{E9}".utf8)] == "one")
        #expect(comments[Array("cafe\u{301}".utf8)] == "changed")
    }

    /// Every corpus catalog with one entry edited: the result reads back as the edited model, and every other entry
    /// is byte for byte what `catalog fmt` writes for it.
    @Test(.requiresCorpus, arguments: Corpus.xcstringsFileNames())
    func anEditOfACorpusCatalogChangesOnlyTheEditedEntry(_ name: String) throws {
        let bytes = try Array(Data(contentsOf: Corpus.xcstrings.appendingPathComponent(name)))
        let document = try JSONDocument.parse(bytes, file: name)
        var catalog = try CatalogReader.decode(document).catalog
        let hasUnit = { (entry: CatalogEntry) in entry.localizations.contains { $0.content.stringUnit != nil } }
        guard let edited = catalog.entries.firstIndex(where: hasUnit) else { return }
        Self.setFirstValue("(edited)", of: &catalog.entries[edited])
        let key = catalog.entries[edited].key
        let written = try CatalogWriter.write(catalog, editing: document, changed: [Array(key.utf8)])
        let reread = try CatalogReader.decode(try JSONDocument.parse(written, file: name)).catalog
        #expect(try CatalogWriter.write(reread) == CatalogWriter.write(catalog))
        // Outside the edited entry's lines, the bytes are those of the formatted file.
        let formatted = Self.text(try CatalogWriter.write(document)).split(separator: "\n", omittingEmptySubsequences: false)
        let result = Self.text(written).split(separator: "\n", omittingEmptySubsequences: false)
        let prefix = zip(formatted, result).prefix { $0 == $1 }.count
        let suffix = zip(formatted.reversed(), result.reversed()).prefix { $0 == $1 }.count
        let changedLines = result[prefix..<(result.count - suffix)]
        #expect(changedLines.contains { $0.contains("(edited)") })
        #expect(changedLines.count < 40, "only the edited entry's lines differ from catalog fmt's output")
    }
}
