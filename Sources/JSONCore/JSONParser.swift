import ByteRules
import Foundation

/// The streaming JSON parser: one pass over the bytes, an explicit stack instead of recursion, no `String` building.
public struct JSONParser {
    /// The deepest nesting of objects and arrays accepted; deeper input is an error, never a stack overflow.
    static let maximumDepth = 512

    private let input: UnsafeBufferPointer<UInt8>
    private let file: String
    private var position: Int
    public private(set) var nodes: [JSONNode] = []
    private var line: UInt32 = 1
    /// The byte offset where the current line starts (negative when the line began before a stream window).
    private var lineStart: Int
    /// UTF-8 continuation bytes seen since `lineStart`, so a column is a scalar count without rescanning the line.
    private var lineContinuations = 0
    /// Bytes of the file before `input` starts, so error messages give offsets in the file.
    private let droppedBytes: Int
    /// Whether more bytes may follow `input` (a stream window): a number running into the end is then not known to be complete.
    public var inputMayContinue = false
    /// Containers already open around the value being parsed (a catalog entry sits inside two), for the depth limit.
    private let enclosingDepth: Int
    /// Reused across objects for duplicate-key detection in large objects.
    private var seenKeys: [UInt64: Int] = [:]
    /// Reused list of one object's key nodes.
    private var scratchKeys: [Int] = []
    /// Reused hashes of one object's keys.
    private var scratchHashes: [UInt64] = []

    private struct Frame {
        var node: Int
        var isObject: Bool
        var count: UInt32
    }

    /// Where parsing stands in a buffer: the next byte and the line bookkeeping columns are computed from.
    ///
    /// The stream reader keeps a cursor between parsers over successive windows of one file and shifts it
    /// when the window drops bytes it has consumed.
    public struct Cursor {
        public var position: Int
        public var line: UInt32 = 1
        public var lineStart: Int
        public var lineContinuations = 0
        /// Bytes of the file before the buffer's first byte (a stream window drops what it has consumed).
        var droppedBytes = 0

        public init(position: Int) {
            self.position = position
            self.lineStart = position
        }

        /// The same place after the first `count` bytes of the buffer were dropped.
        public mutating func shift(by count: Int) {
            position -= count
            lineStart -= count
            droppedBytes += count
        }
    }

    private init(input: UnsafeBufferPointer<UInt8>, file: String, start: Int) {
        self.init(input: input, file: file, cursor: Cursor(position: start), enclosingDepth: 0)
    }

    /// A parser that continues at `cursor` inside `input`, with `enclosingDepth` containers open around it.
    public init(input: UnsafeBufferPointer<UInt8>, file: String, cursor: Cursor, enclosingDepth: Int) {
        self.input = input
        self.file = file
        self.position = cursor.position
        self.line = cursor.line
        self.lineStart = cursor.lineStart
        self.lineContinuations = cursor.lineContinuations
        self.droppedBytes = cursor.droppedBytes
        self.enclosingDepth = enclosingDepth
    }

    /// Where this parser stands now.
    public var cursor: Cursor {
        var cursor = Cursor(position: position)
        cursor.line = line
        cursor.lineStart = lineStart
        cursor.lineContinuations = lineContinuations
        cursor.droppedBytes = droppedBytes
        return cursor
    }

    static func parse(_ bytes: [UInt8], file: String) throws(JSONReadError) -> JSONDocument {
        guard bytes.count < Int(UInt32.max) else {
            throw JSONReadError(
                .invalidJSON, at: SourceLocation(file: file, line: 0, column: 0), "the file is larger than 4 GiB, which is not supported")
        }
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        let nodes = try bytes.withUnsafeBufferPointer { (buffer) throws(JSONReadError) -> [JSONNode] in
            var parser = JSONParser(input: buffer, file: file, start: hasBOM ? 3 : 0)
            // About one node per 18 bytes in pretty-printed catalogs; an estimate avoids repeated regrowth.
            parser.nodes.reserveCapacity(bytes.count / 16 + 16)
            let reserved = parser.nodes.capacity * MemoryLayout<JSONNode>.stride
            parser.nodes.withUnsafeBufferPointer { HugePages.advise($0.baseAddress, count: reserved) }
            try parser.parseDocument()
            return parser.nodes
        }
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
        let endsWithNewline = end > 0 && bytes[end - 1] == 0x0A
        return JSONDocument(file: file, bytes: bytes, nodes: nodes, hasByteOrderMark: hasBOM, endsWithNewline: endsWithNewline)
    }

    // MARK: Structure

    private mutating func parseDocument() throws(JSONReadError) {
        skipWhitespace()
        guard position < input.count else {
            throw error(.truncated, "the file is empty or only whitespace; expected a JSON object")
        }
        try parseCompleteValue()
        skipWhitespace()
        if position < input.count {
            throw try unexpected("the end of the file after the top-level value")
        }
    }

    /// Parses one whole value (a container with everything inside it) into `nodes`.
    mutating func parseCompleteValue() throws(JSONReadError) {
        // The open containers live on the call stack: the depth limit bounds them, and a growable array checked its
        // uniqueness and bounds at every member of every object.
        try withUnsafeTemporaryAllocation(of: Frame.self, capacity: Self.maximumDepth) { (storage) throws(JSONReadError) in
            var stack = FrameStack(storage: storage)
            try parseValue(&stack)
            while !stack.isEmpty {
                skipWhitespace()
                guard position < input.count else { throw unterminated(stack.top) }
                let byte = input[position]
                let isObject = stack.top.isObject
                if byte == UInt8(ascii: ",") {
                    position += 1
                    skipWhitespace()
                    if isObject { try parseKey() }
                    stack.top.count += 1
                    try parseValue(&stack)
                } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    try close(stack.pop())
                } else {
                    throw try unexpected(isObject ? "',' or '}' after an object member" : "',' or ']' after an array element")
                }
            }
        }
    }

    /// The containers open around the parse position, innermost on top, in storage for `maximumDepth` frames.
    private struct FrameStack {
        let storage: UnsafeMutableBufferPointer<Frame>
        private(set) var count = 0

        init(storage: UnsafeMutableBufferPointer<Frame>) { self.storage = storage }

        var isEmpty: Bool { count == 0 }

        /// The innermost open container (the stack must not be empty).
        var top: Frame {
            get { storage[count - 1] }
            nonmutating set { storage[count - 1] = newValue }
        }

        /// Opens a container; the caller has checked the depth limit, which the storage is sized for.
        mutating func push(_ frame: Frame) {
            precondition(count < storage.count, "nesting deeper than the parser's limit")
            storage.initializeElement(at: count, to: frame)
            count += 1
        }

        mutating func pop() -> Frame {
            count -= 1
            return storage[count]
        }
    }

    /// Parses one object member, `"key" : value`, starting at the key's quote: the key node, then the value's nodes.
    public mutating func parseMember() throws(JSONReadError) {
        try parseKey()
        try parseCompleteValue()
    }

    /// Parses `"key" :` and stops before the value (the stream reader then reads the value member by member).
    public mutating func parseMemberKey() throws(JSONReadError) {
        try parseKey()
        skipWhitespace()
    }

    /// The byte at the parse position, or nil at the end of the input.
    public var currentByte: UInt8? { position < input.count ? input[position] : nil }

    /// Parses one value; a container is opened (its frame pushed) and its first member parsed by the caller's loop.
    private mutating func parseValue(_ stack: inout FrameStack) throws(JSONReadError) {
        // Containers open here; scalars are complete on return. The loop continues into first members without recursion.
        while true {
            skipWhitespace()
            guard position < input.count else {
                throw stack.isEmpty ? error(.truncated, "the file ends where a value was expected") : unterminated(stack.top)
            }
            let byte = input[position]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                guard stack.count + enclosingDepth < Self.maximumDepth else {
                    throw error(
                        .nestingTooDeep,
                        "objects and arrays are nested more than \(Self.maximumDepth) deep; a String Catalog needs fewer than 10 levels")
                }
                let node = appendNode(isObject ? .object : .array, start: position, count: 0)
                position += 1
                skipWhitespace()
                guard position < input.count else {
                    throw unterminated(Frame(node: node, isObject: isObject, count: 0))
                }
                if input[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    try close(Frame(node: node, isObject: isObject, count: 0))
                    return
                }
                stack.push(Frame(node: node, isObject: isObject, count: 1))
                if isObject { try parseKey() }
                continue
            case UInt8(ascii: "\""):
                try parseString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try parseNumber()
            case UInt8(ascii: "t"):
                try parseLiteral("true", .true)
            case UInt8(ascii: "f"):
                try parseLiteral("false", .false)
            case UInt8(ascii: "n"):
                try parseLiteral("null", .null)
            default:
                throw try unexpected("a value (an object, array, string, number, true, false or null)")
            }
            return
        }
    }

    /// Parses `"key" :` inside an object.
    private mutating func parseKey() throws(JSONReadError) {
        guard position < input.count else { throw error(.truncated, "the file ends where an object key was expected") }
        guard input[position] == UInt8(ascii: "\"") else {
            throw try unexpected("a key in double quotes")
        }
        try parseString()
        skipWhitespace()
        guard position < input.count else { throw error(.truncated, "the file ends after an object key; expected ':'") }
        guard input[position] == UInt8(ascii: ":") else { throw try unexpected("':' after an object key") }
        position += 1
    }

    private mutating func close(_ frame: Frame) throws(JSONReadError) {
        nodes[frame.node].count = frame.count
        nodes[frame.node].end = UInt32(nodes.count)
        if frame.isObject && frame.count > 1 { try checkDuplicateKeys(frame.node) }
    }

    @inline(__always)
    private mutating func appendNode(_ kind: JSONKind, start: Int, count: Int, at offset: Int? = nil) -> Int {
        let index = nodes.count
        let column = UInt32((offset ?? start) - lineStart - lineContinuations + 1)
        nodes.append(
            JSONNode(kind: kind, flags: 0, start: UInt32(start), count: UInt32(count), line: line, column: column, end: UInt32(index + 1)))
        return index
    }

    // MARK: Scalars

    @inline(__always)
    public mutating func skipWhitespace() {
        while position < input.count {
            switch input[position] {
            case 0x20, 0x09, 0x0D:
                position += 1
            case 0x0A:
                position += 1
                line += 1
                lineStart = position
                lineContinuations = 0
                // Indentation: skip eight spaces at a time, then four and two (pretty-printed levels are two wide).
                let base = UnsafeRawPointer(input.baseAddress!)
                while position + 8 <= input.count, (base + position).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                    position += 8
                }
                if position + 4 <= input.count, (base + position).loadUnaligned(as: UInt32.self) == 0x2020_2020 { position += 4 }
                if position + 2 <= input.count, (base + position).loadUnaligned(as: UInt16.self) == 0x2020 { position += 2 }
            default:
                return
            }
        }
    }

    /// Parses a string starting at its opening quote; validates escapes and UTF-8 and records flags for the writer.
    private mutating func parseString() throws(JSONReadError) {
        let quote = position
        // The node is appended once the string is complete (nothing else is appended meanwhile): one array write
        // instead of two. A string that fails to parse leaves no node, and the parse fails with it.
        // Wrapping arithmetic: the input is under 4 GiB, so offsets and columns fit (no overflow checks per string).
        let column = UInt32(truncatingIfNeeded: quote &- lineStart &- lineContinuations &+ 1)
        position += 1
        var flags: UInt8 = 0
        while true {
            scanPlainText()
            guard position < input.count else {
                throw error(
                    .truncated, "the file ends inside a string; expected a closing '\"' for the string at \(locationDescription(quote))",
                    at: quote)
            }
            let byte = input[position]
            if byte == UInt8(ascii: "\"") {
                let index = nodes.count
                nodes.append(
                    JSONNode(
                        kind: .string, flags: flags, start: UInt32(truncatingIfNeeded: quote &+ 1),
                        count: UInt32(truncatingIfNeeded: position &- quote &- 1), line: line, column: column,
                        end: UInt32(truncatingIfNeeded: index &+ 1)))
                position += 1
                return
            } else if byte == UInt8(ascii: "\\") {
                flags |= JSONNode.hasEscapes
                try parseEscape(&flags)
            } else if byte >= 0x80 {
                // Only reached for a sequence `scanPlainText` did not take: invalid, or cut off by the end of the input.
                try validateUTF8Sequence()
            } else {
                throw error(
                    .invalidJSON,
                    "a control character (U+\(hex(UInt32(byte), digits: 4))) inside a string; write it as an escape such as \\n or "
                        + "\\u00\(hex(UInt32(byte), digits: 2).lowercased())"
                )
            }
        }
    }

    /// Skips the string text that needs no attention: ASCII other than quotes, backslashes and control characters, and
    /// well-formed multi-byte UTF-8 sequences, whose continuation bytes it counts for columns.
    ///
    /// Stops at anything else, which `parseString` handles (and `validateUTF8Sequence` rejects with its error), so
    /// translations in non-Latin scripts run through one loop instead of leaving it at every character. A sequence
    /// is taken only when all its bytes are in the input; one cut off by the end is left to `validateUTF8Sequence`.
    @inline(__always)
    private mutating func scanPlainText() {
        let base = input.baseAddress!, end = input.count
        var at = position, continuations = 0
        scan: while true {
            // Plain ASCII runs, eight bytes at a time, up to the first byte that needs attention.
            while at + 8 <= end {
                let attention = Self.attentionMask(UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self))
                if attention == 0 {
                    at += 8
                    continue
                }
                at += attention.trailingZeroBitCount >> 3
                break
            }
            guard at < end else { break }
            var lead = base[at]
            if lead < 0x80 {
                // A quote, backslash or control character ends the scan; plain bytes get here only near the end.
                guard lead >= 0x20 && lead != UInt8(ascii: "\"") && lead != UInt8(ascii: "\\") else { break }
                at += 1
                continue
            }
            // A run of multi-byte sequences (a word in a non-Latin script), then back to the ASCII loop. `UTF8Rule`'s
            // table written out inline: going through `UTF8Rule.sequenceLength` here cost `catalog fmt` of DockDoor
            // 2.7 M more instructions (callgrind, 3 December 2026). StringScanTests holds this loop to the
            // byte-at-a-time rule on 4,000 random strings, and ByteRulesTests that rule to `String(validating:)`.
            while true {
                if lead < 0xE0 {
                    // Two bytes: C2–DF, then a continuation byte (C0 and C1 would be overlong).
                    guard lead >= 0xC2, at + 1 < end, base[at + 1] & 0xC0 == 0x80 else { break scan }
                    at += 2
                    continuations += 1
                } else if lead < 0xF0 {
                    // Three bytes: E0 needs A0–BF next (no overlong forms), ED 80–9F (no surrogates).
                    guard at + 2 < end else { break scan }
                    let second = base[at + 1]
                    let lower: UInt8 = lead == 0xE0 ? 0xA0 : 0x80, upper: UInt8 = lead == 0xED ? 0x9F : 0xBF
                    guard second >= lower && second <= upper, base[at + 2] & 0xC0 == 0x80 else { break scan }
                    at += 3
                    continuations += 2
                } else {
                    // Four bytes: F0 needs 90–BF next (no overlong forms), F4 80–8F (nothing above U+10FFFF); F5–FF never lead.
                    guard lead <= 0xF4, at + 3 < end else { break scan }
                    let second = base[at + 1]
                    let lower: UInt8 = lead == 0xF0 ? 0x90 : 0x80, upper: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
                    guard second >= lower && second <= upper, base[at + 2] & 0xC0 == 0x80, base[at + 3] & 0xC0 == 0x80 else {
                        break scan
                    }
                    at += 4
                    continuations += 3
                }
                guard at < end else { break scan }
                lead = base[at]
                if lead < 0x80 { continue scan }
            }
        }
        position = at
        lineContinuations += continuations
    }

    /// The high bit of each of eight bytes (read little-endian) that is a quote, a backslash, a control character or
    /// non-ASCII (SWAR zero-byte tests), or 0 when all eight are plain ASCII.
    ///
    /// Bits above the lowest may be false alarms (a borrow runs into the next byte), so only the lowest is used: the
    /// first byte that needs attention.
    @inline(__always)
    private static func attentionMask(_ word: UInt64) -> UInt64 {
        ByteLanes.equalLanes(word, UInt8(ascii: "\"")) | ByteLanes.equalLanes(word, UInt8(ascii: "\\"))
            | ByteLanes.lanesBelow(word, 0x20) | ByteLanes.nonASCIILanes(word)
    }

    private mutating func parseEscape(_ flags: inout UInt8) throws(JSONReadError) {
        let start = position
        guard position + 1 < input.count else { throw error(.truncated, "the file ends inside a string escape") }
        let escape = input[position + 1]
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "/"):
            flags |= JSONNode.nonCanonicalEscapes
            position += 2
        case UInt8(ascii: "u"):
            let scalar = try hexEscape(at: start)
            position += 6
            if scalar >= 0xD800 && scalar < 0xDC00 {
                guard position + 1 < input.count, input[position] == UInt8(ascii: "\\"), input[position + 1] == UInt8(ascii: "u") else {
                    throw error(
                        .invalidJSON,
                        "the escape \\u\(hex(scalar, digits: 4)) is a lone high surrogate; it must be followed by a \\uDC00–\\uDFFF escape",
                        at: start)
                }
                let low = try hexEscape(at: position)
                guard low >= 0xDC00 && low < 0xE000 else {
                    throw error(
                        .invalidJSON,
                        "the escape \\u\(hex(scalar, digits: 4)) is a high surrogate followed by \\u\(hex(low, digits: 4)), not a low "
                            + "surrogate",
                        at: start)
                }
                position += 6
                flags |= JSONNode.nonCanonicalEscapes
            } else if scalar >= 0xDC00 && scalar < 0xE000 {
                throw error(
                    .invalidJSON, "the escape \\u\(hex(scalar, digits: 4)) is a lone low surrogate, which is not a character", at: start)
            } else if !Self.isCanonicalUnicodeEscape(scalar, input, start) {
                flags |= JSONNode.nonCanonicalEscapes
            }
        default:
            throw error(
                .invalidJSON, "'\\\(printable(escape))' is not a JSON escape; use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX", at: start)
        }
    }

    /// Xcode writes `\u00xx` (lowercase hex) only for control characters without a short form.
    private static func isCanonicalUnicodeEscape(_ scalar: UInt32, _ input: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        guard scalar < 0x20, ![0x08, 0x09, 0x0A, 0x0C, 0x0D].contains(scalar) else { return false }
        for offset in 2..<6 where input[start + offset] >= UInt8(ascii: "A") && input[start + offset] <= UInt8(ascii: "F") {
            return false
        }
        return true
    }

    /// Reads `\uXXXX` at `start` (the backslash) and returns its value.
    private func hexEscape(at start: Int) throws(JSONReadError) -> UInt32 {
        guard start + 5 < input.count else { throw error(.truncated, "the file ends inside a \\u escape", at: start) }
        var value: UInt32 = 0
        for offset in 2..<6 {
            let digit = JSONEscaping.hexValue(input[start + offset])
            guard digit != 0xFF else {
                throw error(.invalidJSON, "a \\u escape needs four hex digits, found '\(printable(input[start + offset]))'", at: start)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Validates one multi-byte UTF-8 sequence at `position` and counts its continuation bytes for columns.
    private mutating func validateUTF8Sequence() throws(JSONReadError) {
        let length = UTF8Rule.length(lead: input[position])
        guard length > 1 else { throw invalidUTF8(at: position) }
        guard position + length <= input.count else {
            throw invalidUTF8(at: position, truncatedSequence: true)
        }
        guard UTF8Rule.sequenceLength(input.baseAddress!, at: position, end: input.count) == length else {
            throw invalidUTF8(at: position)
        }
        position += length
        lineContinuations += length - 1
    }

    private mutating func parseNumber() throws(JSONReadError) {
        let start = position
        if input[position] == UInt8(ascii: "-") { position += 1 }
        guard position < input.count else { throw error(.truncated, "the file ends inside a number", at: start) }
        if input[position] == UInt8(ascii: "0") {
            position += 1
        } else if isDigit(input[position]) {
            while position < input.count && isDigit(input[position]) { position += 1 }
        } else {
            throw try unexpected("a digit in a number")
        }
        if position < input.count && input[position] == UInt8(ascii: ".") {
            position += 1
            guard position < input.count, isDigit(input[position]) else {
                throw try unexpectedOrTruncated("a digit after the decimal point")
            }
            while position < input.count && isDigit(input[position]) { position += 1 }
        }
        if position < input.count && (input[position] == UInt8(ascii: "e") || input[position] == UInt8(ascii: "E")) {
            position += 1
            if position < input.count && (input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-")) { position += 1 }
            guard position < input.count, isDigit(input[position]) else { throw try unexpectedOrTruncated("a digit in the exponent") }
            while position < input.count && isDigit(input[position]) { position += 1 }
        }
        if position == input.count && inputMayContinue {
            throw error(.truncated, "the file ends inside a number", at: start)
        }
        _ = appendNode(.number, start: start, count: position - start)
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func parseLiteral(_ word: StaticString, _ kind: JSONKind) throws(JSONReadError) {
        let length = word.utf8CodeUnitCount
        let start = position
        for offset in 0..<length {
            guard start + offset < input.count else {
                throw error(.truncated, "the file ends inside '\(word)'", at: start)
            }
            guard input[start + offset] == word.utf8Start[offset] else {
                position = start + offset
                throw try unexpected("'\(word)'")
            }
        }
        _ = appendNode(kind, start: start, count: length)
        position += length
    }

    // MARK: Duplicate keys

    /// Rejects an object with the same key twice: JSON readers keep one value and silently drop the other.
    private mutating func checkDuplicateKeys(_ object: Int) throws(JSONReadError) {
        let count = Int(nodes[object].count)
        if count <= 8 {
            // Small objects (most of a catalog: stringUnit, plural cases): compare every pair, no hashing, the keys
            // listed on the stack (refilling an array for each of them cost more than the comparisons).
            try withUnsafeTemporaryAllocation(of: Int.self, capacity: 8) { (keys) throws(JSONReadError) in
                var key = object + 1
                for position in 0..<count {
                    keys[position] = key
                    key = Int(nodes[key + 1].end)
                }
                for later in 1..<count {
                    for earlier in 0..<later where keysEqual(keys[earlier], keys[later]) {
                        throw duplicate(keys[earlier], keys[later])
                    }
                }
            }
            return
        }
        scratchKeys.removeAll(keepingCapacity: true)
        var key = object + 1
        for _ in 0..<count {
            scratchKeys.append(key)
            key = Int(nodes[key + 1].end)
        }
        // Sorted hashes find that all keys differ (the usual case) without a dictionary; equal hashes, a duplicate or
        // a collision, take the dictionary path, which finds the first duplicate in file order.
        scratchHashes.removeAll(keepingCapacity: true)
        for key in scratchKeys { scratchHashes.append(keyHash(key)) }
        scratchHashes.sort()
        var distinct = true
        for position in 1..<count where scratchHashes[position] == scratchHashes[position - 1] {
            distinct = false
            break
        }
        if distinct { return }
        seenKeys.removeAll(keepingCapacity: true)
        for position in 0..<count {
            let key = scratchKeys[position]
            let hash = keyHash(key)
            if let earlier = seenKeys[hash] {
                if keysEqual(earlier, key) { throw duplicate(earlier, key) }
                // A hash collision between different keys: compare with every earlier key (rare).
                for earlierKey in scratchKeys[0..<position] where keysEqual(earlierKey, key) {
                    throw duplicate(earlierKey, key)
                }
            } else {
                seenKeys[hash] = key
            }
        }
    }

    private func keyBytes(_ key: Int) -> UnsafeBufferPointer<UInt8> {
        let node = nodes[key]
        return UnsafeBufferPointer(rebasing: input[Int(node.start)..<Int(node.start + node.count)])
    }

    private func keysEqual(_ a: Int, _ b: Int) -> Bool {
        let escaped = (nodes[a].flags | nodes[b].flags) & JSONNode.hasEscapes != 0
        if !escaped {
            guard nodes[a].count == nodes[b].count else { return false }
            let left = keyBytes(a), right = keyBytes(b)
            return left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
        }
        return JSONEscaping.unescape(keyBytes(a)) == JSONEscaping.unescape(keyBytes(b))
    }

    /// FNV-1a over the unescaped key bytes.
    private func keyHash(_ key: Int) -> UInt64 {
        var hash = FNV1a()
        if nodes[key].flags & JSONNode.hasEscapes == 0 { hash.mix(keyBytes(key)) } else { hash.mix(JSONEscaping.unescape(keyBytes(key))) }
        return hash.value
    }

    private func duplicate(_ earlier: Int, _ later: Int) -> JSONReadError {
        let name = keyBytes(later)
        let text =
            nodes[later].flags & JSONNode.hasEscapes == 0
            ? String(decoding: name, as: UTF8.self) : String(decoding: JSONEscaping.unescape(name), as: UTF8.self)
        return Self.duplicateKey(
            text, file: file, at: (nodes[later].line, nodes[later].column), firstAt: (nodes[earlier].line, nodes[earlier].column))
    }

    /// The error for a key written twice in one object, at the second one.
    public static func duplicateKey(
        _ text: String, file: String, at later: (line: UInt32, column: UInt32), firstAt earlier: (line: UInt32, column: UInt32)
    ) -> JSONReadError {
        JSONReadError(
            .duplicateKey(text), at: SourceLocation(file: file, line: Int(later.line), column: Int(later.column)),
            "duplicate key \"\(text)\" in one object (first at line \(earlier.line), column \(earlier.column)); a JSON reader would "
                + "silently keep only one value, so merge or rename them"
        )
    }

    // MARK: Errors

    /// The location of a byte offset on the current line (only called when building errors).
    ///
    /// Strings cannot contain line breaks, so every error offset lies between the current line's start and the
    /// parse position; the column counts back from the position, which works inside a stream window too.
    private func location(of offset: Int) -> SourceLocation {
        guard offset >= lineStart else {
            return SourceLocation(file: file, line: Int(line), column: 1)
        }
        var continuationsAfter = 0
        var index = offset
        while index < position && index < input.count {
            if input[index] & 0xC0 == 0x80 { continuationsAfter += 1 }
            index += 1
        }
        let column = offset - lineStart - (lineContinuations - continuationsAfter) + 1
        return SourceLocation(file: file, line: Int(line), column: column)
    }

    private func locationDescription(_ offset: Int) -> String {
        let location = location(of: offset)
        return "line \(location.line), column \(location.column)"
    }

    private func error(_ kind: JSONReadError.Kind, _ message: String, at offset: Int? = nil) -> JSONReadError {
        let offset = min(offset ?? position, input.count)
        var error = JSONReadError(kind, at: location(of: offset), message)
        // A stream window can end inside a token (an escape is at most 12 bytes) or a string whose error names its
        // opening quote: when the parser got that close to the end, the reader retries with more input.
        error.mayNeedMoreInput = max(offset, position) >= input.count - 16
        return error
    }

    /// The error for a stream that ends inside an object the stream reader opened at `line`, `column`.
    public func unterminatedObject(line: UInt32, column: UInt32) -> JSONReadError {
        error(.truncated, "the file ends inside the object opened at line \(line), column \(column); expected '}'")
    }

    /// The error for the byte at the parse position, which is not `expected`.
    public func unexpectedByte(_ expected: String) throws(JSONReadError) -> JSONReadError {
        try unexpected(expected)
    }

    private func unterminated(_ frame: Frame) -> JSONReadError {
        let node = nodes[frame.node]
        let opened = "line \(node.line), column \(node.column)"
        return error(
            .truncated,
            frame.isObject
                ? "the file ends inside the object opened at \(opened); expected '}'"
                : "the file ends inside the array opened at \(opened); expected ']'")
    }

    /// An error for the byte at `position`, which is not `expected`.
    private func unexpected(_ expected: String) throws(JSONReadError) -> JSONReadError {
        let byte = input[position]
        if byte >= 0x80 {
            // Say "invalid UTF-8" when that is the real problem; otherwise name the character.
            var probe = self
            try probe.validateUTF8Sequence()
            let scalarText = String(decoding: input[position..<probe.position], as: UTF8.self)
            return error(.invalidJSON, "unexpected '\(scalarText)'; expected \(expected)")
        }
        return error(.invalidJSON, "unexpected '\(printable(byte))'; expected \(expected)")
    }

    private func unexpectedOrTruncated(_ expected: String) throws(JSONReadError) -> JSONReadError {
        position < input.count ? try unexpected(expected) : error(.truncated, "the file ends where \(expected) was expected")
    }

    private func invalidUTF8(at offset: Int, truncatedSequence: Bool = false) -> JSONReadError {
        let byte = hex(UInt32(input[offset]), digits: 2)
        let what = truncatedSequence ? "a UTF-8 sequence cut off by the end of the file" : "invalid UTF-8 (byte 0x\(byte))"
        let fileOffset = offset + droppedBytes
        return error(.invalidUTF8(byteOffset: fileOffset), "\(what) at byte offset \(fileOffset); save the file as UTF-8", at: offset)
    }

    private func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(hex(UInt32(byte), digits: 2))}"
    }

    private func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
