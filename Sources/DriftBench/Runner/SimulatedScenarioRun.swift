import IntervalTimer
import TimerSimulation

/// Runs every strategy through one scenario on the virtual clock: each strategy in its own simulated
/// environment with the scenario's disturbances and a latency model sampled from a measured floor.
enum SimulatedScenarioRun {
    static func run(_ scenario: any Scenario, configuration: DriftConfiguration, floor: FloorSummary?) -> ScenarioResult {
        let session = configuration.plan.totalDuration
        let disturbances = scenario.disturbances(session: session, seed: configuration.seed)
        let planned = TimelineCues.planned(Timeline(plan: configuration.plan))
        let rows = configuration.runStrategies.map { strategy -> StrategyResult in
            // Each strategy draws its own latency stream, so adding a strategy never changes another's numbers.
            var streams = SeededRandom(seed: configuration.seed, label: "\(scenario.name)/\(strategy.name)")
            let latencySeed = streams.next()
            let latency: any WakeupLatencyModel = floor.map { HistogramLatencyModel(floor: $0, seed: latencySeed) } ?? NoWakeupLatency()
            let record = Simulation.run(plan: configuration.plan, strategy: strategy, disturbances: disturbances, latency: latency)
            let outages = Blackouts.spans(disturbances).map { OutageWindow(startNanoseconds: $0.lowerBound, endNanoseconds: $0.upperBound) }
            let trace = TimelineCues.trace(record, sessionLimitReached: !record.finished, outages: outages)
            return StrategyResult(
                trace: trace,
                metrics: DriftMetrics.compute(
                    trace, planned: planned, sessionNanoseconds: session.rawValue, blackouts: Blackouts.spans(disturbances)),
                pollNanoseconds: TimerStrategyRegistry.pollInterval(of: strategy)?.rawValue)
        }
        return ScenarioResult(
            scenario: scenario.name, mode: .simulated, status: .complete, summary: scenario.summary, floor: floor,
            disturbances: disturbances.map(DisturbanceDescriptions.record), strategies: rows)
    }
}

/// Human-readable records of scripted disturbances.
enum DisturbanceDescriptions {
    static func record(_ scheduled: ScheduledDisturbance) -> DisturbanceRecord {
        switch scheduled.disturbance {
        case .queueStall(let span):
            DisturbanceRecord(
                atNanoseconds: scheduled.at.rawValue, durationNanoseconds: span.rawValue,
                description: "UI work \(Formatting.instant(span.rawValue))")
        case .processSuspension(let span):
            DisturbanceRecord(
                atNanoseconds: scheduled.at.rawValue, durationNanoseconds: span.rawValue,
                description: "SIGSTOP for \(Formatting.instant(span.rawValue))")
        case .systemSleep(let span):
            DisturbanceRecord(
                atNanoseconds: scheduled.at.rawValue, durationNanoseconds: span.rawValue,
                description: "system sleep for \(Formatting.instant(span.rawValue))")
        case .wallStep(let jump):
            DisturbanceRecord(
                atNanoseconds: scheduled.at.rawValue, durationNanoseconds: 0,
                description: "wall clock steps \(Formatting.duration(jump.rawValue))")
        case .wallSlew(let ppm):
            DisturbanceRecord(
                atNanoseconds: scheduled.at.rawValue, durationNanoseconds: 0,
                description: "wall clock slews \(ppm >= 0 ? "+" : "")\(ppm) ppm")
        }
    }
}
