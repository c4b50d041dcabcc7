import JSONCore
import StringCatalog

/// Measures screenshot captions against their caption budgets (font, size, width, lines); the command line backs it
/// with the layout budgets `catalog check --budgets` measures with HarfBuzz.
public protocol CaptionBudget: Sendable {
    /// Every caption text of `entry` (one per catalog locale) that does not fit its budget.
    func overflows(of entry: CatalogEntry, sourceLanguage: String) -> [CaptionOverflow]
}

/// A caption that does not fit: which catalog locale, why (a sentence with the measured and allowed size), and where.
public struct CaptionOverflow: Sendable, Equatable {
    /// The catalog locale of the caption (`de`), not the store code.
    public var catalogLocale: String
    public var message: String
    public var location: SourceLocation

    public init(catalogLocale: String, message: String, location: SourceLocation) {
        self.catalogLocale = catalogLocale
        self.message = message
        self.location = location
    }
}
