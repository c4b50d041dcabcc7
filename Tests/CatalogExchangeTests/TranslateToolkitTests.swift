import CatalogExchange
import Foundation
import StringCatalog
import TestSupport
import Testing

/// A real XLIFF client reads every exported file: translate-toolkit's XLIFF store loads each one and finds the
/// same units with the same sources, targets and states, and its `pofilter` runs its checks over them.
@Suite(.requiresCorpus, .requiresPython(modules: "translate.storage.xliff"))
struct TranslateToolkitTests {
    /// Loads each file given and prints one JSON line per unit: id, source, target, state.
    private static let loader = """
        import json, sys
        from translate.storage import xliff
        for path in sys.argv[1:]:
            with open(path, 'rb') as handle:
                store = xliff.xlifffile(handle)
            for unit in store.units:
                if unit.isheader():
                    continue
                target = unit.xmlelement.find('{urn:oasis:names:tc:xliff:document:1.2}target')
                print(json.dumps([path, unit.xmlelement.get('id'), unit.source, unit.target if target is not None else None,
                                  target.get('state') if target is not None else None], ensure_ascii=False))
        """

    @Test func translateToolkitLoadsEveryExportedFileWithTheSameUnits() throws {
        try withScratchFolder { folder in
            var expected: [String] = []
            var paths: [String] = []
            // translate-toolkit takes seconds per thousand units: the catalogs under 400 kB, every language of each.
            let catalogs = XLIFFCorpus.allCatalogs().filter { ((try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) < 400_000 }
            #expect(catalogs.count >= 8)
            for catalogURL in catalogs {
                let name = catalogURL.lastPathComponent
                let catalog = try CatalogReader.read(contentsOf: catalogURL, name: name).catalog
                let exporter = XLIFFExporter(sources: [.init(catalog: catalog, original: name)], toolVersion: testToolVersion)
                let out = folder.appendingPathComponent(name).path
                for file in try exporter.write(languages: exporter.languages, to: out, xcloc: false) {
                    paths.append(file.path)
                    let document = try XLIFFDocument.read(path: file.path)
                    for unit in document.files.flatMap(\.units) {
                        let row: [Any] = [
                            file.path, unit.id, unit.source, unit.target.map { $0 as Any } ?? NSNull(),
                            unit.target == nil ? NSNull() : (unit.state.state.map { $0 as Any } ?? NSNull()),
                        ]
                        expected.append(
                            String(
                                decoding: try JSONSerialization.data(withJSONObject: row, options: [.withoutEscapingSlashes]), as: UTF8.self
                            ))
                    }
                }
            }
            #expect(paths.count > 20)
            let result = try Python.run(Self.loader, arguments: paths)
            #expect(result.status == 0, "\(result.stderr)")
            let seen = result.stdout.split(separator: "\n").map { line -> String in
                let value = try! JSONSerialization.jsonObject(with: Data(line.utf8))
                return String(
                    decoding: try! JSONSerialization.data(withJSONObject: value, options: [.withoutEscapingSlashes]), as: UTF8.self)
            }
            #expect(seen.count == expected.count)
            let missing = Set(expected).subtracting(seen), extra = Set(seen).subtracting(expected)
            #expect(missing.isEmpty && extra.isEmpty, "translate-toolkit lacks \(missing.prefix(3)) and has \(extra.prefix(3))")
        }
    }

    /// Runs pofilter over a file and prints "id: check" for each check that flags a unit.
    private static let pofilterFindings = """
        import subprocess, sys, xml.etree.ElementTree as ET
        source, report = sys.argv[1], sys.argv[2]
        subprocess.run([sys.executable, '-c', 'import sys; from translate.filters import pofilter; sys.argv = ["pofilter"] + sys.argv[1:]; pofilter.main()',
                        '--progress=none', '-i', source, '-o', report], check=True)
        # pofilter writes its report in the XLIFF 1.1 namespace: match local names.
        for unit in ET.parse(report).getroot().iter():
            if not unit.tag.endswith('}trans-unit'):
                continue
            for note in unit:
                if note.tag.endswith('}note') and note.get('from') == 'pofilter':
                    print(unit.get('id') + ': ' + note.text.split(':')[0])
        """

    /// pofilter runs its checks over the export and flags exactly what it flags in Xcode's own export of the
    /// same catalog (the same units, for the same checks).
    @Test(.requiresPython(modules: "translate.filters.pofilter"))
    func pofilterFlagsWhatItFlagsInXcodesExport() throws {
        try withScratchFolder { folder in
            let catalog = try XLIFFCorpus.catalog(XLIFFCorpus.matrixCatalog)
            let exporter = XLIFFExporter(
                sources: [.init(catalog: catalog, original: "Localizable.xcstrings")], toolVersion: testToolVersion)
            let file = try #require(try exporter.write(languages: ["fr"], to: folder.path, xcloc: false).first)
            let ours = try Python.run(Self.pofilterFindings, arguments: [file.path, folder.appendingPathComponent("ours.xliff").path])
            let xcode = try Python.run(
                Self.pofilterFindings,
                arguments: [XLIFFCorpus.url(XLIFFCorpus.matrixXLIFF).path, folder.appendingPathComponent("xcode.xliff").path])
            #expect(ours.status == 0, "\(ours.stderr)")
            #expect(xcode.status == 0, "\(xcode.stderr)")
            #expect(ours.stdout.contains("inline_text: "))
            #expect(ours.stdout == xcode.stdout)
        }
    }
}
