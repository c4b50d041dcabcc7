import Foundation
import IntervalTimer
import Synchronization
import TimerSimulation

/// Runs every strategy through one scenario on the virtual clock: each strategy in its own simulated
/// environment with the scenario's disturbances and a latency model sampled from a measured floor.
enum SimulatedScenarioRun {
    /// How many seeds a simulated verdict is judged on: the run's seed and the next ones (seed + 1, …). One draw of
    /// busy blocks or stop points can convict a strategy by chance (or acquit it); ten make a verdict say how often
    /// it held, and runs with neighbouring seeds share nine of them, so the verdict does not flip with `--seed`.
    static let verdictSeedCount = 10

    static func run(_ scenario: any Scenario, configuration: DriftConfiguration, floor: FloorSummary?) -> ScenarioResult {
        let session = configuration.plan.totalDuration
        let disturbances = scenario.disturbances(session: session, seed: configuration.seed)
        let planned = TimelineCues.planned(Timeline(plan: configuration.plan))
        let seeds = (0..<max(1, configuration.verdictSeedCount)).map { configuration.seed &+ UInt64($0) }
        let strategies = configuration.runStrategies
        // Every (strategy, seed) session is independent and pure: they run on every core, each into its own slot.
        let sessions = Mutex([Int: (StrategyTrace, StrategyMetrics)]())
        DispatchQueue.concurrentPerform(iterations: strategies.count * seeds.count) { job in
            let outcome = simulate(
                strategies[job / seeds.count], in: scenario, seed: seeds[job % seeds.count], plan: configuration.plan, planned: planned,
                floor: floor)
            sessions.withLock { $0[job] = outcome }
        }
        let outcomes = sessions.withLock { $0 }
        let rows = strategies.enumerated().map { index, strategy -> StrategyResult in
            // concurrentPerform returns once every job has filled its slot: each row has all its seeds.
            let runs = seeds.indices.compactMap { outcomes[index * seeds.count + $0] }
            let (trace, metrics) = runs[0]
            var row = StrategyResult(
                trace: trace, metrics: metrics, pollNanoseconds: TimerStrategyRegistry.pollInterval(of: strategy)?.rawValue)
            row.otherSeeds = zip(seeds, runs).dropFirst().map { seed, run in SeedOutcome(seed: seed, status: run.0.status, metrics: run.1) }
            return row
        }
        return ScenarioResult(
            scenario: scenario.name, mode: .simulated, status: .complete, summary: scenario.summary, floor: floor,
            disturbances: disturbances.map(DisturbanceDescriptions.record), strategies: rows)
    }

    /// One strategy's session through `scenario` with everything drawn from `seed`: its trace and figures.
    static func simulate(
        _ strategy: any TimerStrategy, in scenario: any Scenario, seed: UInt64, plan: WorkoutPlan, planned: [PlannedCue],
        floor: FloorSummary?
    ) -> (StrategyTrace, StrategyMetrics) {
        let session = plan.totalDuration
        let disturbances = scenario.disturbances(session: session, seed: seed)
        // Each strategy draws its own latency stream, so adding a strategy never changes another's numbers.
        var streams = SeededRandom(seed: seed, label: "\(scenario.name)/\(strategy.name)")
        let latencySeed = streams.next()
        let latency: any WakeupLatencyModel = floor.map { HistogramLatencyModel(floor: $0, seed: latencySeed) } ?? NoWakeupLatency()
        let record = Simulation.run(plan: plan, strategy: strategy, disturbances: disturbances, latency: latency)
        let outages = Blackouts.spans(disturbances).map { OutageWindow(startNanoseconds: $0.lowerBound, endNanoseconds: $0.upperBound) }
        let trace = TimelineCues.trace(record, sessionLimitReached: !record.finished, outages: outages)
        let metrics = DriftMetrics.compute(
            trace, planned: planned, sessionNanoseconds: session.rawValue, blackouts: Blackouts.spans(disturbances))
        return (trace, metrics)
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
