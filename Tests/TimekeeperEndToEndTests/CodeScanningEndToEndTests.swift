import Foundation
import TestSupport
import Testing

// `catalog check --format sarif` as GitHub code scanning receives it from the built tool.

/// A scratch folder, removed when the test ends.
private final class Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-sarif-e2e-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }
}

private func entry(_ key: String, state: String) -> String {
    """
        "\(key)" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "\(state)",
                "value" : "\(key) (de)"
              }
            }
          }
        }
    """
}

private func catalog(_ entries: [String]) -> String {
    "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(entries.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}"
}

private func sarifRun(_ arguments: [String], in folder: URL) throws -> (status: Int32, run: [String: Any]) {
    let result = try ToolProcess.run(["catalog", "check", "--format", "sarif"] + arguments, in: folder)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
    return (result.status, try #require((log["runs"] as? [[String: Any]])?.first))
}

/// (uri, startLine, primaryLocationLineHash) of the run's results with `rule`.
private func alerts(_ run: [String: Any], rule: String) -> [(String?, Int?, String?)] {
    (run["results"] as? [[String: Any]] ?? []).filter { $0["ruleId"] as? String == rule }.map { result in
        let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        return (
            (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String,
            (physical?["region"] as? [String: Any])?["startLine"] as? Int,
            (result["partialFingerprints"] as? [String: Any])?["primaryLocationLineHash"] as? String
        )
    }
}

@Test func anAlertKeepsItsFingerprintWhenKeysAreAddedAboveIt() throws {
    let folder = try Folder()
    try folder.write("Localizable.xcstrings", catalog([entry("Zebra", state: "needs_review")]))
    let before = alerts(try sarifRun(["--base-path", ".", "Localizable.xcstrings"], in: folder.url).run, rule: "needs-review")
    try folder.write(
        "Localizable.xcstrings",
        catalog([entry("Apple", state: "translated"), entry("Banana", state: "translated"), entry("Zebra", state: "needs_review")]))
    let after = alerts(try sarifRun(["--base-path", ".", "Localizable.xcstrings"], in: folder.url).run, rule: "needs-review")
    try #require(before.count == 1 && after.count == 1)
    #expect(before[0].0 == "Localizable.xcstrings" && after[0].0 == "Localizable.xcstrings")
    #expect((after[0].1 ?? 0) > (before[0].1 ?? 0), "the finding moved down")
    #expect(before[0].2 != nil)
    #expect(before[0].2 == after[0].2, "GitHub matches the moved alert by its line hash")
}

@Test func anUnreadableCatalogIsANotificationAndTheInvocationCarriesExitCodeTwo() throws {
    let folder = try Folder()
    try folder.write("Good.xcstrings", catalog([entry("Start", state: "needs_review")]))
    try folder.write("Broken.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n")
    let (status, run) = try sarifRun(["--base-path", ".", "Good.xcstrings", "Broken.xcstrings"], in: folder.url)
    #expect(status == 2)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["exitCode"] as? Int == 2)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notifications.count == 1)
    #expect(((notifications[0]["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("Broken.xcstrings cannot be read") == true)
    #expect(alerts(run, rule: "needs-review").count == 1, "the readable catalog is still reported")
}

@Test func theExitCodeOfACleanOrFailingRunIsInTheInvocation() throws {
    let folder = try Folder()
    try folder.write("Warn.xcstrings", catalog([entry("Start", state: "needs_review")]))
    let (status, run) = try sarifRun(["--base-path", ".", "--strict", "Warn.xcstrings"], in: folder.url)
    #expect(status == 1)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["exitCode"] as? Int == 1)
    #expect(invocation["executionSuccessful"] as? Bool == true)
}

@Test func urisAreRelativeToTheGitTopLevelByDefault() throws {
    let git = try #require(ChildProcess.onPath("git"))
    let top = try ChildProcess.run(git, ["rev-parse", "--show-toplevel"], in: Repository.catalogs)
    try #require(top.status == 0, "the repository is not a git work tree: \(top.stderr)")
    let (_, run) = try sarifRun(["Localizable.xcstrings"], in: Repository.catalogs)
    let root = URL(fileURLWithPath: top.stdout.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath()
    let base = ((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String
    #expect(base == "file://" + root.path + "/")
    #expect((run["results"] as? [Any])?.isEmpty == false, "the sample catalog has notes")
    let uris = Set(
        (run["results"] as? [[String: Any]] ?? []).compactMap { result in
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])?["uri"]
                as? String
        })
    #expect(uris == ["Catalogs/Localizable.xcstrings"])
}

@Test func aBasePathThatIsNotAFolderIsAUsageError() throws {
    let folder = try Folder()
    try folder.write("Good.xcstrings", catalog([entry("Start", state: "translated")]))
    let result = try ToolProcess.run(
        ["catalog", "check", "--format", "sarif", "--base-path", "nowhere", "Good.xcstrings"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.stderr.contains("--base-path 'nowhere' is not a folder"))
    #expect(result.stdout.isEmpty)
}
