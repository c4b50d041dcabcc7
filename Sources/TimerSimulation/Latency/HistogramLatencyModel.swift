import IntervalTimer

/// A simulated wakeup latency drawn from a wakeup-latency histogram measured on a real machine.
///
/// Inverse-CDF sampling over the histogram's 1 µs bins with a seeded generator, so a simulation is as late
/// as that machine's wakeups are, and reproducible for the same histogram and seed.
public struct HistogramLatencyModel: WakeupLatencyModel {
    private let values: [Int64]
    private let cumulative: [Int]
    private var random: SeededRandom

    /// A model sampling `bins` (latency in whole microseconds, and how many wakeups had it; bins with no wakeups
    /// are skipped) with `seed`. No bins with wakeups give zero latency.
    public init(bins: [(microseconds: Int64, count: Int)], seed: UInt64) {
        var values: [Int64] = [], cumulative: [Int] = [], total = 0
        for bin in bins where bin.count > 0 {
            total += bin.count
            values.append(bin.microseconds)
            cumulative.append(total)
        }
        self.values = values
        self.cumulative = cumulative
        self.random = SeededRandom(seed: seed, label: "latency")
    }

    /// The next wakeup's lateness, in whole microseconds as cyclictest reports them.
    public mutating func nextLatency() -> Nanoseconds {
        guard let total = cumulative.last, total > 0 else { return .zero }
        let pick = Int(random.next() % UInt64(total))
        var low = 0, high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] > pick { high = middle } else { low = middle + 1 }
        }
        return .microseconds(values[low])
    }
}
