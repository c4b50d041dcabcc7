/// Something a scenario did to the timers at an instant (a SIGSTOP, a wall-clock jump, a busy block…).
public struct DisturbanceRecord: Codable, Sendable, Equatable {
    /// When, from session start.
    public var atNanoseconds: Int64
    /// How long it lasted (0 for a step).
    public var durationNanoseconds: Int64
    /// What it was, e.g. `SIGSTOP for 3.0 s`.
    public var description: String

    /// A disturbance.
    init(atNanoseconds: Int64, durationNanoseconds: Int64, description: String) {
        self.atNanoseconds = atNanoseconds
        self.durationNanoseconds = durationNanoseconds
        self.description = description
    }
}

/// One scenario's outcome: every strategy's row, the floor measured alongside, and what was done to them.
public struct ScenarioResult: Codable, Sendable, Equatable {
    /// The scenario's registry name.
    public var scenario: String
    /// Which machinery produced it (system-sleep is always simulated).
    public var mode: MeasurementMode
    /// Whether it ran to the end.
    public var status: CompletionStatus
    /// What the scenario does, in one sentence.
    public var summary: String
    /// The wakeup-latency floor under the same conditions (real mode: measured alongside; simulated: the model's).
    public var floor: FloorSummary?
    /// What was done to the timers, in order.
    public var disturbances: [DisturbanceRecord]
    /// One row per strategy, in the order requested (failed ones included).
    public var strategies: [StrategyResult]
    /// A floor per wakeup primitive the strategies use (real mode); nil before per-primitive floors.
    public var primitiveFloors: [PrimitiveFloor]?
    /// Each strategy worker's scheduler state (`S`, `D`, `T`…) read during every outage, as `strategy: states`;
    /// nil when the scenario stopped no worker.
    public var outageWorkerStates: [String]?
    /// The cgroup freezer that stopped the workers instead of SIGSTOP (`freeze` profile); nil for SIGSTOP.
    public var suspendedBy: String?

    /// A scenario outcome.
    init(
        scenario: String, mode: MeasurementMode, status: CompletionStatus, summary: String, floor: FloorSummary?,
        disturbances: [DisturbanceRecord], strategies: [StrategyResult], primitiveFloors: [PrimitiveFloor]? = nil,
        outageWorkerStates: [String]? = nil, suspendedBy: String? = nil
    ) {
        self.primitiveFloors = primitiveFloors
        self.outageWorkerStates = outageWorkerStates
        self.suspendedBy = suspendedBy
        self.scenario = scenario
        self.mode = mode
        self.status = status
        self.summary = summary
        self.floor = floor
        self.disturbances = disturbances
        self.strategies = strategies
    }
}

/// The run's settings: what was asked for, so a reader can rerun it.
public struct RunSettings: Codable, Sendable, Equatable {
    /// The workout plan, e.g. `3x10s/5s`.
    public var plan: String
    /// The seed for every random choice (busy blocks, stop points, latency samples).
    public var seed: UInt64
    /// The session length.
    public var sessionNanoseconds: Int64
    /// Every cue the plan schedules.
    public var plannedCues: [PlannedCue]
    /// The scenarios requested, in order.
    public var scenarios: [String]
    /// The strategies requested, in order.
    public var strategies: [String]
    /// Whether `--simulate` was asked for (system-sleep is simulated regardless).
    public var simulateAll: Bool
    /// The device profiles the workers ran under (`--profile`), as given; nil when none.
    public var profiles: [String]?
    /// Whether the strategies ran one after another (`--solo`) instead of side by side; nil when side by side.
    public var solo: Bool?
    /// How often the polled strategies polled (`--poll`; 60 Hz by default); nil before results schema 3.
    public var pollNanoseconds: Int64?

    /// Settings of a run.
    init(
        plan: String, seed: UInt64, sessionNanoseconds: Int64, plannedCues: [PlannedCue], scenarios: [String], strategies: [String],
        simulateAll: Bool, pollNanoseconds: Int64? = nil, profiles: [String]? = nil, solo: Bool? = nil
    ) {
        self.profiles = profiles
        self.solo = solo
        self.plan = plan
        self.seed = seed
        self.sessionNanoseconds = sessionNanoseconds
        self.plannedCues = plannedCues
        self.scenarios = scenarios
        self.strategies = strategies
        self.simulateAll = simulateAll
        self.pollNanoseconds = pollNanoseconds
    }
}

/// A whole `results.json`: a versioned schema with the machine block, the settings and every scenario.
public struct DriftResults: Codable, Sendable, Equatable {
    /// The format this file claims to be.
    public static let formatName = "timekeeper-drift-results"
    /// The schema version this build writes. Version 2 added response lateness and the measured outages;
    /// version 3 the sample counts (cues per row), the floor verdict and the poll interval. Every addition is an
    /// optional field, so older files still read (with those fields absent).
    /// Version 4 added each row's earliest and latest cue (response lateness) and a simulated row's other seeds.
    public static let currentSchemaVersion = 4
    /// The oldest schema version this build still reads (version 1 files load with response lateness unmeasured).
    public static let oldestReadableSchemaVersion = 1

    /// Always ``formatName``.
    public var format: String
    /// The schema version it was written with.
    public var schemaVersion: Int
    /// Whether every requested scenario ran to the end.
    public var status: CompletionStatus
    /// The machine and how the run behaved on it.
    public var machine: MachineInfo
    /// What was asked for.
    public var settings: RunSettings
    /// One entry per scenario run, in order.
    public var scenarios: [ScenarioResult]

    /// A results file at the current schema version.
    init(status: CompletionStatus, machine: MachineInfo, settings: RunSettings, scenarios: [ScenarioResult]) {
        format = Self.formatName
        schemaVersion = Self.currentSchemaVersion
        self.status = status
        self.machine = machine
        self.settings = settings
        self.scenarios = scenarios
    }
}
