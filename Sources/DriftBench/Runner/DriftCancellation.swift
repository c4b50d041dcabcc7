import Synchronization

/// A Ctrl-C request shared between the signal handler and the runner: once set, the runner stops the
/// current scenario, keeps what was measured and marks it partial.
public final class DriftCancellation: Sendable {
    private let requested = Atomic<Bool>(false)

    /// A token not yet cancelled.
    public init() {}

    /// Asks the run to stop.
    public func cancel() { requested.store(true, ordering: .relaxed) }

    /// Whether a stop was asked for.
    public var isCancelled: Bool { requested.load(ordering: .relaxed) }
}

/// Where a run is, for a progress line on stderr: scenario i of n, elapsed, ETA.
public struct DriftProgress: Sendable, Equatable {
    /// 1-based index of the scenario running.
    public var scenarioIndex: Int
    /// How many scenarios the run has.
    public var scenarioCount: Int
    /// The scenario's name.
    public var scenario: String
    /// How it runs.
    public var mode: MeasurementMode
    /// Seconds since the run started.
    public var elapsedSeconds: Double
    /// Estimated seconds until the run ends.
    public var remainingSeconds: Double

    /// A one-line rendering, e.g. `scenario 2 of 7 (cpu-load, real): 1m05s elapsed, ETA 3m20s`.
    public var line: String {
        let position = "scenario \(scenarioIndex) of \(scenarioCount) (\(scenario), \(mode.rawValue))"
        return "\(position): \(Self.clock(elapsedSeconds)) elapsed, ETA \(Self.clock(remainingSeconds))"
    }

    static func clock(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded()))
        return whole >= 60 ? "\(whole / 60)m\(String(format: "%02d", whole % 60))s" : "\(whole)s"
    }
}
