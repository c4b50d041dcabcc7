import Foundation

/// `drift.svg`: for one run, how late each cue fired over the session (one panel per scenario, log axis, the
/// scenario's disturbances and the wakeup floor drawn and named); for several runs, each strategy's cue-lateness
/// p50 to p99 per machine. The layout helpers live in `Output/Chart/`.
///
/// The document has no XML declaration, style sheet or ids, so it is valid both as a file and inline in HTML.
enum SVGChartWriter: DriftWriter {
    static let fileName = "drift.svg"
    static let rendersComparisons = true

    static func render(_ runs: [DriftResults]) throws -> Data {
        Data((runs.count == 1 ? TimelineChart(runs[0]).render() : ComparisonChart(runs).render()).utf8)
    }
}
