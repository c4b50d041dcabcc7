import StringCatalog

/// Trans-unit ids that name two units: a key holding `|==|` reads as a variation of another key (`a|==|plural.one`
/// the key and `a`'s plural case `one`), and Xcode's id scheme cannot tell them apart.
enum AmbiguousUnitIDs {
    /// Each id that several of `units` share, with the positions of those units; empty (and no id hashed) unless a
    /// key of `catalog` holds `|==|`, the only way two units get one id.
    static func find(in units: [ExchangeUnit], of catalog: StringCatalog) -> [String: [Int]] {
        guard catalog.entries.contains(where: { $0.key.utf8.count >= 4 && $0.key.contains("|==|") }) else { return [:] }
        var positions: [String: [Int]] = [:]
        for (index, unit) in units.enumerated() { positions[unit.id, default: []].append(index) }
        return positions.filter { $0.value.count > 1 }
    }

    /// The export's refusal for the first id `find` reports, naming its keys, or nil when every id is unique.
    static func exportError(in units: [ExchangeUnit], of catalog: StringCatalog) -> ExchangeError? {
        guard let (id, positions) = find(in: units, of: catalog).min(by: { $0.value[0] < $1.value[0] }) else { return nil }
        return .ambiguousID(id: id, keys: positions.map { units[$0].path.key }, catalog: catalog.file, units[positions[1]].location)
    }
}
