import CatalogExchange
import Foundation
import StringCatalog
import TestSupport
import Testing

/// Export then import without edits gives back every corpus catalog byte for byte.
@Suite(.requiresCorpus) struct RoundTripTests {
    static let catalogs = XLIFFCorpus.allCatalogs()

    @Test(arguments: catalogs)
    func exportThenImportWithoutEditsChangesNoByte(catalogURL: URL) throws {
        let name = catalogURL.lastPathComponent
        let original = Array(try Data(contentsOf: catalogURL))
        let catalog = try CatalogReader.read(bytes: original, file: name).catalog
        let exporter = XLIFFExporter(sources: [.init(catalog: catalog, original: name)], toolVersion: testToolVersion)
        var documents: [XLIFFDocument] = []
        var exportedUnits = 0
        for language in exporter.languages {
            let (bytes, count) = try exporter.document(for: language)
            exportedUnits += count
            documents.append(try XLIFFDocument.parse(bytes, path: "\(language).xliff"))
        }
        // One corpus catalog has no keys: its export has no units, and importing it changes nothing either.
        #expect((exportedUnits > 0) == !catalog.entries.isEmpty)
        let plan = XLIFFImporter(catalog: catalog).plan(documents)
        #expect(plan.errors.isEmpty, "\(plan.errors.prefix(3))")
        #expect(plan.changes.isEmpty, "\(plan.changes.prefix(3))")
        #expect((plan.unchanged > 0) == !catalog.entries.isEmpty)
        // The catalog the import would write is the input's bytes (for files already in Xcode's layout, which
        // `catalog fmt --check` accepts; the others get exactly fmt's bytes).
        let formatted = try CatalogFormatter.format(bytes: original, file: name)
        #expect(try CatalogWriter.write(plan.catalog) == formatted.bytes)
        if !formatted.changed { #expect(try CatalogWriter.write(plan.catalog) == original) }
    }

    /// Editing one target and importing changes that one value; importing the unedited export then restores the
    /// original bytes (so the writer path, not only the no-change shortcut, is lossless).
    @Test func anEditRoundTripsThroughTheWriter() throws {
        let original = try XLIFFCorpus.bytes(XLIFFCorpus.cakerCatalog)
        let catalog = try CatalogReader.read(bytes: original, file: "Localizable.xcstrings").catalog
        let exporter = XLIFFExporter(sources: [.init(catalog: catalog, original: "Localizable.xcstrings")], toolVersion: testToolVersion)
        let export = String(decoding: try exporter.document(for: "fr").bytes, as: UTF8.self)
        let from = #"<target state="translated">A propos de Caker</target>"#
        #expect(export.contains(from), "the French export has no unit '\(from)'")
        let edited = export.replacingOccurrences(of: from, with: #"<target state="translated">À propos de Caker</target>"#)
        let first = XLIFFImporter(catalog: catalog).plan([try XLIFFDocument.parse(Array(edited.utf8), path: "fr.xliff")])
        #expect(first.errors.isEmpty)
        #expect(first.changes.map(\.newValue) == ["À propos de Caker"])
        let changedBytes = try CatalogWriter.write(first.catalog)
        #expect(changedBytes.count != original.count, "the edit changed no byte")
        let changedText = String(decoding: changedBytes, as: UTF8.self)
        let expectedText = String(decoding: original, as: UTF8.self).replacingOccurrences(
            of: "\"A propos de Caker\"", with: "\"À propos de Caker\"")
        #expect(changedText == expectedText, "the import changed more than the one value")
        let second = XLIFFImporter(catalog: first.catalog).plan([try XLIFFDocument.parse(Array(export.utf8), path: "fr.xliff")])
        #expect(second.changes.count == 1)
        #expect(try CatalogWriter.write(second.catalog) == original, "the catalog did not come back byte for byte")
    }

    /// The file another tool rewrote (attributes reordered, `<target>` after `<note>`, `translate="no"` dropped,
    /// `state="final"`) imports without errors.
    @Test func aFileRewrittenByAnotherToolImports() throws {
        let catalog = try XLIFFCorpus.catalog(XLIFFCorpus.cakerCatalog, as: "Resources/Localizable.xcstrings")
        let document = try XLIFFCorpus.document(XLIFFCorpus.cakerEdited)
        let plan = XLIFFImporter(catalog: catalog, original: "../Resources/Localizable.xcstrings").plan([document])
        #expect(plan.errors.isEmpty, "\(plan.errors.prefix(3))")
        #expect(plan.unchanged + plan.changes.count + plan.skipped.count > 200)
    }
}
