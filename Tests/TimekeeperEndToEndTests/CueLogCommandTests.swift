import Foundation
import TestSupport
import Testing

/// A scratch folder for one test.
private func scratch() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-cue-log-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private func object(_ url: URL) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
}

/// The rows of a results.json by "scenario/strategy".
private func rows(_ url: URL) throws -> [String: [String: Any]] {
    var rows: [String: [String: Any]] = [:]
    for scenario in try #require(try object(url)["scenarios"] as? [[String: Any]]) {
        for row in try #require(scenario["strategies"] as? [[String: Any]]) {
            rows["\(scenario["scenario"] ?? "")/\(row["strategy"] ?? "")"] = row
        }
    }
    return rows
}

/// Validates every non-empty line of `text` against docs/cue-log.schema.json with Python's jsonschema; the errors, if any.
func cueLogSchemaErrors(_ text: String) throws -> String {
    let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        bad = 0
        for number, line in enumerate(sys.stdin.read().splitlines(), 1):
            if not line.strip():
                continue
            for error in validator.iter_errors(json.loads(line)):
                bad += 1
                print(f"line {number}: {error.message}")
        print(f"checked, {bad} errors")
        """
    let result = try Python.run(script, arguments: [Repository.path("docs/cue-log.schema.json").path], stdin: text)
    return result.status == 0 ? result.stdout : "python failed: \(result.stderr)"
}

/// A JSON value as sorted-key text, so two decoded values compare by content.
private func canonical(_ value: Any?) throws -> String {
    guard let value else { return "absent" }
    let data = try JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys, .fragmentsAllowed])
    return String(decoding: data, as: UTF8.self)
}

/// The cue figures a log carries (display error and CPU are not in a cue log).
private let cueFigures = [
    "perRoundDriftP99Nanoseconds", "sessionDriftNanoseconds", "latenessP50Nanoseconds", "latenessP99Nanoseconds",
    "latenessMaxNanoseconds", "cueSamples", "responseP50Nanoseconds", "responseP99Nanoseconds", "responseMaxNanoseconds", "recovery",
]

@Test(.requiresPython(modules: "jsonschema"))
func aRunnersOwnCueLogsIngestToTheRunnersFiguresExactly() throws {
    let folder = scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = folder.appendingPathComponent("run"), logs = folder.appendingPathComponent("logs")
    let ingested = folder.appendingPathComponent("ingested")
    let drift = try ToolProcess.run(["drift", "--simulate", "--quick", "--scenarios", "idle,suspend,cpu-load", "--out", run.path])
    #expect(drift.status == 0, "\(drift.stderr)")
    let export = try ToolProcess.run(["drift", "cue-logs", run.appendingPathComponent("results.json").path, "--out", logs.path])
    #expect(export.status == 0, "\(export.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: logs.path).sorted().map { logs.appendingPathComponent($0).path }
    #expect(files.count == 21)
    let text = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
    #expect(try cueLogSchemaErrors(text) == "checked, 0 errors\n")

    let ingest = try ToolProcess.run(["drift", "ingest"] + files + ["--name", "again", "--out", ingested.path])
    #expect(ingest.status == 0, "\(ingest.stderr)")
    #expect(ingest.stdout.contains("from external cue logs"))
    let original = try rows(run.appendingPathComponent("results.json"))
    let again = try rows(ingested.appendingPathComponent("results.json"))
    #expect(Set(original.keys) == Set(again.keys))
    #expect(original.count == 21)
    for (key, row) in original {
        let metrics = try #require(row["metrics"] as? [String: Any]), other = try #require(again[key]?["metrics"] as? [String: Any])
        for figure in cueFigures {
            #expect(try canonical(metrics[figure]) == canonical(other[figure]), "\(key) \(figure)")
        }
        #expect(again[key]?["mode"] as? String == "external")
    }
    // The suspension shows in the ingested rows as it did in the runner's: measured, not copied.
    #expect("\(try #require(again["suspend/tick-timer"]?["metrics"] as? [String: Any])["sessionDriftNanoseconds"] ?? 0)" != "0")

    let report = try ToolProcess.run([
        "drift", "report", run.appendingPathComponent("results.json").path, ingested.appendingPathComponent("results.json").path,
    ])
    #expect(report.status == 0, "\(report.stderr)")
    #expect(report.stdout.contains("Comparing 2 runs:"))
    let markdown = try String(contentsOf: ingested.appendingPathComponent("drift.md"), encoding: .utf8)
    #expect(markdown.contains("external (clock virtual ContinuousClock)"))
    #expect(markdown.contains("wakeup floor: not measured"))
}

@Test func aMalformedLogIsRefusedWithFileLineAndColumnAndNothingIsWritten() throws {
    let folder = scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let log = """
        {"event":"start","format_version":3,"plan":"2x3s/2s","strategy":"t","clock":"c"}
        {"event":"cue","kind":"work-start","round":1,"planned_offset":0,"fired_offset":"soon"}

        """
    let result = try ToolProcess.run(["drift", "ingest", "-", "--out", out.path], stdin: log)
    #expect(result.status != 0)
    #expect(result.stderr.contains("<stdin>:2:80: \"fired_offset\" must be a number of seconds"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
}

@Test(.requiresPython(modules: "jsonschema"))
func runsJSONLinesOutputIsAValidCueLogThatIngests() throws {
    let run = try ToolProcess.run(["run", "2x1s/1s", "--format", "jsonl"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix(#"{"event":"start","format_version":3,"#))
    #expect(run.stdout.contains(#""clock":"ContinuousClock""#))
    #expect(run.stdout.contains(#"{"event":"end","#))
    #expect(try cueLogSchemaErrors(run.stdout) == "checked, 0 errors\n")
    let folder = scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ingest = try ToolProcess.run(["drift", "ingest", "-", "--name", "this-terminal", "--out", folder.path], stdin: run.stdout)
    #expect(ingest.status == 0, "\(ingest.stderr)")
    // The default strategy's row, with the session drift of the log's session-complete line (real time on a
    // loaded machine, so no claim about its size here).
    #expect(ingest.stdout.contains("\ncontinuous-deadline "), "\(ingest.stdout)")
    let final = try #require(run.stdout.split(separator: "\n").first { $0.contains(#""kind":"session-complete""#) })
    let object = try #require(try JSONSerialization.jsonObject(with: Data(final.utf8)) as? [String: Any])
    let drift = try #require(object["fired_offset"] as? Double) - (try #require(object["planned_offset"] as? Double))
    let row = try #require(try rows(folder.appendingPathComponent("results.json"))["external/continuous-deadline"])
    let metrics = try #require(row["metrics"] as? [String: Any])
    let ingested = try #require((metrics["sessionDriftNanoseconds"] as? NSNumber)?.int64Value)
    #expect(abs(Double(ingested) - drift * 1e9) < 2, "\(ingested) ns from a line saying \(drift) s")
}
