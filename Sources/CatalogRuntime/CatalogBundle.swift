import Foundation

/// One locale of one table, decoded from a compiled bundle (`timekeeper catalog compile --format json`).
public struct CatalogBundle: Sendable {
    /// The bundle format name and the version this runtime reads.
    public static let formatName = "timekeeper-catalog-bundle"
    public static let supportedVersion = 1

    public let table: String
    /// The locale as written in the bundle (`pt-BR`).
    public let locale: String
    public let sourceLanguage: String
    let strings: [BundleKey: BundleNode]

    /// The keys the bundle holds, sorted.
    public var keys: [String] { strings.keys.map { $0.text }.sorted() }

    /// Decodes bundle bytes; `file` names the source in errors. Throws ``CatalogBundleError``.
    public init(bytes: [UInt8], file: String) throws(CatalogBundleError) {
        let header = try BundleDecoder.decode(bytes, file: file)
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
        self.strings = strings
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
