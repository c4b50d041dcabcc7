/// How late each simulated wakeup is, on top of its deadline: the simulator's stand-in for scheduler latency.
public protocol WakeupLatencyModel: Sendable {
    /// The lateness of the next wakeup. Never negative: a timer never fires early.
    mutating func nextLatency() -> Nanoseconds
}

/// Every wakeup exactly on its deadline.
public struct NoWakeupLatency: WakeupLatencyModel {
    public init() {}
    public mutating func nextLatency() -> Nanoseconds { .zero }
}

/// Every wakeup late by the same amount.
public struct ConstantWakeupLatency: WakeupLatencyModel {
    /// The lateness of every wakeup.
    public let latency: Nanoseconds
    public init(_ latency: Nanoseconds) {
        precondition(latency >= .zero, "latency cannot be negative")
        self.latency = latency
    }
    public mutating func nextLatency() -> Nanoseconds { latency }
}

/// Reproducible pseudo-random lateness: `base` plus uniform jitter up to `jitter`, and with probability
/// `spikeProbability` an extra `spike` (a preemption). Same seed, same sequence.
public struct SeededWakeupLatency: WakeupLatencyModel {
    /// The lateness every wakeup has at least.
    public let base: Nanoseconds
    /// The most uniform jitter added on top of `base`.
    public let jitter: Nanoseconds
    /// The chance (0…1) that a wakeup also gets `spike`.
    public let spikeProbability: Double
    /// The extra lateness of a preempted wakeup.
    public let spike: Nanoseconds
    private var state: UInt64

    public init(seed: UInt64, base: Nanoseconds, jitter: Nanoseconds, spikeProbability: Double = 0, spike: Nanoseconds = .zero) {
        precondition(base >= .zero && jitter >= .zero && spike >= .zero, "latency cannot be negative")
        self.base = base
        self.jitter = jitter
        self.spikeProbability = spikeProbability
        self.spike = spike
        self.state = seed
    }

    // SplitMix64: tiny, fast and good enough for jitter.
    private mutating func nextRandom() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func nextLatency() -> Nanoseconds {
        var latency = base
        if jitter > .zero { latency = latency + Nanoseconds(Int64(nextRandom() % UInt64(jitter.rawValue + 1))) }
        if spikeProbability > 0, Double(nextRandom() >> 11) / Double(1 << 53) < spikeProbability { latency = latency + spike }
        return latency
    }
}
