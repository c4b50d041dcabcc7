import ArgumentParsing
import Foundation
import JSONCore
import StringCatalog

/// `timekeeper catalog stats`: per-locale translated / needs review / missing / percent and plural coverage.
enum CatalogStatsCommand: Command {
    static let signature = CommandSignature(
        path: ["catalog", "stats"],
        abstract: "Show translation progress and plural coverage per locale.",
        positionals: [
            PositionalSpec("file", arity: .oneOrMore, values: .files(extensions: ["xcstrings"]), help: "The .xcstrings files to count.")
        ],
        options: [
            .repeated("--locales", valueName: "locale", help: "Show only these locales (comma-separated or repeated)."),
            OutputFormat.option(["text", "json"], help: "Output format: text (a table, default) or json."),
        ])

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let format = try arguments.choice("--format", from: ["text", "json"]) ?? "text"
        let locales = arguments.values("--locales")
        var tables: [String] = []
        var values: [JSONValue] = []
        for path in arguments.positionals {
            let catalog = try CatalogReader.read(contentsOf: URL(fileURLWithPath: path), name: path).catalog
            let renamed = StringCatalog(
                file: path, sourceLanguage: catalog.sourceLanguage, version: catalog.version, entries: catalog.entries)
            let statistics = CatalogStatistics(renamed, locales: locales.isEmpty ? nil : locales, pluralRules: ICUPluralRulesProvider())
            tables.append(statistics.table())
            values.append(statistics.json())
        }
        Console.out(format == "json" ? JSONOutput.render(.array(values)) + "\n" : tables.joined(separator: "\n"))
        return .success
    }
}
