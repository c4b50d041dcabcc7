import Dispatch
import FileOutput
import Foundation
import JSONCore
import Synchronization

/// Reads a String Catalog into the typed model entry by entry, never holding a JSON tree of the whole file.
///
/// The input is read in blocks into a window. The parser runs over the window one top-level member and one
/// catalog entry at a time; each entry's bytes and nodes are copied out as a small document of its own, batches
/// of those are decoded in parallel and dropped, and the window forgets the bytes it has consumed. Peak memory is
/// the model plus a few blocks instead of bytes + tree + model. Errors are the whole-file parser's, at the same
/// `file:line:col`; when several problems exist, the first one in file order is reported.
struct CatalogStreamReader {
    /// Bytes read from a file per refill (more when one entry is larger).
    static let defaultBlockSize = 1 << 20
    /// Entry bytes collected before a batch is handed to a worker thread to decode.
    static let batchBytes = 1 << 18

    private let file: String
    private let fileID: UInt32
    /// Where more bytes come from.
    private enum Source {
        /// `window` already holds all of the input.
        case window
        case file(descriptor: Int32)
        /// Bytes in memory handed over block by block (so tests and the fuzzer cut them like a file).
        case blocks([UInt8], next: Int)
    }

    private var source: Source
    private let blockSize: Int
    private var window: [UInt8]
    private var exhausted: Bool
    private var cursor = JSONParser.Cursor(position: 0)
    private let consumer: (any CatalogBatchConsumer)?
    /// False until the top-level `{` is read, so the whole-file fallback still sees the input from its first byte.
    private var dropsConsumedBytes = false

    private init(file: String, window: [UInt8], source: Source, blockSize: Int, consumer: (any CatalogBatchConsumer)?) {
        self.file = file
        self.consumer = consumer
        self.fileID = SourceFileNames.id(of: file)
        self.window = window
        self.source = source
        self.blockSize = max(1, blockSize)
        if case .window = source { self.exhausted = true } else { self.exhausted = false }
    }

    /// Reads the catalog from an open file descriptor (not closed here) in blocks of `blockSize` bytes.
    static func read(
        descriptor: Int32, file: String, blockSize: Int = defaultBlockSize, consumer: (any CatalogBatchConsumer)? = nil
    ) throws(JSONReadError) -> CatalogReadResult {
        var reader = CatalogStreamReader(
            file: file, window: [], source: .file(descriptor: descriptor), blockSize: blockSize, consumer: consumer)
        return try reader.readCatalog()
    }

    /// Reads the catalog from bytes already in memory (they are not copied).
    static func read(bytes: [UInt8], file: String, consumer: (any CatalogBatchConsumer)? = nil) throws(JSONReadError) -> CatalogReadResult {
        var reader = CatalogStreamReader(file: file, window: bytes, source: .window, blockSize: defaultBlockSize, consumer: consumer)
        return try reader.readCatalog()
    }

    /// Reads the catalog from bytes in memory as if from a file read `blockSize` bytes at a time (tests, fuzzing).
    static func read(bytes: [UInt8], file: String, blockSize: Int) throws(JSONReadError) -> CatalogReadResult {
        var reader = CatalogStreamReader(file: file, window: [], source: .blocks(bytes, next: 0), blockSize: blockSize, consumer: nil)
        return try reader.readCatalog()
    }

    // MARK: Structure

    private mutating func readCatalog() throws(JSONReadError) -> CatalogReadResult {
        while window.count < 3, try refill() {}
        let hasByteOrderMark = window.count >= 3 && window[0] == 0xEF && window[1] == 0xBB && window[2] == 0xBF
        cursor = JSONParser.Cursor(position: hasByteOrderMark ? 3 : 0)
        try skipWhitespace()
        // Anything but an object at the top (an empty file, an array…) is an error the whole-file reader words best.
        guard currentByte == UInt8(ascii: "{") else { return try readWholeInput() }
        let root = here
        cursor.position += 1
        dropsConsumedBytes = true

        var sourceLanguage: String?
        var version: (String, SourceLocation)?
        var entries: [CatalogEntry]?
        var unknown: [JSONMember] = []
        var unknownLocations: [SourceLocation] = []
        var keys = SeenKeys()
        try skipWhitespace()
        if currentByte == UInt8(ascii: "}") {
            cursor.position += 1
        } else {
            while true {
                guard currentByte != nil else { throw unterminatedObject(root) }
                // The key and the first byte of its value; a value cut off by the window end reruns the whole step.
                let (keyNode, memberStart, valueByte) = try parse(enclosingDepth: 1) { parser throws(JSONReadError) in
                    let start = parser.cursor
                    try parser.parseMemberKey()
                    guard let byte = parser.currentByte else { throw parser.unterminatedObject(line: root.line, column: root.column) }
                    return (parser.nodes[0], start, byte)
                }
                let key = keyBytes(keyNode)
                try keys.insert(key, at: keyNode, file: file)
                if key.elementsEqual("strings".utf8), valueByte == UInt8(ascii: "{") {
                    entries = try readEntries(sourceLanguage: sourceLanguage)
                } else {
                    // Any other member (or a `strings` that is not an object) is decoded whole, as a small document.
                    cursor = memberStart
                    let member = try parseMember(enclosingDepth: 1)
                    switch try CatalogDecoder(document: member).decodeTopLevelMember(Self.fragmentMember) {
                    case .sourceLanguage(let value): sourceLanguage = value
                    case .version(let value, let location): version = (value, location)
                    case .strings(let decoded): entries = decoded
                    case .unknown(let field):
                        unknown.append(field)
                        unknownLocations.append(SourceLocation(fileID: fileID, line: Int(keyNode.line), column: Int(keyNode.column)))
                    }
                }
                guard try anotherMember(inObjectOpenedAt: root) else { break }
            }
        }
        let endsWithNewline = try readTrailer()

        let rootLocation = SourceLocation(fileID: fileID, line: Int(root.line), column: Int(root.column))
        guard let sourceLanguage else { throw CatalogDecoder.missingSourceLanguage(at: rootLocation) }
        guard let entries else { throw CatalogDecoder.missingStrings(at: rootLocation) }
        var catalog = StringCatalog(file: file, sourceLanguage: sourceLanguage, version: version?.0, entries: entries)
        catalog.unknownFields = unknown
        catalog.unknownFieldLocations = unknownLocations
        catalog.endsWithNewline = endsWithNewline
        let warnings = CatalogReader.warnings(
            file: file, hasByteOrderMark: hasByteOrderMark, version: version, rootLocation: rootLocation)
        return CatalogReadResult(catalog: catalog, warnings: warnings)
    }

    /// Reads the members of `strings` (the parse position is at its `{`); worker threads decode them in batches
    /// while parsing goes on.
    private mutating func readEntries(sourceLanguage: String?) throws(JSONReadError) -> [CatalogEntry] {
        let opened = here
        cursor.position += 1
        let pipeline = EntryPipeline(sourceLanguage: sourceLanguage, consumer: consumer)
        var batch: [JSONDocument] = []
        var batchBytes = 0
        var keys = SeenKeys()
        do throws(JSONReadError) {
            try skipWhitespace()
            if currentByte == UInt8(ascii: "}") {
                cursor.position += 1
                return []
            }
            guard currentByte != nil else { throw unterminatedObject(opened) }
            while true {
                // Members sit inside the root and `strings`: two containers count towards the nesting limit.
                let member = try parseMember(enclosingDepth: 2)
                try keys.insert(member.bytes, member.nodes[0], file: file)
                batch.append(member)
                batchBytes += member.bytes.count
                if batchBytes >= Self.batchBytes {
                    pipeline.submit(batch)
                    batch = []
                    batchBytes = 0
                }
                guard try anotherMember(inObjectOpenedAt: opened) else { break }
            }
        } catch {
            // An entry before the problem that fails to decode is the first problem in file order.
            pipeline.submit(batch)
            _ = try pipeline.finish()
            throw error
        }
        pipeline.submit(batch)
        return try pipeline.finish()
    }

    /// After an object member: steps over `,` and the space after it (true: another member follows) or over `}`
    /// (false: the object is complete); anything else, or the end of the input, is an error.
    private mutating func anotherMember(inObjectOpenedAt opened: (line: UInt32, column: UInt32)) throws(JSONReadError) -> Bool {
        try skipWhitespace()
        guard let byte = currentByte else { throw unterminatedObject(opened) }
        guard byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") else {
            throw try unexpected("',' or '}' after an object member")
        }
        cursor.position += 1
        guard byte == UInt8(ascii: ",") else { return false }
        try skipWhitespace()
        return true
    }

    /// Reads the rest of the input after the top-level object: whitespace only; says whether it holds a newline.
    private mutating func readTrailer() throws(JSONReadError) -> Bool {
        var endsWithNewline = false
        while true {
            let start = cursor.position
            cursor = window.withUnsafeBufferPointer { buffer in
                var parser = JSONParser(input: buffer, file: file, cursor: cursor, enclosingDepth: 0)
                parser.skipWhitespace()
                return parser.cursor
            }
            if window[start..<cursor.position].contains(0x0A) { endsWithNewline = true }
            if cursor.position < window.count { throw try unexpected("the end of the file after the top-level value") }
            guard try refill() else { return endsWithNewline }
        }
    }

    /// The whole-file reader over all of the input (used only before anything was consumed).
    private mutating func readWholeInput() throws(JSONReadError) -> CatalogReadResult {
        while try refill() {}
        return try CatalogReader.decode(try JSONDocument.parse(window, file: file))
    }

    // MARK: Parsing in the window

    /// The member of a fragment document: its key is node 0 and its value node 1.
    static let fragmentMember = JSONMemberID(key: JSONNodeID(0), value: JSONNodeID(1))

    /// Parses `"key" : value` at the parse position into a document of its own (bytes and nodes copied out).
    private mutating func parseMember(enclosingDepth: Int) throws(JSONReadError) -> JSONDocument {
        let nodes = try parse(enclosingDepth: enclosingDepth) { parser throws(JSONReadError) in
            try parser.parseMember()
            return parser.nodes
        }
        // The key node starts after its quote; the member's bytes run from that quote to the end of the value.
        let start = Int(nodes[0].start) - 1
        var local = nodes
        for index in local.indices { local[index].start -= UInt32(start) }
        return JSONDocument(
            file: file, fileID: fileID, bytes: Array(window[start..<cursor.position]), nodes: local,
            hasByteOrderMark: false, endsWithNewline: false)
    }

    /// Runs `body` on a parser over the window at the cursor; when it fails for want of bytes, refills and reruns it.
    private mutating func parse<Result>(
        enclosingDepth: Int, _ body: (inout JSONParser) throws(JSONReadError) -> Result
    ) throws(JSONReadError) -> Result {
        while true {
            let outcome = window.withUnsafeBufferPointer { buffer -> Swift.Result<(Result, JSONParser.Cursor), JSONReadError> in
                var parser = JSONParser(input: buffer, file: file, cursor: cursor, enclosingDepth: enclosingDepth)
                parser.inputMayContinue = !exhausted
                do throws(JSONReadError) {
                    let result = try body(&parser)
                    return .success((result, parser.cursor))
                } catch {
                    return .failure(error)
                }
            }
            switch outcome {
            case .success(let (result, next)):
                cursor = next
                return result
            case .failure(let error):
                guard error.mayNeedMoreInput, try refill() else { throw error }
            }
        }
    }

    /// Skips whitespace, refilling the window until a non-space byte or the end of the input.
    private mutating func skipWhitespace() throws(JSONReadError) {
        while true {
            cursor = window.withUnsafeBufferPointer { buffer in
                var parser = JSONParser(input: buffer, file: file, cursor: cursor, enclosingDepth: 0)
                parser.skipWhitespace()
                return parser.cursor
            }
            if cursor.position < window.count { return }
            guard try refill() else { return }
        }
    }

    /// The byte at the parse position; nil at the end of the input (after `skipWhitespace` has refilled).
    private var currentByte: UInt8? { cursor.position < window.count ? window[cursor.position] : nil }

    /// The line and column of the parse position.
    private var here: (line: UInt32, column: UInt32) {
        (cursor.line, UInt32(cursor.position - cursor.lineStart - cursor.lineContinuations + 1))
    }

    private mutating func unexpected(_ expected: String) throws(JSONReadError) -> JSONReadError {
        do throws(JSONReadError) {
            return try parse(enclosingDepth: 0) { parser throws(JSONReadError) in try parser.unexpectedByte(expected) }
        } catch {
            return error
        }
    }

    private func unterminatedObject(_ opened: (line: UInt32, column: UInt32)) -> JSONReadError {
        window.withUnsafeBufferPointer { buffer in
            JSONParser(input: buffer, file: file, cursor: cursor, enclosingDepth: 0).unterminatedObject(
                line: opened.line, column: opened.column)
        }
    }

    /// The unescaped bytes of a key node of the window.
    private func keyBytes(_ node: JSONNode) -> [UInt8] {
        window.withUnsafeBufferPointer { buffer in
            let raw = UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.start + node.count)])
            return node.flags & JSONNode.hasEscapes == 0 ? Array(raw) : JSONEscaping.unescape(raw)
        }
    }

    // MARK: Input

    /// Drops the consumed bytes (once the top-level object is open) and appends the next block; false at the end of the input.
    private mutating func refill() throws(JSONReadError) -> Bool {
        guard !exhausted else { return false }
        if dropsConsumedBytes, cursor.position > 0 {
            let consumed = cursor.position
            window.removeSubrange(0..<consumed)
            cursor.shift(by: consumed)
        }
        // At least double what is held, so one huge entry costs amortised linear reading, not one retry per block.
        let wanted = max(blockSize, window.count)
        var added = 0
        window.reserveCapacity(window.count + wanted)
        if case .blocks(let bytes, let next) = source {
            added = min(wanted, bytes.count - next)
            window.append(contentsOf: bytes[next..<next + added])
            source = .blocks(bytes, next: next + added)
            exhausted = next + added == bytes.count
            return added > 0
        }
        guard case .file(let descriptor) = source else { return false }
        var block = [UInt8](repeating: 0, count: min(wanted, 1 << 20))
        while added < wanted {
            let got = block.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, min($0.count, wanted - added)) }
            if got < 0 {
                if errno == EINTR { continue }
                throw FileBytes.unreadable(file, SystemReason.current.description)
            }
            if got == 0 {
                exhausted = true
                break
            }
            window.append(contentsOf: block[0..<got])
            added += got
        }
        return added > 0
    }
}

/// The keys of one object seen so far, to reject a key written twice (compared as unescaped bytes, as Xcode does).
private struct SeenKeys {
    private var first: [[UInt8]: (line: UInt32, column: UInt32)] = [:]

    /// Records `key` (from `node`); throws the duplicate-key error when it was seen before.
    mutating func insert(_ key: [UInt8], at node: JSONNode, file: String) throws(JSONReadError) {
        if let earlier = first.updateValue((node.line, node.column), forKey: key) {
            throw JSONParser.duplicateKey(
                String(decoding: key, as: UTF8.self), file: file, at: (node.line, node.column), firstAt: earlier)
        }
    }

    /// Records the key of a member document's key node.
    mutating func insert(_ bytes: [UInt8], _ keyNode: JSONNode, file: String) throws(JSONReadError) {
        let raw = bytes[Int(keyNode.start)..<Int(keyNode.start + keyNode.count)]
        let key =
            keyNode.flags & JSONNode.hasEscapes == 0
            ? Array(raw) : raw.withUnsafeBufferPointer { JSONEscaping.unescape($0) }
        try insert(key, at: keyNode, file: file)
    }
}

/// Decodes batches of entry documents on worker threads while the reader parses on; hands the entries back in file order.
private final class EntryPipeline: Sendable {
    private let sourceLanguage: String?
    private let consumer: (any CatalogBatchConsumer)?
    private let group = DispatchGroup()
    /// Bounds the parsed-but-undecoded input held at once.
    private let capacity = DispatchSemaphore(value: 2 * ProcessInfo.processInfo.activeProcessorCount + 2)
    private let state = Mutex(State())
    /// Entered when the first batch is queued and left once it has been consumed (or failed to decode): the other
    /// batches' consumers wait for it.
    private let firstBatchConsumed = DispatchGroup()

    private struct State {
        var results: [Result<[CatalogEntry], JSONReadError>?] = []
        var submittedEntries = 0
    }

    init(sourceLanguage: String?, consumer: (any CatalogBatchConsumer)?) {
        self.sourceLanguage = sourceLanguage
        self.consumer = consumer
    }

    /// Queues `members` for decoding on a worker thread.
    func submit(_ members: [JSONDocument]) {
        guard !members.isEmpty else { return }
        let (slot, firstIndex) = state.withLock { state in
            state.results.append(nil)
            defer { state.submittedEntries += members.count }
            return (state.results.count - 1, state.submittedEntries)
        }
        if slot == 0 { firstBatchConsumed.enter() }
        capacity.wait()
        DispatchQueue.global().async(group: group) {
            self.decode(members, slot: slot, firstIndex: firstIndex)
            self.capacity.signal()
        }
    }

    /// Waits for every batch; the entries in file order, or the first failing entry's error in file order.
    func finish() throws(JSONReadError) -> [CatalogEntry] {
        group.wait()
        let (results, count) = state.withLock { state in
            defer { state.results = [] }
            return (state.results, state.submittedEntries)
        }
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(count)
        for result in results {
            switch result {
            case .success(let decoded): entries += decoded
            case .failure(let error): throw error
            case nil: break
            }
        }
        return entries
    }

    private func decode(_ members: [JSONDocument], slot: Int, firstIndex: Int) {
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(members.count)
        let result: Result<[CatalogEntry], JSONReadError>
        do throws(JSONReadError) {
            for member in members {
                entries.append(try CatalogDecoder(document: member).decodeEntry(CatalogStreamReader.fragmentMember))
            }
            result = .success(entries)
        } catch {
            result = .failure(error)
        }
        // Decoding needs nothing from other batches; consuming waits for the first batch's consumer to return.
        if slot > 0 { firstBatchConsumed.wait() }
        let kept = result.map { decoded in
            consumer?.consume(CatalogEntryBatch(firstIndex: firstIndex, entries: decoded, sourceLanguage: sourceLanguage)) ?? decoded
        }
        if slot == 0 { firstBatchConsumed.leave() }
        state.withLock { $0.results[slot] = kept }
    }
}
