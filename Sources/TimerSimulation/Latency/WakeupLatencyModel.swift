import IntervalTimer

/// How late each simulated wakeup is, on top of its deadline: the simulator's stand-in for scheduler latency.
public protocol WakeupLatencyModel: Sendable {
    /// The lateness of the next wakeup. Never negative: a timer never fires early.
    mutating func nextLatency() -> Nanoseconds
}
