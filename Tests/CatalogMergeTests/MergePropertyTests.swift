import CatalogMerge
import JSONCore
import Testing

/// The merge laws on seeded generated catalogs (the corpus cases are in `CorpusMergeTests`).
@Suite struct MergePropertyTests {
    @Test(arguments: 1...40) func mergeLawsHoldOnGeneratedCatalogs(seed: Int) throws {
        var generator = GeneratedCatalogs(seed: UInt64(seed))
        let baseValue = generator.catalog(keys: 30)
        let oursValue = generator.edited(baseValue, count: 12)
        let theirsValue = generator.edited(baseValue, count: 12)
        let base = try GeneratedCatalogs.document(baseValue, name: "base")
        let ours = try GeneratedCatalogs.document(oursValue, name: "ours")
        let theirs = try GeneratedCatalogs.document(theirsValue, name: "theirs")
        try MergeProperties.check(base: base, ours: ours, theirs: theirs)
        let result = try CatalogMerger.merge(base: base, ours: ours, theirs: theirs, resultFile: "merged")
        try MergeProperties.oneSidedChangesKept(base: base, ours: ours, theirs: theirs, result: result)
        // Every conflict is a value both sides changed, differently.
        let b = LeafView(base), o = LeafView(ours), t = LeafView(theirs)
        let (_, leafConflicts) = LeafView.union(base: b, ours: o, theirs: t)
        for leaf in leafConflicts {
            #expect(result.conflicts.contains { leaf.starts(with: $0.path) }, "unreported conflict at \(leaf)")
        }
        // The result reads back as a catalog and, being Xcode's bytes already, fmt leaves it alone.
        let merged = try JSONDocument.parse(result.bytes, file: "merged")
        #expect(try CatalogWriterCheck.isCanonical(merged, result.bytes))
    }

    @Test(arguments: 1...10) func mergeIsSymmetricUpToWhichSideConflictsKeep(seed: Int) throws {
        var generator = GeneratedCatalogs(seed: UInt64(1000 + seed))
        let baseValue = generator.catalog(keys: 20)
        let base = try GeneratedCatalogs.document(baseValue, name: "base")
        let ours = try GeneratedCatalogs.document(generator.edited(baseValue, count: 10), name: "ours")
        let theirs = try GeneratedCatalogs.document(generator.edited(baseValue, count: 10), name: "theirs")
        let forward = try CatalogMerger.merge(base: base, ours: ours, theirs: theirs, prefer: .ours, resultFile: "r")
        let backward = try CatalogMerger.merge(base: base, ours: theirs, theirs: ours, prefer: .theirs, resultFile: "r")
        #expect(forward.bytes == backward.bytes)
        #expect(
            forward.conflicts.map(\.path).sorted { $0.lexicographicallyPrecedes($1) }
                == backward.conflicts.map(\.path).sorted { $0.lexicographicallyPrecedes($1) })
    }
}
