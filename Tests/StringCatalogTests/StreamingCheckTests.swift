import Foundation
import TestSupport
import Testing

@testable import CatalogCheck
@testable import Diagnostics
@testable import StringCatalog

// `catalog check` checks entries while the file is still being read; its findings must be exactly those of
// checking the finished catalog, also when the locales guessed from the first batch turn out to be incomplete.

private let rules = ICUPluralRulesProvider()
private let checker = CatalogChecker(pluralRules: rules, localeValidator: rules)

/// The findings of reading the whole catalog first and checking it afterwards (no read-ahead).
private func checkedAfterReading(_ bytes: [UInt8], file: String) throws -> [Finding] {
    let result = try CatalogReader.read(bytes: bytes, file: file)
    let warnings = result.warnings.compactMap { checker.applyConfiguration(to: $0) }
    let findings = checker.check(result.catalog)
    guard !warnings.isEmpty else { return findings }
    return (warnings + findings).sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
}

private func checkedWhileReading(_ bytes: [UInt8], file: String) throws -> [Finding] {
    guard case .checked(let findings) = CatalogInspector.inspect(bytes: bytes, file: file, with: checker) else {
        Issue.record("\(file) was unreadable")
        return []
    }
    return findings
}

/// Whether reading `bytes` with a `StreamingCheck` watching lets its read-ahead findings stand.
private func readAheadHolds(_ bytes: [UInt8]) throws -> Bool {
    let streaming = StreamingCheck(checker: checker, file: "probe.xcstrings")
    let result = try CatalogReader.read(bytes: bytes, file: "probe.xcstrings", consumer: streaming)
    return streaming.readAheadHolds(for: result.catalog)
}

/// A catalog of `keys` entries big enough for many read batches; `lateLocale` appears only in the last entry.
private func bigCatalog(keys: Int, lateLocale: String? = nil, sourceLanguageLast: Bool = false) -> [UInt8] {
    var entries: [String] = []
    for key in 0..<keys {
        var localizations = [
            CheckHarness.unit("de", "Runde %lld von %lld – \(String(repeating: "lang ", count: 40))"),
            CheckHarness.unit("fr", key % 7 == 0 ? "Manche %@" : "Manche %lld sur %lld"),
            CheckHarness.plural("uk", ["one": "%lld раунд", "other": "%lld раундів"]),
        ]
        if key == keys - 1, let lateLocale { localizations.append(CheckHarness.unit(lateLocale, "Kierros %lld / %lld")) }
        entries.append("\"Round %lld of %lld #\(key)\" : { \"localizations\" : { \(localizations.joined(separator: ", ")) } }")
    }
    let strings = "\"strings\" : {\n\(entries.joined(separator: ",\n"))\n}"
    let text =
        sourceLanguageLast
        ? "{\n\(strings),\n\"version\" : \"1.0\",\n\"sourceLanguage\" : \"en\"\n}\n"
        : "{\n\"sourceLanguage\" : \"en\",\n\(strings),\n\"version\" : \"1.0\"\n}\n"
    return Array(text.utf8)
}

@Test func readAheadFindingsEqualCheckingTheFinishedCatalog() throws {
    let bytes = bigCatalog(keys: 1500)
    #expect(bytes.count > 3 * CatalogStreamReader.batchBytes)
    #expect(try readAheadHolds(bytes))
    let findings = try checkedWhileReading(bytes, file: "big.xcstrings")
    #expect(findings == (try checkedAfterReading(bytes, file: "big.xcstrings")))
    // Every entry's French %@ / %lld mismatch and Ukrainian missing few/many are there.
    #expect(findings.filter { $0.ruleID == "format-mismatch" }.count >= 1500 / 7)
    #expect(findings.filter { $0.ruleID == "plural-missing-category" }.count >= 1500)
}

@Test func aLocaleFirstSeenInALateEntryIsMissingFromEveryEarlierOne() throws {
    let bytes = bigCatalog(keys: 1500, lateLocale: "fi")
    #expect(try !readAheadHolds(bytes))
    let findings = try checkedWhileReading(bytes, file: "late.xcstrings")
    #expect(findings == (try checkedAfterReading(bytes, file: "late.xcstrings")))
    // The guess from the first batch lacked Finnish: every other entry misses it, the first one included.
    let missingFinnish = findings.filter { $0.ruleID == "missing-translation" && $0.locale == "fi" }
    #expect(missingFinnish.count == 1499)
    #expect(missingFinnish.first?.location.line == 4)
}

@Test func aSourceLanguageAfterTheStringsStillGivesTheSameFindings() throws {
    let bytes = bigCatalog(keys: 800, sourceLanguageLast: true)
    #expect(try !readAheadHolds(bytes))
    let findings = try checkedWhileReading(bytes, file: "late-source.xcstrings")
    #expect(!findings.isEmpty)
    #expect(findings == (try checkedAfterReading(bytes, file: "late-source.xcstrings")))
}

@Test(.requiresCorpus) func corpusCatalogsCheckedWhileReadingGiveTheSameFindings() throws {
    for file in Corpus.xcstringsFiles() {
        let bytes = Array(try Data(contentsOf: file))
        #expect(
            try checkedWhileReading(bytes, file: file.path) == (try checkedAfterReading(bytes, file: file.path)),
            "\(file.lastPathComponent)")
    }
}

@Test func aCatalogFromAPipeIsCheckedWholeEvenWhenTheGuessFails() throws {
    // A pipe cannot be read a second time, which a failed guess needs: its findings must still be complete.
    let bytes = bigCatalog(keys: 1500, lateLocale: "fi")
    let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).xcstrings").path
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    let writer = Thread {
        let handle = FileHandle(forWritingAtPath: fifo)
        handle?.write(Data(bytes))
        try? handle?.close()
    }
    writer.start()
    guard case .checked(let findings) = CatalogInspector.inspect(path: fifo, with: checker) else {
        Issue.record("the pipe was unreadable")
        return
    }
    #expect(findings == (try checkedAfterReading(bytes, file: fifo)))
    #expect(findings.filter { $0.ruleID == "missing-translation" && $0.locale == "fi" }.count == 1499)
}
