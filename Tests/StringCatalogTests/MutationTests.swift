import TestSupport
import Testing
import TimerSimulation

@testable import JSONCore
@testable import StringCatalog

@Test func damagedCatalogsGiveErrorsOrCanonicalOutputNeverACrash() throws {
    let original = try Fixtures.bytes("AllFields.xcstrings")
    var random = SeededRandom(seed: 42)
    var errors = 0, readable = 0
    for _ in 0..<600 {
        var bytes = original
        for _ in 0..<(1 + random.next(3)) {
            let position = random.next(bytes.count)
            switch random.next(4) {
            case 0: bytes[position] = UInt8(random.next(256))
            case 1: bytes.removeSubrange(position..<min(bytes.count, position + 1 + random.next(40)))
            case 2:
                bytes.insert(
                    contentsOf: [UInt8(ascii: "{"), UInt8(ascii: "\""), 0xC3, UInt8(ascii: "\\")].prefix(1 + random.next(4)), at: position)
            default: bytes.removeSubrange(position..<bytes.count)
            }
            if bytes.isEmpty { bytes = [UInt8(ascii: "[")] }
        }
        do {
            let result = try CatalogReader.read(bytes: bytes, file: "mutated.xcstrings")
            readable += 1
            let written = try CatalogWriter.write(try JSONDocument.parse(bytes, file: "mutated.xcstrings"))
            let again = try CatalogReader.read(bytes: written, file: "written.xcstrings")
            #expect(try CatalogWriter.write(try JSONDocument.parse(written, file: "written.xcstrings")) == written)
            #expect(again.catalog.entries.count == result.catalog.entries.count)
        } catch let error as JSONReadError {
            errors += 1
            #expect(error.location.line >= 1 && error.location.column >= 1, "\(error)")
            #expect(!error.message.isEmpty)
        }
    }
    // Both paths were exercised.
    #expect(errors > 100)
    #expect(readable > 10)
}
