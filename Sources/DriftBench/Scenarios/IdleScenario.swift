import IntervalTimer
import TimerSimulation

/// Nothing else running: the baseline every other scenario is read against.
struct IdleScenario: Scenario {
    let name = "idle"
    let summary = "Nothing else running."
    let lossCause = "while idle"
    let circumstance = "while idle"
    init() {}
    func disturbances(session: Nanoseconds, random: inout SeededRandom) -> [ScheduledDisturbance] { [] }
}
