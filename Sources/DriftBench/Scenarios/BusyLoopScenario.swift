import IntervalTimer
import TimerSimulation

/// The timer's own callback queue also runs "UI work": blocks of seeded random length, 5–400 ms.
struct BusyLoopScenario: Scenario {
    let name = "busy-loop"
    let summary = "The timer's callback queue also runs blocks of UI work of seeded random length (5–400 ms), 0.2–2 s apart."
    let lossCause = "to UI work on its queue"
    let circumstance = "with UI work on its queue"
    /// The shortest and longest block.
    static let blockRange = (Nanoseconds.milliseconds(5), Nanoseconds.milliseconds(400))
    init() {}

    func disturbances(session: Nanoseconds, random: inout SeededRandom) -> [ScheduledDisturbance] {
        var result: [ScheduledDisturbance] = []
        var at = random.span(.milliseconds(200), .seconds(2))
        while at < session {
            let block = random.span(Self.blockRange.0, Self.blockRange.1)
            result.append(ScheduledDisturbance(at: at, .queueStall(block)))
            at = at + block + random.span(.milliseconds(200), .seconds(2))
        }
        return result
    }
}
