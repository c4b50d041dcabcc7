import CatalogExchange
import Foundation
import StringCatalog
import TestSupport

/// The corpus's XLIFF and catalog files (`../shared/corpus/xliff/files`).
enum XLIFFCorpus {
    static func url(_ name: String) -> URL { Corpus.xliff.appendingPathComponent("files").appendingPathComponent(name) }
    static func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: url(name))) }
    static func catalog(_ name: String, as displayName: String? = nil) throws -> StringCatalog {
        try CatalogReader.read(contentsOf: url(name), name: displayName ?? name).catalog
    }
    static func document(_ name: String) throws -> XLIFFDocument { try XLIFFDocument.parse(bytes(name), path: name) }

    static let matrixXLIFF = "Murzav__xcstrings-mcp__30e69ac__tests__fixtures__apple_xcode27__positive__catalog-matrix__exported.xliff"
    static let matrixCatalog = "Murzav__xcstrings-mcp__30e69ac__tests__fixtures__apple_xcode27__positive__catalog-matrix__source.xcstrings"
    static let awakeGerman = "newmarcel__KeepingYouAwake__ef34f99__Localizations__KeepingYouAwake__de.xcloc__Localized_Contents__de.xliff"
    static let awakeLocalizable = "newmarcel__KeepingYouAwake__ef34f99__KeepingYouAwake__Localizable.xcstrings"
    static let awakeSettings = "newmarcel__KeepingYouAwake__ef34f99__KeepingYouAwake__Settings__KYASettings.xcstrings"
    static let cakerFrench = "Fred78290__caker__f9a7095__Localizations__fr.xcloc__Localized_Contents__fr.xliff"
    static let cakerEnglish = "Fred78290__caker__f9a7095__Localizations__en.xcloc__Localized_Contents__en.xliff"
    static let cakerEdited = "Fred78290__caker__4adb8cf__Localizations__fr.xcloc__Localized_Contents__fr.xliff"
    static let cakerCatalog = "Fred78290__caker__f9a7095__Resources__Localizable.xcstrings"
    static let malformedVietnamese = "newmarcel__KeepingYouAwake__ecff129__Localizations__KeepingYouAwake__vi.xcloc__vi.xliff"

    /// Every catalog the corpus has: the ten app catalogs and the ones exported in the XLIFF pairs.
    static func allCatalogs() -> [URL] {
        let pairs = [matrixCatalog, awakeLocalizable, awakeSettings, cakerCatalog].map(url)
        return Corpus.xcstringsFiles() + pairs
    }
}

/// The tool version the tests export with (the CLI passes `ToolInfo.version`).
let testToolVersion = "0.1.0-test"

/// A unit as both sides can be compared: everything the trans-unit says.
struct ComparableUnit: Equatable, CustomStringConvertible {
    var id: String
    var source: String
    var target: String?
    var state: String?
    var qualifier: String?
    var translatable: Bool
    var note: String?
    var noteFrom: String?

    init(_ unit: XLIFFDocument.Unit) {
        id = unit.id
        source = unit.source
        target = unit.target
        state = unit.target == nil ? nil : unit.state.state
        qualifier = unit.state.qualifier
        translatable = unit.translatable
        note = unit.note
        noteFrom = unit.noteFrom
    }

    var description: String {
        "\(id.debugDescription) source=\(source.debugDescription) target=\(target.debugDescription) state=\(state ?? "-")"
            + " qualifier=\(qualifier ?? "-") translate=\(translatable) note=\(note.debugDescription) from=\(noteFrom ?? "-")"
    }
}

/// The units of the `<file>` named `original` in a document.
func units(of document: XLIFFDocument, original: String) -> [ComparableUnit] {
    document.files.filter { $0.original == original }.flatMap(\.units).map(ComparableUnit.init)
}

/// A scratch folder for one test, removed afterwards.
func withScratchFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xliff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}
