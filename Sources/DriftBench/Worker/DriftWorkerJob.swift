import IntervalTimer

/// What one worker process runs: one strategy, one scenario, one plan, from an agreed start instant.
public struct DriftWorkerJob: Sendable, Equatable {
    /// The strategy to run.
    public var strategy: any TimerStrategy
    /// The scenario whose in-process disturbances (queue stalls, wall steps and slews) the worker applies.
    public var scenario: any Scenario
    /// The workout.
    public var plan: WorkoutPlan
    /// The run's seed (the worker derives the same disturbances as the runner).
    public var seed: UInt64
    /// When to start, on the reference clock (CLOCK_BOOTTIME, nanoseconds).
    public var startAtReference: Int64

    /// A job.
    public init(strategy: any TimerStrategy, scenario: any Scenario, plan: WorkoutPlan, seed: UInt64, startAtReference: Int64) {
        self.strategy = strategy
        self.scenario = scenario
        self.plan = plan
        self.seed = seed
        self.startAtReference = startAtReference
    }

    /// Jobs are equal when they name the same strategy (polling as often) and scenario and agree on everything else.
    public static func == (lhs: DriftWorkerJob, rhs: DriftWorkerJob) -> Bool {
        lhs.strategy.name == rhs.strategy.name
            && TimerStrategyRegistry.pollInterval(of: lhs.strategy) == TimerStrategyRegistry.pollInterval(of: rhs.strategy)
            && lhs.scenario.name == rhs.scenario.name && lhs.plan == rhs.plan
            && lhs.seed == rhs.seed && lhs.startAtReference == rhs.startAtReference
    }
}
