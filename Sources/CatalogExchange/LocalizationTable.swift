import StringCatalog

/// Which localization of each entry holds each locale, and which entries hold phrase sets, found once per catalog.
///
/// Every language's unit builder looks its entries' source and target up here: searching an entry's localizations by
/// locale name, for each of 32 languages, was a twentieth of an import's time, and each look copied the localization.
struct LocalizationTable: Sendable {
    private let columns: [String: Int]
    private let width: Int
    /// `entries × width` positions in `localizations`, -1 where the entry has no such locale.
    private let positions: [Int32]
    /// By row, whether the entry holds an App Shortcuts phrase set (`CatalogEntry.holdsPhraseSet`); empty when none
    /// does, the case of nearly every catalog.
    private let phraseSetRows: [Bool]

    init(_ catalog: StringCatalog) {
        var columns: [String: Int] = [catalog.sourceLanguage: 0]
        // Entries list their locales in the same order, as Xcode writes them sorted: the previous entry's locale at
        // the same position names the column without hashing (locale names are small strings, compared by bits).
        var previous: [(locale: String, column: Int)] = []
        var columnsByEntry: [[Int]] = []
        var phraseSetRows: [Bool] = []
        columnsByEntry.reserveCapacity(catalog.entries.count)
        // Entries and localizations are read by index, only their locales: iterating them copied each one,
        // retaining and releasing every string and array of every content (most of building the table).
        for row in catalog.entries.indices {
            if catalog.entries[row].holdsPhraseSet {
                if phraseSetRows.isEmpty { phraseSetRows = Array(repeating: false, count: catalog.entries.count) }
                phraseSetRows[row] = true
            }
            let count = catalog.entries[row].localizations.count
            var found: [Int] = []
            found.reserveCapacity(count)
            for position in 0..<count {
                let locale = catalog.entries[row].localizations[position].locale
                if position < previous.count, previous[position].locale == locale {
                    found.append(previous[position].column)
                    continue
                }
                let column = columns[locale] ?? columns.count
                if column == columns.count { columns[locale] = column }
                if position < previous.count {
                    previous[position] = (locale, column)
                } else {
                    previous.append((locale, column))
                }
                found.append(column)
            }
            columnsByEntry.append(found)
        }
        var positions = [Int32](repeating: -1, count: catalog.entries.count * columns.count)
        for (row, found) in columnsByEntry.enumerated() {
            for (position, column) in found.enumerated() {
                let slot = row * columns.count + column
                // The first localization of a locale is the one that counts, as everywhere else.
                if positions[slot] < 0 { positions[slot] = Int32(position) }
            }
        }
        self.columns = columns
        self.width = columns.count
        self.positions = positions
        self.phraseSetRows = phraseSetRows
    }

    /// Whether entry `row` holds an App Shortcuts phrase set.
    func holdsPhraseSet(row: Int) -> Bool { row < phraseSetRows.count && phraseSetRows[row] }

    /// The column of `locale`, nil when no entry has it.
    func column(of locale: String) -> Int? { columns[locale] }

    /// The position in `localizations` of entry `row`'s localization in `column`, if it has one.
    func position(row: Int, column: Int?) -> Int? {
        guard let column else { return nil }
        let position = positions[row * width + column]
        return position < 0 ? nil : Int(position)
    }
}

extension CatalogEntry {
    /// Whether any localization is an App Shortcuts phrase set (`stringSet`): the entries export and import leave
    /// out, since Xcode's `<mrk mtype="x-set">` form for them is not known well enough to write or read back.
    var holdsPhraseSet: Bool { localizations.contains { $0.content.hasStringSet } }
}
