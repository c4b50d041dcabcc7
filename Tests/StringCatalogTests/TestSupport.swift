import Foundation

@testable import JSONCore
@testable import StringCatalog

/// Paths and helpers shared by the catalog tests.
enum TestSupport {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    static let repositoryRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    /// The shared corpus of real catalogs (`../shared/corpus/xcstrings`); absent on some machines.
    static let corpus = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/xcstrings")

    static func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

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

/// A 64-bit LCG, so damage and other random choices in tests are the same on every run.
struct SeededRandom {
    var state: UInt64

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
