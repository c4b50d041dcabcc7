import IntervalTimer
import TestSupport
import Testing
import TimerSimulation

@Test func repeatingTimerCoalescesFiresThatPiledUpBehindBusyWorkIntoOneCountedCallback() {
    let environment = SimulatedTimerEnvironment(disturbances: [
        ScheduledDisturbance(at: .milliseconds(2500), .queueStall(.milliseconds(2600)))
    ])
    let start = environment.clock.now(.continuous)
    let fires = Log<(Nanoseconds, Int)>()
    let holder = Log<any RepeatingTimer>()
    let timer = environment.startRepeatingTimer(interval: .second) { count in
        fires.append((environment.clock.now(.continuous) - start, count))
        if fires.all.count == 5 { holder.all.first?.cancel() }
    }
    holder.append(timer)
    #expect(environment.run(limit: .seconds(60)))
    // Fires at 1, 2; 3, 4 and 5 fall inside the busy block (2.5 … 5.1 s) and arrive as one callback with count 3.
    #expect(fires.all.map(\.0) == [.seconds(1), .seconds(2), .milliseconds(5100), .seconds(6), .seconds(7)])
    #expect(fires.all.map(\.1) == [1, 1, 3, 1, 1])
}

@Test func relativeSleepIsMeasuredOnTheMonotonicClockSoASystemSleepExtendsIt() {
    let environment = SimulatedTimerEnvironment(disturbances: [ScheduledDisturbance(at: .milliseconds(500), .systemSleep(.seconds(30)))])
    let woke = Log<Nanoseconds>()
    environment.sleep(for: .seconds(2)) { woke.append(environment.elapsed) }
    environment.run(limit: .seconds(100))
    #expect(woke.all == [.seconds(32)])
}

@Test func absoluteContinuousSleepWakesAtOnceAfterASystemSleepThatPassedItsDeadline() {
    let environment = SimulatedTimerEnvironment(disturbances: [ScheduledDisturbance(at: .milliseconds(500), .systemSleep(.seconds(30)))])
    let woke = Log<(Nanoseconds, Nanoseconds)>()
    let deadline = environment.clock.now(.continuous) + .seconds(2)
    let monotonicDeadline = environment.clock.now(.monotonic) + .seconds(2)
    environment.sleep(until: deadline) { woke.append((environment.elapsed, .zero)) }
    environment.sleep(until: monotonicDeadline) { woke.append((environment.elapsed, .second)) }
    environment.run(limit: .seconds(100))
    // Continuous deadline: passed during the sleep, so the wake is at the resume (30.5 s). The monotonic deadline
    // (queued behind it) needs 1.5 s more of monotonic time: 32 s.
    #expect(woke.all.map(\.0) == [.milliseconds(30_500), .seconds(32)])
}

@Test func nothingRunsDuringAProcessSuspensionAndEverythingOverdueRunsOnceAtTheResume() {
    let environment = SimulatedTimerEnvironment(disturbances: [
        ScheduledDisturbance(at: .milliseconds(1500), .processSuspension(.seconds(10)))
    ])
    let fires = Log<(Nanoseconds, Int)>()
    let timer = environment.startRepeatingTimer(interval: .second) { count in fires.append((environment.elapsed, count)) }
    environment.run(limit: .milliseconds(13_500))
    timer.cancel()
    #expect(fires.all.map(\.0) == [.seconds(1), .milliseconds(11_500), .seconds(12), .seconds(13)])
    #expect(fires.all.map(\.1) == [1, 10, 1, 1])
}

@Test func busyWorkOnTheQueueDelaysTheNextRelativeSleepButNotAnAbsoluteDeadline() {
    let environment = SimulatedTimerEnvironment()
    let woke = Log<Nanoseconds>()
    let start = environment.clock.now(.continuous)
    environment.occupyQueue(for: .milliseconds(700))
    environment.sleep(for: .second) { woke.append(environment.elapsed) }  // starts after the work: 1.7 s
    environment.occupyQueue(for: .milliseconds(700))
    environment.sleep(until: start + .seconds(3)) { woke.append(environment.elapsed) }  // still 3 s, not 3.4 s
    environment.run(limit: .seconds(10))
    #expect(woke.all == [.milliseconds(1700), .seconds(3)])
}

@Test func wakeupLatencyDelaysEveryWakeupByTheModelsAmount() {
    let environment = SimulatedTimerEnvironment(latency: ConstantWakeupLatency(.microseconds(80)))
    let woke = Log<Nanoseconds>()
    environment.sleep(for: .second) { woke.append(environment.elapsed) }
    environment.sleep(until: environment.clock.now(.continuous) + .seconds(3)) { woke.append(environment.elapsed) }
    environment.run(limit: .seconds(10))
    #expect(woke.all == [.seconds(1) + .microseconds(80), .seconds(3) + .microseconds(80)])
}

@Test func seededLatencyIsReproducibleAndStaysWithinItsBounds() {
    var first = SeededWakeupLatency(
        seed: 42, base: .microseconds(60), jitter: .microseconds(100), spikeProbability: 0.01, spike: .milliseconds(5))
    var second = first
    let a = (0..<1000).map { _ in first.nextLatency() }
    let b = (0..<1000).map { _ in second.nextLatency() }
    #expect(a == b)
    #expect(a.allSatisfy { $0 >= .microseconds(60) && $0 <= .microseconds(160) + .milliseconds(5) })
    #expect(a.contains { $0 > .milliseconds(5) })  // some spikes at 1 %
    #expect(Set(a).count > 50)
}

@Test func simulationStopsAtItsLimitWhenAStrategyNeverFinishes() {
    let record = Simulation.run(
        plan: try! WorkoutPlan.parse("90s"), strategy: ContinuousDeadlineStrategy(),
        disturbances: [ScheduledDisturbance(at: .seconds(10), .systemSleep(.seconds(1)))], limit: .seconds(30))
    #expect(!record.finished)
    #expect(record.events.map(\.kind) == [.workStart])
}
