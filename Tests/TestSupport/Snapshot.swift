import Foundation
import Testing

/// Snapshot files: what a command or reporter printed, kept next to the test as `Snapshots/<testName>.<ext>`.
///
/// An output is compared with its snapshot byte for byte. A missing snapshot is recorded and the test fails with
/// "recorded new snapshot" (review the file, commit it, run again). `RECORD_SNAPSHOTS=1 swift test` re-records every
/// snapshot it reaches, and each of those tests fails too ("re-recorded snapshot …: unchanged" or "…: it changed"),
/// so a recording run never passes by accident.
public enum Snapshot {
    /// Whether `RECORD_SNAPSHOTS` is set (to 1, say), asking for snapshots to be re-recorded (as swift-argument-parser reads it).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil }

    /// The test's name without its parameter list: `catalogCheckHelp` for `catalogCheckHelp()`.
    public static func testName(_ function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    /// `Snapshots/<testName>[-variant].<ext>` in the folder of `filePath`.
    public static func url(for function: String, variant: String? = nil, extension ext: String, filePath: String) -> URL {
        let name = variant.map { "\(testName(function))-\($0)" } ?? testName(function)
        return URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots").appendingPathComponent("\(name).\(ext)")
    }

    /// The first line (1-based) where `actual` and `expected` differ, and that line of each, quoted.
    public static func firstDifference(_ actual: String, _ expected: String) -> (line: Int, actual: String, expected: String) {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < actualLines.count, index < expectedLines.count, actualLines[index] == expectedLines[index] { index += 1 }
        func line(_ lines: [Substring]) -> String { index < lines.count ? String(lines[index]).debugDescription : "(end of output)" }
        return (index + 1, line(actualLines), line(expectedLines))
    }
}

/// Compares `actual` byte for byte with `Snapshots/<testName>[-variant].<ext>` next to the calling test file.
///
/// Records the snapshot, and an issue saying so, when it is missing or `RECORD_SNAPSHOTS=1` is set.
public func expectSnapshot(
    _ actual: String, as ext: String, variant: String? = nil,
    function: String = #function, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectSnapshot(
        actual, matchesFileAt: Snapshot.url(for: function, variant: variant, extension: ext, filePath: filePath),
        testName: Snapshot.testName(function), sourceLocation: sourceLocation)
}

/// Compares `actual` byte for byte with the snapshot file at `url`, recording it when missing or when `RECORD_SNAPSHOTS=1`.
public func expectSnapshot(
    _ actual: String, matchesFileAt url: URL, testName: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let root = Repository.root.path + "/"
    let shown = url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : url.path
    let existing = FileManager.default.contents(atPath: url.path)
    if Snapshot.isRecording || existing == nil {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            let comment: Comment =
                switch existing {
                case nil: "recorded new snapshot \(shown); review it and commit it, then run the test again"
                case Data(actual.utf8)?: "re-recorded snapshot \(shown): unchanged"
                default: "re-recorded snapshot \(shown): it changed; review the diff and commit it"
                }
            Issue.record(comment, sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record the snapshot \(shown): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let existing, existing != Data(actual.utf8) else { return }
    let difference = Snapshot.firstDifference(actual, String(decoding: existing, as: UTF8.self))
    Issue.record(
        """
        output differs from the snapshot \(shown) at line \(difference.line):
          got:      \(difference.actual)
          expected: \(difference.expected)
        If the change is intended, re-record with RECORD_SNAPSHOTS=1 swift test --filter \(testName) and review the diff.
        """,
        sourceLocation: sourceLocation)
}
