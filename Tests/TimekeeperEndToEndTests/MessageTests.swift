import Foundation
import TestSupport
import Testing

// Messages about files are the tool's own sentences, name the path as the user typed it, and never carry
// Foundation's text. Each case is a real failing command line.

/// A scratch folder with an empty file, a file, a folder and a valid catalog; removed with the value.
private final class Place {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-messages-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url.appendingPathComponent("folder.xcstrings"), withIntermediateDirectories: true)
        try Data().write(to: url.appendingPathComponent("empty.json"))
        try Data("x".utf8).write(to: url.appendingPathComponent("afile"))
        try Data(#"{"sourceLanguage":"en","strings":{"Go":{}},"version":"1.0"}"#.utf8).write(to: url.appendingPathComponent("ok.xcstrings"))
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func run(_ arguments: [String]) throws -> ProcessResult { try ToolProcess.run(arguments, in: url) }
}

/// Foundation's words, which must never reach a user.
private let foundationText = [
    "NSCocoaErrorDomain", "The operation could not be completed", "doesn’t exist", "don’t have permission", "couldn’t",
]

private func expectOwnWords(_ result: ProcessResult, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.status != 0, sourceLocation: sourceLocation)
    #expect(result.stderr.contains(expected), "\(result.stderr)", sourceLocation: sourceLocation)
    for text in foundationText {
        #expect(!result.stderr.contains(text), "Foundation text in: \(result.stderr)", sourceLocation: sourceLocation)
    }
    #expect(
        !result.stderr.contains(FileManager.default.temporaryDirectory.path), "an absolute path: \(result.stderr)",
        sourceLocation: sourceLocation)
}

@Test func compilingIntoAPathUnderAFileSaysAFileIsInTheWay() throws {
    let place = try Place()
    expectOwnWords(
        try place.run(["catalog", "compile", "ok.xcstrings", "--format", "json", "--out", "afile"]),
        "error: cannot write afile/json/en: the folder cannot be created (a part of the path is a file, not a folder (afile))")
}

@Test func metadataAndDriftOutputUnderAFileSayAFileIsInTheWay() throws {
    let place = try Place()
    let store = Repository.catalogs.appendingPathComponent("StoreListing.xcstrings").path
    expectOwnWords(
        try place.run(["metadata", store, "--store", "appstore", "--out", "afile/fastlane"]),
        "error: cannot create the folder afile/fastlane: a part of the path is a file, not a folder (afile)")
    expectOwnWords(
        try place.run(["drift", "--simulate", "--scenarios", "idle", "--strategies", "tick-sleep", "--plan", "1x1s/1s", "--out", "afile/x"]
        ),
        "error: afile/x: cannot write the results there (the folder cannot be created: a part of the path is a file, not a folder (afile))")
}

@Test func driftReportOnAMissingAnEmptyOrAFolderSaysWhich() throws {
    let place = try Place()
    expectOwnWords(
        try place.run(["drift", "report", "missing.json"]), "error: missing.json: cannot read the results file (no such file or folder)")
    expectOwnWords(try place.run(["drift", "report", "empty.json"]), "error: empty.json:1:1: not valid JSON (the file is empty")
    expectOwnWords(
        try place.run(["drift", "report", "folder.xcstrings"]), "error: folder.xcstrings: cannot read the results file (it is a folder)")
}

@Test func statsAndPseudoNameAMissingCatalogAsTyped() throws {
    let place = try Place()
    expectOwnWords(
        try place.run(["catalog", "stats", "./missing.xcstrings"]),
        "error: ./missing.xcstrings: cannot read the file: no such file or folder")
    expectOwnWords(
        try place.run(["catalog", "pseudo", "missing.xcstrings", "--style", "long"]),
        "error: missing.xcstrings: cannot read the file: no such file or folder")
}

@Test func pseudoIntoAMissingFolderOrOntoAFolderSaysWhy() throws {
    let place = try Place()
    expectOwnWords(
        try place.run(["catalog", "pseudo", "ok.xcstrings", "--style", "long", "--out", "nowhere/p.xcstrings"]),
        "error: nowhere/p.xcstrings: cannot write the file (cannot create a temporary file in nowhere: no such file or folder)")
    expectOwnWords(
        try place.run(["catalog", "pseudo", "ok.xcstrings", "--style", "long", "--out", "folder.xcstrings"]),
        "error: folder.xcstrings: cannot write the file (it is a folder)")
}

@Test func configurationBaselineAndMetadataInputsSayWhyTheyCannotBeRead() throws {
    let place = try Place()
    expectOwnWords(
        try place.run(["catalog", "check", "ok.xcstrings", "--config", "missing.json"]),
        "error: missing.json: cannot read the configuration file: no such file or folder")
    expectOwnWords(
        try place.run(["catalog", "check", "ok.xcstrings", "--config", "folder.xcstrings"]),
        "error: folder.xcstrings: cannot read the configuration file: it is a folder")
    expectOwnWords(
        try place.run(["catalog", "check", "ok.xcstrings", "--baseline", "missing.json"]),
        "error: missing.json: cannot read the baseline file: no such file or folder; create it with --write-baseline")
    expectOwnWords(
        try place.run(["metadata", "missing.xcstrings", "--store", "appstore", "--out", "o"]),
        "error: missing.xcstrings: cannot read the file: no such file or folder")
    expectOwnWords(
        try place.run(["metadata", "ok.xcstrings", "--store", "appstore", "--out", "o", "--config", "missing.json"]),
        "error: missing.json: cannot read the configuration file: no such file or folder")
    expectOwnWords(
        try place.run(["metadata", "ok.xcstrings", "--store", "appstore", "--out", "o", "--config", "folder.xcstrings"]),
        "error: folder.xcstrings: cannot read the configuration file: it is a folder")
}

@Test func anEmptyFileIsEmptyNotAPermissionProblem() throws {
    let place = try Place()
    let result = try place.run(["catalog", "check", "--config", "empty.json", "ok.xcstrings"])
    expectOwnWords(result, "error: empty.json:1:1: the configuration is not valid JSON: the file is empty or only whitespace")
    #expect(!result.stderr.contains("permission"))
}

/// `setpriv` to run as nobody when the tests run as root (root reads every file whatever its mode).
private let setpriv = ChildProcess.onPath("setpriv")

@Test(.enabled(if: getuid() != 0 || setpriv != nil, "needs a non-root user or setpriv"))
func aFileWithoutReadPermissionSaysPermissionDenied() throws {
    let place = try Place()
    let locked = place.url.appendingPathComponent("locked.json")
    try Data("{}".utf8).write(to: locked)
    chmod(locked.path, 0)
    chmod(place.url.path, 0o755)
    let arguments = ["drift", "report", "locked.json"]
    let result =
        getuid() == 0
        ? try ChildProcess.run(
            try #require(setpriv), ["--reuid=65534", "--regid=65534", "--clear-groups", ToolProcess.executable.path] + arguments,
            in: place.url)
        : try place.run(arguments)
    expectOwnWords(result, "error: locked.json: cannot read the results file (permission denied)")
}

@Test func noSourceFilePrintsAFoundationErrorDescription() throws {
    let sources = Repository.root.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)).compactMap { $0 as? URL }
        .filter { $0.pathExtension == "swift" }
    #expect(files.count > 50)
    for file in files {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(!text.contains("localizedDescription"), "\(file.lastPathComponent) prints Foundation's description of an error")
        #expect(!text.contains("strerror("), "\(file.lastPathComponent) prints the C library's sentence; use SystemReason")
    }
}
