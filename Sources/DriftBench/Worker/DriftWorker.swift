import CDriftSupport
import FileOutput
import Foundation
import IntervalTimer
import TimerSimulation

#if canImport(Glibc)
    import Glibc
#endif

/// The worker side of a real run: binds its life to the runner's, runs one strategy on the machine's timer
/// primitives, and streams each cue and display change as a JSON line the moment it happens.
enum DriftWorker {
    /// Makes this process die with `parent` (PR_SET_PDEATHSIG=SIGKILL, then a check that closes the race) and
    /// ignore Ctrl-C, which the runner handles for it. Returns false if the parent is already gone.
    static func bindLifetime(toParent parent: pid_t) -> Bool {
        _ = cdrift_set_parent_death_signal(SIGKILL)
        signal(SIGINT, SIG_IGN)
        return getppid() == parent
    }

    /// Runs `job`, passing each event line to `emit`; returns when the session ends (or after a generous limit).
    static func run(_ job: DriftWorkerJob, emit: @escaping @Sendable (String) -> Void) {
        let clocks = AdjustedWallTimeSource(base: LinuxTimeSource.shared)
        let environment = SystemTimerEnvironment(label: "drift.\(job.strategy.name)", clocks: clocks, sleeper: LinuxSleeper())
        let timeline = Timeline(plan: job.plan)
        let driver = SessionDriver(
            plan: job.plan, strategy: job.strategy, environment: environment, mode: .real,
            reference: LinuxTimeSource.shared, referenceClock: .continuous,
            observer: RunObserver(
                onCue: { cue in
                    emit(
                        WorkerEvent(
                            event: .cue, at: cue.firedOffset.rawValue, kind: cue.kind.rawValue, round: cue.round,
                            due: cue.dueOffset.rawValue, late: cue.late
                        ).line)
                },
                onDisplay: { sample in
                    emit(
                        WorkerEvent(
                            event: .display, at: sample.at.rawValue, shown: TimelineCues.sessionSecondsShown(sample, timeline: timeline)
                        ).line)
                }))
        let disturbances = job.scenario.disturbances(session: job.plan.totalDuration, seed: job.seed)
        SystemClocks.sleep(until: job.startAtReference, on: CLOCK_BOOTTIME)
        let cpuAtStart = SystemClocks.processCPU
        emit(WorkerEvent(event: .start, at: SystemClocks.reference).line)
        driver.start()
        let applier = Thread {
            for scheduled in disturbances {
                SystemClocks.sleep(until: job.startAtReference + scheduled.at.rawValue, on: CLOCK_BOOTTIME)
                apply(scheduled.disturbance, environment: environment, clocks: clocks)
            }
        }
        applier.name = "drift-disturbances"
        applier.start()
        let outages = disturbances.reduce(Int64(0)) { total, scheduled in
            if case .queueStall(let span) = scheduled.disturbance { return total + span.rawValue }
            if case .processSuspension(let span) = scheduled.disturbance { return total + span.rawValue }
            return total
        }
        let limit = Nanoseconds(job.plan.totalDuration.rawValue * 2 + outages + 60_000_000_000)
        let finished = driver.waitUntilFinished(timeout: limit)
        driver.stop()
        let record = driver.record
        let elapsed = record.map { LinuxTimeSource.shared.now(.continuous) - $0.startReference } ?? .zero
        if finished, record?.finished == true {
            emit(
                WorkerEvent(
                    event: .end, at: elapsed.rawValue, cpu: SystemClocks.processCPU - cpuAtStart, wakeups: record?.wakeups,
                    sessionStart: record?.startReference.sinceOrigin.rawValue
                ).line)
        } else {
            emit(WorkerEvent(event: .failure, message: "the session did not finish within \(limit)").line)
        }
    }

    /// Measures the wakeup-latency floor in this process from `job`'s start until SIGTERM (the runner's "done")
    /// or its stop instant, then emits one `floor` event with the histogram and the measuring thread's CPU time.
    ///
    /// Run in a worker of its own, the floor meets the machine as the strategies do: a separate process started
    /// the same way, not a thread inside the runner next to its load threads (see docs/drift.md, "The floor").
    static func measureFloor(_ job: FloorWorkerJob, emit: @escaping @Sendable (String) -> Void) {
        let stopped = DispatchSemaphore(value: 0)
        signal(SIGTERM, SIG_IGN)
        let termination = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
        termination.setEventHandler { stopped.signal() }
        termination.resume()
        defer { termination.cancel() }
        SystemClocks.sleep(until: job.startAtReference, on: CLOCK_BOOTTIME)
        emit(WorkerEvent(event: .start, at: SystemClocks.reference).line)
        let meter = WakeupFloorMeter(intervalNanoseconds: job.intervalNanoseconds, primitive: job.primitive)
        meter.start()
        let left = max(0, job.stopAtReference - SystemClocks.reference)
        _ = stopped.wait(timeout: .now() + .nanoseconds(Int(min(left, Int64(Int.max)))))
        let floor = meter.stop()
        var event = WorkerEvent(
            event: .floor, cpu: floor.cpuNanoseconds, interval: floor.intervalNanoseconds, histogram: floor.histogram)
        event.slack = WorkerConditions.firstLine("/proc/self/timerslack_ns").flatMap { Int64($0) }
        event.bootOffset = MachineInfo.bootMinusMonotonic()
        emit(event.line)
    }

    /// Applies a disturbance that lives inside the timers' process; the runner applies the rest.
    static func apply(_ disturbance: Disturbance, environment: SystemTimerEnvironment, clocks: AdjustedWallTimeSource) {
        switch disturbance {
        case .queueStall(let span):
            // The block holds the timer queue without spinning: seven strategies run side by side, and seven
            // spinning blocks would turn busy-loop into cpu-load for all of them.
            environment.perform { SystemClocks.sleep(until: SystemClocks.monotonic + span.rawValue, on: CLOCK_MONOTONIC) }
        case .wallStep(let jump): clocks.stepWall(by: jump)
        case .wallSlew(let ppm): clocks.slewWall(ppm: ppm)
        case .processSuspension, .systemSleep: break
        }
    }

    /// Spins `threads` busy threads (at SCHED_OTHER, nice 0) until the process is killed.
    static func spin(threads: Int) -> Never {
        for _ in 0..<threads {
            let thread = Thread {
                var counter: UInt64 = 1
                while true {
                    for _ in 0..<10_000 { counter = counter &* 6_364_136_223_846_793_005 &+ 1 }
                    if counter == 0 { print(counter) }
                }
            }
            thread.start()
        }
        while true { pause() }
    }

    /// Waits until the runner `parent` ends, however it ends (PR_SET_PDEATHSIG=SIGUSR1, or SIGTERM from the
    /// runner at its normal end), then removes `directories`: thawed, emptied of what is left, and rmdir'ed.
    static func removeCgroupsWhenRunnerEnds(_ directories: [String], parent: pid_t) {
        signal(SIGINT, SIG_IGN)
        let ended = DispatchSemaphore(value: 0)
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGUSR1, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { ended.signal() }
            source.resume()
            sources.append(source)
        }
        _ = cdrift_set_parent_death_signal(SIGUSR1)
        if getppid() == parent { ended.wait() }
        for directory in directories.reversed() { ControlGroups.remove(directory) }
        for source in sources { source.cancel() }
    }

    /// Replaces this process with `/bin/sh -c command` in its own process group, dying with `parent`
    /// (the external load generator's launcher). Returns only if exec failed.
    static func execLoadCommand(_ command: String, parent: pid_t) -> String {
        guard bindLifetime(toParent: parent) else { return "the runner is gone" }
        setpgid(0, 0)
        let words: [String] = ["/bin/sh", "-c", command]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { word in word.withCString { strdup($0) } } + [nil]
        execv("/bin/sh", arguments)
        return SystemReason.current.description
    }
}
