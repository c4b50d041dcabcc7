import Dispatch
import FileOutput
import Foundation
import JSONCore
import StringCatalog
import Synchronization

/// `catalog import`: applies the targets of XLIFF files to a catalog, matching units by Xcode's trans-unit ids.
///
/// Every problem in every file is found before anything changes: an id the catalog does not have, a `<source>`
/// that is not the catalog's source text any more, a duplicate unit, a file with no `<file>` for the catalog.
/// Like Xcode, targets marked `new` or `needs-review-*` are not imported, a unit without a target changes nothing,
/// and other targets import as `translated` (`machine_translated` with `state-qualifier="leveraged-mt"`).
/// Comments are never changed. A target equal to what the export wrote changes nothing, so importing an
/// unedited export leaves the catalog byte for byte as it was.
public struct XLIFFImporter: Sendable {
    /// One unit the import changes.
    public struct Change: Sendable, Equatable {
        public var id: String
        public var language: String
        public var oldValue: String?
        public var newValue: String
        public var oldState: String?
        public var newState: String
        /// Where the new text is in the XLIFF file.
        public var location: SourceLocation
    }

    /// One target the import leaves alone, and why.
    public struct Skip: Sendable, Equatable {
        public var id: String
        public var language: String
        /// The target's `state` (`new`, `needs-review-l10n`, …).
        public var state: String
        public var location: SourceLocation
    }

    /// What an import does to the catalog.
    public struct Plan: Sendable {
        public var changes: [Change] = []
        public var skipped: [Skip] = []
        /// Units whose target is what the catalog already says.
        public var unchanged = 0
        /// `<file>` elements for other files (other catalogs, `.strings`, `.xib`), as `path: original`.
        public var ignoredFiles: [String] = []
        /// Every problem found; when not empty nothing may be written.
        public var errors: [ExchangeError] = []
        /// The catalog with the changes applied.
        public var catalog: StringCatalog
        /// The positions in `catalog.entries` of the entries the changes edit.
        public var changedEntries: Set<Int> = []
    }

    public var catalog: StringCatalog
    /// The catalog's path as `<file original>` names it, to pick among several catalogs of the same name.
    public var original: String?
    public var plurals: any PluralRulesProvider
    /// Whether a file may add a language the catalog does not have yet (`--add-language`); without it such a file is
    /// refused, so a mistyped or wrong `target-language` cannot create a localization.
    public var addsLanguages: Bool

    public init(
        catalog: StringCatalog, original: String? = nil, plurals: any PluralRulesProvider = ICUPluralRulesProvider(),
        addsLanguages: Bool = false
    ) {
        self.catalog = catalog
        self.original = original
        self.plurals = plurals
        self.addsLanguages = addsLanguages
    }

    /// Works out the changes `documents` make, without writing anything.
    ///
    /// Each language's units are built and matched on every core at once (languages are independent); the outcomes
    /// are then replayed in document order, so errors, skips and changes come in the order of the files.
    public func plan(_ documents: [XLIFFDocument]) -> Plan {
        var scratch = Plan(catalog: catalog)
        var chosen: [[Int]] = []
        var filesByLanguage: [String: [FilePosition]] = [:]
        let languages = TargetLanguageCheck(catalog: catalog, addsLanguages: addsLanguages)
        for (documentIndex, document) in documents.enumerated() {
            let files = matchingFiles(in: document, plan: &scratch)
            chosen.append(files)
            for fileIndex in files {
                let file = document.files[fileIndex]
                guard let claimed = file.targetLanguage, case .success(let language) = languages.resolve(claimed, file: file),
                    file.sourceLanguage == catalog.sourceLanguage
                else { continue }
                filesByLanguage[language, default: []].append(FilePosition(document: documentIndex, file: fileIndex))
            }
        }
        let matches = match(filesByLanguage, in: documents)

        var plan = Plan(catalog: catalog)
        var entryIndex: [String: Int] = [:]
        for (index, entry) in catalog.entries.enumerated() { entryIndex[entry.key] = index }
        var replayed: [String: Int] = [:]
        // Per language, the export's units of each key, built the first time a file of the language edits something.
        var unitsByKey: [String: [String: [Int]]] = [:]
        for (documentIndex, document) in documents.enumerated() {
            _ = matchingFiles(in: document, plan: &plan)
            for fileIndex in chosen[documentIndex] {
                let file = document.files[fileIndex]
                guard let claimed = file.targetLanguage else {
                    plan.errors.append(.notXLIFF("<file original=\"\(file.original)\"> has no 'target-language'", file.location))
                    continue
                }
                let language: String
                switch languages.resolve(claimed, file: file) {
                case .success(let resolved): language = resolved
                case .failure(let error):
                    plan.errors.append(error)
                    continue
                }
                guard file.sourceLanguage == catalog.sourceLanguage else {
                    plan.errors.append(
                        .notXLIFF(
                            "<file original=\"\(file.original)\"> is from source language '\(file.sourceLanguage)' but "
                                + "\(catalog.file) has '\(catalog.sourceLanguage)'", file.location))
                    continue
                }
                let match = matches[language]!
                let position = replayed[language, default: 0]
                replayed[language] = position + 1
                if position == 0, let error = match.unitsError { plan.errors.append(error) }
                var edits: [(target: String, state: TranslationState, unit: ExchangeUnit, location: SourceLocation)] = []
                for outcome in match.files[position] {
                    switch outcome {
                    case .error(let error): plan.errors.append(error)
                    case .unchanged(let count): plan.unchanged += count
                    case .skipped(let skip): plan.skipped.append(skip)
                    case .edit(let target, let state, let unit, let location): edits.append((target, state, unit, location))
                    }
                }
                // Judged on the whole file before any target is applied: a file in another language is refused whole.
                if let error = languages.mismatch(edits.map { .init(unit: $0.unit, target: $0.target) }, language: language, file: file) {
                    plan.errors.append(error)
                    continue
                }
                if !edits.isEmpty, unitsByKey[language] == nil {
                    var byKey: [String: [Int]] = [:]
                    for (index, unit) in match.units.enumerated() { byKey[unit.path.key, default: []].append(index) }
                    unitsByKey[language] = byKey
                }
                for edit in edits {
                    guard let entry = entryIndex[edit.unit.path.key] else { continue }
                    let siblings = (unitsByKey[language]?[edit.unit.path.key] ?? []).map { match.units[$0] }
                    apply(
                        edit.target, state: edit.state, to: edit.unit, siblings: siblings, language: language, entry: entry,
                        location: edit.location, plan: &plan)
                }
            }
        }
        if !plan.changes.isEmpty { plan.catalog.version = Self.version(after: plan.changes, raising: catalog.version) }
        return plan
    }

    /// The catalog version an import that makes `changes` leaves, as Xcode 27's import does: at least 1.1, and 1.3
    /// once a change is `machine_translated` (the format gained that state). A version already higher, or one that is
    /// not a number, is kept; a catalog without a version keeps none.
    static func version(after changes: [Change], raising version: String?) -> String? {
        guard let version, let current = Double(version) else { return version }
        let wanted = changes.contains { $0.newState == TranslationState.machineTranslated.rawValue } ? "1.3" : "1.1"
        return current < Double(wanted)! ? wanted : version
    }

    /// A `<file>` element of one of the documents.
    private struct FilePosition: Sendable {
        var document: Int
        var file: Int
    }

    /// What matching one trans-unit (or a run of unchanged ones) found.
    private enum UnitOutcome: Sendable {
        case error(ExchangeError)
        case unchanged(Int)
        case skipped(Skip)
        case edit(target: String, state: TranslationState, unit: ExchangeUnit, location: SourceLocation)
    }

    /// One language's matching: the error building its units (reported at its first file), and each file's outcomes.
    private struct LanguageMatch: Sendable {
        var unitsError: ExchangeError?
        var files: [[UnitOutcome]]
        /// The units the export lists for the language, in its order (what an edit's entry must end up holding).
        var units: [ExchangeUnit] = []
    }

    /// Matches every language's files against the units the catalog exports for it, one language per task.
    private func match(_ filesByLanguage: [String: [FilePosition]], in documents: [XLIFFDocument]) -> [String: LanguageMatch] {
        let languages = filesByLanguage.keys.sorted()
        let table = LocalizationTable(catalog)
        let sourceSides = UnitBuilder.sourceSides(of: catalog, plurals: plurals, table: table)
        let results = Mutex<[String: LanguageMatch]>([:])
        DispatchQueue.concurrentPerform(iterations: languages.count) { index in
            let language = languages[index]
            let files = filesByLanguage[language]!.map { documents[$0.document].files[$0.file] }
            let result = match(language, files: files, table: table, sourceSides: sourceSides)
            results.withLock { $0[language] = result }
        }
        return results.withLock { $0 }
    }

    /// Matches the units of `files` (all of `language`, in document order) against what the export writes.
    private func match(
        _ language: String, files: [XLIFFDocument.File], table: LocalizationTable, sourceSides: UnitBuilder.SourceSides
    ) -> LanguageMatch {
        var units: [ExchangeUnit] = []
        var unitsError: ExchangeError?
        do throws(ExchangeError) {
            units = try UnitBuilder(catalog: catalog, language: language, plurals: plurals, table: table, sourceSides: sourceSides).units()
        } catch {
            unitsError = error
        }
        var expected = ExpectedUnits(units: units)
        // An id two units share is matched to neither: by position a reordered file would write into the other key.
        let ambiguous = AmbiguousUnitIDs.find(in: units, of: catalog)
        var outcomes: [[UnitOutcome]] = []
        for file in files {
            var found: [UnitOutcome] = []
            func record(_ outcome: UnitOutcome) {
                if case .unchanged(let count) = outcome, case .unchanged(let before)? = found.last {
                    found[found.count - 1] = .unchanged(before + count)
                } else {
                    found.append(outcome)
                }
            }
            var cursor = 0
            for unit in file.units {
                if !ambiguous.isEmpty, let positions = ambiguous[unit.id] {
                    record(
                        .error(
                            .ambiguousID(
                                id: unit.id, keys: positions.map { units[$0].path.key }, catalog: catalog.file, unit.location)))
                    continue
                }
                guard let index = expected.index(of: unit.id, cursor: &cursor) else {
                    if let first = expected.unknownSeen[unit.id] {
                        record(.error(.duplicateUnit(id: unit.id, first: first, unit.location)))
                    } else if isPhraseSet(unit.id) {
                        expected.unknownSeen[unit.id] = unit.location
                        record(.error(.phraseSet(id: unit.id, catalog: catalog.file, unit.location)))
                    } else {
                        expected.unknownSeen[unit.id] = unit.location
                        record(.error(.unknownUnit(id: unit.id, catalog: catalog.file, unit.location)))
                    }
                    continue
                }
                if let first = expected.seen[index] {
                    record(.error(.duplicateUnit(id: unit.id, first: first, unit.location)))
                    continue
                }
                expected.seen[index] = unit.location
                // The expected unit is read in place: copying it would retain each of its strings, which every
                // language's task shares with the others.
                guard unit.sourceText.equals(expected.units[index].source) else {
                    record(
                        .error(.sourceChanged(id: unit.id, expected: expected.units[index].source, found: unit.source, unit.sourceLocation))
                    )
                    continue
                }
                guard let targetText = unit.targetText else { continue }
                let location = unit.targetLocation ?? unit.location
                if let wantedTarget = expected.units[index].target, targetText.equals(wantedTarget),
                    Self.normalized(unit.state) == expected.units[index].state
                {
                    record(.unchanged(1))
                    continue
                }
                if unit.state.isSkippedOnImport {
                    record(.skipped(Skip(id: unit.id, language: language, state: unit.state.state ?? "", location: location)))
                    continue
                }
                record(.edit(target: targetText.string, state: unit.state.importedState, unit: expected.units[index], location: location))
            }
            outcomes.append(found)
        }
        return LanguageMatch(unitsError: unitsError, files: outcomes, units: units)
    }

    /// Whether `id` is the key of an App Shortcuts phrase set, which the export leaves out (looked up only for
    /// ids the export does not have).
    private func isPhraseSet(_ id: String) -> Bool {
        let entries = catalog.entries
        guard let row = entries.firstIndex(where: { $0.key == id }) else { return false }
        return entries[row].holdsPhraseSet
    }

    /// One language's units as the export writes them, and which of them the files have named so far.
    private struct ExpectedUnits {
        /// In Xcode's order, the order an unedited export lists them in.
        let units: [ExchangeUnit]
        /// Where each unit was first met in the files.
        var seen: [SourceLocation?]
        /// Where each id the catalog does not have was first met.
        var unknownSeen: [String: SourceLocation] = [:]
        /// Positions by id, built only when a file leaves the export's order.
        private var byID: [String: Int]?

        init(units: [ExchangeUnit]) {
            self.units = units
            self.seen = Array(repeating: nil, count: units.count)
        }

        /// The position of the unit `id`; `cursor` is where the previous unit of the file was found plus one, so a file
        /// in the export's order is matched without hashing a single id.
        mutating func index(of id: String, cursor: inout Int) -> Int? {
            if cursor < units.count, XLIFFImporter.same(units[cursor].id, id) {
                cursor += 1
                return cursor - 1
            }
            if byID == nil {
                var positions: [String: Int] = [:]
                positions.reserveCapacity(units.count)
                for (index, unit) in units.enumerated() where positions[unit.id] == nil { positions[unit.id] = index }
                byID = positions
            }
            guard let found = byID![id] else { return nil }
            cursor = found + 1
            return found
        }
    }

    /// `a == b` (canonical equivalence, as everywhere in Swift), answered by comparing bytes first: texts read from a
    /// file are not known to be in a normal form, so `==` on non-ASCII text normalizes both sides, and nearly every
    /// text an import compares is byte for byte the one it is compared with.
    static func same(_ a: String, _ b: String) -> Bool {
        let identical = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
        return identical == true || a == b
    }

    /// A target's state as the export would have written it for the catalog state it imports as.
    static func normalized(_ state: XLIFFState) -> XLIFFState {
        if state.isSkippedOnImport { return XLIFFState(state: state.state == "new" ? "new" : "needs-review-l10n") }
        return XLIFFState(exporting: state.importedState)
    }

    /// Sets one target, then gives every unit of `siblings` (the export's units of the same key) that the
    /// localization still lacks the source's text as `new`, as the export lists them: an edit that creates a
    /// localization, plural or substitution creates all of it, so the catalog never holds a plural without `other` or
    /// a reference to a substitution it does not define, and later files still find every unit they name.
    private func apply(
        _ target: String, state: TranslationState, to unit: ExchangeUnit, siblings: [ExchangeUnit], language: String,
        entry index: Int, location: SourceLocation, plan: inout Plan
    ) {
        var entry = plan.catalog.entries[index]
        let steps = unit.path.steps[...]
        let source = entry.localization(catalog.sourceLanguage)?.content
        var localizationIndex = entry.localizations.firstIndex { $0.locale == language }
        let existing = localizationIndex.map { entry.localizations[$0].content }
        let current = existing.flatMap { ContentEditor.unit(in: $0, at: steps) }
        // Undo the export's numbering where the catalog writes the short forms (`%arg`, `%#@name@`).
        let inSubstitution = steps.contains { if case .substitution = $0 { true } else { false } }
        var context: (substitution: Substitution?, visible: [Substitution]) =
            existing.map { ContentEditor.context(in: $0, at: steps) } ?? (nil, [])
        if let source, (inSubstitution && context.substitution == nil) || (!inSubstitution && context.visible.isEmpty) {
            context = ContentEditor.context(in: source, at: steps)
        }
        let referenceText = current?.value ?? source.flatMap { ContentEditor.unit(in: $0, at: steps) }?.value ?? ""
        let value = Self.unexported(target, reference: referenceText, substitution: context.substitution, visible: context.visible)
        if let current, current.value == value, current.state?.rawValue == state.rawValue {
            plan.unchanged += 1
            return
        }
        if localizationIndex == nil {
            entry.localizations.append(
                Localization(locale: language, location: entry.location, content: LocalizedContent(location: entry.location)))
            localizationIndex = entry.localizations.count - 1
        }
        ContentEditor.set(
            value: value, state: state, at: steps, in: &entry.localizations[localizationIndex!].content, source: source,
            location: entry.location)
        for sibling in siblings where sibling.id != unit.id {
            let siblingSteps = sibling.path.steps[...]
            guard ContentEditor.unit(in: entry.localizations[localizationIndex!].content, at: siblingSteps) == nil else { continue }
            var text = source.flatMap { ContentEditor.unit(in: $0, at: siblingSteps) }?.value
            if text == nil {
                // A case the source does not have (`few` of a language with more plural forms): the text the export
                // showed for it, in the catalog's short forms.
                let context: (substitution: Substitution?, visible: [Substitution]) =
                    source.map { ContentEditor.context(in: $0, at: siblingSteps) } ?? (nil, [])
                text = Self.unexported(sibling.source, reference: "", substitution: context.substitution, visible: context.visible)
            }
            ContentEditor.set(
                value: text ?? sibling.source, state: .new, at: siblingSteps, in: &entry.localizations[localizationIndex!].content,
                source: source,
                location: entry.location)
        }
        plan.catalog.entries[index] = entry
        plan.changedEntries.insert(index)
        plan.changes.append(
            Change(
                id: unit.id, language: language, oldValue: current?.value, newValue: value, oldState: current?.state?.rawValue,
                newState: state.rawValue, location: location))
    }

    /// The export's numbered forms turned back into the short ones `reference` uses.
    static func unexported(_ text: String, reference: String, substitution: Substitution?, visible: [Substitution]) -> String {
        guard text.contains("%") else { return text }
        if let substitution {
            guard reference.contains("%arg") || reference.isEmpty else { return text }
            let specifier = substitution.formatSpecifier ?? "@"
            let numbered = substitution.argNum.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
            return text.replacingOccurrences(of: numbered, with: "%arg")
        }
        var out = text
        for candidate in visible {
            guard let number = candidate.argNum else { continue }
            let short = "%#@\(candidate.name)@"
            guard reference.contains(short) || reference.isEmpty else { continue }
            out = out.replacingOccurrences(of: "%\(number)$#@\(candidate.name)@", with: short)
        }
        return out
    }

    /// The positions of the `<file>` elements of `document` that are this catalog.
    private func matchingFiles(in document: XLIFFDocument, plan: inout Plan) -> [Int] {
        let name = (catalog.file as NSString).lastPathComponent
        func normalized(_ path: String) -> String { path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        let wanted = normalized(original ?? catalog.file)
        var exact: [Int] = [], sameName: [Int] = []
        for (index, file) in document.files.enumerated() {
            if normalized(file.original) == wanted {
                exact.append(index)
            } else if (file.original as NSString).lastPathComponent == name {
                sameName.append(index)
            }
        }
        let sameNameOriginals = Set(sameName.map { document.files[$0].original })
        let chosen: [Int]
        if !exact.isEmpty {
            chosen = exact
        } else if sameNameOriginals.count == 1 {
            chosen = sameName
        } else if sameName.isEmpty {
            plan.errors.append(
                .noMatchingFile(
                    "\(document.path) has no <file> for \(catalog.file) (its files: "
                        + "\(document.files.map(\.original).joined(separator: ", "))); pass the catalog the file was exported from"))
            chosen = []
        } else {
            plan.errors.append(
                .noMatchingFile(
                    "\(document.path) has several <file> elements named \(name) (\(sameNameOriginals.sorted().joined(separator: ", "))); "
                        + "choose one with --original PATH"))
            chosen = []
        }
        let chosenOriginals = Set(chosen.map { document.files[$0].original })
        for file in document.files where !chosenOriginals.contains(file.original) {
            plan.ignoredFiles.append("\(document.path): \(file.original)")
        }
        return chosen
    }
}

extension XLIFFImporter {
    /// Writes the plan's catalog in Xcode's bytes, atomically (the old file stays whole on failure) and as `catalog fmt`
    /// replaces a catalog (through a symbolic link to the file it names); every entry the plan did not change is
    /// written from `original`, the document the catalog was read from, as the file has it.
    /// With `stamp` (``ImportSources/catalogStamp``), refuses when another program changed the catalog after it was read.
    public static func write(_ plan: Plan, editing original: JSONDocument, to path: String, unchangedSince stamp: FileStamp? = nil) throws {
        let changed = Set(plan.changedEntries.map { Array(plan.catalog.entries[$0].key.utf8) })
        let bytes = try CatalogWriter.write(plan.catalog, editing: original, changed: changed)
        try AtomicReplace.write(bytes, to: URL(fileURLWithPath: path), unchangedSince: stamp)
    }
}

extension XLIFFDocument {
    /// Reads and parses the XLIFF file at `path`; throws `ExchangeError` (unreadable file or bad XLIFF).
    public static func read(path: String) throws(ExchangeError) -> XLIFFDocument {
        // Read straight into the array the parse keeps (Foundation's `Data` would be copied into one).
        let bytes: [UInt8]
        do throws(JSONReadError) {
            bytes = try FileBytes.read(URL(fileURLWithPath: path), name: path, expecting: .xml)
        } catch {
            throw .io("\(error)")
        }
        return try parse(bytes, path: path)
    }
}
