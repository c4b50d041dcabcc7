import Foundation
import TestSupport
import Testing

/// A scratch folder with catalogs, removed when the test ends.
private final class Scratch {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-check-e2e-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }
}

private func catalog(_ strings: String) -> String {
    "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(strings)\n  },\n  \"version\" : \"1.0\"\n}"
}

private let clean = catalog(
    """
        "Start" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Starten" } },
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Start" } } } }
    """)

private let warningOnly = catalog(
    """
        "Start" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Starten" } },
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Start" } } } }
    """)

/// A translation that reads the source's object as a number: the error String(format:) crashes on.
private let broken = catalog(
    """
        "Current Keybind: %@" : { "localizations" : {
          "da" : { "stringUnit" : { "state" : "translated", "value" : "Nuværende genvejstast: %lld" } },
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Current Keybind: %@" } } } }
    """)

@Test func cleanCatalogExitsZero() throws {
    let scratch = try Scratch()
    let path = try scratch.write("Clean.xcstrings", clean)
    let result = try ToolProcess.run(["catalog", "check", path], in: scratch.url)
    #expect(result.status == 0)
    #expect(result.stdout.contains("0 errors, 0 warnings, 0 notes in 1 catalog (plural rules from ICU "))
}

@Test func warningsPassUnlessStrict() throws {
    let scratch = try Scratch()
    try scratch.write("Review.xcstrings", warningOnly)
    let relaxed = try ToolProcess.run(["catalog", "check", "Review.xcstrings"], in: scratch.url)
    #expect(relaxed.status == 0)
    #expect(relaxed.stdout.contains("Review.xcstrings:5:69: warning: de of 'Start' needs review [needs-review]"))
    let strict = try ToolProcess.run(["catalog", "check", "--strict", "Review.xcstrings"], in: scratch.url)
    #expect(strict.status == 1)
}

@Test func errorsExitOneWithCompilerStyleLines() throws {
    let scratch = try Scratch()
    try scratch.write("Broken.xcstrings", broken)
    let result = try ToolProcess.run(["catalog", "check", "Broken.xcstrings"], in: scratch.url)
    #expect(result.status == 1)
    #expect(
        result.stdout.hasPrefix(
            "Broken.xcstrings:5:67: error: da of 'Current Keybind: %@' formats argument 1 as %lld (integer) where the source has %@ "
                + "(object) [format-mismatch]\n    hint: "))
}

@Test func unreadableCatalogExitsTwoAfterReportingTheOthers() throws {
    let scratch = try Scratch()
    try scratch.write("Broken.xcstrings", broken)
    try scratch.write("Truncated.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {")
    let result = try ToolProcess.run(["catalog", "check", "Broken.xcstrings", "Truncated.xcstrings", "Absent.xcstrings"], in: scratch.url)
    #expect(result.status == 2)
    #expect(result.stdout.contains("[format-mismatch]"))
    #expect(result.stdout.contains("Truncated.xcstrings:3:"))
    #expect(result.stdout.contains("Absent.xcstrings: error: the file cannot be read as a String Catalog"))
}

@Test func garbageInputNeverCrashes() throws {
    let scratch = try Scratch()
    var generator = SystemRandomNumberGenerator()
    var paths: [String] = []
    for index in 0..<20 {
        // Truncations and byte flips of a real catalog.
        var bytes = Array(broken.utf8)
        if index % 2 == 0 {
            bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator)))
        } else {
            for _ in 0..<3 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
        }
        let name = "g\(index).xcstrings"
        try Data(bytes).write(to: scratch.url.appendingPathComponent(name))
        paths.append(name)
    }
    let result = try ToolProcess.run(["catalog", "check", "--format", "json"] + paths, in: scratch.url)
    #expect([0, 1, 2].contains(result.status), "exit \(result.status): \(result.stderr)")
    #expect(result.stdout.contains("\"summary\""))
}

@Test func discoveredConfigurationTurnsACheckOff() throws {
    let scratch = try Scratch()
    try scratch.write("App/Resources/Broken.xcstrings", broken)
    try scratch.write(".timekeeper.json", #"{ "checks" : { "format-mismatch" : "warning" } }"#)
    let result = try ToolProcess.run(["catalog", "check", "App/Resources/Broken.xcstrings"], in: scratch.url)
    #expect(result.status == 0)
    #expect(result.stdout.contains("warning: da of 'Current Keybind: %@'"))
}

@Test func malformedConfigurationExitsTwoWithItsLocation() throws {
    let scratch = try Scratch()
    try scratch.write("Clean.xcstrings", clean)
    try scratch.write("config.json", "{\n  \"checks\" : { \"format-mismatch\" : \"loud\" }\n}")
    let result = try ToolProcess.run(["catalog", "check", "--config", "config.json", "Clean.xcstrings"], in: scratch.url)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: config.json:2:36: the setting of \"format-mismatch\" must be"))
    #expect(result.stdout.isEmpty)
}

@Test func baselineRecordsTodayAndReportsOnlyNewFindings() throws {
    let scratch = try Scratch()
    try scratch.write("Broken.xcstrings", broken)
    let record = try ToolProcess.run(
        ["catalog", "check", "--baseline", "baseline.json", "--write-baseline", "Broken.xcstrings"], in: scratch.url)
    #expect(record.status == 0)
    #expect(record.stderr.contains("Recorded 1 findings in baseline.json"))
    let same = try ToolProcess.run(["catalog", "check", "--baseline", "baseline.json", "Broken.xcstrings"], in: scratch.url)
    #expect(same.status == 0)
    #expect(same.stdout.contains("1 more in the baseline"))
    // A new defect above the old one moves its line; only the new one is reported.
    try scratch.write(
        "Broken.xcstrings",
        catalog(
            """
                "Current Version: %@" : { "localizations" : {
                  "da" : { "stringUnit" : { "state" : "translated", "value" : "Nuværende version %lld" } } } },
                "Current Keybind: %@" : { "localizations" : {
                  "da" : { "stringUnit" : { "state" : "translated", "value" : "Nuværende genvejstast: %lld" } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Current Keybind: %@" } } } }
            """))
    let grown = try ToolProcess.run(["catalog", "check", "--baseline", "baseline.json", "Broken.xcstrings"], in: scratch.url)
    #expect(grown.status == 1)
    #expect(grown.stdout.contains("'Current Version: %@'"))
    #expect(!grown.stdout.contains("'Current Keybind: %@'"))
}

@Test func reportersAreSelectable() throws {
    let scratch = try Scratch()
    try scratch.write("Broken.xcstrings", broken)
    let github = try ToolProcess.run(["catalog", "check", "--format", "github", "Broken.xcstrings"], in: scratch.url)
    #expect(github.status == 1)
    #expect(
        github.stdout.hasPrefix("::error file=Broken.xcstrings,line=5,col=67,title=format-mismatch::da of 'Current Keybind: %25@' formats"))
    let sarif = try ToolProcess.run(["catalog", "check", "--format", "sarif", "Broken.xcstrings"], in: scratch.url)
    let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
    #expect(log?["version"] as? String == "2.1.0")
    let json = try ToolProcess.run(["catalog", "check", "--format", "json", "Broken.xcstrings"], in: scratch.url)
    #expect(json.stdout.contains("\"cldrVersion\""))
}

@Test func badCommandLinesAreUsageErrors() throws {
    let scratch = try Scratch()
    try scratch.write("Clean.xcstrings", clean)
    let reporter = try ToolProcess.run(["catalog", "check", "--format", "xml", "Clean.xcstrings"], in: scratch.url)
    #expect(reporter.status == 2)
    #expect(reporter.stderr.contains("expected one of text, json, github, sarif"))
    let baseline = try ToolProcess.run(["catalog", "check", "--write-baseline", "Clean.xcstrings"], in: scratch.url)
    #expect(baseline.status == 2)
    #expect(baseline.stderr.contains("--write-baseline needs --baseline <file>"))
    let none = try ToolProcess.run(["catalog", "check"], in: scratch.url)
    #expect(none.status == 2)
}

@Test func listChecksNamesEveryCheck() throws {
    let result = try ToolProcess.run(["catalog", "check", "--list-checks"])
    #expect(result.status == 0)
    for id in [
        "plural-missing-other", "plural-missing-category", "format-mismatch", "invalid-specifier", "duplicate-key", "missing-translation",
    ] {
        #expect(result.stdout.contains("\(id) ("))
    }
}

@Test func statsPrintsAPerLocaleTable() throws {
    let scratch = try Scratch()
    try scratch.write("Review.xcstrings", warningOnly)
    let result = try ToolProcess.run(["catalog", "stats", "Review.xcstrings"], in: scratch.url)
    #expect(result.status == 0)
    #expect(result.stdout.contains("locale"))
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("de ") && $0.contains("0.0") })
    #expect(lines.contains { $0.hasPrefix("en (source)") && $0.contains("100.0") })
    let json = try ToolProcess.run(["catalog", "stats", "--format", "json", "Review.xcstrings"], in: scratch.url)
    #expect(json.stdout.contains("\"needsReview\": 1"))
    let missing = try ToolProcess.run(["catalog", "stats", "Absent.xcstrings"], in: scratch.url)
    #expect(missing.status == 2)
}

@Test func sampleCatalogsPassCheck() throws {
    let folder = Repository.path("Catalogs")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xcstrings") }.sorted()
    try #require(!names.isEmpty, "no sample catalogs in \(folder.path)")
    let result = try ToolProcess.run(["catalog", "check"] + names.map { "Catalogs/\($0)" })
    #expect(result.status == 0, "\(result.stdout)")
}
