import Diagnostics
import Foundation
import JSONCore

/// Reads `.xcstrings` files into the typed model, keeping the lossless JSON tree alongside.
public enum CatalogReader {
    /// `version` values seen in real catalogs; others read fine but get an `unknown-version` warning.
    public static let knownVersions: Set<String> = ["1.0", "1.1", "1.2", "1.3"]

    /// Reads a catalog file; throws `JSONReadError` (with `file:line:col`) when it is not a readable String Catalog.
    ///
    /// The file is streamed in blocks straight into the model (see `CatalogStreamReader`): peak memory is about the
    /// model's size, not the file's bytes plus a tree of them. `name` (default: the path) names the file in locations.
    public static func read(contentsOf url: URL, name: String? = nil) throws(JSONReadError) -> CatalogReadResult {
        try read(contentsOf: url, name: name, blockSize: CatalogStreamReader.defaultBlockSize)
    }

    /// `read(contentsOf:name:)` that hands entries to `consumer` as they are decoded (`catalog check` checks them
    /// while reading goes on); the result keeps what the consumer returns.
    public static func read(
        contentsOf url: URL, name: String? = nil, consumer: any CatalogBatchConsumer
    ) throws(JSONReadError) -> CatalogReadResult {
        try read(contentsOf: url, name: name, blockSize: CatalogStreamReader.defaultBlockSize, consumer: consumer)
    }

    /// `read(contentsOf:name:)` with a chosen block size (tests use tiny blocks to cut tokens at every byte).
    static func read(
        contentsOf url: URL, name: String?, blockSize: Int, consumer: (any CatalogBatchConsumer)? = nil
    ) throws(JSONReadError) -> CatalogReadResult {
        let descriptor = try FileBytes.open(url, name: name)
        defer { close(descriptor) }
        // A file that cannot start a catalog is refused at its first byte from its head alone, not read on (2 GB).
        if let head = FileBytes.wrongHead(of: descriptor, expecting: UInt8(ascii: "{")) {
            _ = try CatalogReader.read(bytes: head, file: name ?? url.path)
        }
        return try CatalogStreamReader.read(descriptor: descriptor, file: name ?? url.path, blockSize: blockSize, consumer: consumer)
    }

    /// `read(bytes:file:)` that hands entries to `consumer` as they are decoded.
    public static func read(bytes: [UInt8], file: String, consumer: any CatalogBatchConsumer) throws(JSONReadError) -> CatalogReadResult {
        try CatalogStreamReader.read(bytes: bytes, file: file, consumer: consumer)
    }

    /// Reads catalog bytes; `file` names the source in locations. Throws `JSONReadError`.
    public static func read(bytes: [UInt8], file: String) throws(JSONReadError) -> CatalogReadResult {
        try CatalogStreamReader.read(bytes: bytes, file: file)
    }

    /// Reads catalog bytes as if they came from a file read `blockSize` bytes at a time. The result (catalog,
    /// warnings, or error with its location) is the same as `read(bytes:file:)`'s for every block size; this
    /// exists so tests and fuzzers can check that wherever the reader's window cuts the input.
    public static func read(bytes: [UInt8], file: String, blockSize: Int) throws(JSONReadError) -> CatalogReadResult {
        try CatalogStreamReader.read(bytes: bytes, file: file, blockSize: blockSize)
    }

    /// Checks that a parsed document is a String Catalog as `decode` does, without keeping the model; returns the warnings.
    public static func validate(_ document: JSONDocument) throws(JSONReadError) -> [Finding] {
        try decode(document, keepingEntries: false).warnings
    }

    /// `validate` that decodes only the `strings` entries `checksEntry` accepts (by position in file order and member);
    /// the caller vouches for the rest, e.g. entries equal to ones already validated, or another thread's share.
    public static func validate(
        _ document: JSONDocument, checkingEntries checksEntry: @escaping @Sendable (Int, JSONMemberID) -> Bool
    ) throws(JSONReadError) -> [Finding] {
        try decode(document, keepingEntries: false, checksEntry: checksEntry).warnings
    }

    /// Decodes an already parsed document into the typed model; throws `JSONReadError` for non-catalog JSON.
    public static func decode(_ document: JSONDocument) throws(JSONReadError) -> CatalogReadResult {
        try decode(document, keepingEntries: true)
    }

    private static func decode(
        _ document: JSONDocument, keepingEntries: Bool, checksEntry: (@Sendable (Int, JSONMemberID) -> Bool)? = nil
    ) throws(JSONReadError) -> CatalogReadResult {
        var catalog = try CatalogDecoder(document: document, keepsEntries: keepingEntries, checksEntry: checksEntry).decodeCatalog()
        let version = document.member(document.root, named: "version").flatMap { member in
            document.string(member.value).map { ($0, document.location(member.value)) }
        }
        let warnings = Self.warnings(
            file: document.file, hasByteOrderMark: document.hasByteOrderMark, version: version,
            rootLocation: document.location(document.root))
        catalog.endsWithNewline = document.endsWithNewline
        return CatalogReadResult(catalog: catalog, warnings: warnings)
    }

    /// The warnings of a readable catalog: a byte-order mark, and a `version` (with where its value is) that is unknown or absent.
    static func warnings(
        file: String, hasByteOrderMark: Bool, version: (String, SourceLocation)?, rootLocation: SourceLocation
    ) -> [Finding] {
        var warnings: [Finding] = []
        if hasByteOrderMark {
            warnings.append(
                Finding(
                    ruleID: ReaderRule.byteOrderMark.id, severity: ReaderRule.byteOrderMark.defaultSeverity,
                    message: ReaderRule.byteOrderMark.summary, hint: ReaderRule.byteOrderMark.help,
                    location: SourceLocation(file: file, line: 1, column: 1)
                ))
        }
        if let (version, location) = version {
            if !knownVersions.contains(version) {
                warnings.append(
                    Finding(
                        ruleID: ReaderRule.unknownVersion.id, severity: ReaderRule.unknownVersion.defaultSeverity,
                        message: "The catalog version \"\(version)\" is not one this tool knows (1.0 to 1.3); it was read as usual.",
                        hint: "Check the output of `catalog check` carefully, and report the version if Xcode wrote it.",
                        location: location
                    ))
            }
        } else {
            warnings.append(
                Finding(
                    ruleID: ReaderRule.unknownVersion.id, severity: ReaderRule.unknownVersion.defaultSeverity,
                    message: "The catalog has no \"version\" field; Xcode always writes one.",
                    hint: "Add \"version\" : \"1.0\" at the top level, or re-save the catalog in Xcode.",
                    location: rootLocation
                ))
        }
        return warnings
    }
}

/// What reading a catalog produced: the typed catalog and any warnings.
public struct CatalogReadResult: Sendable {
    /// The typed catalog.
    public var catalog: StringCatalog
    /// Problems that did not stop reading (`byte-order-mark`, `unknown-version`).
    public var warnings: [Finding]
}
