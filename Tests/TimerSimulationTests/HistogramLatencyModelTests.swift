import IntervalTimer
import Testing
import TimerSimulation

@Test func histogramLatencyOnlyDrawsMeasuredBinsAndRepeatsForTheSameSeed() {
    let bins: [(microseconds: Int64, count: Int)] = [(60, 90), (75, 0), (120, 9), (2_000, 1)]
    var first = HistogramLatencyModel(bins: bins, seed: 3)
    var second = HistogramLatencyModel(bins: bins, seed: 3)
    let a = (0..<2_000).map { _ in first.nextLatency() }
    #expect(a == (0..<2_000).map { _ in second.nextLatency() })
    #expect(Set(a).isSubset(of: [.microseconds(60), .microseconds(120), .microseconds(2_000)]))
    // Inverse-CDF sampling keeps the bins' proportions: about 90 % of draws from the 60 µs bin.
    let share = Double(a.filter { $0 == .microseconds(60) }.count) / Double(a.count)
    #expect(share > 0.85 && share < 0.95)
}

@Test func anEmptyHistogramMeansNoLatency() {
    var model = HistogramLatencyModel(bins: [(100, 0)], seed: 1)
    #expect(model.nextLatency() == .zero)
}
