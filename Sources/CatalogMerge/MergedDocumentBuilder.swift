import JSONCore

/// Builds the merged document's flat tree out of subtrees of the three inputs, without re-parsing any text.
///
/// The result's bytes are ours' bytes followed by those of the strings and numbers copied from base or theirs, so
/// every copied node points at its own text and the canonical writer of `catalog fmt` can write the result as it
/// writes any parsed file. Most of a merge's result comes from ours: laying all three inputs end to end would copy
/// twice as many bytes as there are in the result, for nothing.
struct MergedDocumentBuilder {
    let sources: [JSONDocument]
    private(set) var nodes: [JSONNode] = []
    /// The text of strings and numbers copied from base (input 0) or theirs (input 2), laid after ours' bytes.
    private var copiedBytes: [UInt8] = []

    init(sources: [JSONDocument]) throws(MergeInputError) {
        precondition(sources.count == 3, "inputs are base, ours, theirs")
        self.sources = sources
        // Node offsets are 32-bit, as the parser's are; ours and the text copied from the others is at most all three.
        let total = sources.reduce(0) { $0 + $1.bytes.count }
        guard total < Int(UInt32.max) else { throw MergeInputError.tooLarge(total) }
        nodes.reserveCapacity(sources.map(\.nodes.count).max() ?? 0)
    }

    /// Appends the subtree at `index` of input `side` (a key node copies just the key).
    mutating func copy(_ side: Int, _ index: Int) {
        let source = sources[side].nodes
        let end = Int(source[index].end)
        let shift = nodes.count - index
        if side == 1 {
            for position in index..<end {
                var node = source[position]
                node.end = UInt32(Int(node.end) + shift)
                nodes.append(node)
            }
            return
        }
        sources[side].bytes.withUnsafeBufferPointer { bytes in
            for position in index..<end {
                var node = source[position]
                if node.kind == .string || node.kind == .number { node.start = relocate(node, from: bytes) }
                node.end = UInt32(Int(node.end) + shift)
                nodes.append(node)
            }
        }
    }

    /// Appends the key node `index` of input `side`.
    mutating func copyKey(_ side: Int, _ index: Int) {
        var node = sources[side].nodes[index]
        if side != 1 { node.start = sources[side].bytes.withUnsafeBufferPointer { relocate(node, from: $0) } }
        node.end = UInt32(nodes.count + 1)
        nodes.append(node)
    }

    /// Copies the text of a string or number node of base or theirs into `copiedBytes`; returns its new start.
    private mutating func relocate(_ node: JSONNode, from bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let start = sources[1].bytes.count + copiedBytes.count
        copiedBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.start + node.count)]))
        return UInt32(start)
    }

    /// Starts an object shaped like the object `index` of input `side`; returns its position for `endObject`.
    mutating func beginObject(like side: Int, _ index: Int) -> Int {
        nodes.append(sources[side].nodes[index])
        return nodes.count - 1
    }

    /// Closes the object at `position` with `count` members.
    mutating func endObject(at position: Int, count: Int) {
        nodes[position].count = UInt32(count)
        nodes[position].end = UInt32(nodes.count)
    }

    /// The finished document (named `file`).
    func document(file: String, endsWithNewline: Bool) -> JSONDocument {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sources[1].bytes.count + copiedBytes.count)
        bytes.append(contentsOf: sources[1].bytes)
        bytes.append(contentsOf: copiedBytes)
        return JSONDocument(
            file: file, fileID: SourceFileNames.id(of: file), bytes: bytes, nodes: nodes, hasByteOrderMark: false,
            endsWithNewline: endsWithNewline)
    }
}
