import CatalogRuntime
import Foundation
import StringCatalog
import TestSupport

@testable import CatalogCompile

/// The compile fixture, compiled to JSON bundles in memory and loaded, once per test process.
enum RuntimeFixture {
    static let catalogURL = Repository.path("Tests/StringCatalogTests/Fixtures/Compile/Localizable.xcstrings")

    /// The fixture's bundles, one per locale.
    static func bundles() throws -> [CatalogBundle] {
        let catalog = try CatalogReader.read(contentsOf: catalogURL).catalog
        let compilation = CatalogCompilation.compile([catalog], with: [CompilerRegistry.named("json")!])
        let bundles = try compilation.files.map { try CatalogBundle(bytes: $0.contents, file: $0.relativePath) }
        for bundle in bundles { try bundle.validate() }
        return bundles
    }

    static func catalog() throws -> LocalizedCatalog {
        try LocalizedCatalog(bundles: bundles())
    }
}
