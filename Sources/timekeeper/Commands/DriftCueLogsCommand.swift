import ArgumentParsing
import DriftBench
import Foundation

/// `timekeeper drift cue-logs`: writes every row of a drift run as a cue log, the format `drift ingest` reads.
enum DriftCueLogsCommand: Command {
    static let signature = CommandSignature(
        path: ["drift", "cue-logs"],
        abstract: "Write each row of a drift run as a cue log, the format 'drift ingest' reads.",
        discussion: """
            One file per scenario and strategy, SCENARIO--STRATEGY.jsonl, with offsets to the nanosecond: ingesting
            them ('timekeeper drift ingest') gives back the run's cue figures exactly. Examples of the format, and
            a way to put a runner's rows next to logs from other devices.
            """,
        positionals: [
            PositionalSpec(
                "results-file", values: .files(extensions: ["json"]), help: "A results.json written by 'timekeeper drift --out <dir>'.")
        ],
        options: [
            .value("--out", valueName: "dir", values: .folders, help: "The folder to write the logs to (required).")
        ]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let folder = arguments.value("--out") else { throw UsageError("--out is required: the folder to write the logs to") }
        let output = try OutputDirectory(path: folder)
        let results = try ResultsFile.read(path: arguments.positionals[0])
        let logs = CueLogExport.logs(results)
        try output.write(logs.map { (name: $0.name, contents: Data($0.text.utf8)) })
        Console.out("wrote \(logs.count) cue logs to \(folder)\n")
        return .success
    }
}
