import Foundation

/// Reads `.xcstrings` files into the typed model, keeping the lossless JSON tree alongside.
public enum CatalogReader {
    /// `version` values seen in real catalogs; others read fine but get an `unknown-version` warning.
    public static let knownVersions: Set<String> = ["1.0", "1.1", "1.2", "1.3"]

    /// Reads a catalog file; throws `CatalogReadError` (with `file:line:col`) when it is not a readable String Catalog.
    public static func read(contentsOf url: URL) throws(CatalogReadError) -> CatalogReadResult {
        try read(bytes: try FileBytes.read(url), file: url.path)
    }

    /// Reads catalog bytes; `file` names the source in locations. Throws `CatalogReadError`.
    public static func read(bytes: [UInt8], file: String) throws(CatalogReadError) -> CatalogReadResult {
        let document = try JSONDocument.parse(bytes, file: file)
        return try decode(document)
    }

    /// Checks that a parsed document is a String Catalog as `decode` does, without keeping the model; returns the warnings.
    public static func validate(_ document: JSONDocument) throws(CatalogReadError) -> [Finding] {
        try decode(document, keepingEntries: false).warnings
    }

    /// Decodes an already parsed document into the typed model; throws `CatalogReadError` for non-catalog JSON.
    public static func decode(_ document: JSONDocument) throws(CatalogReadError) -> CatalogReadResult {
        try decode(document, keepingEntries: true)
    }

    private static func decode(_ document: JSONDocument, keepingEntries: Bool) throws(CatalogReadError) -> CatalogReadResult {
        var warnings: [Finding] = []
        if document.hasByteOrderMark {
            warnings.append(Finding(
                ruleID: "byte-order-mark", severity: .warning,
                message: "The file starts with a UTF-8 byte-order mark, which Xcode never writes.",
                hint: "Run `timekeeper catalog fmt` on the file to remove it.",
                location: SourceLocation(file: document.file, line: 1, column: 1)
            ))
        }
        var catalog = try CatalogDecoder(document: document, keepsEntries: keepingEntries).decodeCatalog()
        if let version = catalog.version, !knownVersions.contains(version) {
            let location = document.member(document.root, named: "version").map { document.location($0.value) }
                ?? document.location(document.root)
            warnings.append(Finding(
                ruleID: "unknown-version", severity: .warning,
                message: "The catalog version \"\(version)\" is not one this tool knows (1.0 to 1.3); it was read as usual.",
                hint: "Check the output of `catalog check` carefully, and report the version if Xcode wrote it.",
                location: location
            ))
        } else if catalog.version == nil {
            warnings.append(Finding(
                ruleID: "unknown-version", severity: .warning,
                message: "The catalog has no \"version\" field; Xcode always writes one.",
                hint: "Add \"version\" : \"1.0\" at the top level, or re-save the catalog in Xcode.",
                location: document.location(document.root)
            ))
        }
        catalog.document = document
        catalog.endsWithNewline = document.endsWithNewline
        return CatalogReadResult(catalog: catalog, warnings: warnings)
    }
}

/// What reading a catalog produced: the typed catalog (with its JSON tree in `catalog.document`) and any warnings.
public struct CatalogReadResult: Sendable {
    /// The typed catalog; `catalog.document` holds the lossless tree it came from.
    public var catalog: StringCatalog
    /// Problems that did not stop reading (`byte-order-mark`, `unknown-version`).
    public var warnings: [Finding]
}

/// Whole-file reads straight into a byte array (no `Data` copy, so peak memory stays near the file size).
enum FileBytes {
    static func read(_ url: URL, name: String? = nil) throws(CatalogReadError) -> [UInt8] {
        let path = url.path
        let unreadable = { (reason: String) in
            CatalogReadError(.unreadableFile, at: SourceLocation(file: name ?? path, line: 0, column: 0), "cannot read the file: \(reason)")
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw unreadable(String(cString: strerror(errno))) }
        let kind = info.st_mode & S_IFMT
        guard kind != S_IFDIR else { throw unreadable("it is a folder") }
        // A device such as /dev/urandom never ends; pipes stay allowed for process substitution.
        guard kind != S_IFCHR, kind != S_IFBLK, kind != S_IFSOCK else { throw unreadable("it is a device or socket, not a file") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        if info.st_size > 0 {
            bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, initialized in
                initialized = 0
                while initialized < buffer.count {
                    let got = Foundation.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                    if got <= 0 { break }
                    initialized += got
                }
            }
        }
        // The size can change while reading (or be 0 for pipes and /proc files): read on to the end.
        while true {
            let got = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 { throw unreadable(String(cString: strerror(errno))) }
            if got == 0 { break }
            bytes.append(contentsOf: chunk[0..<got])
        }
        return bytes
    }
}
