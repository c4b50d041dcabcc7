import IntervalTimer
import TimerSimulation

/// Nothing else running: the baseline every other scenario is read against.
public struct IdleScenario: Scenario {
    public let name = "idle"
    public let summary = "Nothing else running."
    public init() {}
    public func disturbances(session: Nanoseconds, random: inout SeededRandom) -> [ScheduledDisturbance] { [] }
}
