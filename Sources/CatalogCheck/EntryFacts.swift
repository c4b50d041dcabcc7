import StringCatalog

/// One entry with what several checks derive from it (units with parsed formats, plural groups, the
/// source reference, where each locale sits), computed once per entry instead of once per check.
///
/// Not shared between threads: the checker makes one per entry inside the chunk that checks it.
public final class EntryFacts {
    /// The entry.
    public let entry: CatalogEntry
    /// Positions in `entry.localizations` that per-locale checks look at (all, or those `--locales` keeps).
    let checkedIndices: [Int]
    /// The locale of each localization, in `entry.localizations` order (read without copying localizations).
    public let locales: [String]
    /// The position of the source-language localization, if the entry has one.
    let sourceIndex: Int?
    private let sourceLanguage: String
    /// Catalog-wide locale id → position in `entry.localizations`, -1 when absent.
    private let positionByLocaleID: [Int]
    private let targetLocaleIDs: [Int]
    private var leafCache: [[ContentLeaf]?]
    private var groupCache: [[(group: Variations, path: [UnitStep])]?]
    private var sourceComputed = false
    private var sourceCache: SourceReference?

    /// Facts for `entry` under `context` (which numbers the catalog's locales).
    public init(_ entry: CatalogEntry, context: CheckContext) {
        self.entry = entry
        self.sourceLanguage = context.sourceLanguage
        var positions = Array(repeating: -1, count: context.localeIDs.count)
        var checked: [Int] = []
        checked.reserveCapacity(entry.localizations.count)
        var source: Int?
        var locales: [String] = []
        locales.reserveCapacity(entry.localizations.count)
        // Indexing reads the locale without copying each whole localization (and retaining all it holds).
        let localizations = entry.localizations
        for position in localizations.indices {
            let locale = localizations[position].locale
            locales.append(locale)
            let id = context.localeIDs[locale]
            if let id { positions[id] = position }
            if id == context.sourceLocaleID { source = position }
            if context.localeFilter == nil || context.localeFilter!.contains(locale) { checked.append(position) }
        }
        self.locales = locales
        positionByLocaleID = positions
        targetLocaleIDs = context.targetLocaleIDs
        checkedIndices = checked
        sourceIndex = source
        leafCache = Array(repeating: nil, count: entry.localizations.count)
        groupCache = Array(repeating: nil, count: entry.localizations.count)
    }

    /// The position of the `n`th of the context's target locales in `entry.localizations`, if present.
    public func index(ofTarget n: Int) -> Int? {
        let position = positionByLocaleID[targetLocaleIDs[n]]
        return position >= 0 ? position : nil
    }

    /// Every unit of the localization at `index`, with parsed formats.
    public func leaves(at index: Int) -> [ContentLeaf] {
        if let cached = leafCache[index] { return cached }
        let leaves = ContentLeaf.leaves(of: entry.localizations[index].content)
        leafCache[index] = leaves
        return leaves
    }

    /// Every plural variation group of the localization at `index`, with its path (substitutions included).
    public func pluralGroups(at index: Int) -> [(group: Variations, path: [UnitStep])] {
        if let cached = groupCache[index] { return cached }
        let groups = ContentLeaf.pluralGroups(of: entry.localizations[index].content)
        groupCache[index] = groups
        return groups
    }

    /// What translations are compared with (see ``SourceReference``), or nil.
    public var source: SourceReference? {
        if !sourceComputed {
            sourceCache = SourceReference(entry: entry, sourceLanguage: sourceLanguage)
            sourceComputed = true
        }
        return sourceCache
    }
}
