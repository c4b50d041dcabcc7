import Foundation
import StoreMetadata
import StringCatalog
import TestSupport
import Testing

@testable import JSONCore

private let samplePath = Repository.path("Catalogs/StoreListing.xcstrings")

@Test func sampleListingPassesEveryRuleForBothStores() throws {
    let read = try CatalogReader.read(contentsOf: samplePath)
    #expect(read.warnings.isEmpty)
    for store in StoreRegistry.all {
        let result = try MetadataGenerator(store: store, threshold: .warnings).generate(from: read.catalog)
        #expect(result.findings.isEmpty, "\(store.id.rawValue): \(result.findings.map { "\($0.location) \($0.message)" })")
        #expect(result.plan != nil)
    }
}

@Test func sampleListingHasEveryFieldOfBothStoresInAtLeastTwelveLocales() throws {
    let catalog = try CatalogReader.read(contentsOf: samplePath).catalog
    #expect(catalog.locales.count >= 12)
    for required in ["en", "de", "fr", "es", "pt-BR", "ja", "zh-Hans", "ru", "uk", "pl", "ar", "he"] {
        #expect(catalog.locales.contains(required), "\(required)")
    }
    for store in StoreRegistry.all {
        let listing = CatalogListingBuilder.build(catalog, for: store, localeMap: LocaleMap()).listing
        for locale in listing.locales {
            #expect(Set(locale.values.keys) == Set(store.fields.map(\.key)), "\(store.id.rawValue) \(locale.code)")
        }
    }
}

@Test func sampleListingIsInXcodesExactFormat() throws {
    let bytes = [UInt8](try Data(contentsOf: samplePath))
    let document = try JSONDocument.parse(bytes, file: samplePath.path)
    #expect(try CatalogWriter.write(document) == bytes)
}
