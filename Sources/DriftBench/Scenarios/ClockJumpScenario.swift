import IntervalTimer
import TimerSimulation

/// The wall clock the timers see steps +30 s, later −30 s. The machine's clock is never touched.
struct ClockJumpScenario: Scenario {
    let name = "clock-jump"
    let summary =
        "The wall clock handed to the timers steps +30 s at a seeded point early in the session (5–20 %), "
        + "then −30 s late in it (70–90 %) (the machine's clock is untouched)."
    let lossCause = "to a clock jump"
    let circumstance = "after a clock jump"
    var wallClockStep: Nanoseconds? { Self.jump }
    /// The size of each step.
    static let jump = Nanoseconds.seconds(30)
    init() {}

    func disturbances(session: Nanoseconds, random: inout SeededRandom) -> [ScheduledDisturbance] {
        [
            ScheduledDisturbance(at: random.point(in: session, from: 0.05, to: 0.20), .wallStep(Self.jump)),
            ScheduledDisturbance(at: random.point(in: session, from: 0.70, to: 0.90), .wallStep(-Self.jump)),
        ]
    }
}
