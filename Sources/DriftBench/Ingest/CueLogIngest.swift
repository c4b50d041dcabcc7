import IntervalTimer

/// Turns cue-log sessions into a results file, through the same ``DriftMetrics`` as a runner's rows: one scenario
/// per scenario name (the `scenario` of the start lines, else the one given, else `external`), one row per timer.
public enum CueLogIngest {
    /// The scenario name of sessions whose log names none and for which none was given.
    public static let defaultScenario = "external"

    /// The results of `sessions` (all of one plan), as device `name` (default: the first session's platform).
    public static func results(_ sessions: [CueLogSession], name: String?, scenario: String? = nil) throws(CueLogError) -> DriftResults {
        guard let first = sessions.first else {
            throw CueLogError(file: "<none>", line: 0, column: 0, reason: "no cue log was given")
        }
        for session in sessions where session.plan != first.plan {
            throw CueLogError(
                file: session.file, line: session.startLine, column: 1,
                reason: "the plan \(session.planText) differs from \(first.planText) in \(first.file):\(first.startLine); "
                    + "a results file holds one plan, so ingest each plan's logs separately")
        }
        let timeline = Timeline(plan: first.plan)
        let planned = TimelineCues.planned(timeline)
        let sessionNanoseconds = first.plan.totalDuration.rawValue
        var order: [String] = []
        var grouped: [String: [CueLogSession]] = [:]
        for session in sessions {
            let key = session.scenario ?? scenario ?? defaultScenario
            if grouped[key] == nil { order.append(key) }
            grouped[key, default: []].append(session)
        }
        let scenarios = order.map { key -> ScenarioResult in
            let members = grouped[key] ?? []
            var seen: [String: Int] = [:]
            let rows = members.map { session -> StrategyResult in
                let count = (seen[session.timer] ?? 0) + 1
                seen[session.timer] = count
                let trace = trace(session, name: count > 1 ? "\(session.timer) (\(count))" : session.timer)
                let metrics = DriftMetrics.compute(
                    trace, planned: planned, sessionNanoseconds: sessionNanoseconds, blackouts: session.outages)
                return StrategyResult(trace: trace, metrics: metrics)
            }
            let clocks = unique(members.map(\.clock)).joined(separator: ", ")
            let platforms = unique(members.map(\.platform)).joined(separator: ", ")
            let outages = members.flatMap(\.outages)
            return ScenarioResult(
                scenario: key, mode: .external, status: rows.allSatisfy { $0.status == .complete } ? .complete : .partial,
                summary:
                    "external (clock \(clocks)) on \(platforms): cue logs timed by the emitter's own clock; wakeup floor not measured.",
                floor: nil,
                disturbances: outages.isEmpty
                    ? []
                    : members.flatMap { session in
                        session.outages.map {
                            DisturbanceRecord(
                                atNanoseconds: $0.lowerBound, durationNanoseconds: $0.upperBound - $0.lowerBound,
                                description: "\(session.timer): in the background")
                        }
                    },
                strategies: rows)
        }
        let machine = MachineInfo(
            label: name ?? first.platform, kernel: "not measured (external: \(unique(sessions.map(\.platform)).joined(separator: ", ")))",
            cpuModel: "not measured", cores: 0, clocksource: "external (clock \(unique(sessions.map(\.clock)).joined(separator: ", ")))",
            timerSlackNanoseconds: nil, swiftVersion: "not applicable", loadAverage: [], date: first.wallTime ?? "not recorded",
            measurement: MeasurementEnvironment())
        let settings = RunSettings(
            plan: first.planText, seed: 0, sessionNanoseconds: sessionNanoseconds, plannedCues: planned, scenarios: order,
            strategies: unique(scenarios.flatMap { $0.strategies.map(\.strategy) }), simulateAll: false)
        return DriftResults(
            status: scenarios.allSatisfy { $0.status == .complete } ? .complete : .partial, machine: machine, settings: settings,
            scenarios: scenarios)
    }

    /// A session as a trace: cues due at their planned offset plus the shift pauses and skips added.
    static func trace(_ session: CueLogSession, name: String) -> StrategyTrace {
        let roles = TimelineCues.rolesByName
        let cues = session.cues.map {
            CueRecord(
                kind: $0.kind, round: $0.round, role: roles[$0.kind] ?? .other, dueNanoseconds: $0.plannedNanoseconds + $0.shiftNanoseconds,
                firedNanoseconds: $0.firedNanoseconds, markedLate: $0.late)
        }
        let status: CompletionStatus = session.completed == true && !session.interrupted ? .complete : .partial
        let elapsed = session.endNanoseconds ?? (cues.map(\.firedNanoseconds).max() ?? 0)
        return StrategyTrace(
            strategy: name, mode: .external, status: status, cues: cues, displays: [], cpuNanoseconds: nil, wakeups: nil,
            elapsedNanoseconds: elapsed,
            outages: session.outages.map { OutageWindow(startNanoseconds: $0.lowerBound, endNanoseconds: $0.upperBound) })
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
