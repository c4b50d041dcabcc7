import FileOutput
import Foundation

/// Whole-file reads straight into a byte array (no `Data` copy, so peak memory stays near the file size).
public enum FileBytes {
    /// Opens a file for reading; refuses folders, devices and sockets (pipes stay allowed for process substitution).
    public static func open(_ url: URL, name: String? = nil) throws(JSONReadError) -> Int32 {
        let path = url.path
        let unreadable = { (reason: String) in Self.unreadable(name ?? path, reason) }
        let descriptor = Foundation.open(path, O_RDONLY)
        guard descriptor >= 0 else { throw unreadable(SystemReason.current.description) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = SystemReason.current.description
            close(descriptor)
            throw unreadable(reason)
        }
        let kind = info.st_mode & S_IFMT
        // A device such as /dev/urandom never ends.
        let refusal =
            kind == S_IFDIR
            ? "it is a folder" : kind == S_IFCHR || kind == S_IFBLK || kind == S_IFSOCK ? "it is a device or socket, not a file" : nil
        if let refusal {
            close(descriptor)
            throw unreadable(refusal)
        }
        return descriptor
    }

    /// What a file must look like for a whole read to be worth it.
    public struct Expectation: Sendable {
        /// The most bytes the file may hold (configuration, budgets and store text files are small); nil for no cap.
        public var limit: Int?
        /// The first byte after an optional UTF-8 byte-order mark and whitespace (`{` for JSON, `<` for XML).
        public var firstByte: UInt8?

        public init(limit: Int? = nil, firstByte: UInt8? = nil) {
            self.limit = limit
            self.firstByte = firstByte
        }

        /// A JSON document (a catalog): it starts with `{`.
        public static let jsonObject = Expectation(firstByte: UInt8(ascii: "{"))
        /// An XML document: it starts with `<`.
        public static let xml = Expectation(firstByte: UInt8(ascii: "<"))
        /// A small JSON configuration file (16 MB at most).
        public static let configuration = Expectation(limit: 16 << 20, firstByte: UInt8(ascii: "{"))
    }

    /// How much is read before the first byte is judged.
    static let headSize = 1 << 16

    /// Reads the whole file, unless `expectation` says it cannot be what the caller reads: a file over the limit is
    /// refused before reading, and one whose first byte is wrong is returned cut after its first 64 KB, so the parser
    /// reports the problem at that byte without a 2 GB file being read (and held) first.
    public static func read(_ url: URL, name: String? = nil, expecting expectation: Expectation = Expectation()) throws(JSONReadError)
        -> [UInt8]
    {
        let unreadable = { (reason: String) in Self.unreadable(name ?? url.path, reason) }
        let descriptor = try open(url, name: name)
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw unreadable(SystemReason.current.description) }
        if let limit = expectation.limit, Int(info.st_size) > limit {
            throw unreadable("it holds \(info.st_size) bytes, more than the \(limit) such a file may have")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var cut = false
        if info.st_size > 0 {
            bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, initialized in
                initialized = 0
                HugePages.advise(buffer.baseAddress, count: buffer.count)
                while initialized < buffer.count {
                    // The head first, alone, when the first byte is to be judged.
                    let wanted =
                        expectation.firstByte != nil && initialized < headSize
                        ? min(headSize, buffer.count) - initialized : buffer.count - initialized
                    let got = Foundation.read(descriptor, buffer.baseAddress! + initialized, wanted)
                    if got <= 0 { break }
                    initialized += got
                    if let first = expectation.firstByte, initialized == min(headSize, buffer.count), initialized < buffer.count,
                        let found = Self.firstSignificantByte(UnsafeBufferPointer(rebasing: buffer[..<initialized])), found != first
                    {
                        cut = true
                        break
                    }
                }
            }
        }
        if cut { return bytes }
        // The size can change while reading (or be 0 for pipes and /proc files): read on to the end.
        while true {
            let got = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 { throw unreadable(SystemReason.current.description) }
            if got == 0 { break }
            bytes.append(contentsOf: chunk[0..<got])
            if let limit = expectation.limit, bytes.count > limit {
                throw unreadable("it holds more than the \(limit) bytes such a file may have")
            }
        }
        return bytes
    }

    /// The file's first 64 KB when its first significant byte is not `expected` (read with `pread`, so the descriptor's
    /// offset stays at the start), else nil: a reader can fail at that byte without reading a huge wrong file on.
    public static func wrongHead(of descriptor: Int32, expecting expected: UInt8) -> [UInt8]? {
        var head = [UInt8](repeating: 0, count: headSize)
        let got = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, headSize, 0) }
        guard got > 0 else { return nil }
        head.removeSubrange(got...)
        let found = head.withUnsafeBufferPointer { firstSignificantByte($0) }
        return found != nil && found != expected ? head : nil
    }

    /// The first byte after a UTF-8 byte-order mark and XML/JSON whitespace, or nil when there is none in `head`.
    static func firstSignificantByte(_ head: UnsafeBufferPointer<UInt8>) -> UInt8? {
        var index = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[index]) { index += 1 }
        return index < head.count ? head[index] : nil
    }

    /// The error for a file that cannot be opened or read, named as the user gave it.
    public static func unreadable(_ file: String, _ reason: String) -> JSONReadError {
        var error = JSONReadError(.unreadableFile, at: SourceLocation(file: file, line: 0, column: 0), "cannot read the file: \(reason)")
        error.reason = reason
        return error
    }
}
