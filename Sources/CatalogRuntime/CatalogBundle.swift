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
        let json = try BundleJSON.parse(bytes, file: file)
        func error(_ message: String) -> CatalogBundleError {
            CatalogBundleError(file: file, message: "\(message); recompile it with `timekeeper catalog compile --format json`")
        }
        guard json["format"]?.string == Self.formatName else {
            throw error("this is not a \(Self.formatName) file (no \"format\" : \"\(Self.formatName)\")")
        }
        guard let version = json["version"]?.number, version == Self.supportedVersion else {
            throw error("bundle version \(json["version"]?.number.map(String.init) ?? "?") is not \(Self.supportedVersion), the one this runtime reads")
        }
        guard let table = json["table"]?.string, let locale = json["locale"]?.string,
              let sourceLanguage = json["sourceLanguage"]?.string, case .object(let members)? = json["strings"] else {
            throw error("the bundle needs \"table\", \"locale\", \"sourceLanguage\" and \"strings\"")
        }
        var strings: [BundleKey: BundleNode] = [:]
        strings.reserveCapacity(members.count)
        for member in members {
            strings[BundleKey(member.key)] = try BundleNode(member.value) { message in error("key '\(member.key)': \(message)") }
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
