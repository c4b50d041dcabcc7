import Foundation
import TestSupport
import Testing

/// `catalog diff` as a user runs it, on `Fixtures/diff/base.xcstrings` and `head.xcstrings` (every kind of change,
/// and 16 changes in de so the Markdown folds them).
@Suite struct CatalogDiffCommandTests {
    static let folder = "Tests/TimekeeperEndToEndTests/Fixtures/diff"

    @Test(arguments: [("text", "txt"), ("markdown", "md"), ("json", "json")])
    func diffOutputMatchesSnapshot(format: String, ext: String) throws {
        let result = try ToolProcess.run(
            ["catalog", "diff", "--format", format, "base.xcstrings", "head.xcstrings"], in: Repository.path(Self.folder))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        expectSnapshot(result.stdout, as: ext, variant: format)
    }

    @Test func jsonOutputParsesAndCountsEveryChange() throws {
        let result = try ToolProcess.run(
            ["catalog", "diff", "--format", "json", "base.xcstrings", "head.xcstrings"], in: Repository.path(Self.folder))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((object["units"] as? [Any])?.count == 19)
        #expect((object["keys"] as? [Any])?.count == 4)
        #expect(object["changed"] as? Bool == true)
    }

    @Test func exitCodeIsOneOnChangesAndZeroWithoutOnlyWhenAsked() throws {
        let folder = Repository.path(Self.folder)
        #expect(try ToolProcess.run(["catalog", "diff", "base.xcstrings", "head.xcstrings"], in: folder).status == 0)
        #expect(try ToolProcess.run(["catalog", "diff", "--exit-code", "base.xcstrings", "head.xcstrings"], in: folder).status == 1)
        let same = try ToolProcess.run(["catalog", "diff", "--exit-code", "base.xcstrings", "base.xcstrings"], in: folder)
        #expect(same.status == 0)
        #expect(same.stdout == "base.xcstrings → base.xcstrings: no changes\n")
    }

    @Test func brokenJSONIsRefusedWithItsLocationAndExitTwo() throws {
        let result = try ToolProcess.run(
            ["catalog", "diff", "base.xcstrings", "-"], stdin: "{\n  \"strings\" : {\n    \"a\" : }\n}", in: Repository.path(Self.folder))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: <stdin>:3:11: "), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func baseCanBeTheFileAsCommittedAtAGitRevision() throws {
        try GitScratch.withRepository { repository in
            let catalogs = repository.appendingPathComponent("App/Resources")
            try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
            let file = catalogs.appendingPathComponent("Localizable.xcstrings")
            try Data(contentsOf: Repository.path("\(Self.folder)/base.xcstrings")).write(to: file)
            try GitScratch.git(["add", "."], in: repository)
            try GitScratch.git(["commit", "-qm", "base"], in: repository)
            try Data(contentsOf: Repository.path("\(Self.folder)/head.xcstrings")).write(to: file)
            // Run from the repository root with a path below it, as a CI job would.
            let fromGit = try ToolProcess.run(
                ["catalog", "diff", "--format", "json", "git:HEAD", "App/Resources/Localizable.xcstrings"], in: repository)
            #expect(fromGit.status == 0, "\(fromGit.stderr)")
            let fromFiles = try ToolProcess.run(
                ["catalog", "diff", "--format", "json", "base.xcstrings", "head.xcstrings"], in: Repository.path(Self.folder))
            func units(_ text: String) throws -> NSArray? {
                (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["units"] as? NSArray
            }
            let gitUnits = try #require(try units(fromGit.stdout)), fileUnits = try #require(try units(fromFiles.stdout))
            #expect(gitUnits.count == 19)
            // Same changes; only the file names in the locations differ.
            #expect(gitUnits.map { ($0 as! [String: Any])["key"] as! String } == fileUnits.map { ($0 as! [String: Any])["key"] as! String })
            #expect(fromGit.stdout.contains(#""base": "HEAD:App/Resources/Localizable.xcstrings""#))
            let missing = try ToolProcess.run(
                ["catalog", "diff", "git:no-such-branch", "App/Resources/Localizable.xcstrings"], in: repository)
            #expect(missing.status == 2)
            #expect(missing.stderr.contains("cannot read it at git revision 'no-such-branch'"), "\(missing.stderr)")
        }
    }
}

/// The Markdown diff rendered by cmark-gfm (GitHub's own renderer), as a pull-request comment shows it: a key with
/// markup characters reads as itself, a `|` in a comment stays inside its cell, and long lists fold in `<details>`.
@Test(.requiresPython(modules: "cmarkgfm"))
func markdownDiffRendersOnGitHubAsTheLiteralText() throws {
    let result = try ToolProcess.run(
        ["catalog", "diff", "--format", "markdown", "base.xcstrings", "head.xcstrings"],
        in: Repository.path(CatalogDiffCommandTests.folder))
    try #require(result.status == 0, "\(result.stderr)")
    let script = """
        import json, sys, html.parser
        import cmarkgfm
        from cmarkgfm.cmark import Options
        page = cmarkgfm.github_flavored_markdown_to_html(sys.stdin.read(), options=Options.CMARK_OPT_UNSAFE)
        class Cells(html.parser.HTMLParser):
            def __init__(self):
                super().__init__(); self.rows = []; self.cell = None; self.tags = []
            def handle_starttag(self, tag, attrs):
                self.tags.append(tag)
                if tag == "tr": self.rows.append([])
                elif tag in ("td", "th"): self.cell = ""
            def handle_endtag(self, tag):
                if tag in ("td", "th"): self.rows[-1].append(self.cell); self.cell = None
            def handle_data(self, data):
                if self.cell is not None: self.cell += data
        cells = Cells(); cells.feed(page)
        print(json.dumps({"rows": cells.rows, "tags": sorted(set(cells.tags))}))
        """
    let rendered = try Python.run(script, arguments: [], stdin: result.stdout)
    try #require(rendered.status == 0, "\(rendered.stderr)")
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(rendered.stdout.utf8)) as? [String: Any])
    let rows = try #require(parsed["rows"] as? [[String]])
    #expect(rows.contains(["Rest <b>", "added"]))
    #expect(rows.contains(["Start", #"comment "Button that starts the workout" → "Button that starts the workout | main screen""#]))
    #expect(rows.contains { $0.first == "Exercise 1" && $0.count == 5 && $0[3] == #""Übung 1" (needs_review)"# })
    let tags = Set(parsed["tags"] as? [String] ?? [])
    #expect(tags.contains("details") && tags.contains("summary"))
    #expect(!tags.contains("b") && !tags.contains("em"), "no markup made from catalog text")
}
