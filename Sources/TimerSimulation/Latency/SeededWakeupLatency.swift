import IntervalTimer

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
    private var random: SeededRandom

    public init(seed: UInt64, base: Nanoseconds, jitter: Nanoseconds, spikeProbability: Double = 0, spike: Nanoseconds = .zero) {
        precondition(base >= .zero && jitter >= .zero && spike >= .zero, "latency cannot be negative")
        self.base = base
        self.jitter = jitter
        self.spikeProbability = spikeProbability
        self.spike = spike
        self.random = SeededRandom(seed: seed)
    }

    public mutating func nextLatency() -> Nanoseconds {
        var latency = base
        if jitter > .zero { latency = latency + Nanoseconds(Int64(random.next() % UInt64(jitter.rawValue + 1))) }
        if spikeProbability > 0, Double(random.next() >> 11) / Double(1 << 53) < spikeProbability { latency = latency + spike }
        return latency
    }
}
