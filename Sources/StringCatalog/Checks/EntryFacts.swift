/// One entry with what several checks derive from it (units with parsed formats, the source
/// reference), computed once per entry instead of once per check.
///
/// Not shared between threads: the checker makes one per entry inside the chunk that checks it.
public final class EntryFacts {
    public let entry: CatalogEntry
    private let sourceLanguage: String
    private var leafCache: [String: [ContentLeaf]] = [:]
    private var groupCache: [String: [(group: Variations, path: [ContentLeaf.Step])]] = [:]
    private var sourceComputed = false
    private var sourceCache: SourceReference?

    public init(_ entry: CatalogEntry, sourceLanguage: String) {
        self.entry = entry
        self.sourceLanguage = sourceLanguage
    }

    /// Every unit of `localization` (which must belong to this entry), with parsed formats.
    public func leaves(_ localization: Localization) -> [ContentLeaf] {
        if let cached = leafCache[localization.locale] { return cached }
        let leaves = ContentLeaf.leaves(of: localization.content)
        leafCache[localization.locale] = leaves
        return leaves
    }

    /// Every plural variation group of `localization`, with its path (substitutions included).
    public func pluralGroups(_ localization: Localization) -> [(group: Variations, path: [ContentLeaf.Step])] {
        if let cached = groupCache[localization.locale] { return cached }
        let groups = ContentLeaf.pluralGroups(of: localization.content)
        groupCache[localization.locale] = groups
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
