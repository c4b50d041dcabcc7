import CatalogExchange
import Foundation
import StringCatalog
import TestSupport
import Testing

/// Xcode 26 named arguments (`%(count)lld`) go through XLIFF as written (Xcode exports them to `.xcloc` unchanged),
/// and translate-toolkit's printf check reads them as the catalog check does: a renamed label is flagged, a
/// reordering is not.
@Suite struct NamedArgumentExchangeTests {
    static let catalogText = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%(count)lld rounds left" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Noch %(anzahl)lld Runden" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%(count)lld rounds left" } }
              }
            },
            "%(landmark)@ is contained in %(landmarkCollection)@" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%(landmarkCollection)@ enthält %(landmark)@" } }
              }
            }
          },
          "version" : "1.1"
        }

        """#

    static func catalog() throws -> StringCatalog {
        try CatalogReader.read(bytes: Array(catalogText.utf8), file: "Localizable.xcstrings").catalog
    }

    @Test func namedArgumentsSurviveExportAndImportUnchanged() throws {
        let catalog = try Self.catalog()
        let exporter = XLIFFExporter(sources: [.init(catalog: catalog, original: "Localizable.xcstrings")], toolVersion: testToolVersion)
        let bytes = try exporter.document(for: "de").bytes
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("<source>%(count)lld rounds left</source>"))
        #expect(text.contains("Noch %(anzahl)lld Runden</target>"))
        let plan = XLIFFImporter(catalog: catalog).plan([try XLIFFDocument.parse(bytes, path: "de.xliff")])
        #expect(plan.errors.isEmpty && plan.changes.isEmpty)
        #expect(try CatalogWriter.write(plan.catalog) == (try CatalogWriter.write(catalog)))
        #expect(
            plan.catalog.entries.map { $0.localization("de")?.content.stringUnit?.value } == [
                "Noch %(anzahl)lld Runden", "%(landmarkCollection)@ enthält %(landmark)@",
            ])
    }

    @Test(.requiresPython(modules: "translate.filters.pofilter"))
    func pofiltersPrintfCheckFlagsTheRenamedLabelAndNotTheReordering() throws {
        try withScratchFolder { folder in
            let exporter = XLIFFExporter(
                sources: [.init(catalog: try Self.catalog(), original: "Localizable.xcstrings")], toolVersion: testToolVersion)
            let file = try #require(try exporter.write(languages: ["de"], to: folder.path, xcloc: false).first)
            let script = """
                import sys
                from translate.storage import factory
                from translate.filters import checks
                checker = checks.StandardChecker()
                for unit in factory.getobject(sys.argv[1]).units:
                    if unit.isheader() or not unit.target:
                        continue
                    failures = checker.run_filters(unit)
                    print(unit.getid().split('\\x04')[-1] + ': ' + ('printf' if 'printf' in failures else 'ok'))
                """
            let result = try Python.run(script, arguments: [file.path])
            #expect(result.status == 0, "\(result.stderr)")
            let lines = Set(result.stdout.split(separator: "\n").map(String.init))
            #expect(lines.contains { $0.hasSuffix("%(count)lld rounds left: printf") }, "\(lines)")
            #expect(lines.contains { $0.hasSuffix("%(landmark)@ is contained in %(landmarkCollection)@: ok") }, "\(lines)")
        }
    }
}
