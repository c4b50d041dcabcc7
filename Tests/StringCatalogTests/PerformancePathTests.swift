import Foundation
import Testing

@testable import Diagnostics
@testable import JSONCore
@testable import StringCatalog

// Behaviour of the paths added for speed and memory: compact locations, parallel decoding, streamed reporters.

/// A catalog of `count` keys `k0`…, each with an English and a German unit; `broken` keys get a number as value.
private func largeCatalog(keys count: Int, broken: Set<Int> = []) -> String {
    let entries = (0..<count).map { index in
        let german = broken.contains(index) ? "42" : "\"Wert \(index)\""
        return """
            "k\(index)" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : \(german) } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Value \(index)" } } } }
            """
    }
    return "{ \"sourceLanguage\" : \"en\", \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n}, \"version\" : \"1.0\" }"
}

@Test func sourceLocationsCompareAndHashByFileLineAndColumn() {
    var moved = CatalogSourceLocation(file: "b.xcstrings", line: 3, column: 7)
    #expect(moved == CatalogSourceLocation(file: "b.xcstrings", line: 3, column: 7))
    #expect(moved != CatalogSourceLocation(file: "a.xcstrings", line: 3, column: 7))
    #expect(CatalogSourceLocation(file: "a.xcstrings", line: 9, column: 9) < moved)
    #expect(CatalogSourceLocation(file: "b.xcstrings", line: 3, column: 6) < moved)
    #expect(Set([moved, CatalogSourceLocation(file: "b.xcstrings", line: 3, column: 7)]).count == 1)
    moved.file = "c.xcstrings"
    moved.line = 0
    moved.column = 0
    #expect(moved.description == "c.xcstrings:0:0")
    #expect(moved.file == "c.xcstrings" && moved.line == 0 && moved.column == 0)
}

@Test func largeCatalogsDecodeInFileOrderWithLocations() throws {
    let count = CatalogDecoder.chunkSize * 3 + 5
    let catalog = try CatalogText.read(largeCatalog(keys: count)).catalog
    #expect(catalog.entries.map(\.key) == (0..<count).map { "k\($0)" })
    let last = catalog.entries[count - 1]
    #expect(last.location == CatalogSourceLocation(file: "test.xcstrings", line: 2 + 3 * (count - 1), column: 1))
    #expect(last.localization("de")?.content.stringUnit?.value == "Wert \(count - 1)")
}

@Test func largeCatalogsReportTheFirstBadEntryInFileOrder() throws {
    // The bad entries fall into different parallel chunks; the error must be the one a sequential read meets first.
    let chunk = CatalogDecoder.chunkSize
    let error = try #require(CatalogText.readError(largeCatalog(keys: chunk * 4, broken: [chunk * 3 + 1, chunk + 2])))
    #expect(error.kind == .unexpectedShape)
    #expect(error.location.line == 3 + 3 * (chunk + 2))
    #expect(error.message.contains("\"value\" must be a string"))
}

@Test func streamedJSONMatchesTheRenderedTree() {
    let tree = JSONValue.object([
        JSONMember(key: "empty object", value: .object([])),
        JSONMember(key: "empty array", value: .array([])),
        JSONMember(
            key: "items", value: .array([.string("a\"b"), .number("2"), .null, .object([JSONMember(key: "x", value: .bool(true))])])),
    ])
    var out = JSONStreamWriter()
    out.beginObject()
    out.key("empty object")
    out.beginObject()
    out.end()
    out.key("empty array")
    out.beginArray()
    out.end()
    out.key("items")
    out.beginArray()
    out.string("a\"b")
    out.number(2)
    out.string(nil)
    out.value(.object([JSONMember(key: "x", value: .bool(true))]))
    out.end()
    out.end()
    var written: [UInt8] = []
    var output = ReportOutput { written += $0 }
    output.finish(&out, endingWithNewline: true)
    #expect(String(decoding: written, as: UTF8.self) == JSONOutput.render(tree) + "\n")
}

/// Every reporter whose output grows with the findings (`markdown` lists only the first ones: see below; `github`
/// writes only what GitHub shows, `summary` one line per rule and locale).
@Test(arguments: ReporterRegistry.names.filter { !["markdown", "github", "summary"].contains($0) })
func reportersHandOverBigReportsInPiecesThatAddUpToTheWholeOutput(reporter name: String) throws {
    let reporter = try #require(ReporterRegistry.named(name))
    let findings = (1...3000).map { line in
        Finding(
            ruleID: "format-mismatch", severity: .error, message: "The translation has %@ where the source has %lld (\(line)).",
            hint: "Use the source's specifiers.", location: SourceLocation(file: "big.xcstrings", line: line, column: 7),
            key: "key \(line)", locale: "de")
    }
    let report = CheckReport(
        files: [.init(path: "big.xcstrings", findings: findings)], rules: RuleDescription.all, toolVersion: "1", icuVersion: "72.1",
        cldrVersion: "42.0")
    var pieces: [[UInt8]] = []
    var output = ReportOutput { pieces.append($0) }
    reporter.write(report, colour: false, to: &output)
    output.flush()
    // Several pieces, none holding more than a slice of findings, and together exactly the rendered text.
    let whole = reporter.render(report, colour: false)
    #expect(pieces.count > 3)
    #expect(pieces.allSatisfy { $0.count < whole.utf8.count / 3 })
    #expect(String(decoding: pieces.joined(), as: UTF8.self) == whole)
}

/// The Markdown report is for a pull-request comment (at most 65,536 characters) or a job summary: 3,000 findings
/// still give a page of counts and the first 50 findings.
@Test func markdownReportStaysWithinAPullRequestCommentForBigReports() throws {
    let reporter = try #require(ReporterRegistry.named("markdown"))
    let findings = (1...3000).map { line in
        Finding(
            ruleID: "format-mismatch", severity: .error, message: "The translation has %@ where the source has %lld (\(line)).",
            hint: "Use the source's specifiers.", location: SourceLocation(file: "big.xcstrings", line: line, column: 7),
            key: "key \(line)", locale: "de")
    }
    let report = CheckReport(
        files: [.init(path: "big.xcstrings", findings: findings)], rules: RuleDescription.all, toolVersion: "1", icuVersion: "72.1",
        cldrVersion: "42.0")
    let text = reporter.render(report, colour: false)
    #expect(text.count < 65_536)
    #expect(text.contains("### The first 50 of 3000 findings"))
    #expect(text.contains("| de | 3000 | 0 | 0 |"))
}
