/// Everything one strategy run produced, before the arithmetic: the raw material of a table row.
struct StrategyTrace: Sendable {
    /// The strategy's registry name.
    var strategy: String
    /// Which machinery produced it.
    var mode: MeasurementMode
    /// Whether it ran the whole session.
    var status: CompletionStatus
    /// Why it failed, for `failed` rows.
    var failure: String?
    /// The cues it fired, in firing order.
    var cues: [CueRecord]
    /// Its display changes, in order.
    var displays: [DisplayChange]
    /// CPU time it used during the session (nil in simulation, where no real CPU is spent).
    var cpuNanoseconds: Int64?
    /// Wakeups it took (sleep returns and timer callbacks), when known.
    var wakeups: Int?
    /// How long it ran on the reference clock (the session, or until it stopped).
    var elapsedNanoseconds: Int64
    /// When its process could not run at all (SIGSTOP to SIGCONT, system sleep), from session start.
    var outages: [OutageWindow]

    /// A trace.
    init(
        strategy: String, mode: MeasurementMode, status: CompletionStatus, failure: String? = nil, cues: [CueRecord],
        displays: [DisplayChange], cpuNanoseconds: Int64?, wakeups: Int? = nil, elapsedNanoseconds: Int64, outages: [OutageWindow] = []
    ) {
        self.strategy = strategy
        self.mode = mode
        self.status = status
        self.failure = failure
        self.cues = cues
        self.displays = displays
        self.cpuNanoseconds = cpuNanoseconds
        self.wakeups = wakeups
        self.elapsedNanoseconds = elapsedNanoseconds
        self.outages = outages
    }
}

/// How a strategy came back from a suspension or sleep (and, in general, how its cues arrived).
public struct Recovery: Codable, Sendable, Equatable {
    /// Cues the strategy itself marked late.
    public var lateCues: Int
    /// Cues that fired less than 0.5 s after the previous one although they were planned ≥ 1 s apart (a burst).
    public var burstCues: Int
    /// Planned cues that never fired.
    public var missedCues: Int
    /// Planned cues that fired more than once.
    public var duplicateCues: Int
    /// Time lost over the session: the final cue's error in seconds (positive: ended late); nil if it never fired.
    public var secondsLost: Double?

    /// A recovery summary.
    init(lateCues: Int, burstCues: Int, missedCues: Int, duplicateCues: Int, secondsLost: Double?) {
        self.lateCues = lateCues
        self.burstCues = burstCues
        self.missedCues = missedCues
        self.duplicateCues = duplicateCues
        self.secondsLost = secondsLost
    }

    /// A short phrase for tables, e.g. `2 late, 1 missed, lost +3.0 s`.
    var summary: String {
        var parts: [String] = []
        if lateCues > 0 { parts.append("\(lateCues) late") }
        if burstCues > 0 { parts.append("\(burstCues) in bursts") }
        if missedCues > 0 { parts.append("\(missedCues) missed") }
        if duplicateCues > 0 { parts.append("\(duplicateCues) twice") }
        if let secondsLost {
            parts.append(abs(secondsLost) < 0.05 ? "no time lost" : String(format: "lost %+.1f s", secondsLost))
        } else {
            parts.append("never finished")
        }
        return parts.joined(separator: ", ")
    }
}

/// The numbers of one table row, computed from a strategy's trace of cues and display changes.
public struct StrategyMetrics: Codable, Sendable, Equatable {
    /// p99 (by magnitude, sign kept) of per-round drift = error at round end − error at round start.
    public var perRoundDriftP99Nanoseconds: Int64?
    /// Session drift: the final cue's error.
    public var sessionDriftNanoseconds: Int64?
    /// Median cue error (by magnitude, sign kept).
    public var latenessP50Nanoseconds: Int64?
    /// 99th-percentile cue error (by magnitude, sign kept).
    public var latenessP99Nanoseconds: Int64?
    /// Worst cue error (by magnitude, sign kept).
    public var latenessMaxNanoseconds: Int64?
    /// How many cues the lateness and response figures rest on; nil when not recorded (results schema 1 and 2).
    public var cueSamples: Int?
    /// Median response lateness (by magnitude, sign kept): fired − max(due, end of the outage covering due).
    /// Nil when not measured (results schema 1).
    public var responseP50Nanoseconds: Int64?
    /// 99th-percentile response lateness (by magnitude, sign kept); nil when not measured (results schema 1).
    public var responseP99Nanoseconds: Int64?
    /// Worst response lateness (by magnitude, sign kept); nil when not measured (results schema 1).
    public var responseMaxNanoseconds: Int64?
    /// The earliest cue's response lateness (the most negative; an early cue's equals its error): with
    /// ``responseLatestNanoseconds`` it bounds every cue, early and late. Nil without cues or before results schema 4.
    public var responseEarliestNanoseconds: Int64? = nil
    /// The latest cue's response lateness (the most positive). Nil without cues or before results schema 4.
    public var responseLatestNanoseconds: Int64? = nil
    /// Worst error of the displayed whole seconds (shown − true; positive: shows too much time left).
    public var worstDisplayErrorSeconds: Int?
    /// CPU milliseconds used per minute of session (a battery proxy); nil in simulation.
    public var cpuMillisecondsPerMinute: Double?
    /// Wakeups per minute of session (the simulation's CPU proxy), when known.
    public var wakeupsPerMinute: Double?
    /// How cues arrived and what the session lost.
    public var recovery: Recovery
}

/// One table row as stored in results.json: the trace's cues plus the computed metrics.
public struct StrategyResult: Codable, Sendable, Equatable {
    /// The strategy's registry name.
    public var strategy: String
    /// Which machinery produced the row.
    public var mode: MeasurementMode
    /// Whether it ran the whole session; failed rows are kept.
    public var status: CompletionStatus
    /// Why it failed, for `failed` rows.
    public var failure: String?
    /// CPU time used during the session (nil in simulation).
    public var cpuNanoseconds: Int64?
    /// How long it ran on the reference clock.
    public var elapsedNanoseconds: Int64
    /// The computed numbers.
    public var metrics: StrategyMetrics
    /// Every cue, in firing order.
    public var cues: [CueRecord]
    /// The outages response lateness was measured against; nil when not recorded (results schema 1).
    public var outages: [OutageWindow]?
    /// How often the strategy polled, for polled strategies; nil for the others and before results schema 3.
    public var pollNanoseconds: Int64?
    /// A real row judged against the floor measured alongside it; nil when not judged (simulated rows, failed
    /// rows, no floor, results before schema 3). ``FloorVerdict/belowFloor`` rows are flagged, not presented.
    public var floorVerdict: FloorVerdict?
    /// The wakeup primitive the strategy declares (``WakeupPrimitive/name``), whose floor it was judged against;
    /// nil in results before per-primitive floors.
    public var wakeupPrimitive: String?
    /// A simulated row's figures under the other seeds its verdict is judged on (seed + 1, seed + 2, …), so one
    /// draw cannot convict or acquit by chance; nil for real rows and before results schema 4.
    public var otherSeeds: [SeedOutcome]? = nil

    /// Whether the row beat the floor, which no timer can: its figures are not a result.
    public var isSuspect: Bool { floorVerdict == .belowFloor }

    /// A stored row; a real, unfailed row is judged against `floor` (the floor measured alongside it).
    init(
        trace: StrategyTrace, metrics: StrategyMetrics, pollNanoseconds: Int64? = nil, floor: FloorSummary? = nil,
        wakeupPrimitive: String? = nil
    ) {
        self.wakeupPrimitive = wakeupPrimitive
        strategy = trace.strategy
        mode = trace.mode
        status = trace.status
        failure = trace.failure
        cpuNanoseconds = trace.cpuNanoseconds
        elapsedNanoseconds = trace.elapsedNanoseconds
        self.metrics = metrics
        cues = trace.cues
        outages = trace.outages
        self.pollNanoseconds = pollNanoseconds
        floorVerdict = trace.mode == .real && trace.status != .failed ? FloorVerdict.judge(metrics, against: floor) : nil
    }
}

/// A simulated row's figures under one more seed: what its verdict is judged on besides the stored run's seed.
public struct SeedOutcome: Codable, Sendable, Equatable {
    /// The seed the scenario's disturbances and the latency samples were drawn with.
    public var seed: UInt64
    /// Whether the session ran to its end.
    public var status: CompletionStatus
    /// The row's figures under that seed.
    public var metrics: StrategyMetrics

    /// An outcome.
    init(seed: UInt64, status: CompletionStatus, metrics: StrategyMetrics) {
        self.seed = seed
        self.status = status
        self.metrics = metrics
    }
}
