/// A unified diff (`diff -u`, what `patch` and `git apply` read) between two versions of a file's bytes.
///
/// Lines are compared whole; hunks carry three lines of context; a last line without a newline is followed by
/// `\ No newline at end of file`, as Xcode's catalogs end. The edit script is Myers' shortest one, except when the
/// two versions differ in more than ``maximumEdits`` lines: then the differing middle is one hunk that removes the
/// old lines and adds the new ones, which is still a correct patch, found in linear time.
public struct UnifiedDiff: Sendable {
    /// Beyond this many differing lines the diff stops looking for the shortest edit script.
    public static let maximumEdits = 2_000
    /// Lines of context around each change.
    public static let contextLines = 3

    private enum Operation: Equatable {
        case same(old: Int, new: Int)
        case removed(Int)
        case added(Int)
    }

    private let old: [ArraySlice<UInt8>]
    private let new: [ArraySlice<UInt8>]
    private let operations: [Operation]

    /// The diff from `old` to `new`.
    public init(from old: [UInt8], to new: [UInt8]) {
        self.old = Self.lines(old)
        self.new = Self.lines(new)
        self.operations = Self.operations(self.old, self.new)
    }

    /// Whether the two versions differ.
    public var isEmpty: Bool { !operations.contains { if case .same = $0 { false } else { true } } }

    /// The diff text with `---`/`+++` headers naming `oldName` and `newName` (e.g. `a/path` and `b/path`); empty
    /// when nothing differs.
    public func text(oldName: String, newName: String) -> [UInt8] {
        guard !isEmpty else { return [] }
        var out: [UInt8] = []
        out += Array("--- \(oldName)\n+++ \(newName)\n".utf8)
        for hunk in hunks() { write(hunk, to: &out) }
        return out
    }

    /// Ranges of `operations`, each a change with its context, merged where contexts touch.
    private func hunks() -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        var index = 0
        while index < operations.count {
            guard !isSame(index) else {
                index += 1
                continue
            }
            let start = max(0, index - Self.contextLines)
            var end = index
            // Extend over changes and up to 2 × context of unchanged lines between them.
            while end < operations.count {
                if !isSame(end) {
                    end += 1
                    continue
                }
                var run = end
                while run < operations.count && isSame(run) { run += 1 }
                if run == operations.count || run - end > 2 * Self.contextLines {
                    end = min(operations.count, end + Self.contextLines)
                    break
                }
                end = run
            }
            if let last = hunks.last, last.upperBound >= start {
                hunks[hunks.count - 1] = last.lowerBound..<end
            } else {
                hunks.append(start..<end)
            }
            index = end
        }
        return hunks
    }

    private func isSame(_ index: Int) -> Bool { if case .same = operations[index] { true } else { false } }

    private func write(_ hunk: Range<Int>, to out: inout [UInt8]) {
        var oldStart = 0, newStart = 0, oldCount = 0, newCount = 0
        // Line numbers: the first line each side the hunk covers, or (when it covers none) the line before.
        var oldBefore = 0, newBefore = 0
        for operation in operations[..<hunk.lowerBound] {
            switch operation {
            case .same: (oldBefore, newBefore) = (oldBefore + 1, newBefore + 1)
            case .removed: oldBefore += 1
            case .added: newBefore += 1
            }
        }
        for operation in operations[hunk] {
            switch operation {
            case .same: (oldCount, newCount) = (oldCount + 1, newCount + 1)
            case .removed: oldCount += 1
            case .added: newCount += 1
            }
        }
        oldStart = oldCount == 0 ? oldBefore : oldBefore + 1
        newStart = newCount == 0 ? newBefore : newBefore + 1
        out += Array("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n".utf8)
        for operation in operations[hunk] {
            switch operation {
            case .same(let line, _): emit(UInt8(ascii: " "), old[line], to: &out)
            case .removed(let line): emit(UInt8(ascii: "-"), old[line], to: &out)
            case .added(let line): emit(UInt8(ascii: "+"), new[line], to: &out)
            }
        }
    }

    private func emit(_ marker: UInt8, _ line: ArraySlice<UInt8>, to out: inout [UInt8]) {
        out.append(marker)
        out += line
        if line.last != UInt8(ascii: "\n") { out += Array("\n\\ No newline at end of file\n".utf8) }
    }

    /// The lines of `bytes`, each with its `\n` (the last one may have none).
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// The edit script: common prefix and suffix, and Myers' (or the fallback) between them.
    private static func operations(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [Operation] {
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        // Lines as numbers, so the search compares integers.
        var ids: [ArraySlice<UInt8>: Int] = [:]
        let a = old[prefix..<(old.count - suffix)].map { line in
            ids[line]
                ?? {
                    ids[line] = ids.count
                    return ids.count - 1
                }()
        }
        let b = new[prefix..<(new.count - suffix)].map { line in
            ids[line]
                ?? {
                    ids[line] = ids.count
                    return ids.count - 1
                }()
        }
        var result: [Operation] = (0..<prefix).map { .same(old: $0, new: $0) }
        if let middle = myers(a, b) {
            for operation in middle {
                switch operation {
                case .same(let x, let y): result.append(.same(old: prefix + x, new: prefix + y))
                case .removed(let x): result.append(.removed(prefix + x))
                case .added(let y): result.append(.added(prefix + y))
                }
            }
        } else {
            result += a.indices.map { .removed(prefix + $0) }
            result += b.indices.map { .added(prefix + $0) }
        }
        result += (0..<suffix).map { .same(old: old.count - suffix + $0, new: new.count - suffix + $0) }
        return result
    }

    /// Myers' greedy shortest edit script, or nil when it needs more than `maximumEdits` edits.
    private static func myers(_ a: [Int], _ b: [Int]) -> [Operation]? {
        let n = a.count, m = b.count
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d]: v[k] for k in -d-1...d+1 before round d.
        var trace: [[Int]] = []
        var finished: Int? = nil
        rounds: for d in 0...limit {
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m {
                    finished = d
                    break rounds
                }
            }
        }
        guard let edits = finished else { return nil }
        var script: [Operation] = []
        var x = n, y = m
        for d in stride(from: edits, through: 0, by: -1) {
            let row = trace[d]
            func at(_ k: Int) -> Int { row[k + d + 1] }
            let k = x - y
            let previousK = k == -d || (k != d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX && y > previousY {
                script.append(.same(old: x - 1, new: y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    script.append(.added(y - 1))
                } else {
                    script.append(.removed(x - 1))
                }
            }
            x = previousX
            y = previousY
        }
        return script.reversed()
    }
}
