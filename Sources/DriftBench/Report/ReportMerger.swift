/// Why runs cannot be compared.
public struct ReportMergeError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong.
    public var reason: String
    public var description: String { reason }
}

/// Merges results files from several machines (or several runs on one) into one comparison.
public enum ReportMerger {
    /// The runs in the order given, with machine labels made unique (`host`, `host (2)`…) so every column and
    /// legend entry names one run; throws if a run has no scenarios at all.
    public static func merge(_ runs: [(path: String, results: DriftResults)]) throws(ReportMergeError) -> [DriftResults] {
        var seen: [String: Int] = [:]
        var merged: [DriftResults] = []
        for (path, run) in runs {
            guard !run.scenarios.isEmpty else {
                throw ReportMergeError(
                    reason: "\(path):1:1: the run has no scenarios (it was stopped before the first one ended); "
                        + "rerun 'timekeeper drift' or leave the file out.")
            }
            var copy = run
            let count = (seen[run.machine.label] ?? 0) + 1
            seen[run.machine.label] = count
            if count > 1 { copy.machine.label = "\(run.machine.label) (\(count))" }
            merged.append(copy)
        }
        return merged
    }
}
