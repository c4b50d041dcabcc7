import Foundation
import Testing
@testable import StringCatalog

/// The corpus files, or nil (with a printed notice) when `../shared/corpus` is absent.
func corpusFiles() -> [URL]? {
    let files = (try? FileManager.default.contentsOfDirectory(at: TestSupport.corpus, includingPropertiesForKeys: nil))?
        .filter { $0.pathExtension == "xcstrings" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    guard let files, !files.isEmpty else {
        print("notice: corpus folder \(TestSupport.corpus.path) is absent; skipping the corpus tests")
        return nil
    }
    return files
}

@Test func everyCorpusCatalogReadsWithoutWarningsAndKeepsItsKeyCount() throws {
    guard let files = corpusFiles() else { return }
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
