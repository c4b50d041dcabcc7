import ArgumentParsing
import CatalogInputs
import Foundation
import JSONCore
import StringCatalog

/// `timekeeper catalog stats`: per-locale translated / needs review / missing / percent and plural coverage.
enum CatalogStatsCommand: Command {
    static let signature = CommandSignature(
        path: ["catalog", "stats"],
        abstract: "Show translation progress and plural coverage per locale.",
        discussion: """
            Folders are searched for *.xcstrings (as in catalog check), files are counted on all cores and listed in a
            fixed order. A file that cannot be read is reported and the others are still counted (exit status 2).
            """,
        positionals: [
            PositionalSpec("file", arity: .oneOrMore, values: .files(extensions: ["xcstrings"]), help: CatalogInputOptions.positionalHelp)
        ],
        options: [
            .repeated("--locales", valueName: "locale", help: "Show only these locales (comma-separated or repeated)."),
            OutputFormat.option(["text", "json"], help: "Output format: text (a table, default) or json."),
        ] + CatalogInputOptions.options)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let format = try arguments.choice("--format", from: ["text", "json"]) ?? "text"
        let locales = arguments.values("--locales")
        let resolved = try CatalogInputOptions.resolve(arguments)
        for problem in resolved.problems { Console.problem(.error, "\(problem)") }
        let pluralRules = ICUPluralRulesProvider()
        let results = resolved.map(concurrently: { input -> Result<CatalogStatistics, JSONReadError> in
            Result { () throws(JSONReadError) in
                let catalog =
                    if let url = input.url {
                        try CatalogReader.read(contentsOf: url, name: input.path).catalog
                    } else {
                        try CatalogReader.read(bytes: try input.readBytes(), file: input.path).catalog
                    }
                return CatalogStatistics(catalog, locales: locales.isEmpty ? nil : locales, pluralRules: pluralRules)
            }
        })
        var tables: [String] = []
        var values: [JSONValue] = []
        var unreadable = !resolved.problems.isEmpty
        for result in results {
            switch result {
            case .success(let statistics):
                tables.append(statistics.table())
                values.append(statistics.json())
            case .failure(let error):
                Console.problem(.error, "\(error)")
                unreadable = true
            }
        }
        Console.out(format == "json" ? JSONOutput.render(.array(values)) + "\n" : tables.joined(separator: "\n"))
        return unreadable ? .unusable : .success
    }
}
