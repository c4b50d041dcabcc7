import IntervalTimer
import Testing
import TimerSimulation

@Test func summaryNamesWhereAnInterruptedSessionStopped() throws {
    var record = Simulation.run(plan: try WorkoutPlan.parse("3x2s/1s"), strategy: ContinuousDeadlineStrategy(), limit: .milliseconds(1500))
    #expect(!record.finished)
    #expect(
        RunSummary(record: record, endedAt: .milliseconds(1500), interrupted: true).description
            == "interrupted after 1.500s: 1 of 11 cues fired (stopped in work of round 1/3 with 1s left), 0 late; "
            + "strategy continuous-deadline\n")
    record = Simulation.run(plan: try WorkoutPlan.parse("3x2s/1s"), strategy: ContinuousDeadlineStrategy())
    #expect(
        RunSummary(record: record, endedAt: .seconds(8), interrupted: false).description
            == "completed 3x2s/1s in 8.000s: 11 cues fired, 0 late, worst lateness 0.000 ms; strategy continuous-deadline\n")
}
