import Foundation
import IntervalTimer
import TimerSimulation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs every strategy through one scenario on this machine, side by side: one worker process per strategy,
/// all started at the same reference instant, with the floor measured alongside (in a worker process of its own,
/// launched like the strategies' workers) and the load (if any) running.
struct RealScenarioRun {
    let scenario: any Scenario
    let configuration: DriftConfiguration
    let cancellation: DriftCancellation
    let progress: @Sendable (Int64) -> Void

    /// What the scenario cost the runner itself, to report its overhead.
    struct Cost {
        var elapsedNanoseconds: Int64
        var runnerCPUNanoseconds: Int64
        var floorCPUNanoseconds: Int64
    }

    /// Workers that have not started this long after the agreed start instant count as failed.
    static let leadNanoseconds: Int64 = 1_000_000_000
    static let leadUnderLoadNanoseconds: Int64 = 2_000_000_000

    func run() throws -> (ScenarioResult, Cost) {
        let session = configuration.plan.totalDuration.rawValue
        let timeline = Timeline(plan: configuration.plan)
        let scenarioStart = SystemClocks.reference
        let cpuAtStart = SystemClocks.processCPU
        var load: (any LoadGenerator)?
        if scenario.loadsCPU {
            let generator: any LoadGenerator =
                configuration.loadCommand.map { ExternalLoadCommand(command: $0, launcher: configuration.workerCommand) }
                ?? BusyThreadLoad(threadCount: 2 * ProcessInfo.processInfo.activeProcessorCount)
            try generator.start()
            load = generator
        }
        let startAt = SystemClocks.reference + (scenario.loadsCPU ? Self.leadUnderLoadNanoseconds : Self.leadNanoseconds)
        let workers = configuration.runStrategies.map { strategy in
            let job = DriftWorkerJob(
                strategy: strategy, scenario: scenario, plan: configuration.plan, seed: configuration.seed, startAtReference: startAt)
            return WorkerProcess(
                strategy: strategy.name, command: configuration.workerCommand,
                arguments: WorkerInvocation(.session(job), parent: getpid()).arguments, roles: TimelineCues.rolesByName)
        }

        let disturbances = scenario.disturbances(session: configuration.plan.totalDuration, seed: configuration.seed)
        let floorWorker = Self.floorWorker(
            command: configuration.workerCommand, startAt: startAt,
            stopAt: Self.deadline(startAt: startAt, session: session, disturbances: disturbances) + 1_000_000_000)
        floorWorker.launch()
        for worker in workers { worker.launch() }

        let suspensions = disturbances.compactMap { scheduled -> (at: Int64, span: Int64)? in
            if case .processSuspension(let span) = scheduled.disturbance { return (startAt + scheduled.at.rawValue, span.rawValue) }
            return nil
        }
        let deadline = Self.deadline(startAt: startAt, session: session, disturbances: disturbances)
        var nextSuspension = 0
        var stoppedUntil: Int64?
        var lastProgress: Int64 = 0
        var killedBecause: String?
        while true {
            let now = SystemClocks.reference
            if cancellation.isCancelled { break }
            if workers.allSatisfy({ !$0.isRunning }) { break }
            if now >= deadline {
                killedBecause =
                    "did not finish \(Formatting.duration(deadline - startAt - session).dropFirst()) after the session's end; stopped"
                break
            }
            if let until = stoppedUntil, now >= until {
                for worker in workers { worker.resume() }
                stoppedUntil = nil
            }
            if stoppedUntil == nil, nextSuspension < suspensions.count, now >= suspensions[nextSuspension].at {
                for worker in workers { worker.suspend() }
                stoppedUntil = now + suspensions[nextSuspension].span
                nextSuspension += 1
            }
            if now - lastProgress >= 1_000_000_000 {
                progress(now - scenarioStart)
                lastProgress = now
            }
            var wake = now + 50_000_000
            if let until = stoppedUntil { wake = min(wake, until) }
            if stoppedUntil == nil, nextSuspension < suspensions.count { wake = min(wake, suspensions[nextSuspension].at) }
            SystemClocks.sleep(until: wake, on: CLOCK_BOOTTIME)
        }
        if stoppedUntil != nil { for worker in workers { worker.resume() } }
        for worker in workers {
            if worker.isRunning { worker.terminate() } else { worker.finish() }
        }
        // The floor stops once the strategies have: it measured the same window they ran in, under the same load.
        floorWorker.stop()
        let loadCPU = load?.stop() ?? 0
        let floor = floorWorker.floor
        let interrupted = cancellation.isCancelled
        let elapsed = max(0, SystemClocks.reference - startAt)
        let planned = TimelineCues.planned(timeline)
        let polls = configuration.runStrategies.map { TimerStrategyRegistry.pollInterval(of: $0)?.rawValue }
        let rows = zip(workers, polls).map { worker, poll -> StrategyResult in
            let trace = worker.trace(
                interrupted: interrupted, killedBecause: interrupted ? nil : killedBecause.flatMap { worker.hasEnded ? nil : $0 },
                elapsedIfUnfinished: elapsed)
            return StrategyResult(
                trace: trace,
                metrics: DriftMetrics.compute(
                    trace, planned: planned, sessionNanoseconds: session, blackouts: Blackouts.spans(disturbances)),
                pollNanoseconds: poll, floor: floor)
        }
        var records = disturbances.map(DisturbanceDescriptions.record)
        if let command = configuration.loadCommand, scenario.loadsCPU {
            records.insert(DisturbanceRecord(atNanoseconds: 0, durationNanoseconds: session, description: "load: \(command)"), at: 0)
        }
        let result = ScenarioResult(
            scenario: scenario.name, mode: .real, status: interrupted ? .partial : .complete, summary: scenario.summary,
            floor: floor, disturbances: records, strategies: rows)
        let cost = Cost(
            elapsedNanoseconds: SystemClocks.reference - scenarioStart,
            runnerCPUNanoseconds: SystemClocks.processCPU - cpuAtStart - loadCPU,
            floorCPUNanoseconds: floor?.cpuNanoseconds ?? 0)
        return (result, cost)
    }

    /// When the runner gives up on the workers: generous, since a tick strategy may end a stall or two late;
    /// anything beyond this is a hung worker.
    static func deadline(startAt: Int64, session: Int64, disturbances: [ScheduledDisturbance]) -> Int64 {
        let outages = disturbances.reduce(Int64(0)) { total, scheduled in
            switch scheduled.disturbance {
            case .queueStall(let span), .processSuspension(let span): total + span.rawValue
            default: total
            }
        }
        return startAt + session + outages + max(10_000_000_000, session / 5)
    }

    /// A worker measuring the wakeup floor from `startAt` until stopped (by `stopAt` at the latest), launched with
    /// the same command as the strategy workers so the kernel treats it as it treats them.
    static func floorWorker(command: [String], startAt: Int64, stopAt: Int64) -> WorkerProcess {
        let job = FloorWorkerJob(startAtReference: startAt, stopAtReference: stopAt)
        return WorkerProcess(
            strategy: "wakeup floor", command: command, arguments: WorkerInvocation(.floor(job), parent: getpid()).arguments,
            roles: [:])
    }
}
