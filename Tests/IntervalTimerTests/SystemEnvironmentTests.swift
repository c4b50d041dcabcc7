import IntervalTimer
import TestSupport
import Testing

@Test func realAbsoluteAndRelativeSleepsNeverReturnEarly() {
    let environment = SystemTimerEnvironment(label: "test.sleeps")
    let clocks = SystemTimeSource.shared
    let results = Log<Bool>()
    let done = Log<Int>()
    let before = clocks.now(.monotonic)
    environment.sleep(for: .milliseconds(20)) { results.append(clocks.now(.monotonic) - before >= .milliseconds(20)) }
    let continuousDeadline = clocks.now(.continuous) + .milliseconds(30)
    environment.sleep(until: continuousDeadline) { results.append(clocks.now(.continuous) >= continuousDeadline) }
    let monotonicDeadline = clocks.now(.monotonic) + .milliseconds(60)
    environment.sleep(until: monotonicDeadline) { results.append(clocks.now(.monotonic) >= monotonicDeadline) }
    let rawDeadline = clocks.now(.raw) + .milliseconds(80)
    environment.sleep(until: rawDeadline) { results.append(clocks.now(.raw) >= rawDeadline) }
    environment.perform { done.append(1) }
    while done.all.isEmpty { environment.queue.sync {} }
    #expect(results.all == [true, true, true, true])
}

@Test func realRepeatingTimerDeliversExpirationCountsOnItsQueue() {
    let environment = SystemTimerEnvironment(label: "test.timer")
    let counts = Log<Int>()
    let timer = environment.startRepeatingTimer(interval: .milliseconds(10)) { counts.append($0) }
    // Block the queue for 55 ms: the fires meanwhile arrive as one callback with a count above 1.
    environment.occupyQueue(for: .milliseconds(55))
    environment.sleep(for: .milliseconds(30)) {}
    environment.queue.sync {}
    // The timer's handler was enqueued behind the sleep (when it first fired); one more round lets it run.
    environment.queue.sync {}
    timer.cancel()
    #expect(counts.all.contains { $0 >= 4 })
    #expect(counts.all.reduce(0, +) >= 8)
}

@Test func twoStrategiesRunSideBySideInRealTimeOnTheirOwnQueues() throws {
    let plan = try WorkoutPlan.parse("1s")
    let drivers = [ContinuousDeadlineStrategy() as any TimerStrategy, TickTimerStrategy()].map { strategy in
        SessionDriver(
            plan: plan, strategy: strategy, environment: SystemTimerEnvironment(label: "test.\(strategy.name)"),
            mode: .real, reference: SystemTimeSource.shared)
    }
    for driver in drivers { driver.start() }
    #expect(drivers.allSatisfy { $0.waitUntilFinished(timeout: .seconds(20)) })
    for driver in drivers {
        let record = try #require(driver.record)
        #expect(record.mode == .real && record.finished)
        #expect(record.events.map(\.kind) == [.workStart, .workEnd, .sessionComplete])
        // Never early against the reference clock.
        #expect(record.events.allSatisfy { $0.error >= .zero })
    }
}
