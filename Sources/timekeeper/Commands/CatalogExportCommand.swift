import ArgumentParsing
import CatalogExchange
import Foundation
import StringCatalog

/// `timekeeper catalog export CATALOG… --xliff --out DIR`: XLIFF 1.2 for translators, as Xcode exports it.
enum CatalogExportCommand: Command {
    static let signature = CommandSignature(
        path: ["catalog", "export"],
        abstract: "Export catalogs as XLIFF 1.2 for translators, one file per language, as Xcode does.",
        discussion: """
            Writes DIR/<lang>.xliff (or DIR/<lang>.xcloc with --xcloc) for every language of the catalogs, the
            development language included, with Xcode's trans-unit ids (key|==|plural.one, device and substitution
            paths), states and notes. Each catalog is one <file>, named by its path as given. All files are written
            or none. Read them back with 'timekeeper catalog import'.
            Exit status: 0 done, 2 when a catalog cannot be read or a file cannot be written.
            """,
        positionals: [
            PositionalSpec("catalog", arity: .oneOrMore, values: .files(extensions: ["xcstrings"]), help: "The .xcstrings files to export.")
        ],
        options: [
            .flag("--xliff", help: "Write XLIFF 1.2 (the only format; required so other formats can come)."),
            .value("--out", short: "o", valueName: "dir", values: .folders, help: "The folder to write into (required)."),
            .repeated("--locale", valueName: "locale", help: "Export only these languages (comma-separated or repeated)."),
            .flag("--xcloc", help: "Write Xcode's <lang>.xcloc folders (contents.json, Localized Contents, Source Contents)."),
        ]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard arguments.flag("--xliff") else { throw UsageError("missing --xliff: XLIFF 1.2 is the format catalog export writes") }
        guard let out = arguments.value("--out") else { throw UsageError("missing --out <dir>: the folder to write the XLIFF files into") }
        var sources: [XLIFFExporter.Source] = []
        for path in arguments.positionals {
            let catalog = try CatalogReader.read(contentsOf: URL(fileURLWithPath: path), name: path).catalog
            // Plurals get the target language's categories: refuse nested plurals before they multiply.
            if let refusal = VariationShape.firstRefusal(in: catalog) { throw refusal }
            sources.append(XLIFFExporter.Source(catalog: catalog, original: path))
        }
        let exporter = XLIFFExporter(sources: sources, toolVersion: ToolInfo.version)
        let requested = arguments.values("--locale")
        // `languages` walks every entry of every catalog: read it once, not once per language.
        let available = exporter.languages
        let languages = requested.isEmpty ? available : requested
        // One warning per catalog that has phrase sets, naming the first.
        var phraseSets: [(original: String, keys: [String])] = []
        for set in exporter.phraseSets {
            if phraseSets.last?.original == set.original {
                phraseSets[phraseSets.count - 1].keys.append(set.key)
            } else {
                phraseSets.append((set.original, [set.key]))
            }
        }
        for (original, keys) in phraseSets {
            Console.error(
                "warning: \(original): \(keys.count) App Shortcuts phrase set\(keys.count == 1 ? "" : "s") (stringSet) left out of "
                    + "the export ('\(keys[0])'\(keys.count > 1 ? " and \(keys.count - 1) more" : "")): this tool cannot bring "
                    + "phrase sets back yet; translate them in Xcode\n")
        }
        for language in languages where !available.contains(language) {
            Console.error("note: no catalog has '\(language)' yet; its file lists every unit without a target\n")
        }
        do {
            for file in try exporter.write(languages: languages, to: out, xcloc: arguments.flag("--xcloc")) {
                Console.out("\(file.language): \(file.units) units in \(file.path)\n")
            }
        } catch {
            // `write` throws only ExchangeError, which already reads "file:line:col: error: …".
            Console.error("\(error)\n")
            return .unusable
        }
        return .success
    }
}
