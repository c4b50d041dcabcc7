/// A wakeup-latency histogram with 1 µs bins, the way `cyclictest -h` keeps one.
///
/// Latencies up to ``binLimitMicroseconds`` go into bins; rarer, larger ones are kept exactly,
/// so percentiles and the maximum stay exact however long the tail is.
struct LatencyHistogram: Sendable, Equatable {
    /// Latencies below this many microseconds are binned; larger ones are stored individually.
    static let binLimitMicroseconds = 100_000

    private var bins: [UInt32]
    private var overflow: [Int64]
    /// How many latencies were recorded.
    private(set) var count: Int = 0
    private var sumMicroseconds: Int64 = 0

    /// An empty histogram.
    init() {
        bins = Array(repeating: 0, count: Self.binLimitMicroseconds)
        overflow = []
    }

    /// Records one latency in nanoseconds; negative values (impossible for absolute sleeps) count as 0.
    mutating func record(nanoseconds: Int64) {
        record(microseconds: max(0, nanoseconds) / 1_000)
    }

    /// Records one latency already truncated to whole microseconds, as cyclictest does.
    mutating func record(microseconds: Int64) {
        let value = max(0, microseconds)
        if value < Int64(Self.binLimitMicroseconds) {
            bins[Int(value)] &+= 1
        } else {
            overflow.append(value)
        }
        count += 1
        sumMicroseconds += value
    }

    /// Adds every sample of `other`.
    mutating func merge(_ other: LatencyHistogram) {
        for (bin, n) in other.bins.enumerated() where n > 0 { bins[bin] &+= n }
        overflow += other.overflow
        count += other.count
        sumMicroseconds += other.sumMicroseconds
    }

    /// The nearest-rank `p`-th percentile in microseconds (0 < p ≤ 100), or nil when empty.
    func percentile(_ p: Double) -> Int64? {
        guard count > 0 else { return nil }
        let rank = min(max(Int((p / 100 * Double(count)).rounded(.up)), 1), count)
        var seen = 0
        for (bin, n) in bins.enumerated() where n > 0 {
            seen += Int(n)
            if seen >= rank { return Int64(bin) }
        }
        let tail = overflow.sorted()
        return tail[rank - seen - 1]
    }

    /// The largest latency in microseconds, or nil when empty.
    var maximum: Int64? {
        if let top = overflow.max() { return top }
        return bins.lastIndex { $0 > 0 }.map(Int64.init)
    }

    /// The mean latency in microseconds, or nil when empty.
    var mean: Double? { count > 0 ? Double(sumMicroseconds) / Double(count) : nil }

    /// Non-empty bins as (microseconds, count), ascending, overflow values included as their own bins.
    var sparseBins: [(microseconds: Int64, count: Int)] {
        var result: [(Int64, Int)] = []
        for (bin, n) in bins.enumerated() where n > 0 { result.append((Int64(bin), Int(n))) }
        var tail: [Int64: Int] = [:]
        for value in overflow { tail[value, default: 0] += 1 }
        result += tail.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return result
    }

    /// Rebuilds a histogram from ``sparseBins``.
    init(sparseBins: [(microseconds: Int64, count: Int)]) {
        self.init()
        for (value, n) in sparseBins where n > 0 {
            if value < Int64(Self.binLimitMicroseconds) && value >= 0 {
                bins[Int(value)] &+= UInt32(clamping: n)
            } else {
                overflow += Array(repeating: max(0, value), count: n)
            }
            count += n
            sumMicroseconds += max(0, value) * Int64(n)
        }
    }
}
