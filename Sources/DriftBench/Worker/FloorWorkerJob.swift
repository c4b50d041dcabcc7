import IntervalTimer

/// What a floor worker process measures: the wakeup-latency floor (cyclictest-style), in a process of its own
/// started and scheduled like the strategy workers, from the agreed start instant until the runner stops it.
public struct FloorWorkerJob: Sendable, Equatable {
    /// The sleep interval of the measuring loop, in nanoseconds (cyclictest's default is 1 ms).
    public var intervalNanoseconds: Int64
    /// When to start measuring, on the reference clock (CLOCK_BOOTTIME, nanoseconds): the strategies' start.
    public var startAtReference: Int64
    /// When to stop at the latest (the runner normally stops it earlier with SIGTERM), on the reference clock.
    public var stopAtReference: Int64
    /// The wakeup primitive the floor sleeps with (cyclictest's, absolute `clock_nanosleep` on MONOTONIC, by default).
    public var primitive: WakeupPrimitive

    /// A floor job.
    public init(
        intervalNanoseconds: Int64 = 1_000_000, startAtReference: Int64, stopAtReference: Int64, primitive: WakeupPrimitive = .cyclictest
    ) {
        self.intervalNanoseconds = intervalNanoseconds
        self.startAtReference = startAtReference
        self.stopAtReference = stopAtReference
        self.primitive = primitive
    }
}
