import ByteRules
import Foundation
import JSONCore
import StringCatalog

/// Lists the trans-units of a catalog for one target language, as Xcode's export does.
///
/// The units follow the target localization's structure (its plural categories, devices, substitutions); a key
/// the language has not localized yet follows the source's, with the target language's plural categories (those
/// ordinary whole numbers reach). Each unit's source is the source language's text at the same place: a missing
/// plural category takes the source's `other`, a variation the source does not have takes its plain text, a
/// substitution the source lacks gives the id itself, and a key with no source text gives the key.
///
/// A class, so that the walk passes one reference instead of copying the builder's fields at every call.
final class UnitBuilder {
    let catalog: StringCatalog
    let language: String
    private let plurals: any PluralRulesProvider
    /// The target language's plural categories, for keys it has not localized: worked out on first use, since ICU's
    /// rules cost more to open (about 2 M instructions a locale) than most languages' units cost to build, and only
    /// a plural key the language has not localized needs them.
    private(set) lazy var pluralCategories: [String] = {
        guard let rules = plurals.plurals(for: language) else { return ["one", "other"] }
        let needed = rules.categories.filter { rules.reach[$0] == .wholeNumbers || $0 == "other" }
        return needed.isEmpty ? ["other"] : needed
    }()
    /// Where each entry's localizations are; built once and shared when several languages are built.
    let table: LocalizationTable
    /// The id and source text of every unit the source language's structure gives, from `sourceSides(of:)`: the
    /// same for every language, and already checked for characters XML cannot carry.
    let sourceSides: SourceSides
    private let sourceColumn: Int?
    private let targetColumn: Int?

    /// What a unit's id and source are, whatever the language.
    struct SourceSide: Sendable {
        let steps: [UnitStep]
        let id: String
        let source: String
        /// `TransUnitOrder.sortKey(id)`, worked out once for every language that has the unit.
        let sortKey: [UInt8]
    }

    /// The source sides of each entry's units, by row (an entry has a handful: found by comparing steps, which
    /// costs less than hashing the key).
    struct SourceSides: Sendable {
        let rows: [[SourceSide]]

        /// Where in `rows[row]` the side at `steps` is; an index, not the side, so reading it copies nothing.
        func index(row: Int, steps: [UnitStep]) -> Int? {
            guard row < rows.count else { return nil }
            return rows[row].firstIndex { $0.steps == steps }
        }
    }

    init(
        catalog: StringCatalog, language: String, plurals: any PluralRulesProvider, table: LocalizationTable? = nil,
        sourceSides: SourceSides = SourceSides(rows: [])
    ) {
        self.catalog = catalog
        self.language = language
        self.sourceSides = sourceSides
        let table = table ?? LocalizationTable(catalog)
        self.table = table
        self.sourceColumn = table.column(of: catalog.sourceLanguage)
        self.targetColumn = table.column(of: language)
        self.plurals = plurals
    }

    var isSourceLanguage: Bool { language == catalog.sourceLanguage }

    /// The source side of the source language's units, to share among the languages' builders; empty when a text
    /// XML cannot carry stops that build (each language then finds and reports it itself).
    static func sourceSides(
        of catalog: StringCatalog, plurals: any PluralRulesProvider, table: LocalizationTable
    ) -> SourceSides {
        let source = UnitBuilder(catalog: catalog, language: catalog.sourceLanguage, plurals: plurals, table: table)
        var rows: [[SourceSide]] = []
        rows.reserveCapacity(catalog.entries.count)
        do throws(ExchangeError) {
            for row in catalog.entries.indices {
                var list = UnitList()
                try source.append(row: row, to: &list)
                rows.append(
                    zip(list.units, list.sortKeys).map { SourceSide(steps: $0.path.steps, id: $0.id, source: $0.source, sortKey: $1) })
            }
        } catch {
            return SourceSides(rows: [])
        }
        return SourceSides(rows: rows)
    }

    /// Every unit of the catalog for the language, sorted in Xcode's order; throws for text XML cannot carry.
    func units() throws(ExchangeError) -> [ExchangeUnit] {
        var list = try unsortedUnits()
        // Taken out of the list, not copied: a second reference would make the in-place reordering copy every unit.
        var out: [ExchangeUnit] = []
        swap(&out, &list.units)
        // Sort positions, not the units: copying a unit retains and releases each of its strings (and `swapAt` copies
        // three times). The order is then applied in place, cycle by cycle, moving each unit's bits once.
        let keys = list.sortKeys
        var order = Array(out.indices)
        order.sort { TransUnitOrder.sortKeyPrecedes(keys[$0], keys[$1]) }
        var placed = [Bool](repeating: false, count: out.count)
        out.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in buffer.indices where !placed[start] {
                // Position `target` takes the unit at `order[target]`, following the cycle back to `start`, whose
                // unit is held meanwhile; no slot is left uninitialized when the cycle closes.
                placed[start] = true
                guard order[start] != start else { continue }
                let held = (base + start).move()
                var target = start
                while order[target] != start {
                    let next = order[target]
                    (base + target).moveInitialize(from: base + next, count: 1)
                    placed[next] = true
                    target = next
                }
                (base + target).initialize(to: held)
            }
        }
        return out
    }

    /// Units as they are built, each with its sort key.
    struct UnitList {
        var units: [ExchangeUnit] = []
        var sortKeys: [[UInt8]] = []
    }

    /// Every unit of the catalog for the language, in catalog order.
    private func unsortedUnits() throws(ExchangeError) -> UnitList {
        var list = UnitList()
        list.units.reserveCapacity(catalog.entries.count)
        list.sortKeys.reserveCapacity(catalog.entries.count)
        for row in catalog.entries.indices { try append(row: row, to: &list) }
        return list
    }

    /// Appends the units of the entry at `row`.
    func append(row: Int, to out: inout UnitList) throws(ExchangeError) {
        try append(catalog.entries[row], row: row, to: &out)
    }

    /// `append(row:to:)` with the entry borrowed from the catalog; its contents are passed on, never bound to a
    /// local, because a local copy of an entry or a content retains and releases every string and array in it.
    private func append(_ entry: CatalogEntry, row: Int, to out: inout UnitList) throws(ExchangeError) {
        let source = table.position(row: row, column: sourceColumn)
        let target = isSourceLanguage ? source : table.position(row: row, column: targetColumn)
        // App Shortcuts phrase sets are left out (see `XLIFFExporter.phraseSets`): written as a plain unit, a
        // translation would come back as a string beside the set and break the catalog.
        if table.holdsPhraseSet(row: row) { return }
        let before = out.units.count
        if let structure = target {
            try collect(
                entry.localizations[structure].content, of: entry, row: row, source: source, steps: [], substitution: nil, visible: [],
                fromTarget: true, into: &out)
        } else if let structure = source {
            try collect(
                entry.localizations[structure].content, of: entry, row: row, source: source, steps: [], substitution: nil, visible: [],
                fromTarget: false, into: &out)
        }
        if out.units.count == before {
            try appendUnit(of: entry, row: row, source: source, steps: [], unit: nil, substitution: nil, visible: [], into: &out)
        }
    }

    /// Appends the unit at `steps` (`unit` is the target's string unit there, if any; `source` is the position of
    /// the source language's localization in the entry).
    private func appendUnit(
        of entry: CatalogEntry, row: Int, source: Int?, steps: [UnitStep], unit: StringUnit?,
        substitution: Substitution?,
        visible: [Substitution], into out: inout UnitList
    ) throws(ExchangeError) {
        let path = UnitAddress(key: entry.key, locale: language, steps: steps)
        let known = sourceSides.index(row: row, steps: steps)
        let id = known.map { sourceSides.rows[row][$0].id } ?? path.xliffID
        let sourceText: String
        if let known {
            sourceText = sourceSides.rows[row][known].source
        } else if let source {
            sourceText = Self.sourceText(in: entry.localizations[source].content, steps: steps[...]) ?? (steps.isEmpty ? entry.key : id)
        } else {
            sourceText = entry.key
        }
        var targetText: String?
        var state = XLIFFState(state: nil)
        var location = entry.location
        if isSourceLanguage {
            // The development language's file: the target is the source, in the source unit's state or `new`.
            targetText = sourceText
            state = unit?.state.map { XLIFFState(exporting: $0) } ?? XLIFFState(state: "new")
            if !entry.shouldTranslate { state = XLIFFState(state: "new") }
            if let unit { location = unit.valueLocation }
        } else if let unit {
            targetText = Self.exported(unit.value, substitution: substitution, visible: visible)
            state = XLIFFState(exporting: unit.state)
            location = unit.valueLocation
        }
        // A known source side passed the key, source and comment checks when the source language was built.
        if known == nil {
            try Self.checkRepresentable(id, at: entry.location, what: "the key")
            try Self.checkRepresentable(sourceText, at: entry.location, what: "the source text of '\(id)'")
        }
        if let targetText { try Self.checkRepresentable(targetText, at: location, what: "the \(language) text of '\(id)'") }
        if known == nil, let comment = entry.comment {
            try Self.checkRepresentable(comment, at: entry.location, what: "the comment of '\(id)'")
        }
        out.sortKeys.append(known.map { sourceSides.rows[row][$0].sortKey } ?? TransUnitOrder.sortKey(id))
        out.units.append(
            ExchangeUnit(
                path: path, id: id, source: sourceText, target: targetText, state: state, translatable: entry.shouldTranslate,
                note: entry.comment, noteIsAutoGenerated: entry.isCommentAutoGenerated == true, location: location))
    }

    /// Walks `content` appending a unit per string unit; on the source's structure plural groups get the target's
    /// categories.
    private func collect(
        _ content: LocalizedContent, of entry: CatalogEntry, row: Int, source: Int?, steps: [UnitStep],
        substitution: Substitution?, visible: [Substitution], fromTarget: Bool, into out: inout UnitList
    ) throws(ExchangeError) {
        let visible = content.substitutions.isEmpty ? visible : visible + content.substitutions
        if let unit = content.stringUnit {
            try appendUnit(
                of: entry, row: row, source: source, steps: steps, unit: fromTarget ? unit : nil, substitution: substitution,
                visible: visible,
                into: &out)
        }
        for group in content.variations {
            try collect(
                group, of: entry, row: row, source: source, steps: steps, substitution: substitution, visible: visible,
                fromTarget: fromTarget,
                into: &out)
        }
        for nested in content.substitutions {
            for group in nested.variations {
                try collect(
                    group, of: entry, row: row, source: source, steps: steps + [.substitution(name: nested.name)], substitution: nested,
                    visible: visible, fromTarget: fromTarget, into: &out)
            }
        }
    }

    private func collect(
        _ group: Variations, of entry: CatalogEntry, row: Int, source: Int?, steps: [UnitStep],
        substitution: Substitution?,
        visible: [Substitution], fromTarget: Bool, into out: inout UnitList
    ) throws(ExchangeError) {
        if !fromTarget && group.selector == .plural && !isSourceLanguage {
            for category in pluralCategories {
                guard let variationCase = group.case(category) ?? group.case("other") ?? group.cases.last else { continue }
                try collect(
                    variationCase.content, of: entry, row: row, source: source,
                    steps: steps + [.variation(selector: .plural, caseName: category)],
                    substitution: substitution, visible: visible, fromTarget: false, into: &out)
            }
            return
        }
        for variationCase in group.cases {
            try collect(
                variationCase.content, of: entry, row: row, source: source,
                steps: steps + [.variation(selector: group.selector, caseName: variationCase.name)], substitution: substitution,
                visible: visible, fromTarget: fromTarget, into: &out)
        }
    }

    /// The source language's exported text at `steps`, or nil when the source has no such place.
    static func sourceText(in content: LocalizedContent, steps: ArraySlice<UnitStep>) -> String? {
        var content = content
        var substitution: Substitution?
        var visible = content.substitutions
        var rest = steps
        while let step = rest.first {
            switch step {
            case .variation(let selector, let caseName):
                if let group = content.variations.first(where: { $0.selector == selector }) {
                    guard let next = group.case(caseName) ?? (selector == .plural || selector == .device ? group.case("other") : nil)
                    else { return nil }
                    content = next.content
                    visible += content.substitutions
                }
                // A variation the source does not have: its plain text stands for every case.
                rest = rest.dropFirst()
            case .substitution(let name):
                guard let found = visible.first(where: { $0.name == name }) else { return nil }
                substitution = found
                rest = rest.dropFirst()
                // The next step is one of the substitution's variations.
                guard case .variation(let selector, let caseName)? = rest.first,
                    let group = found.variations.first(where: { $0.selector == selector }),
                    let next = group.case(caseName) ?? group.case("other")
                else { return nil }
                content = next.content
                rest = rest.dropFirst()
                substitution = found
                visible += content.substitutions
                continue
            case .phrase:
                return nil
            }
        }
        guard let unit = content.stringUnit else { return nil }
        return exported(unit.value, substitution: substitution, visible: visible)
    }

    /// A value as Xcode exports it: `%#@name@` gets its argument number (`%2$#@name@`) and, inside a substitution,
    /// `%arg` becomes the substitution's numbered specifier (`%1$lld`).
    static func exported(_ value: String, substitution: Substitution?, visible: [Substitution]) -> String {
        guard containsPercent(value) else { return value }
        if let substitution {
            let specifier = substitution.formatSpecifier ?? "@"
            let replacement = substitution.argNum.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
            return replacingBytes(of: "%arg", with: replacement, in: value) ?? value
        }
        guard !visible.isEmpty else { return value }
        var out = value
        for candidate in visible {
            guard let number = candidate.argNum else { continue }
            if let replaced = replacingBytes(of: "%#@\(candidate.name)@", with: "%\(number)$#@\(candidate.name)@", in: out) {
                out = replaced
            }
        }
        return out
    }

    /// Whether `text` has a '%', found with `memchr` (a generic scan of `utf8` cost more than the rest of the export on
    /// catalogs of long values).
    static func containsPercent(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 0x25, bytes.count) != nil
        }
    }

    /// `text` with every occurrence of `pattern` replaced, matching UTF-8 bytes (the patterns start with the ASCII '%'
    /// and are whole characters, so a byte match is a character match); nil when `pattern` does not occur. Foundation's
    /// `replacingOccurrences` cost more than the rest of the export on catalogs full of substitutions.
    static func replacingBytes(of pattern: String, with replacement: String, in text: String) -> String? {
        let bytes = Array(text.utf8), needle = Array(pattern.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var out: [UInt8] = []
        var runStart = 0
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) {
                if out.isEmpty { out.reserveCapacity(bytes.count + replacement.utf8.count) }
                out.append(contentsOf: bytes[runStart..<index])
                out.append(contentsOf: replacement.utf8)
                index += needle.count
                runStart = index
            } else {
                index += 1
            }
        }
        guard runStart > 0 else { return nil }
        out.append(contentsOf: bytes[runStart...])
        return String(decoding: out, as: UTF8.self)
    }

    /// At least four uppercase hex digits ("0001").
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Throws when `text` holds a character XML 1.0 cannot write (control characters other than tab, LF and CR).
    /// `what` is built only for the message.
    static func checkRepresentable(_ text: String, at location: SourceLocation, what: @autoclosure () -> String) throws(ExchangeError) {
        // Fast path over the bytes: only a control byte or the lead byte 0xEF (of U+FFFE, U+FFFF) can start a
        // scalar XML refuses; text without either needs no scalar walk.
        var text = text
        let suspicious = text.withUTF8 { bytes in
            // Eight bytes at a time while none is below 0x20 or 0xEF, then byte by byte.
            let raw = UnsafeRawBufferPointer(bytes)
            var index = 0
            while index + 8 <= raw.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if ByteLanes.containsByteBelow(word, 0x20) || ByteLanes.contains(word, 0xEF) { break }
                index += 8
            }
            return bytes[index...].contains { $0 == 0xEF || ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) }
        }
        guard suspicious else { return }
        for scalar in text.unicodeScalars where !XMLReader.isAllowed(scalar.value) {
            throw .unrepresentable(
                "\(what()) holds U+\(Self.hex(scalar.value)), which XML 1.0 cannot carry; "
                    + "remove the character from the catalog to export it",
                location)
        }
    }
}
