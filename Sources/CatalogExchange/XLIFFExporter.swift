import Dispatch
import FileOutput
import Foundation
import JSONCore
import StringCatalog
import Synchronization

/// `catalog export --xliff`: one XLIFF 1.2 file per target language over one or more catalogs, as Xcode's
/// `-exportLocalizations` writes them, optionally in Xcode's `.xcloc` folder layout.
public struct XLIFFExporter: Sendable {
    /// A catalog and the name its `<file original="…">` carries (the path as the project names it).
    public struct Source: Sendable {
        public var catalog: StringCatalog
        public var original: String

        public init(catalog: StringCatalog, original: String) {
            self.catalog = catalog
            self.original = original
        }
    }

    /// One file the export wrote.
    public struct WrittenFile: Sendable, Equatable {
        public var language: String
        public var path: String
        public var units: Int
    }

    public var sources: [Source]
    /// The exporting tool's version, written in each file's `<tool tool-version>` and in `contents.json`.
    public var toolVersion: String
    public var plurals: any PluralRulesProvider

    public init(sources: [Source], toolVersion: String, plurals: any PluralRulesProvider = ICUPluralRulesProvider()) {
        self.sources = sources
        self.toolVersion = toolVersion
        self.plurals = plurals
    }

    /// Every language of the catalogs (the source languages included, as Xcode exports the development language);
    /// walks every entry, so read it once.
    public var languages: [String] {
        var seen = Set<String>()
        for source in sources { seen.formUnion(source.catalog.locales) }
        return seen.sorted()
    }

    /// The keys of App Shortcuts phrase sets (`stringSet`), which the export leaves out, with the catalog of each.
    /// Xcode exports them as `<mrk mtype="x-set">` lists; this tool cannot yet bring such a list back.
    public var phraseSets: [(original: String, key: String)] {
        var found: [(original: String, key: String)] = []
        for source in sources {
            let entries = source.catalog.entries
            for row in entries.indices where entries[row].holdsPhraseSet { found.append((source.original, entries[row].key)) }
        }
        return found
    }

    /// The XLIFF bytes for one target language and the number of trans-units in them.
    public func document(for language: String) throws(ExchangeError) -> (bytes: [UInt8], units: Int) {
        try document(for: language, shared: sources.map { Shared($0.catalog, plurals: plurals) })
    }

    /// What every language's units of one catalog share, worked out once.
    private struct Shared: Sendable {
        let table: LocalizationTable
        let sourceSides: UnitBuilder.SourceSides

        init(_ catalog: StringCatalog, plurals: any PluralRulesProvider) {
            table = LocalizationTable(catalog)
            sourceSides = UnitBuilder.sourceSides(of: catalog, plurals: plurals, table: table)
        }
    }

    /// `document(for:)` with what each source's languages share, built once for all languages.
    private func document(for language: String, shared: [Shared]) throws(ExchangeError) -> (bytes: [UInt8], units: Int) {
        var sections: [XLIFFWriter.FileSection] = []
        var count = 0
        for (source, shared) in zip(sources, shared) {
            let builder = UnitBuilder(
                catalog: source.catalog, language: language, plurals: plurals, table: shared.table, sourceSides: shared.sourceSides)
            let units = try builder.units()
            if let error = AmbiguousUnitIDs.exportError(in: units, of: source.catalog) { throw error }
            count += units.count
            sections.append(
                XLIFFWriter.FileSection(
                    original: source.original, sourceLanguage: source.catalog.sourceLanguage, targetLanguage: language, units: units))
        }
        return (XLIFFWriter.write(sections, toolVersion: toolVersion), count)
    }

    /// Writes one file per language into `folder` (`<lang>.xliff`, or `<lang>.xcloc/…` with `xcloc`), all or none:
    /// every file is staged first and they appear together. Languages are rendered in parallel.
    public func write(languages: [String], to folder: String, xcloc: Bool) throws(ExchangeError) -> [WrittenFile] {
        let results = Mutex<[Int: Result<(bytes: [UInt8], units: Int), ExchangeError>]>([:])
        let shared = sources.map { Shared($0.catalog, plurals: plurals) }
        DispatchQueue.concurrentPerform(iterations: languages.count) { index in
            let result: Result<(bytes: [UInt8], units: Int), ExchangeError>
            do throws(ExchangeError) {
                result = .success(try document(for: languages[index], shared: shared))
            } catch {
                result = .failure(error)
            }
            results.withLock { $0[index] = result }
        }
        var planned: [(path: String, bytes: [UInt8])] = []
        var written: [WrittenFile] = []
        var folders: [String] = []
        let rendered = results.withLock { $0 }
        for (index, language) in languages.enumerated() {
            guard PathComponent.isSafe(language) else {
                throw .io("the language '\(language)' cannot be a file name; export it with --locale and a plain tag")
            }
            let (bytes, units) = try rendered[index]!.get()
            if xcloc {
                let bundle = "\(folder)/\(language).xcloc"
                let xliffPath = "\(bundle)/Localized Contents/\(language).xliff"
                folders += [bundle, "\(bundle)/Localized Contents", "\(bundle)/Source Contents", "\(bundle)/Notes"]
                planned.append((xliffPath, bytes))
                planned.append(("\(bundle)/contents.json", try contents(language: language)))
                for source in sources {
                    let relative = try sourceContentsPath(source.original)
                    let path = "\(bundle)/Source Contents/\(relative)"
                    folders.append((path as NSString).deletingLastPathComponent)
                    planned.append((path, try sourceOnly(source.catalog)))
                }
                written.append(WrittenFile(language: language, path: xliffPath, units: units))
            } else {
                let path = "\(folder)/\(language).xliff"
                planned.append((path, bytes))
                written.append(WrittenFile(language: language, path: path, units: units))
            }
        }
        // The folders made below --out must be real folders: a planted link (`out/de.xcloc` to elsewhere) would put
        // the bundle outside --out. --out itself may be a link, the user's choice.
        for path in folders {
            var current = folder
            for step in path.dropFirst(folder.count).split(separator: "/") {
                current += "/" + step
                var info = stat()
                if lstat(current, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK {
                    throw .io(
                        "\(MessageText.escaped(current)) is a symbolic link; refusing to write through it. Remove it and export again")
                }
            }
        }
        folders.insert(folder, at: 0)
        for path in folders {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw .io(
                    "cannot create the folder \(path) (\(SystemReason(foundationError: error)?.description ?? "an unexpected system error")); nothing was written"
                )
            }
        }
        // Staged on every core (copying forty files into the page cache is a seventh of an export); the files can be
        // exported again from the catalog at any time, so none waits for a flush.
        let files = planned
        let stagedFiles = Mutex<[Result<AtomicFileWriter.StagedFile, AtomicWriteError>?]>(Array(repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result = Result { () throws(AtomicWriteError) in
                try AtomicFileWriter.stage(files[index].bytes, for: files[index].path, durability: .regenerable)
            }
            stagedFiles.withLock { $0[index] = result }
        }
        let outcomes = stagedFiles.withLock { $0.map { $0! } }
        let staged = outcomes.compactMap { try? $0.get() }
        do {
            for outcome in outcomes { _ = try outcome.get() }
            for file in staged { try file.commit() }
        } catch {
            for file in staged { file.discard() }
            throw .io("\(error)")
        }
        return written
    }

    /// `contents.json` of an `.xcloc`, as Xcode writes it (`" : "`, no final newline).
    private func contents(language: String) throws(ExchangeError) -> [UInt8] {
        let value = JSONValue.object([
            JSONMember(key: "developmentRegion", value: .string(sources.first?.catalog.sourceLanguage ?? "en")),
            JSONMember(key: "project", value: .string(sources.first.map { ($0.original as NSString).lastPathComponent } ?? "")),
            JSONMember(key: "targetLocale", value: .string(language)),
            JSONMember(
                key: "toolInfo",
                value: .object([
                    JSONMember(key: "toolBuildNumber", value: .string("1")),
                    JSONMember(key: "toolID", value: .string("org.timekeeper.catalog")),
                    JSONMember(key: "toolName", value: .string("timekeeper")),
                    JSONMember(key: "toolVersion", value: .string(toolVersion)),
                ])),
            JSONMember(key: "version", value: .string("1.0")),
        ])
        do {
            return try CatalogWriter.write(value)
        } catch {
            throw .io("cannot write contents.json: \(error)")
        }
    }

    /// The catalog with only its source language, as `Source Contents/` holds it.
    private func sourceOnly(_ catalog: StringCatalog) throws(ExchangeError) -> [UInt8] {
        var copy = catalog
        for index in copy.entries.indices {
            copy.entries[index].localizations.removeAll { $0.locale != catalog.sourceLanguage }
        }
        do {
            return try CatalogWriter.write(copy)
        } catch {
            throw .io("cannot write the source contents of \(catalog.file): \(error)")
        }
    }

    /// `original` below `Source Contents/`, without `..` and `.` steps; each step must be a safe file name.
    private func sourceContentsPath(_ original: String) throws(ExchangeError) -> String {
        let steps = original.split(separator: "/").map(String.init).filter { $0 != ".." && $0 != "." }
        for step in steps where !PathComponent.isSafe(step) {
            throw .io("the catalog path '\(original)' cannot be written below Source Contents: \(PathComponent.problem(with: step)!)")
        }
        return steps.joined(separator: "/")
    }
}
