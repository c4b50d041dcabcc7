import Foundation
import TestSupport
import Testing

/// A plural whose `other` case holds another plural, `depth` levels deep, in `en` and `de`: a few kilobytes that
/// would expand to 2^depth units if a command filled in every level's plural categories.
private func pluralBomb(depth: Int) -> String {
    func nested(_ level: Int) -> String {
        level == 0
            ? #"{"stringUnit":{"state":"translated","value":"%lld"}}"#
            : #"{"variations":{"plural":{"other":\#(nested(level - 1))}}}"#
    }
    return #"{"sourceLanguage":"en","strings":{"K":{"localizations":{"de":\#(nested(depth)),"en":\#(nested(depth))}}},"version":"1.0"}"#
}

private let emptyGermanXLIFF = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="Bomb.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <body>
        </body>
      </file>
    </xliff>

    """

@Suite struct CatalogBombTests {
    /// Nested plurals double the units at every depth; pseudo, export and import refuse them as `check` does, at
    /// once, with the check's message and place, and write nothing.
    @Test func commandsThatExpandPluralsRefuseNestedPluralsWithTheChecksMessage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bomb-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(pluralBomb(depth: 40).utf8).write(to: folder.appendingPathComponent("Bomb.xcstrings"))
        try Data(emptyGermanXLIFF.utf8).write(to: folder.appendingPathComponent("de.xliff"))

        let check = try ToolProcess.run(["catalog", "check", "Bomb.xcstrings"], in: folder)
        #expect(check.status == 1, "\(check.stderr)")
        let finding = try #require(check.stdout.split(separator: "\n").first { $0.contains("[variation-unsupported]") })
        // `Bomb.xcstrings:1:N: error: MESSAGE [variation-unsupported]`
        let place = try #require(finding.split(separator: " ").first).dropLast()
        let message = try #require(finding.range(of: "error: ").map { finding[$0.upperBound...] })
        #expect(message.contains("is varied by plural inside a plural case"))

        for arguments in [
            ["catalog", "pseudo", "Bomb.xcstrings", "--style", "accented", "--out", "pseudo.xcstrings"],
            ["catalog", "export", "Bomb.xcstrings", "--xliff", "--out", "out", "--locale", "de"],
            ["catalog", "import", "de.xliff", "--into", "Bomb.xcstrings"],
        ] {
            let result = try ToolProcess.run(arguments, in: folder)
            #expect(result.status == 2, "\(arguments[1]): \(result.stderr)")
            #expect(result.stderr.hasPrefix("error: \(place): \(message);"), "\(arguments[1]): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pseudo.xcstrings").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
