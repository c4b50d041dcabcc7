import Diagnostics
import Foundation

/// `catalog pseudo` as a library: a copy of a catalog with one pseudo-locale added to every translatable key.
public enum PseudoCatalog {
    /// `catalog` with `style`'s locale added (replacing an earlier run's); keys marked `shouldTranslate: false` are left alone.
    public static func adding(_ style: PseudoStyle, to catalog: StringCatalog) -> StringCatalog {
        let pseudo = Pseudolocalizer(style: style)
        var copy = catalog
        copy.entries = catalog.entries.map { entry in
            guard let content = pseudo.content(for: entry, sourceLanguage: catalog.sourceLanguage) else { return entry }
            var changed = entry
            changed.localizations.removeAll { $0.locale == style.locale }
            changed.localizations.append(Localization(locale: style.locale, location: entry.location, content: content))
            return changed
        }
        return copy
    }

    /// Reads the catalog at `url` and returns its bytes with the pseudo-locale added, as Xcode would write them.
    public static func pseudolocalize(contentsOf url: URL, style: PseudoStyle) throws -> (bytes: [UInt8], warnings: [Finding]) {
        let result = try CatalogReader.read(contentsOf: url, name: url.relativePath)
        // Every plural gets the pseudo-locale's categories: refuse nested plurals before they multiply.
        if let refusal = VariationShape.firstRefusal(in: result.catalog) { throw refusal }
        let bytes = try CatalogWriter.write(adding(style, to: result.catalog))
        return (bytes, result.warnings)
    }
}
