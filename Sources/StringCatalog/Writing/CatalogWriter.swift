import Dispatch
import Foundation
import ICU
import JSONCore
import Synchronization

/// Writes catalogs as the exact bytes Xcode writes (see README, "String Catalogs: reading, writing, `catalog fmt`").
///
/// Layout: 2-space indent, `"key" : value`, an empty object as `{`, a blank line, `}`; every object's keys in ICU root
/// collation with numeric ordering (ties by UTF-16 code units); only `\"` `\\` `\b` `\f` `\n` `\r` `\t` and lowercase
/// `\u00xx` escapes; `/` and non-ASCII raw; numbers as written; no byte-order mark; a final newline only if the input had one.
public enum CatalogWriter {
    /// Canonical bytes of a parsed document, losing nothing but the byte-order mark and non-canonical whitespace/escapes.
    public static func write(_ document: JSONDocument) throws(ICUError) -> [UInt8] {
        var writer = DocumentWriter(document: document, collator: try Collator.rootNumeric())
        return try writer.write(finalNewline: document.endsWithNewline)
    }

    /// Canonical bytes of a catalog model (including its unknown fields); a final newline only if `endsWithNewline`.
    ///
    /// The model writes `shouldTranslate` only when false, and omits empty `localizations`/`variations`/`substitutions`.
    /// Throws `JSONReadError` (`nestingTooDeep`) for a model nested deeper than a reader would accept, or `ICUError`.
    public static func write(_ catalog: StringCatalog) throws -> [UInt8] {
        try write(CatalogEncoder.encode(catalog), finalNewline: catalog.endsWithNewline, file: catalog.file)
    }

    /// Canonical bytes of `catalog`, an edit of `original` (the document it was decoded from): each entry whose key
    /// (as UTF-8) is not in `changed` is written from `original` as the file has it, and only the changed entries and
    /// top-level values are encoded from the model, so an edit of a few entries costs about one `catalog fmt` of the file.
    ///
    /// An unchanged entry keeps what the model would normalize (`shouldTranslate: true`, an empty `variations`). When
    /// the model adds or removes entries or top-level fields, the whole model is written, as `write(_:)` does. Throws
    /// as `write(_:)` does.
    public static func write(_ catalog: StringCatalog, editing original: JSONDocument, changed: Set<[UInt8]>) throws -> [UInt8] {
        guard original.kind(original.root) == .object, let strings = original.member(original.root, named: "strings"),
            original.kind(strings.value) == .object
        else { return try write(catalog) }
        var kept: [[UInt8]: JSONMemberID] = [:]
        kept.reserveCapacity(original.count(strings.value))
        original.forEachMember(strings.value) { kept[original.stringBytes($0.key)] = $0 }
        let keys = catalog.entries.map { Array($0.key.utf8) }
        // Entries added or removed: the model as a whole.
        guard keys.count == kept.count, keys.allSatisfy({ kept[$0] != nil }) else { return try write(catalog) }
        var patch = catalog
        patch.entries = zip(catalog.entries, keys).filter { changed.contains($1) }.map(\.0)
        let compact = ByteBuffer.collect(estimate: 1 << 12) { (buffer: inout ByteBuffer) in
            CompactJSON.append(CatalogEncoder.encode(patch), to: &buffer)
        }
        let encoded = try JSONDocument.parse(compact, file: catalog.file)
        let originalTop = topLevel(of: original, except: strings.key), encodedTop = topLevel(of: encoded, except: nil)
        if Set(originalTop.keys) == Set(encodedTop.keys) {
            // The same entries and top-level fields: write the file's own tree, each changed entry's value and
            // top-level value taken from the encoded one, so nothing of the file is copied before writing it.
            var replacements: [Int: DocumentWriter.Replacement] = [:]
            if let encodedStrings = encoded.member(encoded.root, named: "strings") {
                encoded.forEachMember(encodedStrings.value) { entry in
                    replacements[kept[encoded.stringBytes(entry.key)]!.value.index] = .init(document: encoded, value: entry.value.index)
                }
            }
            for (key, field) in originalTop where field.value != encodedTop[key]!.value {
                replacements[field.member.value.index] = .init(document: encoded, value: encodedTop[key]!.member.value.index)
            }
            var writer = DocumentWriter(document: original, collator: try Collator.rootNumeric(), replacements: replacements)
            return try writer.write(finalNewline: catalog.endsWithNewline)
        }
        // Top-level fields added or removed: the model as a whole.
        return try write(catalog)
    }

    private static let stringsKey = Array("strings".utf8)

    /// The top-level members of `document` other than `strings` (`skipping` names the file's own), with their values,
    /// by key.
    private static func topLevel(
        of document: JSONDocument, except skipping: JSONNodeID?
    ) -> [[UInt8]: (member: JSONMemberID, value: JSONValue)] {
        var members: [[UInt8]: (member: JSONMemberID, value: JSONValue)] = [:]
        document.forEachMember(document.root) { member in
            let key = document.stringBytes(member.key)
            guard member.key != skipping, key != stringsKey else { return }
            members[key] = (member, document.value(member.value))
        }
        return members
    }

    /// Canonical bytes of a JSON value built in code (objects sorted like every other object).
    ///
    /// Throws `JSONReadError` when the value is not valid JSON as a reader sees it (a `.number` that is not JSON
    /// number text, nesting deeper than 512 levels), or `ICUError`.
    public static func write(_ value: JSONValue, finalNewline: Bool = false, file: String = "<generated>") throws -> [UInt8] {
        let compact = ByteBuffer.collect(estimate: 1 << 16) { (buffer: inout ByteBuffer) in CompactJSON.append(value, to: &buffer) }
        // Parsing the compact text back checks the value and gives the canonical writer its flat tree.
        let document = try JSONDocument.parse(compact, file: file)
        var writer = DocumentWriter(document: document, collator: try Collator.rootNumeric())
        return try writer.write(finalNewline: finalNewline)
    }
}

/// The canonical writer over a document's flat nodes.
struct DocumentWriter {
    /// A value written from another document in place of one of this document's top-level values or `strings` entries.
    struct Replacement: Sendable {
        let document: JSONDocument
        let value: Int
    }

    let document: JSONDocument
    let collator: Collator
    /// By value node of a top-level member or a `strings` entry (members of depth-0 and depth-1 objects); empty for a
    /// plain write.
    let replacements: [Int: Replacement]
    /// Sort keys by FNV-1a hash of the unescaped key, so each distinct key (`state`, `value`, `en`…) hits ICU once.
    private var keyCache: [UInt64: Int] = [:]
    private var cachedKeyBytes: [[UInt8]] = []
    private var cachedSortKeys: [CollationKey] = []
    /// The first eight bytes of each cached sort key, big-endian, so most comparisons are one integer compare.
    private var cachedSortKeyPrefixes: [UInt64] = []
    /// Short keys (most keys below `strings`: locales, `stringUnit`, `state`…) packed into an integer, mapped to
    /// their cache slot without hashing bytes (see `ShortKeyTable`).
    private var shortKeys = ShortKeyTable()
    /// The key nodes of the objects being written, innermost last: each object's sorted keys are pushed while its
    /// members are written and popped after, so no object allocates an array of its own. Only the first `keyStackTop`
    /// are in use; popping keeps the storage (shrinking an array costs more than the write it serves).
    private var keyStack: [Int] = []
    private var keyStackTop = 0
    /// Scratch cache slots of one object's keys, for ordering them (the first `count` of the object's members).
    private var ranks: [Int] = []

    init(document: JSONDocument, collator: Collator, replacements: [Int: Replacement] = [:]) {
        self.document = document
        self.collator = collator
        self.replacements = replacements
    }

    mutating func write(finalNewline: Bool) throws(ICUError) -> [UInt8] {
        // Xcode-written input is as long as the output; minified input grows, and `collect` retries with more room.
        try ByteBuffer.collect(estimate: document.bytes.count + 64) { (out: inout ByteBuffer) throws(ICUError) in
            try document.bytes.withUnsafeBufferPointer { (bytes) throws(ICUError) in
                try document.nodes.withUnsafeBufferPointer { (nodes) throws(ICUError) in
                    try writeValue(0, depth: 0, bytes: bytes, nodes: nodes, into: &out)
                }
            }
            if finalNewline { out.append(0x0A) }
        }
    }

    private mutating func writeValue(
        _ index: Int, depth: Int, bytes: UnsafeBufferPointer<UInt8>, nodes: UnsafeBufferPointer<JSONNode>, into out: inout ByteBuffer
    ) throws(ICUError) {
        let node = nodes[index]
        switch node.kind {
        case .object:
            guard node.count > 0 else {
                out.append("{\n\n")
                out.append(repeating: 0x20, count: depth * 2)
                out.append(0x7D)
                return
            }
            let first = keyStackTop
            try pushSortedKeys(of: index, bytes: bytes, nodes: nodes)
            let count = Int(node.count)
            out.append("{\n")
            if depth <= 1 && count >= 2 * Self.chunkSize {
                try writeMembersInParallel(Array(keyStack[first..<first + count]), depth: depth, nodes: nodes, into: &out)
            } else {
                for position in 0..<count {
                    try writeMember(
                        keyStack[first + position], last: position == count - 1, depth: depth, bytes: bytes, nodes: nodes, into: &out)
                }
            }
            keyStackTop = first
            out.append(repeating: 0x20, count: depth * 2)
            out.append(0x7D)
        case .array:
            guard node.count > 0 else {
                out.append("[\n\n")
                out.append(repeating: 0x20, count: depth * 2)
                out.append(0x5D)
                return
            }
            out.append("[\n")
            var element = index + 1
            for position in 0..<Int(node.count) {
                out.append(repeating: 0x20, count: depth * 2 + 2)
                try writeValue(element, depth: depth + 1, bytes: bytes, nodes: nodes, into: &out)
                out.append(position == Int(node.count) - 1 ? "\n" : ",\n")
                element = Int(nodes[element].end)
            }
            out.append(repeating: 0x20, count: depth * 2)
            out.append(0x5D)
        case .string:
            writeString(node, bytes: bytes, into: &out)
        case .number:
            out.append(UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.start + node.count)]))
        case .true: out.append("true")
        case .false: out.append("false")
        case .null: out.append("null")
        }
    }

    /// Writes the member whose key node is `key` (at `depth`), with its separator (none after the `last`) and line end.
    @inline(__always)
    private mutating func writeMember(
        _ key: Int, last: Bool, depth: Int, bytes: UnsafeBufferPointer<UInt8>, nodes: UnsafeBufferPointer<JSONNode>,
        into out: inout ByteBuffer
    ) throws(ICUError) {
        out.append(repeating: 0x20, count: depth * 2 + 2)
        writeString(nodes[key], bytes: bytes, into: &out)
        out.append(" : ")
        if depth <= 1, !replacements.isEmpty, let replacement = replacements[key + 1] {
            try replacement.document.bytes.withUnsafeBufferPointer { (bytes) throws(ICUError) in
                try replacement.document.nodes.withUnsafeBufferPointer { (nodes) throws(ICUError) in
                    try writeValue(replacement.value, depth: depth + 1, bytes: bytes, nodes: nodes, into: &out)
                }
            }
        } else {
            try writeValue(key + 1, depth: depth + 1, bytes: bytes, nodes: nodes, into: &out)
        }
        out.append(last ? "\n" : ",\n")
    }

    /// Members per parallel writing chunk; objects with fewer than two chunks' worth are written on the calling thread.
    static let chunkSize = 64

    /// Writes a big object's members (a catalog's `strings` entries) in chunks on all cores, each chunk into its own
    /// buffer, then appends the chunks in order: the bytes are those of writing them one after another.
    private func writeMembersInParallel(
        _ keys: [Int], depth: Int, nodes: UnsafeBufferPointer<JSONNode>, into out: inout ByteBuffer
    ) throws(ICUError) {
        let chunkCount = (keys.count + Self.chunkSize - 1) / Self.chunkSize
        // Room for each chunk: its text plus a generous line overhead per node (`collect` retries with more if short).
        var room: [Int] = []
        room.reserveCapacity(chunkCount)
        for chunk in 0..<chunkCount {
            var estimate = 256
            for position in chunk * Self.chunkSize..<min(keys.count, (chunk + 1) * Self.chunkSize) {
                let end = Int(nodes[keys[position] + 1].end)
                for node in keys[position]..<end {
                    let entry = nodes[node]
                    estimate += (entry.kind == .string || entry.kind == .number ? Int(entry.count) : 0) + 32 + depth * 2
                }
            }
            room.append(estimate)
        }
        let estimates = room, document = self.document, collator = self.collator, replacements = self.replacements
        let results = Mutex<[Result<[UInt8], ICUError>?]>(Array(repeating: nil, count: chunkCount))
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = chunk * Self.chunkSize..<min(keys.count, (chunk + 1) * Self.chunkSize)
            var writer = DocumentWriter(document: document, collator: collator, replacements: replacements)
            let result = Result { () throws(ICUError) -> [UInt8] in
                try ByteBuffer.collect(estimate: estimates[chunk]) { (buffer: inout ByteBuffer) throws(ICUError) in
                    try document.bytes.withUnsafeBufferPointer { (bytes) throws(ICUError) in
                        try document.nodes.withUnsafeBufferPointer { (nodes) throws(ICUError) in
                            for position in range {
                                try writer.writeMember(
                                    keys[position], last: position == keys.count - 1, depth: depth, bytes: bytes, nodes: nodes,
                                    into: &buffer)
                            }
                        }
                    }
                }
            }
            results.withLock { $0[chunk] = result }
        }
        for result in results.withLock({ $0 }) {
            try result!.get().withUnsafeBufferPointer { out.append($0) }
        }
    }

    @inline(__always)
    private func writeString(_ node: JSONNode, bytes: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer) {
        let raw = UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.start + node.count)])
        out.append(0x22)
        if node.flags & JSONNode.nonCanonicalEscapes == 0 {
            // Already written the way Xcode writes it: copy the bytes.
            out.append(raw)
        } else {
            JSONEscaping.unescape(raw).withUnsafeBufferPointer { JSONEscaping.escape($0, into: &out) }
        }
        out.append(0x22)
    }

    // MARK: Key order

    /// Pushes the key node indices of an object onto `keyStack`, in writing order.
    private mutating func pushSortedKeys(
        of object: Int, bytes: UnsafeBufferPointer<UInt8>, nodes: UnsafeBufferPointer<JSONNode>
    ) throws(ICUError) {
        let count = Int(nodes[object].count)
        let first = keyStackTop
        keyStackTop += count
        if keyStack.count < keyStackTop { keyStack.append(contentsOf: repeatElement(0, count: keyStackTop - keyStack.count)) }
        var key = object + 1
        for position in first..<first + count {
            keyStack[position] = key
            key = Int(nodes[key + 1].end)
        }
        guard count > 1 else { return }
        // Overwritten in place: emptying an array and refilling it costs more than the lookups it serves.
        if ranks.count < count { ranks.append(contentsOf: repeatElement(0, count: count - ranks.count)) }
        for position in 0..<count {
            let rank = try sortKeyIndex(nodes[keyStack[first + position]], bytes: bytes)
            ranks[position] = rank
        }
        // Files Xcode wrote are already in order: check before sorting.
        var inOrder = true
        for position in 1..<count where !precedes(ranks[position - 1], ranks[position]) {
            inOrder = false
            break
        }
        if inOrder { return }
        var order = Array(0..<count)
        order.sort { precedes(ranks[$0], ranks[$1]) }
        let unsorted = Array(keyStack[first..<first + count])
        for (position, index) in order.enumerated() { keyStack[first + position] = unsorted[index] }
    }

    /// The collation order with the UTF-16 tie-break, between two cached keys.
    @inline(__always)
    private func precedes(_ a: Int, _ b: Int) -> Bool {
        if a == b { return false }
        let prefixA = cachedSortKeyPrefixes[a], prefixB = cachedSortKeyPrefixes[b]
        // Sort keys hold no zero byte but their terminator, so differing padded prefixes order the keys as a whole.
        if prefixA != prefixB { return prefixA < prefixB }
        let keyA = cachedSortKeys[a], keyB = cachedSortKeys[b]
        if keyA != keyB { return keyA < keyB }
        let textA = String(decoding: cachedKeyBytes[a], as: UTF8.self), textB = String(decoding: cachedKeyBytes[b], as: UTF8.self)
        return textA.utf16.lexicographicallyPrecedes(textB.utf16)
    }

    /// The cache slot holding this key's unescaped bytes and sort key (computed on first sight).
    private mutating func sortKeyIndex(_ node: JSONNode, bytes: UnsafeBufferPointer<UInt8>) throws(ICUError) -> Int {
        let raw = UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.start + node.count)])
        let escaped = node.flags & JSONNode.hasEscapes != 0
        let packed = escaped ? 0 : ShortKeyTable.pack(raw)
        if packed != 0 {
            if let slot = shortKeys.slot(of: packed) { return slot }
            let slot = try cacheSlot(raw: raw, unescaped: nil)
            shortKeys.insert(packed, slot: slot)
            return slot
        }
        return try cacheSlot(raw: raw, unescaped: escaped ? JSONEscaping.unescape(raw) : nil)
    }

    /// `sortKeyIndex` for keys that are not short: looked up by FNV-1a hash of the unescaped bytes.
    private mutating func cacheSlot(raw: UnsafeBufferPointer<UInt8>, unescaped: [UInt8]?) throws(ICUError) -> Int {
        var fnv = FNV1a()
        if let unescaped { fnv.mix(unescaped) } else { fnv.mix(raw) }
        let hash = fnv.value
        if let slot = keyCache[hash] {
            let cached = cachedKeyBytes[slot]
            let same =
                unescaped.map { $0 == cached }
                ?? (raw.count == cached.count
                    && cached.withUnsafeBufferPointer { raw.isEmpty || memcmp(raw.baseAddress!, $0.baseAddress!, raw.count) == 0 })
            if same { return slot }
        }
        let keyBytes = unescaped ?? Array(raw)
        let sortKey = try keyBytes.withUnsafeBufferPointer { (buffer) throws(ICUError) in try collator.sortKey(utf8: buffer) }
        cachedKeyBytes.append(keyBytes)
        cachedSortKeys.append(sortKey)
        var prefix: UInt64 = 0
        for position in 0..<8 { prefix = prefix << 8 | UInt64(position < sortKey.bytes.count ? sortKey.bytes[position] : 0) }
        cachedSortKeyPrefixes.append(prefix)
        let slot = cachedKeyBytes.count - 1
        // On a hash collision the first key keeps the slot; the other is looked up afresh each time (rare).
        if keyCache[hash] == nil { keyCache[hash] = slot }
        return slot
    }
}

/// Keys of one to eight bytes without escapes, packed little-endian into a nonzero integer (raw key bytes are never
/// zero: control characters must be escaped), mapped to a cache slot by open addressing with a multiplicative hash.
///
/// It stops taking keys when half full; later short keys go through the hashed cache like long ones.
private struct ShortKeyTable {
    private static let capacity = 1024
    private var keys = [UInt64](repeating: 0, count: capacity)
    private var slots = [Int32](repeating: 0, count: capacity)
    private var count = 0

    /// The packed key, or 0 when `raw` is empty or longer than eight bytes.
    @inline(__always)
    static func pack(_ raw: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard raw.count > 0 && raw.count <= 8 else { return 0 }
        var packed: UInt64 = 0
        for position in 0..<raw.count { packed |= UInt64(raw[position]) << (8 * UInt64(position)) }
        return packed
    }

    @inline(__always)
    private static func home(_ packed: UInt64) -> Int { Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> 54) }

    @inline(__always)
    func slot(of packed: UInt64) -> Int? {
        var index = Self.home(packed)
        while true {
            let key = keys[index]
            if key == packed { return Int(slots[index]) }
            if key == 0 { return nil }
            index = (index + 1) & (Self.capacity - 1)
        }
    }

    mutating func insert(_ packed: UInt64, slot: Int) {
        guard count < Self.capacity / 2, slot <= Int(Int32.max) else { return }
        var index = Self.home(packed)
        while keys[index] != 0 {
            if keys[index] == packed { return }
            index = (index + 1) & (Self.capacity - 1)
        }
        keys[index] = packed
        slots[index] = Int32(slot)
        count += 1
    }
}
