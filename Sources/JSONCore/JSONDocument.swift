import Foundation

/// A parsed JSON document that loses nothing: the source bytes plus a flat preorder array of nodes with positions.
///
/// Objects keep member order and every key and value knows its line and column. Strings stay as their escaped
/// source bytes until asked for, so parsing allocates one node per value and no `String`s.
public final class JSONDocument: Sendable {
    /// The file name used in locations and errors.
    public let file: String
    /// Whether the input started with a UTF-8 byte-order mark (the writer drops it, as Xcode writes none).
    public let hasByteOrderMark: Bool
    /// Whether the input ended with a newline after the last `}` (the writer keeps it).
    public let endsWithNewline: Bool

    public let bytes: [UInt8]
    public let nodes: [JSONNode]
    /// `file` interned once, so the hundreds of thousands of locations the decoder makes need no lookup.
    let fileID: UInt32

    convenience init(file: String, bytes: [UInt8], nodes: [JSONNode], hasByteOrderMark: Bool, endsWithNewline: Bool) {
        self.init(
            file: file, fileID: SourceFileNames.id(of: file), bytes: bytes, nodes: nodes, hasByteOrderMark: hasByteOrderMark,
            endsWithNewline: endsWithNewline)
    }

    /// A document whose file name is already interned as `fileID` (the stream reader makes one per entry).
    public init(file: String, fileID: UInt32, bytes: [UInt8], nodes: [JSONNode], hasByteOrderMark: Bool, endsWithNewline: Bool) {
        self.file = file
        self.fileID = fileID
        self.bytes = bytes
        self.nodes = nodes
        self.hasByteOrderMark = hasByteOrderMark
        self.endsWithNewline = endsWithNewline
    }

    /// Parses UTF-8 JSON bytes; throws `JSONReadError` naming `file:line:col` for anything that is not valid JSON.
    public static func parse(_ bytes: [UInt8], file: String) throws(JSONReadError) -> JSONDocument {
        try JSONParser.parse(bytes, file: file)
    }

    /// Reads and parses a file; throws `JSONReadError` for an unreadable file or invalid JSON.
    public static func parse(contentsOf url: URL) throws(JSONReadError) -> JSONDocument {
        try JSONParser.parse(try FileBytes.read(url), file: url.path)
    }

    /// The top-level value.
    public var root: JSONNodeID { JSONNodeID(0) }

    /// The number of nodes (keys count as nodes), a measure of the document's size.
    var nodeCount: Int { nodes.count }

    /// What kind of value a node is.
    public func kind(_ node: JSONNodeID) -> JSONKind { nodes[node.index].kind }

    /// Where the node starts (its opening quote, bracket or first character).
    public func location(_ node: JSONNodeID) -> SourceLocation {
        let entry = nodes[node.index]
        return SourceLocation(fileID: fileID, line: Int(entry.line), column: Int(entry.column))
    }

    /// The members of an object in file order, or an empty array for any other kind.
    public func members(_ node: JSONNodeID) -> [JSONMemberID] {
        var result: [JSONMemberID] = []
        forEachMember(node) { result.append($0) }
        return result
    }

    /// Calls `body` for each member of an object in file order.
    public func forEachMember(_ node: JSONNodeID, _ body: (JSONMemberID) throws -> Void) rethrows {
        let entry = nodes[node.index]
        guard entry.kind == .object else { return }
        var key = node.index + 1
        for _ in 0..<Int(entry.count) {
            let value = key + 1
            try body(JSONMemberID(key: JSONNodeID(key), value: JSONNodeID(value)))
            key = Int(nodes[value].end)
        }
    }

    /// The elements of an array in order, or an empty array for any other kind.
    public func elements(_ node: JSONNodeID) -> [JSONNodeID] {
        let entry = nodes[node.index]
        guard entry.kind == .array else { return [] }
        var result: [JSONNodeID] = []
        result.reserveCapacity(Int(entry.count))
        var element = node.index + 1
        for _ in 0..<Int(entry.count) {
            result.append(JSONNodeID(element))
            element = Int(nodes[element].end)
        }
        return result
    }

    /// The number of members of an object or elements of an array; 0 for scalars.
    public func count(_ node: JSONNodeID) -> Int {
        let entry = nodes[node.index]
        return entry.kind == .object || entry.kind == .array ? Int(entry.count) : 0
    }

    /// The unescaped text of a string node (a key or a string value); nil for other kinds.
    public func string(_ node: JSONNodeID) -> String? {
        let entry = nodes[node.index]
        guard entry.kind == .string else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeBufferPointer(rebasing: buffer[Int(entry.start)..<Int(entry.start + entry.count)])
            if entry.flags & JSONNode.hasEscapes == 0 {
                return String(decoding: raw, as: UTF8.self)
            }
            return String(decoding: JSONEscaping.unescape(raw), as: UTF8.self)
        }
    }

    /// The unescaped UTF-8 of a string node (a key or a string value): a member's identity, which two keys that are
    /// equal as Swift strings (canonically equivalent) but differ in bytes do not share; empty for other kinds.
    public func stringBytes(_ node: JSONNodeID) -> [UInt8] {
        let entry = nodes[node.index]
        guard entry.kind == .string else { return [] }
        return bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeBufferPointer(rebasing: buffer[Int(entry.start)..<Int(entry.start + entry.count)])
            return entry.flags & JSONNode.hasEscapes == 0 ? Array(raw) : JSONEscaping.unescape(raw)
        }
    }

    /// The number as written in the file (e.g. `2`, `-0.5`, `1e3`); nil for other kinds.
    public func numberText(_ node: JSONNodeID) -> String? {
        let entry = nodes[node.index]
        guard entry.kind == .number else { return nil }
        return String(decoding: bytes[Int(entry.start)..<Int(entry.start + entry.count)], as: UTF8.self)
    }

    /// The value of a `true`/`false` node; nil for other kinds.
    public func bool(_ node: JSONNodeID) -> Bool? {
        switch nodes[node.index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The member of an object whose key is `name` (first match), if any.
    public func member(_ node: JSONNodeID, named name: String) -> JSONMemberID? {
        var found: JSONMemberID?
        let target = Array(name.utf8)
        forEachMember(node) { member in
            if found == nil && keyEquals(member.key, target) { found = member }
        }
        return found
    }

    /// Whether a string node's unescaped bytes equal `target`, without building a String.
    func keyEquals(_ node: JSONNodeID, _ target: [UInt8]) -> Bool {
        let entry = nodes[node.index]
        return bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeBufferPointer(rebasing: buffer[Int(entry.start)..<Int(entry.start + entry.count)])
            if entry.flags & JSONNode.hasEscapes == 0 { return raw.elementsEqual(target) }
            return JSONEscaping.unescape(raw) == target
        }
    }

    /// Converts a subtree to a standalone `JSONValue` (used for fields the typed model does not know).
    public func value(_ node: JSONNodeID) -> JSONValue {
        switch kind(node) {
        case .object:
            return .object(members(node).map { JSONMember(key: string($0.key) ?? "", value: value($0.value)) })
        case .array: return .array(elements(node).map { value($0) })
        case .string: return .string(string(node) ?? "")
        case .number: return .number(numberText(node) ?? "0")
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .null: return .null
        }
    }
}

/// The position of a node inside a `JSONDocument`.
public struct JSONNodeID: Hashable, Sendable {
    public let index: Int
    public init(_ index: Int) { self.index = index }
}

/// One object member: the key node (a string) and the value node.
public struct JSONMemberID: Hashable, Sendable {
    /// The key, a string node.
    public let key: JSONNodeID
    /// The value, any kind of node.
    public let value: JSONNodeID

    /// The member whose key node is `key` and value node is `value`.
    public init(key: JSONNodeID, value: JSONNodeID) {
        self.key = key
        self.value = value
    }
}

/// The kinds of JSON values.
public enum JSONKind: UInt8, Sendable, CustomStringConvertible {
    case object, array, string, number, `true`, `false`, null

    /// The kind as a phrase for error messages ("an object", "a string", …).
    public var description: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .true, .false: "a boolean"
        case .null: "null"
        }
    }
}

/// One node of the flat tree; 24 bytes, so a document costs about 1.3× its file size in nodes.
public struct JSONNode: Sendable {
    public var kind: JSONKind
    public var flags: UInt8
    /// Byte offset: a string's first content byte (after the quote), other values' first byte.
    public var start: UInt32
    /// A string's or number's byte length, or a container's member/element count.
    public var count: UInt32
    public var line: UInt32
    public var column: UInt32
    /// The index of the first node after this one's subtree.
    public var end: UInt32

    /// The string contains at least one backslash escape.
    @inlinable public static var hasEscapes: UInt8 { 1 }
    /// The string contains an escape Xcode would write differently (`\/`, `\u00e9`, `\u001F`…), so it must be re-escaped.
    @inlinable public static var nonCanonicalEscapes: UInt8 { 2 }
}
