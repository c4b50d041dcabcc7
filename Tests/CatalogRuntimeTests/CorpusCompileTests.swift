import CatalogRuntime
import Foundation
import StringCatalog
import TestSupport
import Testing

@testable import CatalogCompile

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Real catalogs from `../shared/corpus/xcstrings` (never copied into the repository).
@Test(.requiresCorpus) func realCatalogsCompileToPlistsFoundationReadsWellFormedAndroidXMLAndBundlesTheRuntimeValidates() throws {
    for file in Corpus.xcstringsFiles() {
        let name = file.lastPathComponent
        let catalog = try CatalogReader.read(contentsOf: file).catalog
        let compilation = CatalogCompilation.compile([catalog], with: ["apple", "json", "android"].map { CompilerRegistry.named($0)! })
        #expect(!compilation.failed, "\(name): \(compilation.findings.filter { $0.severity == .error }.prefix(3).map(\.message))")
        var bundles: [CatalogBundle] = []
        for file in compilation.files {
            if file.path.first == "apple" {
                let parsed = try? PropertyListSerialization.propertyList(from: Data(file.contents), options: [], format: nil)
                #expect(parsed is [String: Any], "\(name): \(file.relativePath) does not parse as a property list")
            } else if file.path.first == "android" {
                guard file.relativePath.hasSuffix(".xml") else { continue }
                let parser = XMLParser(data: Data(file.contents))
                #expect(parser.parse(), "\(name): \(file.relativePath) is not well-formed XML")
            } else {
                let bundle = try CatalogBundle(bytes: file.contents, file: file.relativePath)
                try bundle.validate()
                bundles.append(bundle)
            }
        }
        // Every key of the source bundle resolves in every locale without crashing, with no arguments given.
        let runtime = try LocalizedCatalog(bundles: bundles)
        let table = try #require(bundles.first?.table)
        let keys = bundles.first { $0.locale == catalog.sourceLanguage }?.keys ?? []
        for locale in runtime.locales(of: table) {
            for key in keys.prefix(50) { _ = runtime.localized(key, table: table, locale: locale, 3, 1.5, "x") }
        }
    }
}
