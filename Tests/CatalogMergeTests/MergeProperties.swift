import CatalogMerge
import JSONCore
import StringCatalog
import Testing

/// The laws every three-way merge must keep, checked on corpus cases and generated catalogs.
enum MergeProperties {
    /// merge(B, X, B) = X, merge(B, B, Y) = Y, merge(B, X, X) = X, byte for byte as `fmt` writes X or Y, with no conflict.
    static func check(
        base: JSONDocument, ours: JSONDocument, theirs: JSONDocument, sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        throws
    {
        for (x, label) in [(ours, "ours"), (theirs, "theirs")] {
            let formatted = try CatalogWriter.write(x)
            let keepX = try CatalogMerger.merge(base: base, ours: x, theirs: base, resultFile: "r")
            #expect(keepX.bytes == formatted && keepX.conflicts.isEmpty, "merge(B, \(label), B) ≠ \(label)", sourceLocation: sourceLocation)
            let takeY = try CatalogMerger.merge(base: base, ours: base, theirs: x, resultFile: "r")
            #expect(takeY.bytes == formatted && takeY.conflicts.isEmpty, "merge(B, B, \(label)) ≠ \(label)", sourceLocation: sourceLocation)
            let same = try CatalogMerger.merge(base: base, ours: x, theirs: x, resultFile: "r")
            #expect(
                same.bytes == formatted && same.conflicts.isEmpty, "merge(B, \(label), \(label)) ≠ \(label)", sourceLocation: sourceLocation
            )
        }
    }

    /// Every leaf changed on exactly one side has that side's value in `result` (or is absent if that side removed
    /// it), unless it sits under a reported conflict (a key removed on the other side).
    static func oneSidedChangesKept(
        base: JSONDocument, ours: JSONDocument, theirs: JSONDocument, result: CatalogMergeResult,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let b = LeafView(base), o = LeafView(ours), t = LeafView(theirs), merged = try LeafView(bytes: result.bytes)
        let reported = result.conflicts.map(\.path)
        for path in Set(b.leaves.keys).union(o.leaves.keys).union(t.leaves.keys) where !reported.contains(where: { path.starts(with: $0) })
        {
            let oursChanged = o.leaves[path] != b.leaves[path], theirsChanged = t.leaves[path] != b.leaves[path]
            guard oursChanged != theirsChanged else { continue }
            let expected = oursChanged ? o.leaves[path] : t.leaves[path]
            // An emptied object's placeholder leaf may be replaced by the members the other side added.
            if expected == .object([]) || (expected == nil && b.leaves[path] == .object([])) { continue }
            #expect(
                merged.leaves[path] == expected, "lost \(oursChanged ? "ours" : "theirs")' change at \(path)",
                sourceLocation: sourceLocation)
        }
    }
}
