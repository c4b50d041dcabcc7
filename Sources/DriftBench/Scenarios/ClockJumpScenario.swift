import IntervalTimer
import TimerSimulation

/// The wall clock the timers see steps +30 s, later −30 s. The machine's clock is never touched.
public struct ClockJumpScenario: Scenario {
    public let name = "clock-jump"
    public let summary = "The wall clock handed to the timers steps +30 s at a seeded point early in the session (5–20 %), then −30 s late in it (70–90 %) (the machine's clock is untouched)."
    /// The size of each step.
    public static let jump = Nanoseconds.seconds(30)
    public init() {}

    public func disturbances(session: Nanoseconds, random: inout SeededRandom) -> [ScheduledDisturbance] {
        [
            ScheduledDisturbance(at: random.point(in: session, from: 0.05, to: 0.20), .wallStep(Self.jump)),
            ScheduledDisturbance(at: random.point(in: session, from: 0.70, to: 0.90), .wallStep(-Self.jump)),
        ]
    }
}
