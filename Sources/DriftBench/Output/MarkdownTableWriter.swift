import Foundation

/// `drift.md`: a table per scenario and a strategy × scenario matrix (per machine when comparing runs).
public enum MarkdownTableWriter: DriftWriter {
    public static let fileName = "drift.md"
    public static let rendersComparisons = true

    /// The columns every scenario table has: the six, with response p99 next to cue lateness p99, how many
    /// cues the lateness figures rest on, and how often a polled strategy polled (what its CPU column pays for).
    static let header = [
        "strategy", "mode", "cues", "per-round drift (p99)", "session drift", "cue lateness p99", "response p99", "CPU ms/min",
        "poll", "cue lateness p50", "cue lateness max", "response p50", "response max", "worst display error", "recovery",
    ]

    /// What the lateness and drift columns mean, printed under every scenario table so no column is misread.
    static let definitions = [
        "cue lateness = fired − due on the reference clock. "
            + "response lateness = fired − max(due, end of the outage that covered due), "
            + "where an outage is a window in which the timer process could not run at all "
            + "(SIGSTOP until SIGCONT, as the runner sent them; simulated system sleep); "
            + "a stall of the timer's own queue (busy-loop UI work) is not an outage. Without outages the two are equal.",
        "per-round drift = error at the round's end cue − error at its start cue: a negative value after an outage means the start cue "
            + "was held up by it and the end cue was on time again (a recovery, not drift).",
    ]

    public static func render(_ runs: [DriftResults]) throws -> Data {
        Data(document(runs).utf8)
    }

    /// The whole document.
    static func document(_ runs: [DriftResults]) -> String {
        var lines = [runs.count == 1 ? "# Drift benchmark" : "# Drift benchmark: comparison of \(runs.count) runs", ""]
        for run in runs { lines += machineLines(run) + [""] }
        lines.append(tables(runs))
        return lines.joined(separator: "\n")
    }

    /// The scenario tables and the matrix, without the machine blocks (what `drift` prints to stdout).
    public static func tables(_ runs: [DriftResults]) -> String {
        var lines: [String] = []
        let comparing = runs.count > 1
        for scenario in scenarioNames(runs) {
            let entries = runs.compactMap { run in run.scenarios.first { $0.scenario == scenario }.map { (run, $0) } }
            guard let first = entries.first?.1 else { continue }
            lines.append("## \(scenario) (\(Set(entries.map(\.1.mode.rawValue)).sorted().joined(separator: ", ")))")
            lines.append("")
            lines.append(first.summary)
            for (run, result) in entries {
                let who = comparing ? "\(run.machine.label): " : ""
                if let floor = result.floor {
                    let source = result.mode == .real ? "measured alongside" : "latency model"
                    lines.append("")
                    let p50 = Formatting.microseconds(floor.p50Microseconds), p99 = Formatting.microseconds(floor.p99Microseconds)
                    let highest = Formatting.microseconds(floor.maxMicroseconds)
                    lines.append(
                        "\(who)wakeup floor (\(source), 1 ms absolute clock_nanosleep): "
                            + "p50 \(p50), p99 \(p99), max \(highest), \(floor.samples) wakeups.")
                }
                if !result.disturbances.isEmpty {
                    lines.append("")
                    lines.append("\(who)disturbances: " + disturbanceSummary(result.disturbances) + ".")
                }
                if result.status != .complete { lines += ["", "\(who)status: **\(result.status.rawValue)**."] }
            }
            lines.append("")
            let columns = (comparing ? ["machine"] : []) + header
            lines.append(row(columns))
            lines.append(row(columns.map { _ in "---" }))
            for (run, result) in entries {
                for strategy in result.strategies {
                    lines.append(row((comparing ? [run.machine.label] : []) + cells(strategy)))
                }
            }
            lines.append("")
            for definition in definitions { lines += [definition, ""] }
            let unmeasured = entries.filter { $0.0.schemaVersion < 2 }.map { comparing ? $0.0.machine.label : "this run" }
            if !unmeasured.isEmpty {
                let who = unmeasured.joined(separator: ", ")
                lines += ["response lateness was not measured for \(who) (results schema 1): its response columns show —.", ""]
            }
        }
        for run in runs {
            lines.append(
                runs.count > 1
                    ? "## Strategy × scenario on \(run.machine.label): session drift (cue lateness p99)"
                    : "## Strategy × scenario: session drift (cue lateness p99)")
            lines.append("")
            let scenarios = run.scenarios
            lines.append(row(["strategy"] + scenarios.map { "\($0.scenario) (\($0.mode.rawValue))" }))
            lines.append(row(["---"] + scenarios.map { _ in "---" }))
            for strategy in strategyNames([run]) {
                let cells = scenarios.map { scenario in
                    guard let result = scenario.strategies.first(where: { $0.strategy == strategy }) else { return "—" }
                    if result.status == .failed { return "failed" }
                    let drift = Formatting.duration(result.metrics.sessionDriftNanoseconds)
                    return "\(drift) (\(Formatting.duration(result.metrics.latenessP99Nanoseconds)))"
                }
                lines.append(row([strategy] + cells))
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// The cells of one strategy row (without the machine column).
    static func cells(_ result: StrategyResult) -> [String] {
        let m = result.metrics
        let status = result.status == .complete ? "" : " (\(result.status.rawValue))"
        let cues = m.cueSamples.map(String.init) ?? "—"
        if result.status == .failed {
            let empty = Array(repeating: "—", count: header.count - 5)
            return [result.strategy, result.mode.rawValue, cues, "failed"] + empty + [result.failure ?? "failed"]
        }
        if result.isSuspect {
            // A row that beat the floor is a broken measurement, not a result: no figure of it is shown.
            let empty = Array(repeating: "—", count: header.count - 5)
            let p50 = Formatting.duration(m.latenessP50Nanoseconds)
            return [result.strategy + status, result.mode.rawValue, cues, "**suspect**"] + empty + [
                "suspect: cue lateness p50 \(p50) is below the wakeup floor's p50, which no timer can beat; not a result"
            ]
        }
        return [
            result.strategy + status, result.mode.rawValue, cues,
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
        let m = run.machine
        let slack = m.timerSlackNanoseconds.map { "\($0 / 1000) µs" } ?? "unknown"
        let load = m.loadAverage.map { String(format: "%.2f", $0) }.joined(separator: " ")
        let session = Formatting.sessionLength(run.settings.sessionNanoseconds)
        var lines = [
            "**\(m.label)**: \(m.kernel); \(m.cpuModel), \(m.cores) cores; clocksource \(m.clocksource); timer slack \(slack); "
                + "\(m.swiftVersion); load average \(load); \(m.date).",
            "Plan \(run.settings.plan) (\(session) session), seed \(run.settings.seed), run \(run.status.rawValue).",
        ]
        if let overhead = m.measurement.runnerOverheadPercentOfCore {
            lines.append(
                String(
                    format: "Runner overhead outside cpu-load: %.3f %% of a core (floor meter: %.2f %%).", overhead,
                    m.measurement.floorMeterPercentOfCore ?? 0))
        }
        if let command = m.measurement.loadCommand { lines.append("Load command: `\(command)`.") }
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

    private static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
    }
}
