import Foundation

@testable import JSONCore
@testable import StringCatalog

/// Catalogs read from inline text, for the catalog tests (fixture files, paths and the corpus are in TestSupport).
enum CatalogText {
    /// Reads `text` as a catalog named `test.xcstrings`.
    static func read(_ text: String) throws -> CatalogReadResult {
        try CatalogReader.read(bytes: Array(text.utf8), file: "test.xcstrings")
    }

    /// The error reading `bytes` throws, or nil if it reads.
    static func readError(_ bytes: [UInt8]) -> JSONReadError? {
        do {
            _ = try CatalogReader.read(bytes: bytes, file: "test.xcstrings")
            return nil
        } catch {
            return error
        }
    }

    static func readError(_ text: String) -> JSONReadError? { readError(Array(text.utf8)) }
}

/// The catalog `SourceLocation` (Swift Testing has its own type of that name).
typealias CatalogSourceLocation = SourceLocation
