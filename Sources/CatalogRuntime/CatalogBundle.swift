import FileOutput
import Foundation
import Synchronization

/// One locale of one table, decoded from a compiled bundle (`timekeeper catalog compile --format json`).
public struct CatalogBundle: Sendable {
    /// The bundle format name (the `format` field).
    public static let formatName = "timekeeper-catalog-bundle"
    /// The bundle format version this runtime reads.
    public static let supportedVersion = 1

    /// The table (catalog file base name) the bundle belongs to.
    public let table: String
    /// The locale as written in the bundle (`pt-BR`).
    public let locale: String
    /// The catalog's source language, the last step of every fallback chain.
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
            throw error(
                "bundle version \(header.version.map(String.init) ?? "?") is not \(Self.supportedVersion), the one this runtime reads")
        }
        guard let table = header.table, let locale = header.locale, let sourceLanguage = header.sourceLanguage,
            let strings = header.strings
        else {
            throw error("the bundle needs \"table\", \"locale\", \"sourceLanguage\" and \"strings\"")
        }
        self.table = table
        self.locale = locale
        self.sourceLanguage = sourceLanguage
        storage = BundleStorage(bytes: bytes, file: file, ranges: strings)
    }

    /// The node for `key`, decoded on first use and kept; nil when the bundle lacks the key or its node is
    /// malformed (``validate()`` reports the latter).
    func node(_ key: BundleKey) -> DecodedNode? { storage.node(key) }

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
            let reason = SystemReason(foundationError: error) ?? SystemReason(errno: EIO)
            throw CatalogBundleError(file: url.path, message: "cannot read the bundle (\(reason))")
        }
        try self.init(bytes: [UInt8](data), file: url.path)
    }
}

/// A bundle's bytes, where each key's node lies in them, and the nodes decoded so far.
///
/// Each key has a slot that is decoded at most once and then read without a lock: a slot holds 0 (not
/// decoded yet), 1 (malformed) or the address of a retained ``DecodedNode``, published with
/// compare-and-exchange so racing first lookups agree on one node.
final class BundleStorage: @unchecked Sendable {
    let bytes: [UInt8]
    let file: String
    let ranges: [BundleKey: Range<Int>]
    private let slotIndex: [BundleKey: Int]
    private let slotRanges: [Range<Int>]
    private let slotKeys: [String]
    private let slots: UnsafeMutablePointer<Atomic<UInt>>

    private static let malformed: UInt = 1

    init(bytes: [UInt8], file: String, ranges: [BundleKey: Range<Int>]) {
        self.bytes = bytes
        self.file = file
        self.ranges = ranges
        var slotIndex: [BundleKey: Int] = [:]
        slotIndex.reserveCapacity(ranges.count)
        var slotRanges: [Range<Int>] = []
        var slotKeys: [String] = []
        for (key, range) in ranges {
            slotIndex[key] = slotRanges.count
            slotRanges.append(range)
            slotKeys.append(key.text)
        }
        self.slotIndex = slotIndex
        self.slotRanges = slotRanges
        self.slotKeys = slotKeys
        slots = .allocate(capacity: max(slotRanges.count, 1))
        for index in 0..<slotRanges.count { (slots + index).initialize(to: Atomic<UInt>(0)) }
    }

    deinit {
        for index in 0..<slotRanges.count {
            let bits = slots[index].load(ordering: .acquiring)
            if bits > Self.malformed { Unmanaged<DecodedNode>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release() }
        }
        slots.deinitialize(count: slotRanges.count)
        slots.deallocate()
    }

    func node(_ key: BundleKey) -> DecodedNode? {
        guard let index = slotIndex[key] else { return nil }
        let bits = slots[index].load(ordering: .acquiring)
        if bits == Self.malformed { return nil }
        if bits != 0 { return Unmanaged<DecodedNode>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).takeUnretainedValue() }
        guard let node = try? BundleDecoder.decodeNode(bytes, range: slotRanges[index], file: file, key: slotKeys[index]) else {
            slots[index].store(Self.malformed, ordering: .releasing)
            return nil
        }
        let fresh = Unmanaged.passRetained(DecodedNode(node))
        let freshBits = UInt(bitPattern: fresh.toOpaque())
        let (exchanged, original) = slots[index].compareExchange(expected: 0, desired: freshBits, ordering: .acquiringAndReleasing)
        if exchanged { return fresh.takeUnretainedValue() }
        // Another thread decoded it first: use theirs.
        fresh.release()
        return original == Self.malformed
            ? nil : Unmanaged<DecodedNode>.fromOpaque(UnsafeRawPointer(bitPattern: original)!).takeUnretainedValue()
    }
}

/// A decoded node in one heap box, so a lookup retains one object instead of the node's parts.
final class DecodedNode: Sendable {
    let node: BundleNode
    init(_ node: BundleNode) { self.node = node }
}
