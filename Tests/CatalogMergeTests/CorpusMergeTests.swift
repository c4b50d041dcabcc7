import CatalogMerge
import Foundation
import JSONCore
import TestSupport
import Testing

/// The 18 real merges of `../shared/corpus/merges`, scored as its MANIFEST says.
@Suite(.requiresCorpus) struct CorpusMergeTests {
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Corpus.merges.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: Corpus.merges.appendingPathComponent("\($0)/case.json").path) }
            .sorted()
    }()

    static func load(_ name: String, _ side: String) throws -> JSONDocument {
        try CatalogSource.file(path: Corpus.merges.appendingPathComponent("\(name)/\(side).xcstrings").path).load(name: "\(side).xcstrings")
    }

    /// What `case.json` says of the case (its group and the classifier's counts).
    static func facts(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: Corpus.merges.appendingPathComponent("\(name)/case.json"))
        return try JSONSerialization.jsonObject(with: data) as! [String: Any]
    }

    @Test func theCorpusHoldsAllEighteenCases() {
        #expect(Self.cases.count == 18)
    }

    @Test(arguments: cases) func mergeIsTheLeafwiseUnionOutsideTrueConflicts(name: String) throws {
        let facts = try Self.facts(name)
        let theirsHasDuplicate = (facts["note"] as? String ?? "").contains("Theirs already contains key")
        if theirsHasDuplicate {
            // A catalog with a key twice is refused with its location, as every reader here refuses it.
            #expect(throws: JSONReadError.self) { try Self.load(name, "theirs") }
            return
        }
        let base = try Self.load(name, "base"), ours = try Self.load(name, "ours"), theirs = try Self.load(name, "theirs")
        let result = try CatalogMerger.merge(base: base, ours: ours, theirs: theirs, resultFile: "merged.xcstrings")
        let merged = try LeafView(bytes: result.bytes)
        let (union, leafConflicts) = LeafView.union(base: LeafView(base), ours: LeafView(ours), theirs: LeafView(theirs))

        // Every leaf both sides changed differently is reported (a key removed on one side and changed on the other
        // is one conflict for the key, so it covers the leaves under it).
        let reported = result.conflicts.map(\.path)
        for leaf in leafConflicts {
            #expect(reported.contains { leaf.starts(with: $0) }, "unreported conflict at \(leaf)")
        }
        // Outside what was reported, the result is exactly both sides' changes.
        let differences = merged.differences(from: union, excluding: reported + leafConflicts.map { $0 })
        #expect(differences.isEmpty, "differs from the leaf-wise union at \(differences.prefix(5))")

        let semantic = facts["semantic"] as? [String: Any]
        let flags = semantic?["flags"] as? [String: Any]
        let trueConflicts = flags?["true_conflicts"] as? Int ?? 0
        let deleteModify = flags?["key_delete_modify"] as? Int ?? 0
        #expect(result.conflicts.count == trueConflicts + deleteModify - overlap(facts), "conflicts: \(result.conflicts)")
        if result.conflicts.isEmpty, flags?["merged_equals_leafwise_union_outside_conflicts"] as? Bool == true,
            let authors = try? Self.load(name, "merged")
        {
            // Where the authors got it right, the driver's result equals theirs unit for unit.
            #expect(merged == LeafView(authors))
        }
    }

    /// Conflicting leaves under a key one side removed: the classifier counts each, the merge reports the key once.
    private func overlap(_ facts: [String: Any]) -> Int {
        let semantic = facts["semantic"] as? [String: Any]
        let conflicts = semantic?["conflicts"] as? [[String: Any]] ?? []
        let deleted = Set((semantic?["key_delete_modify"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String })
        return conflicts.compactMap { $0["key"] as? String }.filter(deleted.contains).count
    }

    @Test func aCommittedMergeWithBrokenJSONIsRefusedWithItsLocation() throws {
        let name = try #require(Self.cases.first { (try? Self.facts($0)["group"] as? String) == "invalid-json" })
        let error = try #require(thrownError { _ = try Self.load(name, "merged") } as? JSONReadError)
        #expect(
            error.location.line > 0 && error.description.hasPrefix("merged.xcstrings:\(error.location.line):\(error.location.column): "))
    }

    @Test(arguments: cases) func mergingASideWithItselfOrTheBaseGivesThatSide(name: String) throws {
        guard let base = try? Self.load(name, "base"), let ours = try? Self.load(name, "ours"),
            let theirs = try? Self.load(name, "theirs")
        else { return }
        try MergeProperties.check(base: base, ours: ours, theirs: theirs)
    }
}
