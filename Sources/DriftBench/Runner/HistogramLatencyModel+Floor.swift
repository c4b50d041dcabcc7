import TimerSimulation

extension HistogramLatencyModel {
    /// A model sampling `floor`'s histogram (its `[microseconds, count]` pairs) with `seed`.
    init(floor: FloorSummary, seed: UInt64) {
        let bins = floor.histogram.filter { $0.count == 2 }.map { (microseconds: $0[0], count: Int($0[1])) }
        self.init(bins: bins, seed: seed)
    }
}
