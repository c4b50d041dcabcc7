import CatalogExchange
import Foundation
import StringCatalog
import TestSupport
import Testing

/// The export against the files Xcode wrote from the same catalogs (the corpus's XLIFF pairs).
@Suite(.requiresCorpus) struct XcodeExportMatchTests {
    /// Exports `catalogs` (name in corpus, `original` as Xcode names it) for `language` and compares every
    /// trans-unit with Xcode's file, one for one and in order.
    private func expectSameUnits(
        _ catalogs: [(file: String, original: String)], language: String, xcode xliff: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let sources = try catalogs.map { XLIFFExporter.Source(catalog: try XLIFFCorpus.catalog($0.file), original: $0.original) }
        let ours = try XLIFFDocument.parse(
            XLIFFExporter(sources: sources, toolVersion: testToolVersion).document(for: language).bytes, path: "ours.xliff")
        let theirs = try XLIFFCorpus.document(xliff)
        for (_, original) in catalogs {
            let expected = units(of: theirs, original: original), actual = units(of: ours, original: original)
            #expect(!expected.isEmpty, "Xcode's file has no <file original=\"\(original)\">", sourceLocation: sourceLocation)
            #expect(
                actual.count == expected.count, "\(original): \(actual.count) units, Xcode \(expected.count)",
                sourceLocation: sourceLocation)
            for (ours, xcode) in zip(actual, expected) where ours != xcode {
                Issue.record("\(original):\n  ours:  \(ours)\n  Xcode: \(xcode)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func everyVariationKindMatchesXcode27UnitForUnit() throws {
        try expectSameUnits([(XLIFFCorpus.matrixCatalog, "Localizable.xcstrings")], language: "fr", xcode: XLIFFCorpus.matrixXLIFF)
    }

    @Test func twoAppCatalogsMatchXcode16GermanExportUnitForUnit() throws {
        try expectSameUnits(
            [
                (XLIFFCorpus.awakeLocalizable, "KeepingYouAwake/Localizable.xcstrings"),
                (XLIFFCorpus.awakeSettings, "KeepingYouAwake/Settings/KYASettings.xcstrings"),
            ], language: "de", xcode: XLIFFCorpus.awakeGerman)
    }

    @Test func untranslatableKeysMatchXcode26FrenchExportUnitForUnit() throws {
        try expectSameUnits(
            [(XLIFFCorpus.cakerCatalog, "../Resources/Localizable.xcstrings")], language: "fr", xcode: XLIFFCorpus.cakerFrench)
    }

    @Test func sourceLanguageExportMatchesXcode26UnitForUnit() throws {
        try expectSameUnits(
            [(XLIFFCorpus.cakerCatalog, "../Resources/Localizable.xcstrings")], language: "en", xcode: XLIFFCorpus.cakerEnglish)
    }

    /// Where the only difference could be layout, the bytes are Xcode's: the whole file but the tool header.
    @Test func bytesEqualXcodesButForTheToolHeader() throws {
        let catalog = try XLIFFCorpus.catalog(XLIFFCorpus.matrixCatalog)
        let ours = try XLIFFExporter(sources: [.init(catalog: catalog, original: "Localizable.xcstrings")], toolVersion: testToolVersion)
            .document(for: "fr").bytes
        let xcodeTool = #"<tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="27.0" build-num="27A266a"/>"#
        let xcode = String(decoding: try XLIFFCorpus.bytes(XLIFFCorpus.matrixXLIFF), as: UTF8.self)
        let expected = xcode.replacingOccurrences(of: xcodeTool, with: XLIFFWriter.toolHeader(version: testToolVersion))
        #expect(expected != xcode)
        #expect(String(decoding: ours, as: UTF8.self) == expected)
    }
}
