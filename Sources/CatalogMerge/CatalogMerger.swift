import JSONCore
import StringCatalog

/// Three-way merge of String Catalogs, value by value, for `catalog merge` and git's merge driver.
///
/// Every value is merged by one rule: unchanged on one side, the other side's version is taken (a removal
/// included); changed alike on both, it is taken once; changed differently, objects merge member by member and
/// anything else is a true conflict. A `stringUnit` (state and text together) is one value, as Xcode treats it, and so
/// is a `stringSet` (its phrases share one state; `CatalogShape.unitMembers`), so a translation never mixes one side's
/// text with the other side's state. The top level (`version`, `sourceLanguage`,
/// unknown fields) follows the same rule.
public enum CatalogMerger {
    /// Merges parsed catalogs; the result names `resultFile` in conflict locations.
    ///
    /// Conflicts keep ours unless `prefer` says theirs. Throws `MergeInputError` for inputs whose top level is not an
    /// object or that are too large together, and `ICUError` if the collator cannot be opened.
    public static func merge(
        base: JSONDocument, ours: JSONDocument, theirs: JSONDocument, prefer: MergePreference = .ours, resultFile: String
    ) throws -> CatalogMergeResult {
        try merge(base: base, ours: ours, theirs: theirs, prefer: prefer, resultFile: resultFile, known: nil)
    }

    /// Merges catalogs loaded with ours as the reference (`CatalogSetLoader`), reusing the entry comparisons that
    /// checking them made.
    static func merge(
        _ loaded: LoadedCatalogs, prefer: MergePreference, resultFile: String
    ) throws -> CatalogMergeResult {
        precondition(loaded.documents.count == 3 && loaded.reference == 1, "inputs are base, ours (the reference), theirs")
        let known = loaded.sameAsReference[0].flatMap { base in
            loaded.sameAsReference[2].map { KnownEntries(baseSameAsOurs: base, theirsSameAsOurs: $0) }
        }
        return try merge(
            base: loaded.documents[0], ours: loaded.documents[1], theirs: loaded.documents[2], prefer: prefer,
            resultFile: resultFile, known: known)
    }

    private static func merge(
        base: JSONDocument, ours: JSONDocument, theirs: JSONDocument, prefer: MergePreference, resultFile: String,
        known: KnownEntries?
    ) throws -> CatalogMergeResult {
        for document in [base, ours, theirs] where document.kind(document.root) != .object {
            throw MergeInputError.notAnObject(file: document.file)
        }
        var walk = ThreeWayWalk(builder: try MergedDocumentBuilder(sources: [base, ours, theirs]), prefer: prefer)
        walk.knownEntries = known
        walk.mergeObject(base: 0, ours: 0, theirs: 0, path: [])
        let endsWithNewline =
            ours.endsWithNewline == base.endsWithNewline ? theirs.endsWithNewline : ours.endsWithNewline
        let merged = walk.builder.document(file: resultFile, endsWithNewline: endsWithNewline)
        let bytes = try CatalogWriter.write(merged)
        var conflicts: [MergeConflict] = []
        if !walk.conflicts.isEmpty {
            // Lines are those of the written result, the file a person opens to review the conflict.
            let written = try JSONDocument.parse(bytes, file: resultFile)
            conflicts = walk.conflicts.map { pending in
                MergeConflict(
                    path: pending.path, unit: unitAddress(jsonPath: pending.path), base: pending.base, ours: pending.ours,
                    theirs: pending.theirs, kept: prefer, location: locate(pending.path, in: written))
            }
        }
        return CatalogMergeResult(
            bytes: bytes, conflicts: conflicts, takenFromOurs: walk.takenFromOurs, takenFromTheirs: walk.takenFromTheirs)
    }

    /// The unit a conflict's JSON path (`strings`, key, `localizations`, locale, …, `stringUnit`) names, if it is one.
    static func unitAddress(jsonPath path: [String]) -> UnitAddress? {
        guard path.count >= 5, path[0] == "strings", path[2] == "localizations", path.last == CatalogShape.stringUnit else {
            return nil
        }
        var steps: [UnitStep] = []
        var rest = path[4..<(path.count - 1)]
        while let name = rest.popFirst() {
            switch name {
            case "variations":
                guard let selector = rest.popFirst(), let caseName = rest.popFirst() else { return nil }
                steps.append(.variation(selector: Variations.Selector(selector), caseName: caseName))
            case "substitutions":
                guard let substitution = rest.popFirst() else { return nil }
                steps.append(.substitution(name: substitution))
            default: return nil
            }
        }
        return UnitAddress(key: path[1], locale: path[3], steps: steps)
    }

    /// The location of the key of the member at `path`, or of its deepest ancestor present in `document`.
    static func locate(_ path: [String], in document: JSONDocument) -> SourceLocation {
        var node = document.root
        var location = document.location(node)
        for name in path {
            guard let member = document.member(node, named: name) else { return location }
            node = member.value
            location = document.location(member.key)
        }
        return location
    }
}

/// The `strings` entries of base and theirs (value nodes) equal to ours' entry of the same key; any other entry
/// present on both sides differs.
struct KnownEntries {
    var baseSameAsOurs: Set<Int>
    var theirsSameAsOurs: Set<Int>
}

/// One conflict as the walk finds it, before its place in the written result is known.
struct PendingConflict {
    var path: [String]
    var base: String?
    var ours: String?
    var theirs: String?
}

/// The recursive walk over the three trees (inputs 0 base, 1 ours, 2 theirs), writing the result as it decides.
struct ThreeWayWalk {
    var builder: MergedDocumentBuilder
    let prefer: MergePreference
    var conflicts: [PendingConflict] = []
    var takenFromOurs = 0
    var takenFromTheirs = 0
    /// What loading found out about the entries, so the walk does not compare them again.
    var knownEntries: KnownEntries?

    /// Members merged as one value (`CatalogShape.unitMembers`), as bytes to compare with member names.
    private static let atomicNames = Set(CatalogShape.unitMembers.map { Array($0.utf8) })

    init(builder: MergedDocumentBuilder, prefer: MergePreference) {
        self.builder = builder
        self.prefer = prefer
    }

    private enum Decision {
        case absent
        case take(side: Int, index: Int)
        case merge
    }

    /// Merges three objects (base may be missing or not an object: then every member is new) member by member.
    mutating func mergeObject(base: Int?, ours: Int, theirs: Int, path: [String]) {
        let sources = builder.sources
        let position = builder.beginObject(like: 1, ours)
        let baseMembers = base.flatMap { sources[0].nodes[$0].kind == .object ? MemberIndex(sources[0], $0) : nil }
        let ourMembers = MemberIndex(sources[1], ours)
        let theirMembers = MemberIndex(sources[2], theirs)
        var count = 0

        var visit: [(name: [UInt8], base: Int?, ours: Int?, theirs: Int?, key: (side: Int, index: Int))] = []
        for (at, name) in ourMembers.names.enumerated() {
            let inTheirs = theirMembers.position(named: name)
            visit.append(
                (
                    name, baseMembers?.position(named: name), at, inTheirs, (1, ourMembers.keys[at])
                ))
        }
        for (at, name) in theirMembers.names.enumerated() where ourMembers.position(named: name) == nil {
            visit.append((name, baseMembers?.position(named: name), nil, at, (2, theirMembers.keys[at])))
        }
        if let baseMembers {
            for (at, name) in baseMembers.names.enumerated()
            where ourMembers.position(named: name) == nil && theirMembers.position(named: name) == nil {
                visit.append((name, at, nil, nil, (0, baseMembers.keys[at])))
            }
        }
        for item in visit {
            let b = item.base.map { baseMembers!.values[$0] }
            let o = item.ours.map { ourMembers.values[$0] }
            let t = item.theirs.map { theirMembers.values[$0] }
            // Inside a localization (`strings`, key, `localizations`, locale, …); a key named `stringUnit` is no unit.
            let atomic = path.count >= 4 && path[0] == "strings" && path[2] == "localizations" && Self.atomicNames.contains(item.name)
            switch decide(base: b, ours: o, theirs: t, atomic: atomic, path: path, name: item.name) {
            case .absent:
                continue
            case .take(let side, let index):
                builder.copyKey(item.key.side, item.key.index)
                builder.copy(side, index)
            case .merge:
                builder.copyKey(item.key.side, item.key.index)
                mergeObject(base: b, ours: o!, theirs: t!, path: path + [String(decoding: item.name, as: UTF8.self)])
            }
            count += 1
        }
        builder.endObject(at: position, count: count)
    }

    private mutating func decide(base: Int?, ours: Int?, theirs: Int?, atomic: Bool, path: [String], name: [UInt8]) -> Decision {
        let sources = builder.sources
        func same(_ x: (Int, Int?), _ y: (Int, Int?)) -> Bool {
            switch (x.1, y.1) {
            case (nil, nil): true
            case (let a?, let b?): SubtreeEquality.equal(sources[x.0], a, sources[y.0], b)
            default: false
            }
        }
        func take(_ side: Int, _ index: Int?) -> Decision { index.map { .take(side: side, index: $0) } ?? .absent }

        // Entries of `strings` were compared with ours' when the inputs were checked.
        let known = path.count == 1 && path[0] == "strings" ? knownEntries : nil
        var oursTheirs: Bool?
        if let known, let theirs, ours != nil { oursTheirs = known.theirsSameAsOurs.contains(theirs) }
        let oursUnchanged: Bool
        if let known, let base, ours != nil {
            oursUnchanged = known.baseSameAsOurs.contains(base)
        } else {
            oursUnchanged = same((1, ours), (0, base))
        }
        if oursUnchanged {
            // Ours equals base, so theirs equals base exactly when it equals ours.
            if !(oursTheirs ?? same((2, theirs), (0, base))) { takenFromTheirs += 1 }
            return take(2, theirs)
        }
        // Theirs equal to ours, which differs from base, differs from base too.
        let theirsUnchanged = oursTheirs == true ? false : same((2, theirs), (0, base))
        if theirsUnchanged || (oursTheirs ?? same((1, ours), (2, theirs))) {
            takenFromOurs += 1
            return take(1, ours)
        }
        if let ours, let theirs, !atomic, sources[1].nodes[ours].kind == .object, sources[2].nodes[theirs].kind == .object {
            return .merge
        }
        conflicts.append(
            PendingConflict(
                path: path + [String(decoding: name, as: UTF8.self)], base: ValueWords.describe(sources[0], base),
                ours: ValueWords.describe(sources[1], ours), theirs: ValueWords.describe(sources[2], theirs)))
        return prefer == .ours ? take(1, ours) : take(2, theirs)
    }
}
