import Foundation
import IntervalTimer

/// `drift.md`: a table per scenario and a strategy × scenario matrix (per machine when comparing runs).
public enum MarkdownTableWriter: DriftWriter {
    public static let fileName = "drift.md"
    public static let rendersComparisons = true

    /// The columns every scenario table has: the issue's six, with response p99 next to cue lateness p99, how many
    /// cues the lateness figures rest on, and how often a polled strategy polled (what its CPU column pays for).
    static let header = [
        "strategy", "mode", "cues", "per-round drift (p99)", "session drift", "cue lateness p99", "response p99", "CPU ms/min",
        "poll", "cue lateness p50", "cue lateness max", "response p50", "response max", "worst display error", "recovery",
    ]

    /// What every column means, written once above the scenario tables (a column may share its entry with others).
    static let columnDefinitions: [(columns: [String], text: String)] = [
        (["strategy"], "the timer strategy (docs/timer-strategies.md), marked (partial) when the run stopped early."),
        (
            ["mode"],
            "real: this machine's clocks and scheduler, each strategy in its own worker process; "
                + "simulated: the virtual clock, with wakeup latency drawn from this machine's floor."
        ),
        (
            ["per-round drift (p99)"],
            "error at the round's end cue − error at its start cue: a negative value after an outage means the start cue "
                + "was held up by it and the end cue was on time again (a recovery, not drift)."
        ),
        (
            ["cues"],
            "how many cues the lateness and drift figures rest on (the floor line states its wakeups): "
                + "with a dozen cues a p99 is the worst cue, not a tail of thousands of samples."
        ),
        (["session drift"], "the final cue's error (fired − due): how far off the whole session ends."),
        (
            ["cue lateness p50", "cue lateness p99", "cue lateness max"],
            "fired − due on the reference clock, ranked by magnitude with the sign kept (negative: early)."
        ),
        (
            ["response p50", "response p99", "response max"],
            "response lateness = fired − max(due, end of the outage that covered due), "
                + "where an outage is a window in which the timer process could not run at all "
                + "(SIGSTOP until SIGCONT, as the runner sent them; simulated system sleep); "
                + "a stall of the timer's own queue (busy-loop UI work) is not an outage. Without outages it equals cue lateness."
        ),
        (
            ["CPU ms/min"],
            "CPU time the strategy's worker used per minute of session (a battery proxy); "
                + "simulated rows show wakeups per minute instead."
        ),
        (
            ["poll"],
            "how often a polled strategy rereads its clock (a display link: 60 Hz unless --poll); — for strategies that sleep "
                + "until the next cue. Polling more often costs CPU (the column before)."
        ),
        (
            ["worst display error"],
            "the worst error of the whole seconds shown (shown − true; positive: shows too much time left), "
                + "ignoring spans when the process could not run and errors shorter than 250 ms."
        ),
        (
            ["recovery"],
            "cues the strategy marked late, cues in bursts (under 0.5 s apart though planned ≥ 1 s apart), "
                + "missed cues, cues fired twice, and the time the session lost at its end."
        ),
    ]

    public static func render(_ runs: [DriftResults]) throws -> Data {
        Data(document(runs).utf8)
    }

    /// The whole document: machines, verdicts, the matrix, then every scenario's table.
    static func document(_ runs: [DriftResults]) -> String {
        var lines = [runs.count == 1 ? "# Drift benchmark" : "# Drift benchmark: comparison of \(runs.count) runs", ""]
        for run in runs { lines += machineLines(run) + [""] }
        lines += verdictLines(runs)
        lines += matrixLines(runs)
        lines.append(tables(runs))
        return lines.joined(separator: "\n")
    }

    /// One verdict per strategy (per machine when comparing), and what keeping time means; a partial run says so
    /// first.
    static func verdictLines(_ runs: [DriftResults]) -> [String] {
        var lines = ["## Verdicts", ""]
        for run in runs {
            if runs.count > 1 { lines += ["### \(run.machine.label)", ""] }
            if let note = SessionDriftMatrix(run).partialNote { lines += ["**\(note)**", ""] }
            for verdict in StrategyVerdict.all(in: run) { lines.append("- `\(verdict.strategy)` \(verdict.sentence).") }
            lines.append("")
        }
        lines += [TerminalSummary.keepingTime, ""]
        let seeds = runs.compactMap(TerminalSummary.seedsNote)
        if runs.count == 1, let note = seeds.first { lines += [note, ""] }
        return lines
    }

    /// The drift matrix: per strategy its total drift, worst cue and per-round drift, × scenario for one run and
    /// × machine per scenario when comparing.
    static func matrixLines(_ runs: [DriftResults]) -> [String] {
        var lines: [String] = []
        if runs.count == 1, let run = runs.first {
            let matrix = SessionDriftMatrix(run)
            lines += ["## Strategy × scenario: total drift, worst cue, per-round drift", "", SessionDriftMatrix.legend, ""]
            lines.append(row(["strategy", "drift"] + matrix.scenarios.map { "\($0.scenario) (\($0.mode.rawValue))" }))
            lines.append(row(["---", "---"] + matrix.scenarios.map { _ in "---:" }))
            for entry in matrix.rows(terminal: false) { lines.append(row([entry.name, entry.measure.label] + entry.cells)) }
            lines.append("")
            return lines
        }
        lines += ["## Drift by machine", "", SessionDriftMatrix.legend, ""]
        for scenario in scenarioNames(runs) {
            let matrix = SessionDriftMatrix.byMachine(runs, scenario: scenario, terminal: false)
            lines += ["### \(scenario)", ""]
            lines.append(row(["strategy", "drift"] + matrix.columns))
            lines.append(row(["---", "---"] + matrix.columns.map { _ in "---:" }))
            for entry in matrix.rows { lines.append(row([entry.name, entry.measure.label] + entry.cells)) }
            lines.append("")
        }
        return lines
    }

    /// What the columns mean (once), then a table per scenario, without the machine blocks (what `drift --verbose`
    /// prints). When comparing, each strategy's rows from every machine stand together.
    public static func tables(_ runs: [DriftResults]) -> String {
        var lines = ["## Columns", ""]
        let comparing = runs.count > 1
        if comparing { lines.append("- **machine**: the run's name (its host name, or `--name`).") }
        for definition in columnDefinitions {
            lines.append("- **\(definition.columns.joined(separator: "**, **"))**: \(definition.text)")
        }
        lines.append("")
        let unmeasured = runs.filter { $0.schemaVersion < 2 }.map { comparing ? $0.machine.label : "this run" }
        if !unmeasured.isEmpty {
            let who = unmeasured.joined(separator: ", ")
            lines += ["response lateness was not measured for \(who) (results schema 1): its response columns show —.", ""]
        }
        for scenario in scenarioNames(runs) {
            let entries = runs.compactMap { run in run.scenarios.first { $0.scenario == scenario }.map { (run, $0) } }
            guard let first = entries.first?.1 else { continue }
            lines.append("## \(scenario) (\(Set(entries.map(\.1.mode.rawValue)).sorted().joined(separator: ", ")))")
            lines.append("")
            lines.append(first.summary)
            for (run, result) in entries {
                let who = comparing ? "\(run.machine.label): " : ""
                for note in scenarioNotes(result) {
                    lines += ["", who + (note.hasPrefix("status: ") ? "status: **\(result.status.rawValue)**." : note)]
                }
            }
            lines.append("")
            let columns = (comparing ? ["machine"] : []) + header
            lines.append(row(columns))
            lines.append(row(columns.map { _ in "---" }))
            for strategy in strategyNames(runs) {
                for (run, result) in entries {
                    for row in result.strategies where row.strategy == strategy {
                        lines.append(Self.row((comparing ? [run.machine.label] : []) + cells(row)))
                    }
                }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// The sentences under a scenario's heading: the floor, the disturbances and an unfinished status, as plain text.
    static func scenarioNotes(_ result: ScenarioResult) -> [String] {
        var notes: [String] = []
        if let floors = result.primitiveFloors, !floors.isEmpty {
            for entry in floors { notes.append(floorSentence(entry.floor, primitive: entry.callDescription)) }
        } else if let floor = result.floor {
            let source = result.mode == .real ? "measured alongside" : "latency model"
            let p50 = Formatting.microseconds(floor.p50Microseconds), p99 = Formatting.microseconds(floor.p99Microseconds)
            let highest = Formatting.microseconds(floor.maxMicroseconds)
            notes.append(
                "wakeup floor (\(source), 1 ms absolute clock_nanosleep): p50 \(p50), p99 \(p99), max \(highest), \(floor.samples) wakeups."
            )
        }
        if result.floor == nil, result.mode == .external { notes.append("wakeup floor: not measured (an external cue log).") }
        if !result.disturbances.isEmpty { notes.append("disturbances: " + disturbanceSummary(result.disturbances) + ".") }
        if result.status != .complete { notes.append("status: \(result.status.rawValue).") }
        return notes
    }

    /// One primitive's floor, with the wakeups its percentiles rest on beside each.
    static func floorSentence(_ floor: FloorSummary, primitive: String) -> String {
        let count = "of \(floor.samples)"
        return "wakeup floor of \(primitive) (measured alongside, 1 ms): p50 \(Formatting.microseconds(floor.p50Microseconds)) \(count), "
            + "p99 \(Formatting.microseconds(floor.p99Microseconds)) \(count), max \(Formatting.microseconds(floor.maxMicroseconds)), "
            + "\(floor.samples) wakeups."
    }

    /// The mode cell: a real row names the wakeup primitive it was judged by.
    static func modeCell(_ result: StrategyResult) -> String {
        guard result.mode == .real, let call = result.wakeupPrimitive.flatMap(WakeupPrimitive.named)?.linuxCall else {
            return result.mode.rawValue
        }
        return "\(result.mode.rawValue), \(call)"
    }

    /// The cells of one strategy row (without the machine column).
    static func cells(_ result: StrategyResult) -> [String] {
        let m = result.metrics
        let status = result.status == .complete ? "" : " (\(result.status.rawValue))"
        let cues = m.cueSamples.map(String.init) ?? "—"
        if result.status == .failed {
            let empty = Array(repeating: "—", count: header.count - 5)
            return [result.strategy, modeCell(result), cues, "failed"] + empty + [result.failure ?? "failed"]
        }
        if result.isSuspect {
            // A row that beat the floor is a broken measurement, not a result: no figure of it is shown.
            let empty = Array(repeating: "—", count: header.count - 5)
            let p50 = Formatting.duration(m.latenessP50Nanoseconds)
            return [result.strategy + status, modeCell(result), cues, "**suspect**"] + empty + [
                "suspect: cue lateness p50 \(p50) is below the fastest wakeup of its own primitive's floor, which no timer can beat; not a result"
            ]
        }
        return [
            result.strategy + status, modeCell(result), cues,
            Formatting.duration(m.perRoundDriftP99Nanoseconds), Formatting.duration(m.sessionDriftNanoseconds),
            Formatting.duration(m.latenessP99Nanoseconds), Formatting.duration(m.responseP99Nanoseconds), cpuCell(m),
            result.pollNanoseconds.map { PollDescription.text(nanoseconds: $0) } ?? "—",
            Formatting.duration(m.latenessP50Nanoseconds), Formatting.duration(m.latenessMaxNanoseconds),
            Formatting.duration(m.responseP50Nanoseconds), Formatting.duration(m.responseMaxNanoseconds),
            m.worstDisplayErrorSeconds.map { $0 == 0 ? "0 s" : String(format: "%+d s", $0) } ?? "—",
            m.recovery.summary,
        ]
    }

    /// Every disturbance with its time, or for long lists (busy-loop) a count, total and range.
    static func disturbanceSummary(_ records: [DisturbanceRecord]) -> String {
        if records.count <= 6 {
            return records.map { "\($0.description) at \(Formatting.instant($0.atNanoseconds))" }.joined(separator: "; ")
        }
        let total = Formatting.instant(records.reduce(Int64(0)) { $0 + $1.durationNanoseconds })
        let longest = records.map(\.durationNanoseconds).max() ?? 0, shortest = records.map(\.durationNanoseconds).min() ?? 0
        let first = Formatting.instant(records[0].atNanoseconds), last = Formatting.instant(records[records.count - 1].atNanoseconds)
        let each = "\(Formatting.instant(shortest))–\(Formatting.instant(longest)) each"
        return "\(records.count) disturbances from \(first) to \(last), \(each), \(total) in total (all listed in results.json)"
    }

    /// Measured CPU ms/min, or the simulation's wakeups per minute (no real CPU is spent there).
    static func cpuCell(_ metrics: StrategyMetrics) -> String {
        if let cpu = metrics.cpuMillisecondsPerMinute { return String(format: "%.2f", cpu) }
        if let wakeups = metrics.wakeupsPerMinute { return String(format: "— (%.0f wakeups/min)", wakeups) }
        return "—"
    }

    static func machineLines(_ run: DriftResults) -> [String] {
        var lines = machineSentences(run)
        lines[0] = "**\(run.machine.label)**: " + lines[0]
        if let command = run.machine.measurement.loadCommand, let index = lines.firstIndex(of: "Load command: \(command).") {
            lines[index] = "Load command: `\(command)`."
        }
        return lines
    }

    /// The machine block as plain sentences (the first one without the machine's name), for every writer.
    static func machineSentences(_ run: DriftResults) -> [String] {
        let m = run.machine
        let slack = m.timerSlackNanoseconds.map { "\($0 / 1000) µs" } ?? "unknown"
        let load = m.loadAverage.map { String(format: "%.2f", $0) }.joined(separator: " ")
        let session = Formatting.sessionLength(run.settings.sessionNanoseconds)
        var lines = [
            "\(m.kernel); \(m.cpuModel), \(m.cores) cores; clocksource \(m.clocksource); timer slack \(slack); "
                + "\(m.swiftVersion); load average \(load); \(m.date).",
            "Plan \(run.settings.plan) (\(session) session), seed \(run.settings.seed), run \(run.status.rawValue)"
                + (run.settings.pollNanoseconds.map { "; polled strategies poll every \(PollDescription.text(nanoseconds: $0))." } ?? "."),
        ]
        if let overhead = m.measurement.runnerOverheadPercentOfCore {
            lines.append(
                String(
                    format: "Runner overhead outside cpu-load: %.3f %% of a core (floor meter: %.2f %%).", overhead,
                    m.measurement.floorMeterPercentOfCore ?? 0))
        }
        if let command = m.measurement.loadCommand { lines.append("Load command: \(command).") }
        if let system = m.operatingSystem ?? m.architecture {
            let quota = m.cpuQuota.map { String(format: "CPU quota %.0f %% of one core", $0 * 100) } ?? "no CPU quota"
            let workerSlack = m.workerTimerSlackNanoseconds.map { "worker timer slack \(Formatting.microseconds($0 / 1000))" }
            let boot = m.bootMinusMonotonicNanoseconds.map { "BOOTTIME − MONOTONIC \(Formatting.instant($0)) at the start" }
            let identity: [String?] = [system, m.operatingSystem == nil ? nil : m.architecture, m.linkage]
            let parts: [String?] = [
                identity.compactMap { $0 }.joined(separator: ", "), quota,
                workerSlack, boot, "profiles: " + (m.profiles.flatMap { $0.isEmpty ? nil : $0.joined(separator: ", ") } ?? "none"),
            ]
            lines.append(
                parts.compactMap { $0 }.joined(separator: "; ")
                    + (run.settings.solo == true ? "; strategies run one at a time (--solo)." : "."))
        }
        return lines
    }

    static func scenarioNames(_ runs: [DriftResults]) -> [String] {
        var seen = Set<String>()
        return runs.flatMap { $0.scenarios.map(\.scenario) }.filter { seen.insert($0).inserted }
    }

    static func strategyNames(_ runs: [DriftResults]) -> [String] {
        var seen = Set<String>()
        return runs.flatMap { $0.scenarios.flatMap { $0.strategies.map(\.strategy) } }.filter { seen.insert($0).inserted }
    }

    static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
    }
}
