import Foundation

/// Every output format, in the order they are written; a writer's name is the file it writes. Adding one is
/// writing its type in its own file and adding one line to ``all``.
public enum DriftWriterRegistry {
    /// The registry.
    public static let all: [any DriftWriter.Type] = [
        JSONResultsWriter.self,
        MarkdownTableWriter.self,
        CSVTableWriter.self,
        SVGChartWriter.self,
        HTMLReportWriter.self,
    ]

    /// The writer of the file `name` (e.g. `drift.md`), or nil.
    public static func named(_ name: String) -> (any DriftWriter.Type)? {
        all.first { $0.fileName == name }
    }

    /// The file names a single run writes, in registry order.
    public static var names: [String] { all.map { writer in writer.fileName } }

    /// Renders every format that applies: all of them for one run, the comparison formats for several.
    public static func renderAll(_ runs: [DriftResults]) throws -> [(name: String, contents: Data)] {
        try all.filter { runs.count == 1 || $0.rendersComparisons }.map { ($0.fileName, try $0.render(runs)) }
    }
}
