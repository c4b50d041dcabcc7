import ArgumentParsing
import DriftBench

/// `timekeeper drift report`: merges results files from several machines into one comparison.
enum DriftReportCommand: Command {
    static let signature = CommandSignature(
        path: ["drift", "report"],
        abstract: "Merge drift results from several machines into one comparison table and chart.",
        positionals: [
            PositionalSpec(
                "results-file", arity: .oneOrMore, values: .files(extensions: ["json"]),
                help: "results.json files written by 'timekeeper drift --out <dir>'.")
        ],
        options: [
            .value("--out", valueName: "dir", values: .folders, help: "Write drift.md, drift.csv and drift.svg for the comparison here.")
        ]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let output = try arguments.value("--out").map { path throws(OutputDirectoryError) in try OutputDirectory(path: path) }
        let runs = try arguments.positionals.map { path throws(ResultsFileError) in (path, try ResultsFile.read(path: path)) }
        let merged = try ReportMerger.merge(runs)
        if let output { try output.write(DriftWriterRegistry.renderAll(merged)) }
        Console.out(MarkdownTableWriter.tables(merged))
        return .success
    }
}
