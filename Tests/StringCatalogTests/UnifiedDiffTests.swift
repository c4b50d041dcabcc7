import Foundation
import StringCatalog
import TestSupport
import Testing
import TimerSimulation

private func text(_ diff: UnifiedDiff) -> String { String(decoding: diff.text(oldName: "a/f", newName: "b/f"), as: UTF8.self) }

@Test func aDiffHasThreeLinesOfContextAndMergesHunksWhoseContextsTouch() {
    let old = (1...20).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 5\n", with: "five\n").replacingOccurrences(of: "line 11\n", with: "")
        .replacingOccurrences(of: "line 19\n", with: "line 19\nnineteen and a half\n")
    #expect(
        text(UnifiedDiff(from: Array(old.utf8), to: Array(new.utf8))) == """
            --- a/f
            +++ b/f
            @@ -2,13 +2,12 @@
             line 2
             line 3
             line 4
            -line 5
            +five
             line 6
             line 7
             line 8
             line 9
             line 10
            -line 11
             line 12
             line 13
             line 14
            @@ -17,4 +16,5 @@
             line 17
             line 18
             line 19
            +nineteen and a half
             line 20

            """)
}

@Test func aLastLineWithoutANewlineIsMarkedOnBothSides() {
    let diff = UnifiedDiff(from: Array("a\nb".utf8), to: Array("a\nc".utf8))
    #expect(text(diff) == "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
    #expect(UnifiedDiff(from: Array("same".utf8), to: Array("same".utf8)).isEmpty)
    #expect(text(UnifiedDiff(from: Array("same".utf8), to: Array("same".utf8))).isEmpty)
}

/// Random edits of random files (and one edit larger than `maximumEdits`, which takes the linear fallback), each
/// diff applied by `patch`: the result must be the new file byte for byte.
@Test(.enabled(if: ChildProcess.onPath("patch") != nil, "patch is not installed"))
func patchTurnsTheOldFileIntoTheNewOneWithEveryDiff() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unified-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var random = SeededRandom(seed: 14)
    var cases: [([String], [String])] = []
    for _ in 0..<30 {
        let old = (0..<Int.random(in: 0...60, using: &random)).map { _ in "l\(Int.random(in: 0...9, using: &random))" }
        var new = old
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let at = Int.random(in: 0...new.count, using: &random)
            switch Int.random(in: 0...2, using: &random) {
            case 0: new.insert("n\(Int.random(in: 0...9, using: &random))", at: at)
            case 1 where at < new.count: new.remove(at: at)
            default: if at < new.count { new[at] = "c\(at)" }
            }
        }
        cases.append((old, new))
    }
    cases.append(((0..<3000).map { "old \($0)" }, (0..<3000).map { "new \($0)" }))
    for (index, (old, new)) in cases.enumerated() {
        // Every third case ends without a newline, as Xcode's catalogs do.
        let end = index % 3 == 0 ? "" : "\n"
        let oldBytes = Array((old.joined(separator: "\n") + (old.isEmpty ? "" : end)).utf8)
        let newBytes = Array((new.joined(separator: "\n") + (new.isEmpty ? "" : end)).utf8)
        let file = folder.appendingPathComponent("f")
        try Data(oldBytes).write(to: file)
        let diff = UnifiedDiff(from: oldBytes, to: newBytes)
        guard !diff.isEmpty else {
            #expect(oldBytes == newBytes)
            continue
        }
        try Data(diff.text(oldName: "a/f", newName: "b/f")).write(to: folder.appendingPathComponent("f.patch"))
        let result = try ChildProcess.run(ChildProcess.onPath("patch")!, ["-p1", "-s", "-i", "f.patch"], in: folder)
        #expect(result.status == 0, "case \(index): \(result.stdout)\(result.stderr)")
        #expect(Array(try Data(contentsOf: file)) == newBytes, "case \(index)")
    }
}
