import IntervalTimer

/// The runner's rows as cue logs (`timekeeper drift cue-logs`): one log per scenario and strategy, in the published
/// format, with offsets to the nanosecond, so ingesting them gives back the rows' cue figures exactly.
public enum CueLogExport {
    /// Every (file name, log text) of `results`: `SCENARIO--STRATEGY.jsonl`.
    public static func logs(_ results: DriftResults) -> [(name: String, text: String)] {
        let plan = try? WorkoutPlan.parse(results.settings.plan)
        return results.scenarios.flatMap { scenario in
            scenario.strategies.map { row in
                (name: "\(scenario.scenario)--\(row.strategy).jsonl", text: log(row, scenario: scenario, results: results, plan: plan))
            }
        }
    }

    /// One row's log.
    static func log(_ row: StrategyResult, scenario: ScenarioResult, results: DriftResults, plan: WorkoutPlan?) -> String {
        var text = ""
        if let plan {
            text += CueLogLine.start(
                plan: plan, timer: row.strategy, platform: "\(results.machine.label) (\(results.machine.kernel))",
                clock: row.mode == .simulated ? "virtual ContinuousClock" : ClockKind.continuous.cueLogName, scenario: scenario.scenario)
        }
        enum Item {
            case cue(CueRecord)
            case outage(CueLogOutage, Int64)
        }
        var items: [(at: Int64, order: Int, item: Item)] = []
        for cue in row.cues { items.append((cue.firedNanoseconds, 1, .cue(cue))) }
        for outage in row.outages ?? [] {
            items.append((outage.startNanoseconds, 0, .outage(.background, outage.startNanoseconds)))
            items.append((outage.endNanoseconds, 0, .outage(.foreground, outage.endNanoseconds)))
        }
        // Stable: cues keep their firing order, outage lines go before a cue at the same instant.
        let sorted = items.enumerated().sorted {
            ($0.element.at, $0.element.order, $0.offset) < ($1.element.at, $1.element.order, $1.offset)
        }
        for (_, entry) in sorted {
            switch entry.item {
            case .cue(let cue):
                text += CueLogLine.cue(
                    kind: cue.kind, round: cue.round, planned: Nanoseconds(cue.dueNanoseconds), fired: Nanoseconds(cue.firedNanoseconds),
                    late: cue.markedLate)
            case .outage(let kind, let at): text += CueLogLine.outage(kind, at: Nanoseconds(at))
            }
        }
        return text + CueLogLine.end(at: Nanoseconds(row.elapsedNanoseconds), completed: row.status == .complete)
    }
}
