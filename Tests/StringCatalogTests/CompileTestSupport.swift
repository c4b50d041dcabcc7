import Foundation
import StringCatalog
import TestSupport

@testable import CatalogCompile

/// Compiles catalogs for the compile tests: the shared fixture, or inline `.xcstrings` text.
enum CompileTestSupport {
    static let fixtureURL = Fixtures.url("Compile/Localizable.xcstrings")

    static func fixture() throws -> StringCatalog {
        try CatalogReader.read(contentsOf: fixtureURL).catalog
    }

    /// A catalog from inline JSON text, named `file` in locations (its base name is the table).
    static func catalog(_ json: String, file: String = "Localizable.xcstrings") throws -> StringCatalog {
        try CatalogReader.read(bytes: Array(json.utf8), file: file).catalog
    }

    /// Compiles with the named formats; files keyed by relative path.
    static func compile(_ catalogs: [StringCatalog], formats: [String]) -> (files: [String: [UInt8]], compilation: CatalogCompilation) {
        let compilation = CatalogCompilation.compile(catalogs, with: formats.map { CompilerRegistry.named($0)! })
        return (Dictionary(uniqueKeysWithValues: compilation.files.map { ($0.relativePath, $0.contents) }), compilation)
    }

    static func text(_ bytes: [UInt8]?) -> String { String(decoding: bytes ?? [], as: UTF8.self) }

    /// Parses a property list (XML or old-style text) with Foundation.
    static func plist(_ bytes: [UInt8]?) throws -> [String: Any] {
        let value = try PropertyListSerialization.propertyList(from: Data(bytes ?? []), options: [], format: nil)
        return value as? [String: Any] ?? [:]
    }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
