/// Every scenario, in the order a default run goes through them. Adding one is writing its type in its own file
/// and adding one line to ``all``.
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

    /// The scenario registered as `name`, or nil.
    public static func named(_ name: String) -> (any Scenario)? {
        all.first { $0.name == name }
    }

    /// Every registered name, in registry order (for help and error messages).
    public static var names: [String] { all.map(\.name) }
}
