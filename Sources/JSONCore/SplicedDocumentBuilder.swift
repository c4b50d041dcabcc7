/// Builds a document's flat tree out of subtrees of other parsed documents, without re-parsing any text.
///
/// The sources' bytes are laid end to end, so a copied string or number keeps pointing at its own bytes (shifted by
/// its source's offset), and the canonical writer writes the result as it writes any parsed file. The merge builds
/// its result from three inputs this way; an edit builds one from the file it edits and the few values it replaced.
public struct SplicedDocumentBuilder {
    /// The documents subtrees are taken from, by the position callers name them with.
    public let sources: [JSONDocument]
    private let offsets: [UInt32]
    private(set) var nodes: [JSONNode] = []

    /// A builder over `sources`; throws `SplicedDocumentBuilder.TooLarge` when their bytes together exceed the 4 GiB
    /// that node offsets can address.
    public init(sources: [JSONDocument]) throws(TooLarge) {
        self.sources = sources
        var offsets: [UInt32] = []
        var total = 0
        for source in sources {
            offsets.append(UInt32(truncatingIfNeeded: total))
            total += source.bytes.count
        }
        // Node offsets are 32-bit, as the parser's are.
        guard total < Int(UInt32.max) else { throw TooLarge(bytes: total) }
        self.offsets = offsets
        nodes.reserveCapacity(sources.map(\.nodes.count).max() ?? 0)
    }

    /// The sources together hold more bytes than one document can address.
    public struct TooLarge: Error, Sendable, CustomStringConvertible {
        /// Their total size.
        public let bytes: Int

        public var description: String {
            "the files together are \(bytes) bytes, more than the 4 GiB one document can hold; work on fewer or smaller files"
        }
    }

    /// Appends the subtree at `index` of source `side` (a key node copies just the key).
    public mutating func copy(_ side: Int, _ index: Int) {
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

    /// Appends the key node `index` of source `side`.
    public mutating func copyKey(_ side: Int, _ index: Int) {
        var node = sources[side].nodes[index]
        node.start += offsets[side]
        node.end = UInt32(nodes.count + 1)
        nodes.append(node)
    }

    /// Copies the member `member` of source `side`: its key, then its value.
    public mutating func copyMember(_ side: Int, _ member: JSONMemberID) {
        copyKey(side, member.key.index)
        copy(side, member.value.index)
    }

    /// Starts an object shaped like the object `index` of source `side`; returns its position for `endObject`.
    public mutating func beginObject(like side: Int, _ index: Int) -> Int {
        nodes.append(sources[side].nodes[index])
        return nodes.count - 1
    }

    /// Closes the object at `position` with `count` members.
    public mutating func endObject(at position: Int, count: Int) {
        nodes[position].count = UInt32(count)
        nodes[position].end = UInt32(nodes.count)
    }

    /// The finished document (named `file`); it holds no byte-order mark.
    public func document(file: String, endsWithNewline: Bool) -> JSONDocument {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sources.reduce(0) { $0 + $1.bytes.count })
        for source in sources { bytes.append(contentsOf: source.bytes) }
        return JSONDocument(
            file: file, fileID: SourceFileNames.id(of: file), bytes: bytes, nodes: nodes, hasByteOrderMark: false,
            endsWithNewline: endsWithNewline)
    }
}
