import Testing
import TimerSimulation

@testable import DriftBench

@Test func nearestRankPercentilesOfOneToAHundred() {
    let percentiles = Percentiles((1...100).map { Int64($0) }.shuffled())
    #expect(percentiles.value(at: 50) == 50)
    #expect(percentiles.value(at: 99) == 99)
    #expect(percentiles.value(at: 100) == 100)
    #expect(percentiles.value(at: 0.1) == 1)
    #expect(percentiles.maximum == 100)
    #expect(percentiles.minimum == 1)
}

@Test func percentilesOfNothingAreAbsent() {
    let percentiles = Percentiles([Int64]())
    #expect(percentiles.isEmpty)
    #expect(percentiles.value(at: 50) == nil)
    #expect(percentiles.maximum == nil)
}

@Test func histogramPercentilesMatchTheSortedSamples() {
    var histogram = LatencyHistogram()
    var samples: [Int64] = []
    var random = SeededRandom(seed: 42)
    for _ in 0..<5_000 {
        // Mostly tens of microseconds, a tail of milliseconds, a few beyond the binned range.
        let roll = random.fraction()
        let micros: Int64 =
            roll < 0.9
            ? random.integer(in: 40...120) : roll < 0.999 ? random.integer(in: 1_000...30_000) : random.integer(in: 150_000...400_000)
        histogram.record(nanoseconds: micros * 1_000 + random.integer(in: 0...999))
        samples.append(micros)
    }
    let exact = Percentiles(samples)
    for p in [50.0, 90, 99, 99.9, 100] {
        #expect(histogram.percentile(p) == exact.value(at: p), "p\(p)")
    }
    #expect(histogram.maximum == exact.maximum)
    #expect(histogram.count == 5_000)
}

@Test func histogramTruncatesToWholeMicrosecondsAndClampsNegatives() {
    var histogram = LatencyHistogram()
    histogram.record(nanoseconds: 1_999)
    histogram.record(nanoseconds: -5_000)
    #expect(histogram.percentile(100) == 1)
    #expect(histogram.percentile(50) == 0)
    #expect(histogram.mean == 0.5)
}

@Test func histogramSurvivesTheSparseRoundTripAndMerges() {
    var first = LatencyHistogram()
    for micros in [5, 5, 7, 250_000] as [Int64] { first.record(microseconds: micros) }
    let rebuilt = LatencyHistogram(sparseBins: first.sparseBins)
    #expect(rebuilt == first)
    var merged = rebuilt
    merged.merge(first)
    #expect(merged.count == 8)
    #expect(merged.maximum == 250_000)
    #expect(merged.sparseBins.map(\.count) == [4, 2, 2])
}

@Test func floorSummaryReportsCyclictestStyleNumbers() {
    var histogram = LatencyHistogram()
    for micros in 1...100 { histogram.record(microseconds: Int64(micros)) }
    let floor = FloorSummary(histogram: histogram, cpuNanoseconds: 10, intervalNanoseconds: 1_000_000)
    #expect(floor.samples == 100)
    #expect(floor.p50Microseconds == 50)
    #expect(floor.p99Microseconds == 99)
    #expect(floor.maxMicroseconds == 100)
    #expect(floor.meanMicroseconds == 50.5)
    #expect(floor.latencyHistogram == histogram)
}
