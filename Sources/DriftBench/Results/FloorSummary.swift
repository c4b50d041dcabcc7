/// The wakeup-latency floor measured during one scenario: what cyclictest would report, plus its histogram.
public struct FloorSummary: Codable, Sendable, Equatable {
    /// How many wakeups were measured.
    public var samples: Int
    /// Median wakeup latency in microseconds.
    public var p50Microseconds: Int64
    /// 99th-percentile wakeup latency in microseconds.
    public var p99Microseconds: Int64
    /// Worst wakeup latency in microseconds.
    public var maxMicroseconds: Int64
    /// Mean wakeup latency in microseconds, to 0.1 µs.
    public var meanMicroseconds: Double
    /// The sleep interval of the measuring loop.
    public var intervalNanoseconds: Int64
    /// CPU time the measuring thread used (part of the runner's overhead).
    public var cpuNanoseconds: Int64
    /// The 1 µs histogram as [microseconds, count] pairs, ascending.
    public var histogram: [[Int64]]

    /// The fastest wakeup measured, in whole microseconds; nil when the histogram holds none.
    public var fastestMicroseconds: Int64? { histogram.first { $0.count == 2 && $0[1] > 0 }?[0] }

    /// Summarises a measured histogram.
    init(histogram: LatencyHistogram, cpuNanoseconds: Int64, intervalNanoseconds: Int64) {
        samples = histogram.count
        p50Microseconds = histogram.percentile(50) ?? 0
        p99Microseconds = histogram.percentile(99) ?? 0
        maxMicroseconds = histogram.maximum ?? 0
        meanMicroseconds = ((histogram.mean ?? 0) * 10).rounded() / 10
        self.intervalNanoseconds = intervalNanoseconds
        self.cpuNanoseconds = cpuNanoseconds
        self.histogram = histogram.sparseBins.map { [$0.microseconds, Int64($0.count)] }
    }

    /// Rebuilds a summary from a floor worker's stored bins (`[microseconds, count]` pairs).
    init(bins: [[Int64]], cpuNanoseconds: Int64, intervalNanoseconds: Int64) {
        self.init(
            histogram: LatencyHistogram(sparseBins: bins.compactMap { $0.count == 2 ? ($0[0], Int($0[1])) : nil }),
            cpuNanoseconds: cpuNanoseconds, intervalNanoseconds: intervalNanoseconds)
    }

    /// The histogram rebuilt from its stored bins.
    var latencyHistogram: LatencyHistogram {
        LatencyHistogram(sparseBins: histogram.compactMap { $0.count == 2 ? ($0[0], Int($0[1])) : nil })
    }
}
