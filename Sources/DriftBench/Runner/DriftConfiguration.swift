import IntervalTimer

/// Where the simulation's wakeup-latency model comes from.
public enum LatencyCalibration: Sendable {
    /// Measure this machine's floor (idle, and under load when simulated cpu-load runs) before simulating.
    case measure
    /// Use given floors (from an earlier results file's machine block, or a test): fully reproducible.
    case fixed(idle: FloorSummary, underLoad: FloorSummary?)
    /// Every simulated wakeup exactly on its deadline.
    case none
}

/// Everything a drift run needs: what to run, how, and how to reach the worker.
public struct DriftConfiguration: Sendable {
    /// The workout every strategy runs.
    public var plan: WorkoutPlan
    /// The plan as typed (kept in the results).
    public var planText: String
    /// The scenarios, in order.
    public var scenarios: [any Scenario]
    /// The strategies, in order.
    public var strategies: [any TimerStrategy]
    /// Whether every scenario runs simulated (system-sleep always does).
    public var simulateAll: Bool
    /// The seed for every random choice.
    public var seed: UInt64
    /// An external CPU load generator for cpu-load instead of busy threads.
    public var loadCommand: String?
    /// The command line that reaches `drift worker` (executable first), for real mode.
    public var workerCommand: [String]
    /// Where the simulation's latency comes from.
    public var calibration: LatencyCalibration
    /// The machine's name in tables (the host name by default).
    public var machineLabel: String?
    /// How often the polled strategies poll (`--poll`); nil keeps each one's own default (60 Hz, a display link).
    public var pollInterval: Nanoseconds?
    /// Device profiles the worker processes run under (`--profile`), in the order given.
    public var profiles: [any DriftProfile] = []
    /// Whether real scenarios run the strategies one after another (`--solo`) instead of side by side.
    public var solo = false
    /// How many seeds a simulated verdict is judged on (``SimulatedScenarioRun/verdictSeedCount``; tests that do not
    /// judge verdicts may simulate one).
    public var verdictSeedCount = SimulatedScenarioRun.verdictSeedCount

    /// A configuration.
    public init(
        plan: WorkoutPlan, planText: String, scenarios: [any Scenario], strategies: [any TimerStrategy], simulateAll: Bool,
        seed: UInt64, loadCommand: String? = nil, workerCommand: [String], calibration: LatencyCalibration = .measure,
        machineLabel: String? = nil, pollInterval: Nanoseconds? = nil
    ) {
        self.plan = plan
        self.planText = planText
        self.scenarios = scenarios
        self.strategies = strategies
        self.simulateAll = simulateAll
        self.seed = seed
        self.loadCommand = loadCommand
        self.workerCommand = workerCommand
        self.calibration = calibration
        self.machineLabel = machineLabel
        self.pollInterval = pollInterval
    }

    /// The strategies as they run: the polled ones polling every ``pollInterval`` when one is given.
    var runStrategies: [any TimerStrategy] {
        strategies.map { TimerStrategyRegistry.configured($0, pollInterval: pollInterval) }
    }

    /// The interval the polled strategies poll at in this run (recorded in the results' settings).
    var effectivePollInterval: Nanoseconds { pollInterval ?? DisplayRate.standard }

    /// How `scenario` runs under this configuration.
    func mode(of scenario: any Scenario) -> MeasurementMode {
        simulateAll || !scenario.runsOnRealClocks ? .simulated : .real
    }
}
