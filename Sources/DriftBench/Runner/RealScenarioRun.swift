import Foundation
import IntervalTimer
import TimerSimulation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs every strategy through one scenario on this machine, side by side: one worker process per strategy,
/// all started at the same reference instant, with the floor measured alongside and the load (if any) running.
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
        let meter = WakeupFloorMeter()
        meter.start()
        var load: (any LoadGenerator)?
        if scenario.loadsCPU {
            let generator: any LoadGenerator =
                configuration.loadCommand.map { ExternalLoadCommand(command: $0, launcher: configuration.workerCommand) }
                ?? BusyThreadLoad(threadCount: 2 * ProcessInfo.processInfo.activeProcessorCount)
            do {
                try generator.start()
            } catch {
                _ = meter.stop()
                throw error
            }
            load = generator
        }
        let startAt = SystemClocks.reference + (scenario.loadsCPU ? Self.leadUnderLoadNanoseconds : Self.leadNanoseconds)
        let workers = configuration.strategies.map { strategy in
            let job = DriftWorkerJob(
                strategy: strategy, scenario: scenario, plan: configuration.plan, seed: configuration.seed, startAtReference: startAt)
            return WorkerProcess(
                strategy: strategy.name, command: configuration.workerCommand,
                arguments: WorkerInvocation(.session(job), parent: getpid()).arguments, roles: TimelineCues.rolesByName)
        }
        for worker in workers { worker.launch() }

        let disturbances = scenario.disturbances(session: configuration.plan.totalDuration, seed: configuration.seed)
        let suspensions = disturbances.compactMap { scheduled -> (at: Int64, span: Int64)? in
            if case .processSuspension(let span) = scheduled.disturbance { return (startAt + scheduled.at.rawValue, span.rawValue) }
            return nil
        }
        let outages =
            suspensions.reduce(Int64(0)) { $0 + $1.span }
            + disturbances.reduce(Int64(0)) { total, scheduled in
                if case .queueStall(let span) = scheduled.disturbance { return total + span.rawValue }
                return total
            }
        // Generous: a tick strategy may end a stall or two late; anything beyond this is a hung worker.
        let deadline = startAt + session + outages + max(10_000_000_000, session / 5)
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
        let loadCPU = load?.stop() ?? 0
        let floor = meter.stop()
        let interrupted = cancellation.isCancelled
        let elapsed = max(0, SystemClocks.reference - startAt)
        let planned = TimelineCues.planned(timeline)
        let rows = workers.map { worker -> StrategyResult in
            let trace = worker.trace(
                interrupted: interrupted, killedBecause: interrupted ? nil : killedBecause.flatMap { worker.hasEnded ? nil : $0 },
                elapsedIfUnfinished: elapsed)
            return StrategyResult(
                trace: trace,
                metrics: DriftMetrics.compute(
                    trace, planned: planned, sessionNanoseconds: session, blackouts: Blackouts.spans(disturbances)))
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
            runnerCPUNanoseconds: SystemClocks.processCPU - cpuAtStart - floor.cpuNanoseconds - loadCPU,
            floorCPUNanoseconds: floor.cpuNanoseconds)
        return (result, cost)
    }
}
