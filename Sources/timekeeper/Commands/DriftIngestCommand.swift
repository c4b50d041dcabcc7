import ArgumentParsing
import DriftBench
import Foundation
import JSONCore

/// `timekeeper drift ingest`: turns cue logs written on any device into the tables, chart and verdicts of a drift run.
enum DriftIngestCommand: Command {
    static let signature = CommandSignature(
        path: ["drift", "ingest"],
        abstract: "Turn cue logs written on any device into drift tables, a chart and verdicts.",
        discussion: """
            A cue log (docs/cue-log.md) is what 'timekeeper run --format jsonl', IntervalTimer's CueLogWriter, the
            JavaScript emitter (Emitters/js) or any program writes: a start line, a line per cue as it fires, and
            an end line. The logs go through the same arithmetic as a runner's rows; their rows are labelled
            external (clock ...) and their wakeup floor is not measured. All logs must share one plan.
            '-' reads a log from stdin. A malformed line is refused with its file:line:col and nothing is written.
            Merge the results with a runner's: timekeeper drift report a/results.json ingested/results.json
            """,
        positionals: [
            PositionalSpec(
                "log", arity: .oneOrMore, values: .files(extensions: ["jsonl"]), help: "Cue logs to ingest ('-' reads stdin).")
        ],
        options: [
            .value("--name", valueName: "device", help: "The device's name in tables (default: the platform of the first log)."),
            .value(
                "--scenario", valueName: "name",
                help: "The scenario the logs ran under, for logs that do not name one (default: external)."),
            .value(
                "--out", valueName: "dir", values: .folders,
                help: "Write results.json, drift.md, drift.csv, drift.svg and drift.html here."),
        ]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard arguments.positionals.filter({ $0 == "-" }).count <= 1 else { throw UsageError("'-' (stdin) can be given only once") }
        var sessions: [CueLogSession] = []
        for path in arguments.positionals {
            let name = path == "-" ? "<stdin>" : path
            let bytes: [UInt8]
            if path == "-" {
                bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
            } else {
                do {
                    bytes = try FileBytes.read(URL(fileURLWithPath: path), name: path)
                } catch {
                    throw CueLogError(file: path, line: 0, column: 0, reason: "cannot be read (\(error.reason))")
                }
            }
            sessions += try CueLogReader.read(bytes, file: name)
        }
        let results = try CueLogIngest.results(sessions, name: arguments.value("--name"), scenario: arguments.value("--scenario"))
        // The folder is made only once every log has been read: a refused log leaves nothing behind.
        let output = try arguments.value("--out").map { path throws(OutputDirectoryError) in try OutputDirectory(path: path) }
        if let output { try output.write(DriftWriterRegistry.renderAll([results])) }
        Console.out(TerminalSummary.render(results, outputFolder: output?.path, verbose: false))
        return .success
    }
}
