/// Why runs cannot be compared.
public struct ReportMergeError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong.
    public var reason: String
    public var description: String { reason }
}

/// Merges results files from several machines (or several runs on one) into one comparison.
public enum ReportMerger {
    /// The runs in the order given, named `names[i]` when given (else by the host name or `--name` they were run
    /// with), with names made unique (`host`, `host (2)`…) so every column and legend entry names one run; throws if
    /// a run has no scenarios at all, or if `names` is given with a different count than `runs`.
    public static func merge(_ runs: [(path: String, results: DriftResults)], names: [String] = []) throws(ReportMergeError)
        -> [DriftResults]
    {
        guard names.isEmpty || names.count == runs.count else {
            throw ReportMergeError(reason: "\(names.count) names for \(runs.count) results files; give one name per file, in order.")
        }
        var seen: [String: Int] = [:]
        var merged: [DriftResults] = []
        for (index, (path, original)) in runs.enumerated() {
            var run = original
            if !names.isEmpty { run.machine.label = names[index] }
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

    /// The settings on which `runs` differ (plan, strategy set, poll interval…), each a warning sentence naming the files.
    public static func differences(_ runs: [(path: String, results: DriftResults)]) -> [SettingsDifference] {
        SettingsDifference.all(in: runs)
    }
}
