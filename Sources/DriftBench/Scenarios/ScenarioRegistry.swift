/// Every scenario, in the order a default run goes through them.
public enum ScenarioRegistry {
    /// The registry.
    public static let all: [any Scenario] = [
        IdleScenario(),
        CPULoadScenario(),
        BusyLoopScenario(),
        SuspendScenario(),
        ClockJumpScenario(),
        NTPSlewScenario(),
        SystemSleepScenario(),
    ]

    /// The scenario named `name`, if any.
    public static func scenario(named name: String) -> (any Scenario)? {
        all.first { $0.name == name }
    }

    /// Every registered name, for help and error messages.
    public static var names: [String] { all.map(\.name) }
}
