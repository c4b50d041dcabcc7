import CatalogExchange
import Foundation
import StringCatalog
import TestSupport
import Testing

/// The strict XLIFF 1.2 schema and the W3C `xml.xsd` it imports, as `Scripts/install-dependencies.sh
/// --with-test-tools` copies them from Debian's php-symfony-translation.
private let schemaFolder = Repository.path(".venv/share/xliff")
private let strictSchema = schemaFolder.appendingPathComponent("xliff-core-1.2-strict.xsd")
private let xmlSchema = schemaFolder.appendingPathComponent("xml.xsd")

/// Validates each file given against the strict schema; the schema's import of `http://www.w3.org/2001/xml.xsd`
/// is pointed at the local copy first, so nothing is fetched. Prints "path:line: message" per error.
private let validator = """
    import sys
    from lxml import etree
    strict, xml_xsd = sys.argv[1], sys.argv[2]
    with open(strict, 'rb') as handle:
        text = handle.read()
    remote = b'http://www.w3.org/2001/xml.xsd'
    assert remote in text, 'the strict schema no longer imports ' + remote.decode()
    text = text.replace(remote, ('file://' + xml_xsd).encode())
    schema = etree.XMLSchema(etree.fromstring(text, parser=etree.XMLParser(no_network=True), base_url='file://' + strict))
    failed = 0
    for path in sys.argv[3:]:
        if not schema.validate(etree.parse(path)):
            failed += 1
            for error in list(schema.error_log)[:5]:
                print(f'{path}:{error.line}: {error.message}')
    print(f'checked {len(sys.argv) - 3} files, {failed} invalid')
    sys.exit(1 if failed else 0)
    """

@Suite(
    .requiresCorpus, .requiresPython(modules: "lxml"),
    .enabled(
        if: FileManager.default.fileExists(atPath: strictSchema.path) && FileManager.default.fileExists(atPath: xmlSchema.path),
        "run Scripts/install-dependencies.sh --with-test-tools for xliff-core-1.2-strict.xsd and xml.xsd"))
struct SchemaValidationTests {
    @Test func everyExportOfTheCorpusCatalogsValidatesAgainstTheStrictXLIFF12Schema() throws {
        try withScratchFolder { folder in
            var paths: [String] = []
            let catalogs = XLIFFCorpus.allCatalogs() + [Repository.path("Catalogs/Localizable.xcstrings")]
            #expect(catalogs.count >= 10)
            for (index, catalogURL) in catalogs.enumerated() {
                let name = catalogURL.lastPathComponent
                let catalog = try CatalogReader.read(contentsOf: catalogURL, name: name).catalog
                let exporter = XLIFFExporter(sources: [.init(catalog: catalog, original: name)], toolVersion: testToolVersion)
                let out = folder.appendingPathComponent("\(index)").path
                paths += try exporter.write(languages: exporter.languages, to: out, xcloc: false).map(\.path)
            }
            #expect(paths.count > 50)
            let result = try Python.run(validator, arguments: [strictSchema.path, xmlSchema.path] + paths)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.hasSuffix("checked \(paths.count) files, 0 invalid\n"), "\(result.stdout)")
        }
    }

    /// The check can fail: Xcode's own header (`build-num`) is outside the strict schema, so the validator rejects it.
    @Test func theStrictSchemaRejectsXcodesBuildNumberAttribute() throws {
        try withScratchFolder { folder in
            let xcode = folder.appendingPathComponent("xcode.xliff")
            try Data(XLIFFCorpus.bytes(XLIFFCorpus.matrixXLIFF)).write(to: xcode)
            let result = try Python.run(validator, arguments: [strictSchema.path, xmlSchema.path, xcode.path])
            #expect(result.status == 1)
            #expect(result.stdout.contains("build-num"), "\(result.stdout)\(result.stderr)")
        }
    }
}
