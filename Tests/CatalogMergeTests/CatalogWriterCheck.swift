import JSONCore
import StringCatalog

enum CatalogWriterCheck {
    /// Whether `bytes` (parsed as `document`) are exactly what `catalog fmt` writes for them.
    static func isCanonical(_ document: JSONDocument, _ bytes: [UInt8]) throws -> Bool {
        try CatalogWriter.write(document) == bytes
    }
}
