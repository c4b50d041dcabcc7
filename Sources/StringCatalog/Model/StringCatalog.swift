import JSONCore

/// A parsed `.xcstrings` file: the typed view that checks, compilers and metadata read.
///
/// Unknown fields are kept in place, so encoding the model back loses nothing; `catalog fmt` works on the
/// lossless JSON tree (`JSONDocument`) instead, to keep Xcode's exact bytes. Entries keep file order; every node
/// carries its location.
public struct StringCatalog: Sendable, Equatable {
    /// The path the catalog was read from (used in locations).
    public var file: String
    public var sourceLanguage: String
    /// The `version` field as written ("1.0" … "1.3"), if present.
    public var version: String?
    /// The entries under `strings`, in file order.
    public var entries: [CatalogEntry]
    /// Top-level fields the model does not know, in file order (written back by `CatalogWriter`).
    public var unknownFields: [JSONMember] = []
    /// Where each of `unknownFields` is written (its key), in the same order; empty for a catalog built in code.
    public var unknownFieldLocations: [SourceLocation] = []
    /// Whether the file ended with a newline (the writer keeps it; new catalogs have none, as Xcode writes).
    public var endsWithNewline = false

    public init(file: String, sourceLanguage: String, version: String?, entries: [CatalogEntry]) {
        self.file = file
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
    }

    /// Every locale that appears in any entry, plus the source language, sorted.
    public var locales: [String] {
        var seen: Set<String> = [sourceLanguage]
        // Indexing reads the locale without copying each whole entry and localization.
        for entryIndex in entries.indices {
            let localizations = entries[entryIndex].localizations
            for index in localizations.indices { seen.insert(localizations[index].locale) }
        }
        return seen.sorted()
    }
}
