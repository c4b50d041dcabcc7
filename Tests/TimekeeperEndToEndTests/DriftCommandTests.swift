import Foundation
import TestSupport
import Testing

/// A scratch folder for one test.
private func scratch() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-drift-e2e-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private func json(_ url: URL) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
}

/// results.json without its machine block, re-serialised with sorted keys: what must repeat byte for byte.
private func withoutMachineBlock(_ url: URL) throws -> Data {
    var object = try json(url)
    object.removeValue(forKey: "machine")
    return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
}

@Test func simulatedQuickRunWritesEveryFileAndRepeatsWithTheSameSeed() throws {
    let folder = scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("first"), second = folder.appendingPathComponent("second"),
        third = folder.appendingPathComponent("third")
    let run = try ToolProcess.run(["drift", "--simulate", "--quick", "--seed", "5", "--out", first.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: first.path).sorted() == [
            "drift.csv", "drift.html", "drift.md", "drift.svg", "results.json",
        ])
    // One screen: the matrix, a verdict per strategy and where the files are, nothing over 100 columns.
    let wide = run.stdout.split(separator: "\n").filter { $0.unicodeScalars.count > 100 }
    #expect(wide.isEmpty, "\(wide)")
    #expect(run.stdout.contains("Verdicts:\ntick-sleep "))
    // Its clock keeps it through sleep, suspension and jumps (latency verdicts depend on this machine's floor).
    let verdict = try #require(run.stdout.components(separatedBy: "\ncontinuous-deadline  ").last?.components(separatedBy: "\n\n").first)
    for event in ["system sleep", "process suspension", "clock jump"] { #expect(!verdict.contains(event), "\(verdict)") }
    #expect(run.stdout.contains("Wrote results.json, drift.md, drift.csv, drift.svg, drift.html to"))
    #expect(run.stdout.contains(first.path))
    #expect(!run.stdout.contains("| strategy | mode |"))
    #expect(run.stderr.contains("scenario 7 of 7 (system-sleep, simulated)"))
    let results = try json(first.appendingPathComponent("results.json"))
    #expect(results["schemaVersion"] as? Int == 4)
    #expect((results["scenarios"] as? [Any])?.count == 7)

    // Reusing the first run's calibration makes the simulation fully reproducible.
    let calibration = first.appendingPathComponent("results.json").path
    for out in [second, third] {
        let again = try ToolProcess.run([
            "drift", "--simulate", "--quick", "--seed", "5", "--calibration", calibration, "--out", out.path, "--verbose",
        ])
        #expect(again.status == 0, "\(again.stderr)")
        // --verbose adds every scenario's table, the columns defined once, above the summary.
        #expect(
            again.stdout.contains(
                "| strategy | mode | cues | per-round drift (p99) | session drift | cue lateness p99 | response p99 | CPU ms/min | poll |"))
        #expect(again.stdout.components(separatedBy: "response lateness = fired − max(due, end of the outage that covered due)").count == 2)
        #expect(again.stdout.range(of: "## idle (simulated)")!.lowerBound < again.stdout.range(of: "Verdicts:")!.lowerBound)
    }
    #expect(
        try withoutMachineBlock(second.appendingPathComponent("results.json"))
            == withoutMachineBlock(third.appendingPathComponent("results.json")))
    for name in ["drift.csv", "drift.svg"] {
        #expect(
            try Data(contentsOf: second.appendingPathComponent(name)) == Data(contentsOf: third.appendingPathComponent(name)), "\(name)")
    }

    let report = try ToolProcess.run([
        "drift", "report", first.appendingPathComponent("results.json").path, second.appendingPathComponent("results.json").path, "--out",
        folder.appendingPathComponent("report").path,
    ])
    #expect(report.status == 0, "\(report.stderr)")
    #expect(report.stdout.hasPrefix("Comparing 2 runs:"))
    #expect(report.stdout.contains("Total drift and worst cue in idle:"))
    #expect(report.stderr.isEmpty, "same plan and strategies: no warning")
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("report").path).sorted() == [
            "drift.csv", "drift.html", "drift.md", "drift.svg",
        ])

    // Names given with --name, one per file; a different plan is warned about, naming the files.
    let short = folder.appendingPathComponent("short")
    let shortRun = try ToolProcess.run([
        "drift", "--simulate", "--plan", "1x2s", "--scenarios", "idle", "--calibration", calibration, "--label", "old-spelling",
        "--out", short.path,
    ])
    #expect(shortRun.status == 0, "\(shortRun.stderr)")
    #expect(shortRun.stderr.contains("'--label' is deprecated; use '--name' instead"), "\(shortRun.stderr)")
    #expect(shortRun.stdout.contains("plan 1x2s on old-spelling"))
    let firstResults = first.appendingPathComponent("results.json").path, shortResults = short.appendingPathComponent("results.json").path
    let named = try ToolProcess.run(["drift", "report", firstResults, shortResults, "--name", "laptop", "--name", "board"])
    #expect(named.status == 0, "\(named.stderr)")
    #expect(named.stdout.contains("  laptop  plan 2x3s/2s, 7 scenarios, 7 strategies"), "\(named.stdout)")
    #expect(named.stdout.contains("\n          \(firstResults)\n"), "\(named.stdout)")
    let header = named.stdout.split(separator: "\n").first { $0.hasPrefix("strategy, total drift ") }
    #expect(header?.split(separator: " ") == ["strategy,", "total", "drift", "laptop", "board"], "\(named.stdout)")
    #expect(
        named.stderr.contains("warning: \(firstResults) and \(shortResults) were run with different plans (2x3s/2s in \(firstResults); "),
        "\(named.stderr)")
    #expect(named.stderr.contains("different scenario sets"), "\(named.stderr)")
    let mismatch = try ToolProcess.run(["drift", "report", firstResults, shortResults, "--name", "laptop"])
    #expect(mismatch.status == 2)
    #expect(mismatch.stderr.contains("1 --name for 2 results files; give one --name per file, in the same order"), "\(mismatch.stderr)")

    // A results file from before response lateness (schema 1) still goes into a report, its response cells empty.
    var old = try json(first.appendingPathComponent("results.json"))
    old["schemaVersion"] = 1
    let oldPath = folder.appendingPathComponent("schema1.json")
    try JSONSerialization.data(withJSONObject: old).write(to: oldPath)
    let oldReport = try ToolProcess.run(["drift", "report", oldPath.path, "--verbose"])
    #expect(oldReport.status == 0, "\(oldReport.stderr)")
    #expect(oldReport.stdout.contains("(results schema 1)"))
}

@Test func badInputIsAClearMessageAndExitTwoWithNothingWritten() throws {
    let folder = scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out").path
    let cases: [([String], String)] = [
        (
            ["drift", "--simulate", "--scenarios", "idle,moon-landing", "--out", out],
            "invalid value 'moon-landing' for --scenarios: expected one of idle"
        ),
        (
            ["drift", "--simulate", "--strategies", "sundial", "--out", out],
            "invalid value 'sundial' for --strategies: expected one of tick-sleep"
        ),
        (["drift", "--simulate", "--plan", "3x", "--out", out], "invalid value '3x' for --plan"),
        (["drift", "--simulate", "--plan", "3x20s/10s", "--quick", "--out", out], "give at most one"),
        (["drift", "--simulate", "--seed", "-1", "--out", out], "--seed"),
        (["drift", "--simulate", "--poll", "0ms", "--out", out], "invalid value '0ms' for --poll"),
        (["drift", "--simulate", "--poll", "fast", "--out", out], "invalid value 'fast' for --poll"),
    ]
    for (arguments, message) in cases {
        let result = try ToolProcess.run(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: out))

    let file = folder.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: file)
    let unwritable = try ToolProcess.run(["drift", "--simulate", "--quick", "--out", file.appendingPathComponent("below").path])
    #expect(unwritable.status == 2)
    #expect(unwritable.stderr.contains("cannot write the results there"))

    let corrupt = folder.appendingPathComponent("corrupt.json")
    try Data("{\"format\": \"timekeeper-drift-results\",\n \"schemaVersion\": 1,\n ]".utf8).write(to: corrupt)
    let wrongVersion = folder.appendingPathComponent("v9.json")
    try Data("{\"format\": \"timekeeper-drift-results\", \"schemaVersion\": 9}".utf8).write(to: wrongVersion)
    let reportOut = folder.appendingPathComponent("report")
    let broken = try ToolProcess.run(["drift", "report", corrupt.path, "--out", reportOut.path])
    #expect(broken.status == 2)
    #expect(broken.stderr.contains("\(corrupt.path):3:2: not valid JSON"), "\(broken.stderr)")
    let newer = try ToolProcess.run(["drift", "report", wrongVersion.path, "--out", reportOut.path])
    #expect(newer.status == 2)
    #expect(newer.stderr.contains("schema version 9 is not supported"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: reportOut.path).isEmpty)
}

@Test func aTinyRealRunMeasuresStrategiesAndTheFloorSideBySide() throws {
    let folder = scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try ToolProcess.run([
        "drift", "--scenarios", "idle", "--strategies", "continuous-deadline,tick-sleep,wall-anchored", "--plan", "1x1s", "--poll", "100ms",
        "--out", folder.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let results = try json(folder.appendingPathComponent("results.json"))
    let scenario = try #require((results["scenarios"] as? [[String: Any]])?.first)
    #expect(scenario["mode"] as? String == "real")
    #expect(((scenario["floor"] as? [String: Any])?["samples"] as? Int ?? 0) > 500)
    let rows = try #require(scenario["strategies"] as? [[String: Any]])
    #expect(rows.map { $0["strategy"] as? String } == ["continuous-deadline", "tick-sleep", "wall-anchored"])
    #expect((results["settings"] as? [String: Any])?["pollNanoseconds"] as? Int == 100_000_000)
    #expect(rows.map { $0["pollNanoseconds"] as? Int } == [nil, nil, 100_000_000])
    for row in rows {
        #expect(row["status"] as? String == "complete")
        #expect((row["cues"] as? [Any])?.count == 3)
        #expect((row["metrics"] as? [String: Any])?["cueSamples"] as? Int == 3)
        #expect(((row["metrics"] as? [String: Any])?["cpuMillisecondsPerMinute"] as? Double) != nil)
    }
}

/// The `drift worker` processes whose runner is `parent`, from /proc.
private func workers(of parent: Int32) -> [String] {
    let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return pids.compactMap { pid -> String? in
        guard Int32(pid) != nil, let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
        let words = String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
        guard words.contains("worker"), let index = words.firstIndex(of: "--parent"), index + 1 < words.count,
            words[index + 1] == String(parent)
        else { return nil }
        return pid
    }
}

@Test(arguments: [SIGINT, SIGTERM])
func ctrlCOrSIGTERMWritesAPartialRunWithoutAGreenVerdictAndLeavesNoWorkers(signalNumber: Int32) throws {
    let folder = scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = ToolProcess.executable
    process.arguments = [
        "drift", "--scenarios", "idle,busy-loop", "--strategies", "continuous-deadline,tick-timer", "--plan", "1x30s", "--out", folder.path,
    ]
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait until the workers are up and have run a little, then interrupt.
    let deadline = Date().addingTimeInterval(10)
    // Two strategy workers and three floor workers (cyclictest's primitive, BOOTTIME absolute sleep, Dispatch timer).
    while workers(of: process.processIdentifier).count < 5 && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    Thread.sleep(forTimeInterval: 2.5)
    #expect(workers(of: process.processIdentifier).count == 5)
    kill(process.processIdentifier, signalNumber)
    let printed = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == (signalNumber == SIGTERM ? 143 : 130))
    #expect(workers(of: process.processIdentifier).isEmpty)
    let results = try json(folder.appendingPathComponent("results.json"))
    #expect(results["status"] as? String == "partial")
    let scenarios = try #require(results["scenarios"] as? [[String: Any]])
    #expect(scenarios.count == 1)
    #expect(scenarios.first?["status"] as? String == "partial")
    let rows = try #require(scenarios.first?["strategies"] as? [[String: Any]])
    #expect(rows.allSatisfy { $0["status"] as? String == "partial" })
    #expect(rows.allSatisfy { (($0["cues"] as? [Any])?.count ?? 0) >= 1 })
    // No strategy completed a session anywhere: not measured in the terminal, drift.md and drift.html, never green.
    let markdown = try String(contentsOf: folder.appendingPathComponent("drift.md"), encoding: .utf8)
    let page = try String(contentsOf: folder.appendingPathComponent("drift.html"), encoding: .utf8)
    let partial = "This run is partial: it stopped during idle and never started busy-loop."
    for text in [printed, markdown, page] {
        #expect(text.contains(partial), "\(text)")
        #expect(!text.contains("keeps time in"), "\(text)")
    }
    for strategy in ["continuous-deadline", "tick-timer"] {
        #expect(markdown.contains("- `\(strategy)` is not measured in idle and busy-loop."), "\(markdown)")
        #expect(printed.contains("is not measured in idle and busy-loop"), "\(printed)")
    }
    #expect(!page.contains("<span class=\"ok\">") && page.contains("<span class=\"unmeasured\">"))
}

@Test func withoutOutTheResultsGoToANewFolderNamedBeforeTheRunStarts() throws {
    let place = scratch()
    defer { try? FileManager.default.removeItem(at: place) }
    let arguments = ["drift", "--simulate", "--plan", "1x2s", "--scenarios", "idle", "--strategies", "tick-sleep"]
    let first = try ToolProcess.run(arguments, in: place)
    let second = try ToolProcess.run(arguments, in: place)
    #expect(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
    let folders = try FileManager.default.contentsOfDirectory(atPath: place.appendingPathComponent("drift-results").path).sorted()
    // Two runs, two folders (in the same second the second one gets a suffix): nothing reused, nothing lost.
    #expect(folders.count == 2, "\(folders)")
    var named: Set<String> = []
    for run in [first, second] {
        let name = try #require(folders.first { run.stderr.contains("drift-results/\($0) ") }, "\(run.stderr)")
        named.insert(name)
        #expect(name.range(of: #"^.+-\d{8}-\d{6}(-\d+)?$"#, options: .regularExpression) != nil, "\(name)")
        // Named on stderr before the first scenario's progress line.
        let announced = try #require(run.stderr.range(of: "results will be written to drift-results/\(name) "), "\(run.stderr)")
        let progress = try #require(run.stderr.range(of: "scenario 1 of 1"), "\(run.stderr)")
        #expect(announced.lowerBound < progress.lowerBound)
        #expect(FileManager.default.fileExists(atPath: place.appendingPathComponent("drift-results/\(name)/results.json").path))
        #expect(run.stdout.contains("drift-results/\(name)"))
    }
    #expect(named.count == 2)
}
