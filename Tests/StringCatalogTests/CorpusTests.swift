import Foundation
import TestSupport
import Testing

@testable import JSONCore
@testable import StringCatalog

@Test(.requiresCorpus) func everyCorpusCatalogReadsWithoutWarningsAndKeepsItsKeyCount() throws {
    let files = Corpus.xcstringsFiles()
    // Key counts from the corpus MANIFEST.md.
    let expectedKeys = [
        "Dimillian__IceCubesApp__Localizable.xcstrings": 733, "duckduckgo__apple-browsers__Localizable.xcstrings": 1243,
        "ejbills__DockDoor__Localizable.xcstrings": 840, "coteditor__CotEditor__Document.xcstrings": 190,
        "coteditor__CotEditor__Main.xcstrings": 243, "Whisky-App__Whisky__Localizable.xcstrings": 152,
        "MrKai77__Loop__Localizable.xcstrings": 337, "XcodesOrg__XcodesApp__Localizable.xcstrings": 204,
        "paulgessinger__swift-paperless__App.xcstrings": 272, "Ranchero-Software__NetNewsWire__Localizable.xcstrings": 391,
        "Lakr233__FlowDown__Localizable.xcstrings": 517, "stonerl__Thaw__Localizable.xcstrings": 229,
        "paulgessinger__swift-paperless__MainInterface.xcstrings": 0,
    ]
    for file in files {
        let result = try CatalogReader.read(contentsOf: file)
        #expect(result.warnings.isEmpty, "\(file.lastPathComponent)")
        if let keys = expectedKeys[file.lastPathComponent] {
            #expect(result.catalog.entries.count == keys, "\(file.lastPathComponent)")
        }
    }
}

/// Files MANIFEST.md marks as hand-edited out of Xcode's key order.
let handEditedCorpusFiles: Set<String> = ["coteditor__CotEditor__Document.xcstrings", "paulgessinger__swift-paperless__App.xcstrings"]

@Test(.requiresCorpus) func everyXcodeWrittenCorpusCatalogRoundTripsByteForByte() throws {
    let files = Corpus.xcstringsFiles()
    var checked = 0
    for file in files where !handEditedCorpusFiles.contains(file.lastPathComponent) {
        let original = Array(try Data(contentsOf: file))
        let document = try JSONDocument.parse(original, file: file.lastPathComponent)
        let written = try CatalogWriter.write(document)
        #expect(written == original, "\(file.lastPathComponent) differs at byte \(firstDifference(written, original))")
        checked += 1
    }
    #expect(checked == files.count - handEditedCorpusFiles.intersection(files.map(\.lastPathComponent)).count)
}

@Test(.requiresCorpus) func handEditedCorpusCatalogsAreOnlyReorderedAndFormattingIsIdempotent() throws {
    let files = Corpus.xcstringsFiles()
    for file in files where handEditedCorpusFiles.contains(file.lastPathComponent) {
        let original = Array(try Data(contentsOf: file))
        let document = try JSONDocument.parse(original, file: file.lastPathComponent)
        let written = try CatalogWriter.write(document)
        #expect(written != original, "\(file.lastPathComponent) was expected to be out of Xcode's order")
        #expect(written.count == original.count, "reordering keeps every byte")
        let reparsed = try JSONDocument.parse(written, file: "written")
        #expect(sortedMembers(reparsed.value(reparsed.root)) == sortedMembers(document.value(document.root)))
        #expect(try CatalogWriter.write(reparsed) == written)
    }
}

@Test(.requiresCorpus) func theTypedModelWritesTheSameBytesAsTheTreeForTheCorpus() throws {
    let files = Corpus.xcstringsFiles()
    for file in files {
        let result = try CatalogReader.read(contentsOf: file)
        let fromModel = try CatalogWriter.write(result.catalog)
        let fromTree = try CatalogWriter.write(try JSONDocument.parse(contentsOf: file))
        #expect(fromModel == fromTree, "\(file.lastPathComponent) differs at byte \(firstDifference(fromModel, fromTree))")
    }
}

/// The value with every object's members sorted by key bytes, so two values compare equal when only order differs.
func sortedMembers(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let members):
        .object(
            members.map { JSONMember(key: $0.key, value: sortedMembers($0.value)) }.sorted {
                Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8))
            })
    case .array(let elements): .array(elements.map(sortedMembers))
    default: value
    }
}

func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
    zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
}
