import Foundation

/// `results.json`: the whole run in the versioned schema (single runs only).
public enum JSONResultsWriter: DriftWriter {
    public static let fileName = "results.json"
    public static let rendersComparisons = false
    public static func render(_ runs: [DriftResults]) throws -> Data {
        guard let run = runs.first else { return Data() }
        return try ResultsFile.encode(run)
    }
}
