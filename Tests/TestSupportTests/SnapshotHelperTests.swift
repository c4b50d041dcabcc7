import Foundation
import TestSupport
import Testing

/// The snapshot helper itself, on files in a scratch folder (not while RECORD_SNAPSHOTS=1 rewrites every snapshot).
@Suite(.disabled(if: Snapshot.isRecording, "RECORD_SNAPSHOTS=1 records instead of comparing"))
struct SnapshotHelperTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-snapshot-\(UUID().uuidString)")

    func snapshot(_ text: String?) throws -> URL {
        let url = folder.appendingPathComponent("Snapshots/probe.txt")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let text { try Data(text.utf8).write(to: url) }
        return url
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    @Test func identicalOutputRecordsNoIssue() throws {
        defer { remove() }
        expectSnapshot("a\nb\n", matchesFileAt: try snapshot("a\nb\n"), testName: "probe")
    }

    @Test func differentOutputIsAnIssueQuotingTheFirstDifferingLine() throws {
        defer { remove() }
        let url = try snapshot("a\nb\nc\n")
        withKnownIssue {
            expectSnapshot("a\nB\nc\n", matchesFileAt: url, testName: "probe")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("at line 2:") && text.contains("got:      \"B\"") && text.contains("expected: \"b\"")
                && text.contains("RECORD_SNAPSHOTS=1 swift test --filter probe")
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "a\nb\nc\n", "a failed comparison leaves the snapshot alone")
    }

    @Test func aMissingFinalNewlineIsADifference() throws {
        defer { remove() }
        let url = try snapshot("a\n")
        withKnownIssue {
            expectSnapshot("a", matchesFileAt: url, testName: "probe")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("at line 2:")
        }
    }

    @Test func aMissingSnapshotIsRecordedAndTheTestFails() throws {
        defer { remove() }
        let url = try snapshot(nil)
        withKnownIssue {
            expectSnapshot("first output\n", matchesFileAt: url, testName: "probe")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("recorded new snapshot ")
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "first output\n")
    }
}

@Test func snapshotsSitInTheTestFilesFolderNamedAfterTheTestAndItsVariant() {
    let url = Snapshot.url(
        for: "catalogCheckReportMatchesSnapshot(_:)", variant: "sarif", extension: "sarif", filePath: "/r/Tests/E2E/SnapshotTests.swift")
    #expect(url.path == "/r/Tests/E2E/Snapshots/catalogCheckReportMatchesSnapshot-sarif.sarif")
    let plain = Snapshot.url(for: "topLevelHelp()", extension: "txt", filePath: "/r/Tests/E2E/A.swift")
    #expect(plain.path == "/r/Tests/E2E/Snapshots/topLevelHelp.txt")
}
