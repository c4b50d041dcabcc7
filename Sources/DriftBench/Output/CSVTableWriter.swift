import Foundation

/// `drift.csv`: one line per (machine, scenario, strategy), numbers in fixed units, RFC 4180 quoting.
enum CSVTableWriter: DriftWriter {
    static let fileName = "drift.csv"
    static let rendersComparisons = true

    /// The header line's fields.
    static let columns = [
        "machine", "scenario", "strategy", "mode", "status", "per_round_drift_p99_ms", "session_drift_ms",
        "lateness_p50_ms", "lateness_p99_ms", "lateness_max_ms", "response_p50_ms", "response_p99_ms", "response_max_ms",
        "worst_display_error_s", "cpu_ms_per_min", "wakeups_per_min",
        "late_cues", "burst_cues", "missed_cues", "duplicate_cues", "floor_p50_us", "floor_p99_us", "floor_max_us",
        "cues", "floor_wakeups", "floor_verdict", "poll_ms",
        "response_earliest_ms", "response_latest_ms", "wakeup_primitive",
    ]

    static func render(_ runs: [DriftResults]) throws -> Data {
        var lines = [columns.joined(separator: ",")]
        for run in runs {
            for scenario in run.scenarios {
                for result in scenario.strategies {
                    let m = result.metrics
                    // The floor the row was judged against: its own primitive's where measured.
                    let floor = scenario.floor(for: result)
                    let fields: [String] = [
                        run.machine.label, scenario.scenario, result.strategy, result.mode.rawValue, result.status.rawValue,
                        Formatting.milliseconds(m.perRoundDriftP99Nanoseconds), Formatting.milliseconds(m.sessionDriftNanoseconds),
                        Formatting.milliseconds(m.latenessP50Nanoseconds), Formatting.milliseconds(m.latenessP99Nanoseconds),
                        Formatting.milliseconds(m.latenessMaxNanoseconds),
                        Formatting.milliseconds(m.responseP50Nanoseconds), Formatting.milliseconds(m.responseP99Nanoseconds),
                        Formatting.milliseconds(m.responseMaxNanoseconds), m.worstDisplayErrorSeconds.map(String.init) ?? "",
                        m.cpuMillisecondsPerMinute.map { String(format: "%.3f", $0) } ?? "",
                        m.wakeupsPerMinute.map { String(format: "%.1f", $0) } ?? "",
                        String(m.recovery.lateCues), String(m.recovery.burstCues), String(m.recovery.missedCues),
                        String(m.recovery.duplicateCues),
                        floor.map { String($0.p50Microseconds) } ?? "", floor.map { String($0.p99Microseconds) } ?? "",
                        floor.map { String($0.maxMicroseconds) } ?? "",
                        m.cueSamples.map(String.init) ?? "", floor.map { String($0.samples) } ?? "",
                        result.floorVerdict?.rawValue ?? "",
                        result.pollNanoseconds.map { String(format: "%.3f", Double($0) / 1e6) } ?? "",
                        Formatting.milliseconds(m.responseEarliestNanoseconds), Formatting.milliseconds(m.responseLatestNanoseconds),
                        result.wakeupPrimitive ?? "",
                    ]
                    lines.append(fields.map(quote).joined(separator: ","))
                }
            }
        }
        return Data((lines.joined(separator: "\r\n") + "\r\n").utf8)
    }

    /// Quotes a field when it holds a comma, quote or line break (RFC 4180).
    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
