import JSONCore

/// Per-locale translation progress of a catalog: what `timekeeper catalog stats` prints.
///
/// Counted over keys that should be translated (not `shouldTranslate: false`, not `stale`). A key is
/// *missing* in a locale when it has no localization there, or a unit that is untranslated
/// (`StringUnit.isUntranslated(inSourceLanguage:)`: empty, state `new`, or a state this tool does not know);
/// *needs review* when it has a `needs_review` unit; *machine translated* when it has a `machine_translated`
/// unit (and none needing review); *translated* otherwise. Each phrase of a `stringSet` (App Shortcuts) is a
/// unit like any other. In the source language a key without a localization counts as translated (the key is
/// the text) unless it is a manual identifier, and state `new` is how Xcode marks extracted source text, so it
/// counts too.
public struct CatalogStatistics: Sendable {
    /// One locale's row.
    public struct LocaleRow: Sendable, Equatable {
        /// The locale tag.
        public var locale: String
        /// Whether this is the source language.
        public var isSource: Bool
        /// Keys translated.
        public var translated = 0
        /// Keys with a unit in state `needs_review`.
        public var needsReview = 0
        /// Keys with a unit in state `machine_translated` and none in `needs_review`.
        public var machineTranslated = 0
        /// Keys without text in this locale.
        public var missing = 0
        /// Plural variations in this locale.
        public var plurals = 0
        /// Plural variations that have every category whole numbers reach in this locale.
        public var completePlurals = 0

        /// Keys counted.
        public var total: Int { translated + needsReview + machineTranslated + missing }
        /// Share of keys translated (needs-review and machine-translated keys excluded: they wait for review), 0…100.
        public var percentTranslated: Double { total == 0 ? 100 : Double(translated) * 100 / Double(total) }
    }

    /// The catalog file.
    public var file: String
    /// Keys counted (translatable, not stale).
    public var keyCount: Int
    /// One row per locale.
    public var rows: [LocaleRow]
    /// Where plural completeness came from, e.g. "ICU 72.1, CLDR 42.0".
    public var pluralDataVersion: String

    /// Counts `catalog` for `locales` (default: every locale it uses), using `pluralRules` for plural coverage.
    public init(_ catalog: StringCatalog, locales: [String]? = nil, pluralRules: any PluralRulesProvider) {
        file = catalog.file
        pluralDataVersion = pluralRules.dataVersion
        let chosen = locales ?? catalog.locales
        let counted = catalog.entries.filter { $0.shouldTranslate && $0.extractionState != .stale }
        keyCount = counted.count
        // One pass over the entries' localizations, each counted into its locale's row: looking each locale up in
        // each entry instead cost locales × localizations (100,000 locales of one key: 39 s).
        var rows = chosen.map { LocaleRow(locale: $0, isSource: $0 == catalog.sourceLanguage) }
        var rowOf: [String: Int] = [:]
        for (index, locale) in chosen.enumerated() where rowOf[locale] == nil { rowOf[locale] = index }
        let required: [[String]] = chosen.map { locale in
            let plurals = pluralRules.plurals(for: locale)
            return plurals.map { plurals in plurals.categories.filter { plurals.reach[$0] == .wholeNumbers } } ?? ["other"]
        }
        // Per row, the counted entries that have a localization there (manual-identifier ones apart).
        var localized = [Int](repeating: 0, count: chosen.count), localizedManual = [Int](repeating: 0, count: chosen.count)
        var lastEntry = [Int](repeating: -1, count: chosen.count)
        var manualCount = 0
        for (entryNumber, entry) in counted.enumerated() {
            if entry.extractionState == .manual { manualCount += 1 }
            for localization in entry.localizations {
                // The first localization of a locale is the one `localization(_:)` finds.
                guard let index = rowOf[localization.locale], lastEntry[index] != entryNumber else { continue }
                lastEntry[index] = entryNumber
                localized[index] += 1
                if entry.extractionState == .manual { localizedManual[index] += 1 }
                let isSource = rows[index].isSource
                let leaves = ContentLeaf.leaves(of: localization.content)
                let untranslated = leaves.contains { $0.unit.isUntranslated(inSourceLanguage: isSource) }
                if leaves.isEmpty || untranslated {
                    rows[index].missing += 1
                } else if leaves.contains(where: { $0.unit.state == .needsReview }) {
                    rows[index].needsReview += 1
                } else if leaves.contains(where: { $0.unit.state == .machineTranslated }) {
                    rows[index].machineTranslated += 1
                } else {
                    rows[index].translated += 1
                }
                for (group, _) in ContentLeaf.pluralGroups(of: localization.content) {
                    rows[index].plurals += 1
                    let present = Set(group.cases.map(\.name))
                    if required[index].allSatisfy(present.contains) { rows[index].completePlurals += 1 }
                }
            }
        }
        for index in rows.indices {
            guard rowOf[chosen[index]] == index else {
                // A locale asked for twice gets the same row twice.
                rows[index] = rows[rowOf[chosen[index]]!]
                continue
            }
            // In the source language the key itself is the text, unless it is a manual identifier.
            let without = counted.count - localized[index], manualWithout = manualCount - localizedManual[index]
            if rows[index].isSource {
                rows[index].translated += without - manualWithout
                rows[index].missing += manualWithout
            } else {
                rows[index].missing += without
            }
        }
        self.rows = rows
    }

    /// A fixed-width table, one row per locale, with a header naming the file and the plural data.
    public func table() -> String {
        var lines = ["\(file): \(keyCount) keys to translate (plural coverage from \(pluralDataVersion))"]
        let header = ["locale", "translated", "needs review", "machine translated", "missing", "translated %", "plurals complete"]
        var cells: [[String]] = [header]
        for row in rows {
            cells.append([
                row.locale + (row.isSource ? " (source)" : ""),
                String(row.translated), String(row.needsReview), String(row.machineTranslated), String(row.missing),
                Self.percent(row.percentTranslated),
                row.plurals == 0 ? "-" : "\(row.completePlurals)/\(row.plurals)",
            ])
        }
        let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        for (index, row) in cells.enumerated() {
            let padded = row.enumerated().map { column, text in
                let padding = String(repeating: " ", count: widths[column] - text.count)
                return column == 0 ? text + padding : padding + text
            }
            lines.append(padded.joined(separator: "  "))
            if index == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same numbers as JSON.
    public func json() -> JSONValue {
        .object([
            JSONMember(key: "file", value: .string(file)),
            JSONMember(key: "keys", value: .number(String(keyCount))),
            JSONMember(key: "pluralData", value: .string(pluralDataVersion)),
            JSONMember(
                key: "locales",
                value: .array(
                    rows.map { row in
                        .object([
                            JSONMember(key: "locale", value: .string(row.locale)),
                            JSONMember(key: "source", value: .bool(row.isSource)),
                            JSONMember(key: "translated", value: .number(String(row.translated))),
                            JSONMember(key: "needsReview", value: .number(String(row.needsReview))),
                            JSONMember(key: "machineTranslated", value: .number(String(row.machineTranslated))),
                            JSONMember(key: "missing", value: .number(String(row.missing))),
                            JSONMember(key: "percentTranslated", value: .number(Self.percent(row.percentTranslated))),
                            JSONMember(key: "plurals", value: .number(String(row.plurals))),
                            JSONMember(key: "completePlurals", value: .number(String(row.completePlurals))),
                        ])
                    })),
        ])
    }

    /// One decimal, always: "97.5".
    static func percent(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
