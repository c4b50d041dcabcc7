/// Nearest-rank percentiles over a set of integer samples (nanoseconds in this module).
///
/// Nearest rank (the smallest value with at least p % of the samples at or below it) is what
/// cyclictest's histogram readers use, so floor and cue percentiles are computed the same way.
struct Percentiles: Sendable, Equatable {
    /// The samples, sorted ascending.
    let sorted: [Int64]

    /// Sorts `samples` once; every query after that is O(1).
    init<S: Sequence>(_ samples: S) where S.Element == Int64 {
        sorted = samples.sorted()
    }

    /// Whether there were no samples.
    var isEmpty: Bool { sorted.isEmpty }

    /// The nearest-rank `p`-th percentile (0 < p ≤ 100), or nil without samples.
    func value(at p: Double) -> Int64? {
        guard !sorted.isEmpty else { return nil }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// The largest sample, or nil without samples.
    var maximum: Int64? { sorted.last }
    /// The smallest sample, or nil without samples.
    var minimum: Int64? { sorted.first }
}
