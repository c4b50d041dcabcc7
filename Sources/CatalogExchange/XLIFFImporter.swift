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
    }

    public var catalog: StringCatalog
    /// The catalog's path as `<file original>` names it, to pick among several catalogs of the same name.
    public var original: String?
    public var plurals: any PluralRulesProvider

    public init(catalog: StringCatalog, original: String? = nil, plurals: any PluralRulesProvider = ICUPluralRulesProvider()) {
        self.catalog = catalog
        self.original = original
        self.plurals = plurals
    }

    /// Works out the changes `documents` make, without writing anything.
    public func plan(_ documents: [XLIFFDocument]) -> Plan {
        var plan = Plan(catalog: catalog)
        var languages: [String: Int] = [:]
        var expected: [ExpectedUnits] = []
        var entryIndex: [String: Int] = [:]
        for (index, entry) in catalog.entries.enumerated() { entryIndex[entry.key] = index }
        let prebuilt = expectedUnits(for: documents)
        for document in documents {
            let files = matchingFiles(in: document, plan: &plan)
            for file in files {
                guard let language = file.targetLanguage else {
                    plan.errors.append(.notXLIFF("<file original=\"\(file.original)\"> has no 'target-language'", file.location))
                    continue
                }
                guard file.sourceLanguage == catalog.sourceLanguage else {
                    plan.errors.append(
                        .notXLIFF(
                            "<file original=\"\(file.original)\"> is from source language '\(file.sourceLanguage)' but "
                                + "\(catalog.file) has '\(catalog.sourceLanguage)'", file.location))
                    continue
                }
                let slot: Int
                if let known = languages[language] {
                    slot = known
                } else {
                    var units: [ExchangeUnit] = []
                    do throws(ExchangeError) {
                        units = try prebuilt[language]!.get()
                    } catch {
                        plan.errors.append(error)
                    }
                    slot = expected.count
                    languages[language] = slot
                    expected.append(ExpectedUnits(units: units))
                }
                var cursor = 0
                for unit in file.units {
                    guard let index = expected[slot].index(of: unit.id, cursor: &cursor) else {
                        if let first = expected[slot].unknownSeen[unit.id] {
                            plan.errors.append(.duplicateUnit(id: unit.id, first: first, unit.location))
                        } else {
                            expected[slot].unknownSeen[unit.id] = unit.location
                            plan.errors.append(.unknownUnit(id: unit.id, catalog: catalog.file, unit.location))
                        }
                        continue
                    }
                    if let first = expected[slot].seen[index] {
                        plan.errors.append(.duplicateUnit(id: unit.id, first: first, unit.location))
                        continue
                    }
                    expected[slot].seen[index] = unit.location
                    let wanted = expected[slot].units[index]
                    guard unit.source == wanted.source else {
                        plan.errors.append(.sourceChanged(id: unit.id, expected: wanted.source, found: unit.source, unit.sourceLocation))
                        continue
                    }
                    guard let target = unit.target else { continue }
                    let location = unit.targetLocation ?? unit.location
                    if target == wanted.target && Self.normalized(unit.state) == wanted.state {
                        plan.unchanged += 1
                        continue
                    }
                    if unit.state.isSkippedOnImport {
                        plan.skipped.append(Skip(id: unit.id, language: language, state: unit.state.state ?? "", location: location))
                        continue
                    }
                    guard let entry = entryIndex[wanted.path.key] else { continue }
                    apply(
                        target, state: unit.state.importedState, to: wanted, language: language, entry: entry, location: location,
                        plan: &plan)
                }
            }
        }
        return plan
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
            if cursor < units.count, units[cursor].id == id {
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

    /// The units the catalog exports for each target language the documents name, built on every core at once
    /// (each language is independent); a language's error is kept for the plan to report where it meets it.
    private func expectedUnits(for documents: [XLIFFDocument]) -> [String: Result<[ExchangeUnit], ExchangeError>] {
        var languages = Set<String>()
        for document in documents {
            for file in document.files where file.sourceLanguage == catalog.sourceLanguage {
                if let language = file.targetLanguage { languages.insert(language) }
            }
        }
        let ordered = languages.sorted()
        let results = Mutex<[String: Result<[ExchangeUnit], ExchangeError>]>([:])
        DispatchQueue.concurrentPerform(iterations: ordered.count) { index in
            let language = ordered[index]
            let result: Result<[ExchangeUnit], ExchangeError>
            do throws(ExchangeError) {
                result = .success(try UnitBuilder(catalog: catalog, language: language, plurals: plurals).units())
            } catch {
                result = .failure(error)
            }
            results.withLock { $0[language] = result }
        }
        return results.withLock { $0 }
    }

    /// A target's state as the export would have written it for the catalog state it imports as.
    static func normalized(_ state: XLIFFState) -> XLIFFState {
        if state.isSkippedOnImport { return XLIFFState(state: state.state == "new" ? "new" : "needs-review-l10n") }
        return XLIFFState(exporting: state.importedState)
    }

    private func apply(
        _ target: String, state: TranslationState, to unit: ExchangeUnit, language: String, entry index: Int, location: SourceLocation,
        plan: inout Plan
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
        plan.catalog.entries[index] = entry
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

    /// The `<file>` elements of `document` that are this catalog.
    private func matchingFiles(in document: XLIFFDocument, plan: inout Plan) -> [XLIFFDocument.File] {
        let name = (catalog.file as NSString).lastPathComponent
        func normalized(_ path: String) -> String { path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        let wanted = normalized(original ?? catalog.file)
        var exact: [XLIFFDocument.File] = [], sameName: [XLIFFDocument.File] = []
        for file in document.files {
            if normalized(file.original) == wanted {
                exact.append(file)
            } else if (file.original as NSString).lastPathComponent == name {
                sameName.append(file)
            }
        }
        let chosen: [XLIFFDocument.File]
        if !exact.isEmpty {
            chosen = exact
        } else if Set(sameName.map(\.original)).count == 1 {
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
                    "\(document.path) has several <file> elements named \(name) (\(Set(sameName.map(\.original)).sorted().joined(separator: ", "))); "
                        + "choose one with --original PATH"))
            chosen = []
        }
        let chosenOriginals = Set(chosen.map(\.original))
        for file in document.files where !chosenOriginals.contains(file.original) {
            plan.ignoredFiles.append("\(document.path): \(file.original)")
        }
        return chosen
    }
}

extension XLIFFImporter {
    /// Writes an imported catalog in Xcode's bytes, atomically (the old file stays whole on failure).
    public static func write(_ catalog: StringCatalog, to path: String) throws {
        let bytes = try CatalogWriter.write(catalog)
        try AtomicFileWriter.write(bytes, to: path)
    }
}

extension XLIFFDocument {
    /// Reads and parses the XLIFF file at `path`; throws `ExchangeError` (unreadable file or bad XLIFF).
    public static func read(path: String) throws(ExchangeError) -> XLIFFDocument {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .io("cannot read \(path): no such file, or it is not readable")
        }
        return try parse(Array(data), path: path)
    }
}
