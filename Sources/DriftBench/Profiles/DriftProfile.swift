/// A device condition a real run imitates with a kernel mechanism applied to its worker processes only
/// (`--profile`). Adding one is writing its type in its own file and adding one line to ``ProfileRegistry/all``.
public protocol DriftProfile: Sendable {
    /// The registry name, e.g. `throttled`.
    var name: String { get }
    /// The profile as given, with its argument, e.g. `throttled:20%` (recorded in results.json).
    var spec: String { get }
    /// One line: what it imitates and how.
    var summary: String { get }
    /// Whether the profile takes an argument after a colon, and what it looks like (e.g. `PERCENT`).
    var argumentName: String? { get }
    /// The same profile with `argument` (the text after the colon; nil when none was given).
    func configured(argument: String?) throws(ProfileError) -> any DriftProfile
    /// Adds what it needs to the run's conditions.
    func contribute(to conditions: inout ProfileConditions)
}

/// What the run's profiles ask of the worker processes, all together.
public struct ProfileConditions: Sendable, Equatable {
    /// Timer slack each worker sets on itself (PR_SET_TIMERSLACK), in nanoseconds.
    public var timerSlackNanoseconds: Int64?
    /// CPU quota for the workers and the load, as a fraction of one core (0.2 for 20 %).
    public var cpuQuota: Double?
    /// Whether the suspend scenario freezes the workers' cgroup instead of sending SIGSTOP.
    public var freezesSuspensions = false
    /// How far BOOTTIME runs ahead of MONOTONIC in the workers' time namespace, in nanoseconds.
    public var boottimeOffsetNanoseconds: Int64?

    /// No conditions.
    public init() {}

    /// Whether any profile needs a control group.
    var needsControlGroups: Bool { cpuQuota != nil || freezesSuspensions }
}
