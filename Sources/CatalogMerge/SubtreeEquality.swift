import Foundation
import JSONCore

/// Whether two JSON subtrees, each in its own document, are the same value.
///
/// Objects compare by member name in any order and strings by their unescaped text, so two files that differ only in
/// layout, key order or escapes hold equal values; numbers compare as written (`1` and `1.0` differ, conservatively).
enum SubtreeEquality {
    static func equal(_ a: JSONDocument, _ x: Int, _ b: JSONDocument, _ y: Int) -> Bool {
        // Raw buffers: reading `nodes` and `bytes` through the class retains and releases them at every node.
        a.nodes.withUnsafeBufferPointer { aNodes in
            a.bytes.withUnsafeBufferPointer { aBytes in
                b.nodes.withUnsafeBufferPointer { bNodes in
                    b.bytes.withUnsafeBufferPointer { bBytes in
                        Trees(a: a, aNodes: aNodes, aBytes: aBytes, b: b, bNodes: bNodes, bBytes: bBytes).equal(x, y)
                    }
                }
            }
        }
    }

    /// Strings and numbers: raw bytes when both are written canonically (one spelling per value), else unescaped text.
    static func scalarEqual(_ a: JSONDocument, _ left: JSONNode, _ b: JSONDocument, _ right: JSONNode) -> Bool {
        a.bytes.withUnsafeBufferPointer { abytes in
            b.bytes.withUnsafeBufferPointer { bbytes in scalarEqual(abytes, left, bbytes, right) }
        }
    }

    @inline(__always)
    static func scalarEqual(
        _ abytes: UnsafeBufferPointer<UInt8>, _ left: JSONNode, _ bbytes: UnsafeBufferPointer<UInt8>, _ right: JSONNode
    ) -> Bool {
        guard left.kind == right.kind else { return false }
        let canonical = (left.flags | right.flags) & JSONNode.nonCanonicalEscapes == 0
        if (canonical || left.kind == .number) && left.count != right.count { return false }
        let l = UnsafeBufferPointer(rebasing: abytes[Int(left.start)..<Int(left.start + left.count)])
        let r = UnsafeBufferPointer(rebasing: bbytes[Int(right.start)..<Int(right.start + right.count)])
        // memcmp: the generic `elementsEqual` compares byte by byte, a large share of a merge's time.
        if canonical || left.kind == .number {
            return l.isEmpty || memcmp(l.baseAddress!, r.baseAddress!, l.count) == 0
        }
        return JSONEscaping.unescape(l) == JSONEscaping.unescape(r)
    }

    /// Two documents' nodes and bytes, borrowed for one comparison.
    private struct Trees {
        let a: JSONDocument
        let aNodes: UnsafeBufferPointer<JSONNode>
        let aBytes: UnsafeBufferPointer<UInt8>
        let b: JSONDocument
        let bNodes: UnsafeBufferPointer<JSONNode>
        let bBytes: UnsafeBufferPointer<UInt8>

        func equal(_ x: Int, _ y: Int) -> Bool {
            let left = aNodes[x], right = bNodes[y]
            guard left.kind == right.kind else { return false }
            if (left.kind == .object || left.kind == .array) && sameText(x, y) { return true }
            return equalByValue(x, y)
        }

        /// Whether two containers are written with the same bytes, from the opening bracket to the end of their last
        /// leaf (what follows is whitespace and the brackets closing what is open there): the same text is the same
        /// value. One `memcmp` then settles what is usual in a merge, entries left alone on both sides, which
        /// comparing node by node costs a hundred times more. Different text may still be the same value.
        @inline(__always)
        private func sameText(_ x: Int, _ y: Int) -> Bool {
            let aEnd = Int(aNodes[x].end), bEnd = Int(bNodes[y].end)
            guard aEnd - x == bEnd - y else { return false }
            let start = Int(aNodes[x].start), otherStart = Int(bNodes[y].start)
            let length = Self.textEnd(aNodes[aEnd - 1]) - start
            guard length == Self.textEnd(bNodes[bEnd - 1]) - otherStart else { return false }
            return memcmp(aBytes.baseAddress! + start, bBytes.baseAddress! + otherStart, length) == 0
        }

        /// Where a leaf's text ends: after a scalar's last byte (a string's closing quote follows), or after an empty
        /// container's opening bracket.
        @inline(__always)
        private static func textEnd(_ leaf: JSONNode) -> Int {
            leaf.kind == .object || leaf.kind == .array ? Int(leaf.start) + 1 : Int(leaf.start + leaf.count)
        }

        private func equalByValue(_ x: Int, _ y: Int) -> Bool {
            let left = aNodes[x], right = bNodes[y]
            switch left.kind {
            case .string, .number:
                return scalarEqual(aBytes, left, bBytes, right)
            case .true, .false, .null:
                return true
            case .array:
                guard left.count == right.count else { return false }
                var i = x + 1, j = y + 1
                for _ in 0..<Int(left.count) {
                    if !equal(i, j) { return false }
                    i = Int(aNodes[i].end)
                    j = Int(bNodes[j].end)
                }
                return true
            case .object:
                guard left.count == right.count else { return false }
                // Files written by one tool keep one member order: try member by member first.
                var i = x + 1, j = y + 1
                for _ in 0..<Int(left.count) {
                    guard scalarEqual(aBytes, aNodes[i], bBytes, bNodes[j]) else { return equalUnordered(x, y) }
                    if !equal(i + 1, j + 1) { return false }
                    i = Int(aNodes[i + 1].end)
                    j = Int(bNodes[j + 1].end)
                }
                return true
            }
        }

        /// Objects whose members are in different orders: by name.
        private func equalUnordered(_ x: Int, _ y: Int) -> Bool {
            let members = MemberIndex(b, y)
            for member in a.members(JSONNodeID(x)) {
                guard let other = members.value(named: a.stringBytes(member.key)), equal(member.value.index, other)
                else { return false }
            }
            return true
        }
    }
}

/// An object's members by name (the parser has already refused duplicate names).
struct MemberIndex {
    private(set) var names: [[UInt8]] = []
    private(set) var keys: [Int] = []
    private(set) var values: [Int] = []
    private var positions: [KeyName: Int] = [:]

    init(_ document: JSONDocument, _ object: Int) {
        guard document.nodes[object].kind == .object else { return }
        document.forEachMember(JSONNodeID(object)) { member in
            names.append(document.stringBytes(member.key))
            keys.append(member.key.index)
            values.append(member.value.index)
        }
        // Small objects (a unit, a locale's variations) are searched in place; big ones (`strings`) get a table.
        if names.count > 8 {
            positions.reserveCapacity(names.count)
            for (position, name) in names.enumerated() { positions[KeyName(bytes: name)] = position }
        }
    }

    func position(named name: [UInt8]) -> Int? {
        if names.count > 8 { return positions[KeyName(bytes: name)] }
        return names.firstIndex(of: name)
    }

    func value(named name: [UInt8]) -> Int? { position(named: name).map { values[$0] } }
}

/// A member name as a dictionary key, hashed as one block of bytes (an array of bytes hashes byte by byte).
private struct KeyName: Hashable {
    let bytes: [UInt8]

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    static func == (left: KeyName, right: KeyName) -> Bool {
        left.bytes.count == right.bytes.count
            && left.bytes.withUnsafeBytes { l in
                right.bytes.withUnsafeBytes { r in l.isEmpty || memcmp(l.baseAddress!, r.baseAddress!, l.count) == 0 }
            }
    }
}
