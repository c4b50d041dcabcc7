import Foundation
import TestSupport
import Testing

@testable import Diagnostics
@testable import JSONCore

// The JUnit, GitLab Code Quality and Markdown reporters, each checked against what its consumer documents.

private let file = "App/Local, izable.xcstrings"

private let findings = [
    Finding(
        ruleID: "format-mismatch", severity: .error, message: "da of 'Current: %@' drops argument 1 <%@> & \"more\"",
        hint: "Use the same specifiers.", location: SourceLocation(file: file, line: 12, column: 23), key: "Current: %@", locale: "da"),
    Finding(
        ruleID: "needs-review", severity: .warning, message: "de of 'Start' needs review", hint: "Review it.",
        location: SourceLocation(file: file, line: 30, column: 9), key: "Start", locale: "de"),
    Finding(
        ruleID: "needs-review", severity: .warning, message: "de of 'Start' needs review", hint: "Review it.",
        location: SourceLocation(file: file, line: 31, column: 9), key: "Start", locale: "de"),
    Finding(
        ruleID: "suspicious-specifier", severity: .note,
        message: "en of '100%\nfree @team #12 $x$ *b* | [l](u) \u{07}': '% f' reads as prose",
        location: SourceLocation(file: file, line: 40, column: 9), key: "100%\nfree", locale: "en"),
    Finding(
        ruleID: "stale-key", severity: .warning, message: "'Old' is stale", location: SourceLocation(file: file, line: 50, column: 5),
        key: "Old"),
]

private func report(root: String? = nil) -> CheckReport {
    var report = CheckReport(
        files: [
            CheckReport.FileResult(path: file, findings: findings),
            CheckReport.FileResult(path: "Clean.xcstrings", findings: []),
            CheckReport.FileResult(
                path: "broken.xcstrings", findings: [],
                unreadable: JSONReadError(
                    .truncated, at: SourceLocation(file: "broken.xcstrings", line: 3, column: 1), "the file ends inside an object")),
        ], rules: RuleDescription.all, toolVersion: "0.1.0", icuVersion: "72.1", cldrVersion: "42.0")
    report.otherUnreadableFiles = [
        UnreadableFile(
            path: "Locked.xcstrings",
            error: JSONReadError(.unreadableFile, at: SourceLocation(file: "Locked.xcstrings", line: 0, column: 0), "permission denied"))
    ]
    if let root { report.artifactRoot = ArtifactRoot(path: root, workingDirectory: root + "/sub") }
    return report
}

private func scratchFile(_ name: String, _ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-\(UUID().uuidString)-\(name)")
    try Data(text.utf8).write(to: url)
    return url
}

// MARK: JUnit

/// The JUnit schema Jenkins' xUnit plugin publishes, as `Scripts/install-dependencies.sh --with-test-tools` puts it.
private let junitSchema = Repository.path(".venv/share/junit/junit-10.xsd")

@Test(
    .requiresPython(modules: "lxml"),
    .enabled(
        if: FileManager.default.fileExists(atPath: junitSchema.path),
        "run Scripts/install-dependencies.sh --with-test-tools for junit-10.xsd"))
func junitOutputValidatesAgainstTheJUnitSchema() throws {
    let xml = try scratchFile("junit.xml", JUnitReporter().render(report(), colour: false))
    defer { try? FileManager.default.removeItem(at: xml) }
    let script = """
        import sys
        from lxml import etree
        schema = etree.XMLSchema(etree.parse(sys.argv[1]))
        document = etree.parse(sys.argv[2])
        if not schema.validate(document):
            for error in schema.error_log: print(error.line, error.message)
            sys.exit(1)
        """
    let result = try Python.run(script, arguments: [junitSchema.path, xml.path])
    #expect(result.status == 0, "JUnit XML does not validate: \(result.stdout)\(result.stderr)")
}

@Test(.requiresPython(modules: "lxml"))
func junitHasASuitePerCatalogAndACasePerFindingThatFailsOnErrorsAndWarnings() throws {
    let xml = try scratchFile("junit.xml", JUnitReporter().render(report(), colour: false))
    defer { try? FileManager.default.removeItem(at: xml) }
    // Read back by an XML parser, as a CI server reads it: counts, names, failure types and the exact texts.
    let script = """
        import json, sys
        from lxml import etree
        root = etree.parse(sys.argv[1]).getroot()
        out = {"root": dict(root.attrib), "suites": []}
        for suite in root:
            cases = []
            for case in suite:
                child = case[0] if len(case) else None
                cases.append({"name": case.get("name"), "classname": case.get("classname"),
                              "kind": None if child is None else child.tag, "type": None if child is None else child.get("type"),
                              "message": None if child is None else child.get("message"), "text": None if child is None else child.text})
            out["suites"].append({"attrib": dict(suite.attrib), "cases": cases})
        print(json.dumps(out))
        """
    let result = try Python.run(script, arguments: [xml.path])
    try #require(result.status == 0, "\(result.stderr)")
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let root = try #require(parsed["root"] as? [String: String])
    #expect(root["tests"] == "8" && root["failures"] == "4" && root["errors"] == "2")
    let suites = try #require(parsed["suites"] as? [[String: Any]])
    #expect(
        suites.map { ($0["attrib"] as? [String: String])?["name"] } == [file, "Clean.xcstrings", "broken.xcstrings", "Locked.xcstrings"])
    let first = try #require(suites[0]["cases"] as? [[String: Any]])
    #expect(first.count == 5)
    #expect(first.map { $0["kind"] as? String } == ["failure", "failure", "failure", "system-out", "failure"])
    #expect(first.map { $0["type"] as? String } == ["error", "warning", "warning", nil, "warning"])
    #expect(first[0]["message"] as? String == "da of 'Current: %@' drops argument 1 <%@> & \"more\"")
    #expect(first[0]["name"] as? String == "format-mismatch: da of 'Current: %@' drops argument 1 <%@> & \"more\"")
    #expect(first[0]["classname"] as? String == file)
    #expect(
        first[0]["text"] as? String
            == "App/Local, izable.xcstrings:12:23: error: da of 'Current: %@' drops argument 1 <%@> & \"more\" [format-mismatch]\nhint: Use the same specifiers."
    )
    // The bell character XML 1.0 cannot hold is named instead; the line break survives.
    #expect((first[3]["text"] as? String)?.contains("100%\nfree @team #12 $x$ *b* | [l](u) U+0007") == true)
    let clean = try #require(suites[1]["cases"] as? [[String: Any]])
    #expect(clean.count == 1 && clean[0]["name"] as? String == "all checks pass" && clean[0]["kind"] as? String == nil)
    let broken = try #require(suites[2]["cases"] as? [[String: Any]])
    #expect(broken[0]["kind"] as? String == "error")
    #expect(broken[0]["message"] as? String == "the file cannot be read as a String Catalog: the file ends inside an object")
}

// MARK: GitLab Code Quality

private func gitLabIssues(_ report: CheckReport) throws -> [[String: Any]] {
    let text = GitLabCodeQualityReporter().render(report, colour: false)
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
}

@Test func gitLabIssuesHaveADescriptionAndTheCheckName() throws {
    let issues = try gitLabIssues(report())
    #expect(issues.count == 7, "five findings and two unreadable files")
    #expect(issues[0]["description"] as? String == "da of 'Current: %@' drops argument 1 <%@> & \"more\". Use the same specifiers.")
    #expect(issues.map { $0["check_name"] as? String } == findings.map(\.ruleID) + ["unreadable-catalog", "unreadable-catalog"])
    #expect(issues.allSatisfy { ($0["description"] as? String)?.isEmpty == false })
}

@Test func gitLabSeveritiesAreFromGitLabsList() throws {
    let issues = try gitLabIssues(report())
    let allowed: Set = ["info", "minor", "major", "critical", "blocker"]
    #expect(issues.allSatisfy { allowed.contains($0["severity"] as? String ?? "") })
    #expect(issues.map { $0["severity"] as? String } == ["major", "minor", "minor", "info", "minor", "blocker", "blocker"])
}

@Test func gitLabFingerprintsAreUniqueAndIgnoreTheLine() throws {
    let issues = try gitLabIssues(report())
    let prints = issues.compactMap { $0["fingerprint"] as? String }
    #expect(prints.count == issues.count)
    #expect(Set(prints).count == prints.count, "two equal findings (lines 30 and 31) still get distinct fingerprints")
    #expect(prints[2] == prints[1] + "-2")
    // Moved by an edit above, a finding keeps its fingerprint.
    var moved = report()
    moved.files[0].findings = moved.files[0].findings.map { finding in
        var finding = finding
        finding.location.line += 7
        return finding
    }
    #expect(try gitLabIssues(moved).compactMap { $0["fingerprint"] as? String } == prints)
}

@Test func gitLabLocationsAreRepositoryPathsWithABeginLine() throws {
    let issues = try gitLabIssues(report(root: "/work/repo"))
    let locations = issues.compactMap { $0["location"] as? [String: Any] }
    #expect(locations.count == issues.count)
    // The tool ran in /work/repo/sub, so the paths it was given are one folder down from the root.
    #expect(locations[0]["path"] as? String == "sub/App/Local, izable.xcstrings")
    #expect(locations.map { ($0["lines"] as? [String: Any])?["begin"] as? Int } == [12, 30, 31, 40, 50, 3, 1])
    #expect(locations[6]["path"] as? String == "sub/Locked.xcstrings")
}

// MARK: Markdown

@Test func markdownCountsPerLocaleAndRuleThenListsTheFirstFindings() {
    let text = MarkdownReporter(findingLimit: 2).render(report(), colour: false)
    #expect(text.hasPrefix("## timekeeper catalog check\n\n1 error, 3 warnings, 1 note in 3 catalogs, 2 files unreadable (plural rules "))
    #expect(text.contains("| da | 1 | 0 | 0 |\n| de | 0 | 2 | 0 |\n| en | 0 | 0 | 1 |\n| (none) | 0 | 1 | 0 |\n"))
    #expect(text.contains("| [`needs-review`](\(RuleDocumentation.rulesPageURL)#needs-review) | warning | 2 |"))
    #expect(text.contains("### The first 2 of 5 findings"))
    #expect(text.contains("| warning | App/Local, izable.xcstrings\\:30\\:9 | `needs-review` | de of 'Start' needs review. Review it. |"))
    #expect(!text.contains(":40:9"), "only the first two findings are listed")
    #expect(
        text.contains(
            "### Unreadable files\n\n- broken.xcstrings\\:3\\:1: the file ends inside an object\n- Locked.xcstrings: permission denied\n"))
}

/// Rendered by cmark-gfm (GitHub's own Markdown), every table cell reads exactly as the finding's text: no
/// emphasis, link, mention, maths or extra cell made from a translation.
@Test(.requiresPython(modules: "cmarkgfm"))
func markdownRendersOnGitHubAsTheLiteralText() throws {
    let markdown = try scratchFile("summary.md", MarkdownReporter().render(report(), colour: false))
    defer { try? FileManager.default.removeItem(at: markdown) }
    let script = """
        import json, sys, html.parser
        import cmarkgfm
        from cmarkgfm.cmark import Options
        # GitHub keeps <br> (its sanitizer allows it), so raw HTML is let through here; anything else would show.
        page = cmarkgfm.github_flavored_markdown_to_html(open(sys.argv[1]).read(), options=Options.CMARK_OPT_UNSAFE)
        class Cells(html.parser.HTMLParser):
            def __init__(self):
                super().__init__(); self.rows = []; self.cell = None; self.tags = []
            def handle_starttag(self, tag, attrs):
                if tag == "tr": self.rows.append([])
                elif tag in ("td", "th"): self.cell = ""
                elif self.cell is not None:
                    if tag == "br": self.cell += "\\n"
                    else: self.tags.append(tag)
            def handle_endtag(self, tag):
                if tag in ("td", "th"): self.rows[-1].append(self.cell); self.cell = None
            def handle_data(self, data):
                if self.cell is not None: self.cell += data
        cells = Cells(); cells.feed(page)
        print(json.dumps({"rows": cells.rows, "tags": cells.tags}))
        """
    let result = try Python.run(script, arguments: [markdown.path])
    try #require(result.status == 0, "\(result.stderr)")
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let rows = try #require(parsed["rows"] as? [[String]])
    // Only the rule column's own links and code spans are markup.
    #expect(Set(parsed["tags"] as? [String] ?? []).isSubset(of: ["a", "code"]))
    let listed = rows.filter { $0.count == 4 && ["error", "warning", "note", "info"].contains($0[0]) }
    #expect(listed.count == findings.count)
    for (row, finding) in zip(listed, findings) {
        #expect(row[1] == finding.location.description)
        #expect(row[2] == finding.ruleID)
        #expect(row[3] == (finding.hint.map { "\(finding.message). \($0)" } ?? finding.message))
    }
}
