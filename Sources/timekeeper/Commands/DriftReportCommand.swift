import ArgumentParsing
import Diagnostics
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
            .value(
                "--out", valueName: "dir", values: .folders,
                help: "Write drift.md, drift.csv, drift.svg and drift.html for the comparison here."),
            .repeated(
                "--name", valueName: "name",
                help: "One name per results file, in order (default: the name each run was given, or its host name)."),
            .flag("--verbose", help: "Also print every scenario's table (they are always in drift.md and drift.html)."),
        ]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let names = arguments.values("--name")
        guard names.isEmpty || names.count == arguments.positionals.count else {
            throw UsageError(
                "\(names.count) --name for \(arguments.positionals.count) results files; give one --name per file, in the same order")
        }
        let output = try arguments.value("--out").map { path throws(OutputDirectoryError) in try OutputDirectory(path: path) }
        let runs = try arguments.positionals.map { path throws(ResultsFileError) in (path, try ResultsFile.read(path: path)) }
        let merged = try ReportMerger.merge(runs, names: names)
        for difference in ReportMerger.differences(runs) { Console.problem(.warning, difference.description) }
        if let output { try output.write(DriftWriterRegistry.renderAll(merged)) }
        let verbose = arguments.flag("--verbose")
        if verbose { Console.out(MarkdownTableWriter.tables(merged) + "\n") }
        Console.out(
            TerminalSummary.render(comparison: merged, sources: arguments.positionals, outputFolder: output?.path, verbose: verbose))
        return .success
    }
}
