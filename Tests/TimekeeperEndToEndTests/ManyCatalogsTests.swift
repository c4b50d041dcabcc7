import Foundation
import TestSupport
import Testing

/// A scratch repository of catalogs, removed when the test ends.
private final class Repo {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-many-\(UUID().uuidString)")
        .resolvingSymlinksInPath()

    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ name: String, _ text: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ name: String) throws -> String { String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self) }

    func folder(_ name: String) -> URL { url.appendingPathComponent(name) }
}

private func catalog(_ strings: String) -> String {
    "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(strings)\n  },\n  \"version\" : \"1.0\"\n}"
}

/// An error (`format-mismatch`) at line 5.
private let broken = catalog(
    """
        "Current Keybind: %@" : { "localizations" : {
          "da" : { "stringUnit" : { "state" : "translated", "value" : "Nuværende genvejstast: %lld" } },
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Current Keybind: %@" } } } }
    """)

/// A warning (`needs-review`) at line 5.
private let review = catalog(
    """
        "Start" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Starten" } },
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Start" } } } }
    """)

/// An app with catalogs at two depths and catalogs in every folder the search skips (each would be an error).
private func appRepository() throws -> Repo {
    let repo = try Repo()
    try repo.write("App/Localizable.xcstrings", broken)
    try repo.write("Packages/Kit/Sources/Review.xcstrings", review)
    try repo.write("Packages/Kit/notes.json", "{}")
    for skipped in [".git", ".build/debug", "DerivedData/App", "Pods/X", "Carthage/Checkouts", "node_modules/x"] {
        try repo.write("\(skipped)/Skipped.xcstrings", broken)
    }
    return repo
}

@Test func checkOnAFolderChecksEveryCatalogBelowItAndSkipsBuildAndDependencyFolders() throws {
    let repo = try appRepository()
    let result = try ToolProcess.run(["catalog", "check", "."], in: repo.url)
    #expect(result.status == 1)
    let locations = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        .map { $0.prefix { $0 != " " } }
    #expect(locations == ["App/Localizable.xcstrings:5:67:", "Packages/Kit/Sources/Review.xcstrings:5:69:"])
    #expect(result.stdout.contains("1 error, 1 warning, 0 notes in 2 catalogs"))
    #expect(!result.stdout.contains("Skipped"))
}

@Test func aQuotedGlobFindsWhatTheFolderSearchFinds() throws {
    let repo = try appRepository()
    let folder = try ToolProcess.run(["catalog", "check", "--format", "json", "."], in: repo.url)
    let glob = try ToolProcess.run(["catalog", "check", "--format", "json", "**/*.xcstrings"], in: repo.url)
    #expect(glob.status == 1)
    #expect(glob.stdout == folder.stdout)
    let one = try ToolProcess.run(["catalog", "check", "Packages/*/Sources/*.xcstrings"], in: repo.url)
    #expect(one.status == 0)
    #expect(one.stdout.contains("in 1 catalog "))
}

@Test func excludeAndTheConfigurationsExcludeLeaveOutPaths() throws {
    let repo = try appRepository()
    let excluded = try ToolProcess.run(["catalog", "check", "--exclude", "App", "."], in: repo.url)
    #expect(excluded.status == 0)
    #expect(excluded.stdout.contains("0 errors, 1 warning, 0 notes in 1 catalog "))
    // The configuration's exclude is relative to its own folder, wherever the tool runs below it.
    try repo.write(".timekeeper.json", #"{ "exclude" : [ "Packages/Kit/Sources" ] }"#)
    let below = try ToolProcess.run(["catalog", "check", ".."], in: repo.folder("Packages"))
    #expect(below.status == 1)
    #expect(below.stdout.contains("../App/Localizable.xcstrings:5:67: error:"))
    #expect(below.stdout.contains("in 1 catalog "))
}

@Test func theConfigurationIsTheNearestOneAboveTheCurrentFolderOrTheOneNamed() throws {
    let repo = try appRepository()
    try repo.write(".timekeeper.json", #"{ "checks" : { "needs-review" : "error" } }"#)
    try repo.write("Packages/Kit/.timekeeper.json", #"{ "checks" : { "needs-review" : "off" } }"#)
    // From Packages/Kit the nearer configuration turns the check off, whatever folder the catalog is in.
    let near = try ToolProcess.run(["catalog", "check", "Sources"], in: repo.folder("Packages/Kit"))
    #expect(near.status == 0)
    #expect(near.stdout.contains("0 errors, 0 warnings"))
    // From the root the root's configuration makes it an error, also for a catalog below Packages/Kit.
    let root = try ToolProcess.run(["catalog", "check", "Packages/Kit/Sources/Review.xcstrings"], in: repo.url)
    #expect(root.status == 1)
    #expect(root.stdout.contains("error: de of 'Start' needs review"))
    let named = try ToolProcess.run(
        ["catalog", "check", "--config", "Packages/Kit/.timekeeper.json", "Packages/Kit/Sources/Review.xcstrings"], in: repo.url)
    #expect(named.status == 0)
}

@Test func dashChecksStandardInput() throws {
    let result = try ToolProcess.run(["catalog", "check", "-"], stdin: broken)
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("<stdin>:5:67: error: da of 'Current Keybind: %@' formats argument 1 as %lld"))
}

@Test func oneUnreadableCatalogInAFolderIsReportedAndTheOthersAreChecked() throws {
    let repo = try appRepository()
    try repo.write("App/Truncated.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {")
    try FileManager.default.createSymbolicLink(
        atPath: repo.folder("App/Dangling.xcstrings").path, withDestinationPath: repo.folder("nowhere").path)
    let result = try ToolProcess.run(["catalog", "check", ".", "empty-glob-*.xcstrings"], in: repo.url)
    #expect(result.status == 2)
    #expect(result.stdout.contains("App/Localizable.xcstrings:5:67: error:"))
    #expect(result.stdout.contains("Packages/Kit/Sources/Review.xcstrings:5:69: warning:"))
    #expect(result.stdout.contains("App/Truncated.xcstrings:3:"))
    #expect(result.stdout.contains("App/Dangling.xcstrings"))
    #expect(result.stdout.contains("empty-glob-*.xcstrings"))
}

@Test func findingsComeInTheSameOrderOnEveryRun() throws {
    let repo = try Repo()
    // Files of very different sizes, so parallel checks finish in a different order from the listing.
    for index in 0..<12 {
        let keys = (0..<(index % 3 == 0 ? 400 : 3)).map { key in
            """
                "Key \(key) %@" : { "localizations" : {
                  "da" : { "stringUnit" : { "state" : "translated", "value" : "Nøgle %lld" } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Key \(key) %@" } } } }
            """
        }
        try repo.write("Catalogs/\(index % 4)/Table\(index).xcstrings", catalog(keys.joined(separator: ",\n")))
    }
    let runs = try (0..<3).map { _ in try ToolProcess.run(["catalog", "check", "--format", "json", "Catalogs"], in: repo.url) }
    #expect(runs.allSatisfy { $0.status == 1 })
    #expect(Set(runs.map(\.stdout)).count == 1)
    let files = runs[0].stdout.split(separator: "\n").compactMap { line -> Substring? in
        guard let range = line.range(of: "\"file\" : \"") else { return nil }
        return line[range.upperBound...].prefix { $0 != "\"" }
    }
    #expect(files == files.sorted(), "files are listed in sorted order")
}

private let unsorted = #"{"version":"1.0","strings":{"b":{},"a":{"comment":"x"}},"sourceLanguage":"en"}"#

@Test func fmtCheckListsEveryCatalogThatWouldChangeInAFolder() throws {
    let repo = try Repo()
    try repo.write("B/Messy.xcstrings", unsorted)
    try repo.write("A/Messy.xcstrings", unsorted)
    try repo.write("A/Clean.xcstrings", review)
    let clean = try ToolProcess.run(["catalog", "fmt", "A/Clean.xcstrings"], in: repo.url)
    #expect(clean.status == 0)
    let result = try ToolProcess.run(["catalog", "fmt", "--check", "."], in: repo.url)
    #expect(result.status == 1)
    #expect(result.stdout == "would reformat A/Messy.xcstrings\nwould reformat B/Messy.xcstrings\n")
    #expect(try repo.read("B/Messy.xcstrings") == unsorted)
}

@Test(.enabled(if: ChildProcess.onPath("git") != nil, "git is not installed"))
func fmtDiffIsAPatchThatGitApplyAndPatchApply() throws {
    let repo = try Repo()
    try repo.write("A/Messy.xcstrings", unsorted)
    // Keys out of order in a long catalog: hunks in the middle, with context, and the unchanged end.
    let keys = (0..<40).map { "    \"k\(String(format: "%02d", $0 % 2 == 0 ? $0 : 100 - $0))\" : {\n      \"comment\" : \"c\($0)\"\n    }" }
    try repo.write("B/Long.xcstrings", catalog(keys.joined(separator: ",\n")))
    try repo.write("C/Clean.xcstrings", review)
    _ = try ToolProcess.run(["catalog", "fmt", "C/Clean.xcstrings"], in: repo.url)
    let diff = try ToolProcess.run(["catalog", "fmt", "--diff", "."], in: repo.url)
    #expect(diff.status == 1, "\(diff.stderr)")
    #expect(diff.stdout.hasPrefix("--- a/A/Messy.xcstrings\n+++ b/A/Messy.xcstrings\n@@ -1,1 +1,12 @@\n"))
    #expect(diff.stdout.contains("\\ No newline at end of file\n"))
    #expect(!diff.stdout.contains("C/Clean"))
    #expect(try repo.read("A/Messy.xcstrings") == unsorted, "--diff changes nothing")
    try repo.write("fmt.patch", diff.stdout)

    // What fmt itself writes, in a copy.
    let expected = try Repo()
    for name in ["A/Messy.xcstrings", "B/Long.xcstrings"] { try expected.write(name, try repo.read(name)) }
    #expect(try ToolProcess.run(["catalog", "fmt", "."], in: expected.url).status == 0)

    let gitCopy = try Repo()
    for name in ["A/Messy.xcstrings", "B/Long.xcstrings"] { try gitCopy.write(name, try repo.read(name)) }
    let git = try ChildProcess.run(
        ChildProcess.onPath("git")!, ["apply", "--check", "-v", repo.folder("fmt.patch").path], in: gitCopy.url)
    #expect(git.status == 0, "\(git.stderr)")
    let applied = try ChildProcess.run(ChildProcess.onPath("git")!, ["apply", repo.folder("fmt.patch").path], in: gitCopy.url)
    #expect(applied.status == 0, "\(applied.stderr)")
    for name in ["A/Messy.xcstrings", "B/Long.xcstrings"] { #expect(try gitCopy.read(name) == expected.read(name)) }

    if let patch = ChildProcess.onPath("patch") {
        let patchCopy = try Repo()
        for name in ["A/Messy.xcstrings", "B/Long.xcstrings"] { try patchCopy.write(name, try repo.read(name)) }
        let patched = try ChildProcess.run(patch, ["-p1", "-i", repo.folder("fmt.patch").path], in: patchCopy.url)
        #expect(patched.status == 0, "\(patched.stdout)\(patched.stderr)")
        for name in ["A/Messy.xcstrings", "B/Long.xcstrings"] { #expect(try patchCopy.read(name) == expected.read(name)) }
    }
}

@Test func statsAndCompileTakeFoldersAndReportAnUnreadableCatalogWhileCountingTheOthers() throws {
    let repo = try Repo()
    try repo.write("Catalogs/Review.xcstrings", review)
    try repo.write("Catalogs/Nested/Other.xcstrings", review)
    let stats = try ToolProcess.run(["catalog", "stats", "Catalogs"], in: repo.url)
    #expect(stats.status == 0)
    #expect(stats.stdout.hasPrefix("Catalogs/Nested/Other.xcstrings: "))
    #expect(stats.stdout.contains("\nCatalogs/Review.xcstrings: "))
    let compile = try ToolProcess.run(["catalog", "compile", "Catalogs", "--format", "json", "--out", "out"], in: repo.url)
    #expect(compile.status == 0, "\(compile.stderr)")
    #expect(FileManager.default.fileExists(atPath: repo.folder("out/json").path))

    try repo.write("Catalogs/Broken.xcstrings", "{")
    let badStats = try ToolProcess.run(["catalog", "stats", "Catalogs"], in: repo.url)
    #expect(badStats.status == 2)
    #expect(badStats.stderr.contains("Catalogs/Broken.xcstrings:1:2"))
    #expect(badStats.stdout.contains("Catalogs/Review.xcstrings: "))
    let badCompile = try ToolProcess.run(["catalog", "compile", "Catalogs", "--format", "json", "--out", "out2"], in: repo.url)
    #expect(badCompile.status == 2)
    #expect(badCompile.stderr.contains("Catalogs/Broken.xcstrings:1:2"))
    #expect(!FileManager.default.fileExists(atPath: repo.folder("out2").path), "nothing is written")
}

@Test func statsAndCompileReadStandardInput() throws {
    let stats = try ToolProcess.run(["catalog", "stats", "-"], stdin: review)
    #expect(stats.status == 0)
    #expect(stats.stdout.hasPrefix("<stdin>: "))
    let repo = try Repo()
    let compile = try ToolProcess.run(["catalog", "compile", "-", "--format", "apple", "--out", "out"], stdin: review, in: repo.url)
    #expect(compile.status == 0, "\(compile.stderr)")
    #expect(FileManager.default.fileExists(atPath: repo.folder("out/apple/de.lproj/Localizable.strings").path))
}
