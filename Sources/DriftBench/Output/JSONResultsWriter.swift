import Foundation

/// `results.json`: the whole run in the versioned schema (single runs only).
enum JSONResultsWriter: DriftWriter {
    static let fileName = "results.json"
    static let rendersComparisons = false
    static func render(_ runs: [DriftResults]) throws -> Data {
        guard let run = runs.first else { return Data() }
        return try ResultsFile.encode(run)
    }
}
