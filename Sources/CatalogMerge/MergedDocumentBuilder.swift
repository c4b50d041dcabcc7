import JSONCore

/// Builds the merged document's flat tree out of subtrees of the three inputs, without re-parsing any text.
///
/// The result's bytes are ours' and theirs' laid end to end, then the text of any string or number copied from base,
/// so every copied node points at its own text (shifted by its input's offset) and the canonical writer of
/// `catalog fmt` can write the result as it writes any parsed file. Base's bytes are not laid in whole: the merge
/// rules take a value from ours or theirs, and a value only base has is dropped, so its text is rarely if ever used.
struct MergedDocumentBuilder {
    let sources: [JSONDocument]
    /// Where each input's text starts in the result's bytes (base's: none, see `relocate`).
    private let offsets: [UInt32]
    private(set) var nodes: [JSONNode] = []
    /// The text of strings and numbers copied from base (input 0), laid after ours' and theirs' bytes.
    private var copiedBytes: [UInt8] = []

    init(sources: [JSONDocument]) throws(MergeInputError) {
        precondition(sources.count == 3, "inputs are base, ours, theirs")
        self.sources = sources
        // Node offsets are 32-bit, as the parser's are; ours, theirs and the text copied from base are at most all three.
        let total = sources.reduce(0) { $0 + $1.bytes.count }
        guard total < Int(UInt32.max) else { throw MergeInputError.tooLarge(total) }
        offsets = [0, 0, UInt32(sources[1].bytes.count)]
        // Every node of the result comes from ours or theirs (base's values are dropped or replaced), so their sum
        // bounds it: a result one entry larger than ours would otherwise copy all its nodes to grow. Unused capacity is
        // never touched, so it costs address space, not memory.
        nodes.reserveCapacity(sources[1].nodes.count + sources[2].nodes.count)
        let reserved = nodes.capacity * MemoryLayout<JSONNode>.stride
        nodes.withUnsafeBufferPointer { HugePages.advise($0.baseAddress, count: reserved) }
    }

    /// Appends the subtree at `index` of input `side` (a key node copies just the key).
    mutating func copy(_ side: Int, _ index: Int) {
        let source = sources[side].nodes
        let end = Int(source[index].end)
        let shift = nodes.count - index
        if side == 0 {
            for position in index..<end { append(source[position], from: 0, shift: shift) }
            return
        }
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
        append(sources[side].nodes[index], from: side, shift: nodes.count - index)
    }

    /// Appends `node` of input `side`, its text relocated and its end moved by `shift`.
    private mutating func append(_ node: JSONNode, from side: Int, shift: Int) {
        var node = node
        if node.kind == .string || node.kind == .number { node.start = side == 0 ? relocate(node) : node.start + offsets[side] }
        node.end = UInt32(Int(node.end) + shift)
        nodes.append(node)
    }

    /// Copies the text of a string or number node of base into `copiedBytes`; returns its start in the result.
    private mutating func relocate(_ node: JSONNode) -> UInt32 {
        let start = sources[1].bytes.count + sources[2].bytes.count + copiedBytes.count
        copiedBytes.append(contentsOf: sources[0].bytes[Int(node.start)..<Int(node.start + node.count)])
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
        bytes.reserveCapacity(sources[1].bytes.count + sources[2].bytes.count + copiedBytes.count)
        bytes.withUnsafeBufferPointer { HugePages.advise($0.baseAddress, count: bytes.capacity) }
        bytes.append(contentsOf: sources[1].bytes)
        bytes.append(contentsOf: sources[2].bytes)
        bytes.append(contentsOf: copiedBytes)
        return JSONDocument(
            file: file, fileID: SourceFileNames.id(of: file), bytes: bytes, nodes: nodes, hasByteOrderMark: false,
            endsWithNewline: endsWithNewline)
    }
}
