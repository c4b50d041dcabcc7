import JSONCore

/// Builds the merged document's flat tree out of subtrees of the three inputs, without re-parsing any text.
///
/// The bytes of the three inputs are laid end to end, so a copied string or number keeps pointing at its own bytes
/// (shifted by its input's offset) and the canonical writer of `catalog fmt` can write the result as it writes any
/// parsed file.
struct MergedDocumentBuilder {
    let sources: [JSONDocument]
    private let offsets: [UInt32]
    private(set) var nodes: [JSONNode] = []

    init(sources: [JSONDocument]) throws(MergeInputError) {
        self.sources = sources
        var offsets: [UInt32] = []
        var total = 0
        for source in sources {
            offsets.append(UInt32(truncatingIfNeeded: total))
            total += source.bytes.count
        }
        // Node offsets are 32-bit, as the parser's are.
        guard total < Int(UInt32.max) else { throw MergeInputError.tooLarge(total) }
        self.offsets = offsets
        nodes.reserveCapacity(sources.map(\.nodes.count).max() ?? 0)
    }

    /// Appends the subtree at `index` of input `side` (a key node copies just the key).
    mutating func copy(_ side: Int, _ index: Int) {
        let source = sources[side].nodes
        let end = Int(source[index].end)
        let shift = nodes.count - index
        let offset = offsets[side]
        for position in index..<end {
            var node = source[position]
            if node.kind == .string || node.kind == .number { node.start += offset }
            node.end = UInt32(Int(node.end) + shift)
            nodes.append(node)
        }
    }

    /// Appends the key node `index` of input `side`.
    mutating func copyKey(_ side: Int, _ index: Int) {
        var node = sources[side].nodes[index]
        node.start += offsets[side]
        node.end = UInt32(nodes.count + 1)
        nodes.append(node)
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
        bytes.reserveCapacity(sources.reduce(0) { $0 + $1.bytes.count })
        for source in sources { bytes.append(contentsOf: source.bytes) }
        return JSONDocument(
            file: file, fileID: SourceFileNames.id(of: file), bytes: bytes, nodes: nodes, hasByteOrderMark: false,
            endsWithNewline: endsWithNewline)
    }
}
