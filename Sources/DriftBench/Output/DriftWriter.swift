import Foundation

/// One output format of `timekeeper drift` and `drift report`: a file name and a pure rendering function.
public protocol DriftWriter: Sendable {
    /// The file it writes in the output folder, e.g. `drift.md`.
    static var fileName: String { get }
    /// Whether it can render a comparison of several runs (`drift report`), not just one run.
    static var rendersComparisons: Bool { get }
    /// Renders one run (a single element) or a comparison of several runs.
    static func render(_ runs: [DriftResults]) throws -> Data
}

/// Every output format, in the order they are written.
public enum DriftWriters {
    /// The registry.
    public static let all: [any DriftWriter.Type] = [
        JSONResultsWriter.self,
        MarkdownTableWriter.self,
        CSVTableWriter.self,
        SVGChartWriter.self,
    ]

    /// The file names a single run writes.
    public static var fileNames: [String] { all.map { writer in writer.fileName } }

    /// Renders every format that applies: all of them for one run, the comparison formats for several.
    public static func renderAll(_ runs: [DriftResults]) throws -> [(name: String, contents: Data)] {
        try all.filter { runs.count == 1 || $0.rendersComparisons }.map { ($0.fileName, try $0.render(runs)) }
    }
}

/// `results.json`: the whole run in the versioned schema (single runs only).
public enum JSONResultsWriter: DriftWriter {
    public static let fileName = "results.json"
    public static let rendersComparisons = false
    public static func render(_ runs: [DriftResults]) throws -> Data {
        guard let run = runs.first else { return Data() }
        return try ResultsFile.encode(run)
    }
}
