import IntervalTimer
import Testing
import TimerSimulation

@Test func aSleepLoopCounterAccumulatesEveryWakeupLatencyWhileAnchoredTimersDoNot() throws {
    let plan = try WorkoutPlan.parse("12x3m/1m")
    let latency = ConstantWakeupLatency(.microseconds(100))
    func error(_ name: String) throws -> Nanoseconds? {
        Simulation.run(plan: plan, strategy: try #require(TimerStrategyRegistry.named(name)), latency: latency).sessionError
    }
    // 2820 ticks, each 100 µs late, and the next sleep starts from the late wakeup.
    #expect(try error("tick-sleep") == .microseconds(100) * 2820)
    // Phase-locked or anchored: only the final wakeup's own latency (for a 60 Hz poller, plus the wait for its next
    // poll after the end, less than one poll interval: nothing accumulates).
    #expect(try error("tick-timer") == .microseconds(100))
    #expect(try error("continuous-deadline") == .microseconds(100))
    for poller in ["continuous-anchored", "monotonic-anchored"] {
        let session = try #require(try error(poller))
        #expect(session >= .microseconds(100) && session < .microseconds(100) + DisplayRate.standard, "\(poller): \(session)")
    }
}

@Test func deadlineStrategyWakesOncePerDisplayedSecondAndPollersSixtyTimesByDefault() throws {
    let plan = try WorkoutPlan.parse("3x20s/10s")
    #expect(Simulation.run(plan: plan, strategy: ContinuousDeadlineStrategy()).wakeups == 80)
    // 80 s at 60 Hz, as a display link polls; --poll 100ms keeps the old ten a second.
    #expect(Simulation.run(plan: plan, strategy: ContinuousAnchoredStrategy()).wakeups == 4800)
    #expect(Simulation.run(plan: plan, strategy: ContinuousAnchoredStrategy(pollInterval: .milliseconds(100))).wakeups == 800)
}

@Test func cuesThatFellDueDuringASystemSleepFireOnceMarkedLateAndOnlyTheLastIsAudible() throws {
    let record = Simulation.run(plan: boxingPlan, strategy: ContinuousDeadlineStrategy(), disturbances: Scenario.systemSleep.disturbances)
    let late = record.events.filter(\.late)
    // Round 2's warning (410 s), work end and rest start (420 s) fell inside 400.3 … 430.3 s.
    #expect(late.map(\.kind) == [.warning, .workEnd, .restStart])
    #expect(late.allSatisfy { $0.round == 2 && $0.firedOffset == .milliseconds(430_300) })
    #expect(late.map(\.superseded) == [true, true, false])
    #expect(record.events.filter { !$0.late }.allSatisfy { $0.error == .zero && !$0.superseded })
    // No burst of display updates either: one display change at the resume.
    #expect(record.display.filter { $0.at == .milliseconds(430_300) }.count == 1)
}

@Test func tickCountersDoNotEvenKnowTheyAreLate() throws {
    let record = Simulation.run(plan: boxingPlan, strategy: TickTimerStrategy(), disturbances: Scenario.systemSleep.disturbances)
    #expect(record.events.allSatisfy { !$0.late })
    #expect(record.sessionError == .seconds(30))
}
