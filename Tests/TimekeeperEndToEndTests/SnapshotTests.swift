import Diagnostics
import Foundation
import TestSupport
import Testing

// What a user reads, pinned byte for byte in `Snapshots/` (RECORD_SNAPSHOTS=1 re-records; review the diff).
// The tool runs in `Fixtures/Snapshot` with relative paths, and that folder's own `.timekeeper.json` stops the
// configuration search there, so the snapshots are the same on every machine. They do hold the tool version and
// the ICU/CLDR versions the build links, as the reporters print them.

private let folder = Fixtures.url("Snapshot")

/// The snapshot file extension for a reporter's output.
private func fileExtension(_ reporter: String) -> String {
    ["json": "json", "sarif": "sarif", "junit": "xml", "gitlab": "json", "markdown": "md"][reporter] ?? "txt"
}

/// `Workout.xcstrings` has an error, a warning and a note of several rules; `Truncated.xcstrings` cannot be read.
/// Paths are relative to the fixture folder (`--base-path .`); SARIF's absolute root reads `file:///ROOT/`.
@Test(arguments: ReporterRegistry.names)
func catalogCheckReportMatchesSnapshot(_ reporter: String) throws {
    let result = try ToolProcess.run(
        ["catalog", "check", "--format", reporter, "--base-path", ".", "Workout.xcstrings", "Truncated.xcstrings"], in: folder)
    #expect(result.status == 2, "an unreadable catalog exits 2")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let root = "file://" + folder.resolvingSymlinksInPath().path + "/"
    expectSnapshot(result.stdout.replacingOccurrences(of: root, with: "file:///ROOT/"), as: fileExtension(reporter), variant: reporter)
}

/// `metadata/` is a hand-kept fastlane folder with errors and warnings (a bad locale folder, a long name, http, keywords).
@Test(arguments: ["text", "json"])
func metadataCheckReportMatchesSnapshot(_ reporter: String) throws {
    let result = try ToolProcess.run(["metadata", "--check", "metadata", "--store", "appstore", "--format", reporter], in: folder)
    #expect(result.status == 1, "errors exit 1")
    #expect(result.stderr == "appstore: checked 2 locales in metadata\n")
    expectSnapshot(result.stdout, as: fileExtension(reporter), variant: reporter)
}

@Test func listChecksMatchesSnapshot() throws {
    let result = try ToolProcess.run(["catalog", "check", "--list-checks"], in: folder)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    expectSnapshot(result.stdout, as: "txt")
}

@Test func topLevelHelpMatchesSnapshot() throws {
    let result = try ToolProcess.run(["--help"], in: folder)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    expectSnapshot(result.stdout, as: "txt")
}

@Test func catalogCheckHelpMatchesSnapshot() throws {
    let result = try ToolProcess.run(["catalog", "check", "--help"], in: folder)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    expectSnapshot(result.stdout, as: "txt")
}

/// `rejected-listing/` holds a listing the stores rejected in public issue trackers (review §b 4, 5, 8), with
/// `"subscriptionApp": true`: what docs/metadata.md shows.
@Test(arguments: ["appstore", "googleplay"])
func rejectedListingReportMatchesSnapshot(_ store: String) throws {
    let result = try ToolProcess.run(
        ["metadata", "Rejected.xcstrings", "--store", store, "--out", "fastlane/metadata", "--app-version", "2.1"]
            + (store == "googleplay" ? ["--version-code", "21"] : []),
        in: folder.appendingPathComponent("rejected-listing"))
    #expect(result.status == 1, "errors exit 1")
    #expect(result.stderr == "\(store): nothing written to fastlane/metadata, because of the findings above\n")
    expectSnapshot(result.stdout, as: "txt", variant: store)
}
