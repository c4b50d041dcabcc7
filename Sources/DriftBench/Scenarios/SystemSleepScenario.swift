import IntervalTimer
import TimerSimulation

/// The machine sleeps mid-session: boot and wall time go on, monotonic time stands still. Simulated only.
struct SystemSleepScenario: Scenario {
    let name = "system-sleep"
    let summary =
        "The machine sleeps for 10–20 % of the session at a seeded point: CLOCK_MONOTONIC pauses, BOOTTIME and REALTIME go on. "
        + "Cannot be caused safely, so always simulated."
    let lossCause = "to a system sleep"
    let circumstance = "after a system sleep"
    let runsOnRealClocks = false
    init() {}

    func disturbances(session: Nanoseconds, random: inout SeededRandom) -> [ScheduledDisturbance] {
        let length = Nanoseconds(session.rawValue / 10 + Int64(random.fraction() * Double(session.rawValue / 10)))
        return [
            ScheduledDisturbance(
                at: random.point(in: session, from: 0.30, to: 0.60), .systemSleep(.milliseconds(length.rawValue / 1_000_000)))
        ]
    }
}
