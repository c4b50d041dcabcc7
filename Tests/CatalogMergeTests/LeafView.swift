import JSONCore

/// The merge corpus's scoring model (its `classify.py`), written again here independently of the merger: a catalog
/// as leaves by JSON path, each `stringUnit` and `stringSet` one leaf, every other scalar a leaf, an empty object a leaf of its own.
struct LeafView: Equatable {
    var leaves: [[String]: JSONValue]

    init(_ document: JSONDocument) {
        var leaves: [[String]: JSONValue] = [:]
        func walk(_ value: JSONValue, _ path: [String]) {
            if case .object(let members) = value {
                if members.isEmpty { leaves[path] = .object([]) }
                for member in members {
                    if member.key == "stringUnit" || member.key == "stringSet", case .object = member.value {
                        leaves[path + [member.key]] = Self.canonical(member.value)
                    } else {
                        walk(member.value, path + [member.key])
                    }
                }
            } else {
                leaves[path] = Self.canonical(value)
            }
        }
        walk(document.value(document.root), [])
        self.leaves = leaves
    }

    init(bytes: [UInt8]) throws { self.init(try JSONDocument.parse(bytes, file: "<leaves>")) }

    /// Objects with their members sorted by name, so equal values compare equal whatever the member order.
    static func canonical(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            .object(members.map { JSONMember(key: $0.key, value: canonical($0.value)) }.sorted { $0.key < $1.key })
        case .array(let elements): .array(elements.map(canonical))
        default: value
        }
    }

    /// The leaf-wise union of both sides' changes, and the leaves changed differently on both sides (left out).
    static func union(base: LeafView, ours: LeafView, theirs: LeafView) -> (union: [[String]: JSONValue], conflicts: Set<[String]>) {
        var union: [[String]: JSONValue] = [:]
        var conflicts: Set<[String]> = []
        let paths = Set(base.leaves.keys).union(ours.leaves.keys).union(theirs.leaves.keys)
        for path in paths {
            let b = base.leaves[path], o = ours.leaves[path], t = theirs.leaves[path]
            let value: JSONValue?
            if o == b {
                value = t
            } else if t == b || o == t {
                value = o
            } else {
                conflicts.insert(path)
                continue
            }
            if let value { union[path] = value }
        }
        // An empty object stops being a leaf once the other side gave it members.
        var parents: Set<[String]> = []
        for path in union.keys where path.count > 1 {
            for length in 1..<path.count { parents.insert(Array(path.prefix(length))) }
        }
        for (path, value) in union where value == .object([]) && parents.contains(path) { union[path] = nil }
        return (union, conflicts)
    }

    /// Leaves of `self` and `expected` that differ, outside the paths under any of `excluded`.
    func differences(from expected: [[String]: JSONValue], excluding excluded: [[String]] = []) -> [[String]] {
        func isExcluded(_ path: [String]) -> Bool {
            excluded.contains { path.count >= $0.count && Array(path.prefix($0.count)) == $0 }
        }
        return Set(leaves.keys).union(expected.keys).filter { !isExcluded($0) && leaves[$0] != expected[$0] }.sorted {
            $0.lexicographicallyPrecedes($1)
        }
    }
}
