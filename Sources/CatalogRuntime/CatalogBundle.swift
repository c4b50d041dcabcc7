import Foundation
import Synchronization

/// One locale of one table, decoded from a compiled bundle (`timekeeper catalog compile --format json`).
public struct CatalogBundle: Sendable {
    /// The bundle format name and the version this runtime reads.
    public static let formatName = "timekeeper-catalog-bundle"
    public static let supportedVersion = 1

    public let table: String
    /// The locale as written in the bundle (`pt-BR`).
    public let locale: String
    public let sourceLanguage: String
    private let storage: BundleStorage

    /// The keys the bundle holds, sorted.
    public var keys: [String] { storage.ranges.keys.map { $0.text }.sorted() }

    /// Decodes bundle bytes; `file` names the source in errors. Throws ``CatalogBundleError``.
    public init(bytes: [UInt8], file: String) throws(CatalogBundleError) {
        let header = try BundleDecoder.decodeHeader(bytes, file: file)
        func error(_ message: String) -> CatalogBundleError {
            CatalogBundleError(file: file, message: "\(message); recompile it with `timekeeper catalog compile --format json`")
        }
        guard header.format == Self.formatName else {
            throw error("this is not a \(Self.formatName) file (no \"format\" : \"\(Self.formatName)\")")
        }
        guard let version = header.version, version == Self.supportedVersion else {
            throw error("bundle version \(header.version.map(String.init) ?? "?") is not \(Self.supportedVersion), the one this runtime reads")
        }
        guard let table = header.table, let locale = header.locale, let sourceLanguage = header.sourceLanguage,
              let strings = header.strings else {
            throw error("the bundle needs \"table\", \"locale\", \"sourceLanguage\" and \"strings\"")
        }
        self.table = table
        self.locale = locale
        self.sourceLanguage = sourceLanguage
        storage = BundleStorage(bytes: bytes, file: file, ranges: strings)
    }

    /// The node for `key`, decoded on first use and kept; nil when the bundle lacks the key or its node is
    /// malformed (``validate()`` reports the latter).
    func node(_ key: BundleKey) -> BundleNode? { storage.node(key) }

    /// Decodes every node, throwing the first malformed one with its position (loading checks only the syntax).
    public func validate() throws(CatalogBundleError) {
        for (key, range) in storage.ranges {
            _ = try BundleDecoder.decodeNode(storage.bytes, range: range, file: storage.file, key: key.text)
        }
    }

    /// Reads and decodes a bundle file.
    public init(contentsOf url: URL) throws(CatalogBundleError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CatalogBundleError(file: url.path, message: "cannot read the bundle (\(error.localizedDescription))")
        }
        try self.init(bytes: [UInt8](data), file: url.path)
    }
}

/// A bundle's bytes, where each key's node lies in them, and the nodes decoded so far.
final class BundleStorage: Sendable {
    let bytes: [UInt8]
    let file: String
    let ranges: [BundleKey: Range<Int>]
    private let decoded = Mutex<[BundleKey: BundleNode]>([:])

    init(bytes: [UInt8], file: String, ranges: [BundleKey: Range<Int>]) {
        self.bytes = bytes
        self.file = file
        self.ranges = ranges
    }

    func node(_ key: BundleKey) -> BundleNode? {
        if let cached = decoded.withLock({ $0[key] }) { return cached }
        guard let range = ranges[key],
              let node = try? BundleDecoder.decodeNode(bytes, range: range, file: file, key: key.text) else { return nil }
        decoded.withLock { $0[key] = node }
        return node
    }
}
