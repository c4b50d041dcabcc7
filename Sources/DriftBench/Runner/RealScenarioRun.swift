import Foundation
import IntervalTimer
import TimerSimulation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs strategies through one scenario on this machine, side by side: one worker process per strategy, all
/// started at the same reference instant, with a floor measured alongside for every wakeup primitive they use
/// (each in a worker process of its own, launched like the strategies' workers) and the load (if any) running.
/// With `--solo` the runner makes one such run per strategy.
struct RealScenarioRun {
    let scenario: any Scenario
    let configuration: DriftConfiguration
    let cancellation: DriftCancellation
    let progress: @Sendable (Int64) -> Void
    /// The device profiles in force.
    var profile: ProfileSession = .none
    /// The strategies of this run (all of the configuration's side by side, or one with `--solo`).
    var strategies: [any TimerStrategy]

    init(
        scenario: any Scenario, configuration: DriftConfiguration, cancellation: DriftCancellation,
        progress: @escaping @Sendable (Int64) -> Void, profile: ProfileSession = .none, strategies: [any TimerStrategy]? = nil
    ) {
        self.scenario = scenario
        self.configuration = configuration
        self.cancellation = cancellation
        self.progress = progress
        self.profile = profile
        self.strategies = strategies ?? configuration.runStrategies
    }

    /// The primitives to measure floors for: each the strategies use and, side by side, cyclictest's too.
    var floorPrimitives: [WakeupPrimitive] {
        let used = Set(strategies.map(\.wakeupPrimitive.measured))
        return WakeupPrimitive.all.filter { used.contains($0) || (!configuration.solo && $0 == .cyclictest) }
    }

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
            var loadConditions = WorkerConditions()
            loadConditions.cgroups = profile.groups?.groups(forStrategyWorker: false) ?? []
            let threads = 2 * ProcessInfo.processInfo.activeProcessorCount
            let generator: any LoadGenerator =
                configuration.loadCommand.map {
                    ExternalLoadCommand(command: $0, launcher: configuration.workerCommand, conditions: loadConditions)
                }
                ?? (loadConditions.isEmpty
                    ? BusyThreadLoad(threadCount: threads) as any LoadGenerator
                    : BusyWorkerLoad(threadCount: threads, launcher: configuration.workerCommand, conditions: loadConditions))
            try generator.start()
            load = generator
        }
        let startAt = SystemClocks.reference + (scenario.loadsCPU ? Self.leadUnderLoadNanoseconds : Self.leadNanoseconds)
        let workers = strategies.map { strategy in
            let job = DriftWorkerJob(
                strategy: strategy, scenario: scenario, plan: configuration.plan, seed: configuration.seed,
                startAtReference: startAt + profile.clockOffset)
            var invocation = WorkerInvocation(.session(job), parent: getpid())
            invocation.conditions = profile.workerConditions(strategyLike: true)
            return WorkerProcess(
                strategy: strategy.name, command: configuration.workerCommand, arguments: invocation.arguments,
                roles: TimelineCues.rolesByName, clockOffset: profile.clockOffset)
        }

        let disturbances = scenario.disturbances(session: configuration.plan.totalDuration, seed: configuration.seed)
        let primitives = floorPrimitives
        let floorWorkers = primitives.map { primitive in
            Self.floorWorker(
                command: configuration.workerCommand, startAt: startAt,
                stopAt: Self.deadline(startAt: startAt, session: session, disturbances: disturbances) + 1_000_000_000,
                primitive: primitive, profile: profile, strategyLike: false)
        }
        for floorWorker in floorWorkers { floorWorker.launch() }
        for worker in workers { worker.launch() }
        let freezer = profile.freezes ? profile.groups : nil
        var states: [String: [String]] = [:]
        var sampleStatesAt: Int64?

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
                for worker in workers { worker.resume(signalling: freezer == nil) }
                freezer?.thaw()
                stoppedUntil = nil
            }
            if stoppedUntil == nil, nextSuspension < suspensions.count, now >= suspensions[nextSuspension].at {
                for worker in workers { worker.suspend(signalling: freezer == nil) }
                freezer?.freeze()
                stoppedUntil = now + suspensions[nextSuspension].span
                sampleStatesAt = now + suspensions[nextSuspension].span / 2
                nextSuspension += 1
            }
            if let at = sampleStatesAt, now >= at {
                // Mid-outage: what the kernel says each stopped worker is doing (T for SIGSTOP; S or D when frozen).
                for worker in workers { states[worker.strategy, default: []].append(worker.schedulerState ?? "gone") }
                sampleStatesAt = nil
            }
            if now - lastProgress >= 1_000_000_000 {
                progress(now - scenarioStart)
                lastProgress = now
            }
            var wake = now + 50_000_000
            if let until = stoppedUntil { wake = min(wake, until) }
            if let at = sampleStatesAt { wake = min(wake, at) }
            if stoppedUntil == nil, nextSuspension < suspensions.count { wake = min(wake, suspensions[nextSuspension].at) }
            SystemClocks.sleep(until: wake, on: CLOCK_BOOTTIME)
        }
        if stoppedUntil != nil {
            for worker in workers { worker.resume(signalling: freezer == nil) }
            freezer?.thaw()
        }
        for worker in workers {
            if worker.isRunning { worker.terminate() } else { worker.finish() }
        }
        // The floor stops once the strategies have: it measured the same window they ran in, under the same load.
        // Every floor stops measuring now; the load stops before they report, which a quota could otherwise delay.
        for floorWorker in floorWorkers { floorWorker.send(SIGTERM) }
        let loadCPU = load?.stop() ?? 0
        for floorWorker in floorWorkers { floorWorker.stop(graceNanoseconds: 5_000_000_000) }
        let floors = zip(primitives, floorWorkers).compactMap { primitive, worker in
            worker.floor.map { PrimitiveFloor(primitive: primitive, floor: $0) }
        }
        let floor = floors.first { $0.primitive == WakeupPrimitive.cyclictest.name }?.floor
        let interrupted = cancellation.isCancelled
        let elapsed = max(0, SystemClocks.reference - startAt)
        let planned = TimelineCues.planned(timeline)
        let polls = strategies.map { TimerStrategyRegistry.pollInterval(of: $0)?.rawValue }
        let primitivesOfRows = strategies.map { $0.wakeupPrimitive.measured.name }
        let rows = zip(zip(workers, polls), primitivesOfRows).map { pair, primitive -> StrategyResult in
            let (worker, poll) = pair
            let trace = worker.trace(
                interrupted: interrupted, killedBecause: interrupted ? nil : killedBecause.flatMap { worker.hasEnded ? nil : $0 },
                elapsedIfUnfinished: elapsed)
            return StrategyResult(
                trace: trace,
                metrics: DriftMetrics.compute(
                    trace, planned: planned, sessionNanoseconds: session, blackouts: Blackouts.spans(disturbances)),
                pollNanoseconds: poll, floor: floors.first { $0.primitive == primitive }?.floor ?? floor, wakeupPrimitive: primitive)
        }
        var records = disturbances.map(DisturbanceDescriptions.record)
        if let kind = freezer?.freezerKind {
            for index in records.indices where records[index].description.hasPrefix("SIGSTOP") {
                records[index].description = records[index].description.replacingOccurrences(
                    of: "SIGSTOP", with: "frozen (\(kind.rawValue))")
            }
        }
        if let command = configuration.loadCommand, scenario.loadsCPU {
            records.insert(DisturbanceRecord(atNanoseconds: 0, durationNanoseconds: session, description: "load: \(command)"), at: 0)
        }
        let result = ScenarioResult(
            scenario: scenario.name, mode: .real, status: interrupted ? .partial : .complete, summary: scenario.summary,
            floor: floor, disturbances: records, strategies: rows, primitiveFloors: floors,
            outageWorkerStates: states.isEmpty
                ? nil : workers.compactMap { worker in states[worker.strategy].map { "\(worker.strategy): \($0.joined(separator: " "))" } },
            suspendedBy: suspensions.isEmpty ? nil : freezer?.freezerKind?.rawValue)
        let cost = Cost(
            elapsedNanoseconds: SystemClocks.reference - scenarioStart,
            runnerCPUNanoseconds: SystemClocks.processCPU - cpuAtStart - loadCPU,
            floorCPUNanoseconds: floors.reduce(0) { $0 + $1.floor.cpuNanoseconds })
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
    /// It sleeps with `primitive` and runs under `profile`'s conditions (a strategy worker's when `strategyLike`).
    static func floorWorker(
        command: [String], startAt: Int64, stopAt: Int64, primitive: WakeupPrimitive = .cyclictest, profile: ProfileSession = .none,
        strategyLike: Bool = false
    ) -> WorkerProcess {
        // The repeating timer's floor fires at the polled strategies' display rate, as the timers it bounds do: at
        // 1 kHz a Dispatch timer's handler (woken through libdispatch's own thread) queues behind a CPU load more
        // than a 60 Hz one, and its floor would sit above the timers it bounds.
        let interval = primitive == .repeatingTimer ? DisplayRate.standard.rawValue : 1_000_000
        let job = FloorWorkerJob(
            intervalNanoseconds: interval, startAtReference: startAt + profile.clockOffset,
            stopAtReference: stopAt + profile.clockOffset, primitive: primitive)
        var invocation = WorkerInvocation(.floor(job), parent: getpid())
        invocation.conditions = profile.workerConditions(strategyLike: strategyLike)
        return WorkerProcess(
            strategy: "wakeup floor (\(primitive.linuxCall))", command: command, arguments: invocation.arguments, roles: [:],
            clockOffset: profile.clockOffset)
    }
}
