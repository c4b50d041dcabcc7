/// The strategy × scenario matrix of session drift (the final cue's error) that every output of a run leads with.
struct SessionDriftMatrix {
    /// The scenarios, as columns, in run order.
    var scenarios: [ScenarioResult]
    /// The strategies, as rows, in the order they first appear.
    var strategies: [String]

    /// The matrix of one run.
    init(_ run: DriftResults) {
        scenarios = run.scenarios
        strategies = MarkdownTableWriter.strategyNames([run])
    }

    /// Whether every scenario ran in the same mode (then the mode is said once, not per column).
    var singleMode: MeasurementMode? {
        let modes = Set(scenarios.map(\.mode))
        return modes.count == 1 ? modes.first : nil
    }

    /// The scenarios that stopped early.
    var partialScenarios: [String] { scenarios.filter { $0.status != .complete }.map(\.scenario) }

    /// One cell: the session drift, `failed`, `suspect` (below the wakeup floor: not a result), or `—` when the strategy did not run there or never finished.
    func cell(_ strategy: String, _ scenario: ScenarioResult) -> String {
        guard let result = scenario.strategies.first(where: { $0.strategy == strategy }) else { return "—" }
        if result.status == .failed { return "failed" }
        if result.isSuspect { return "suspect" }
        return Formatting.duration(result.metrics.sessionDriftNanoseconds)
    }

    /// Every row: the strategy and its cells in scenario order.
    var rows: [(name: String, cells: [String])] {
        strategies.map { strategy in (strategy, scenarios.map { cell(strategy, $0) }) }
    }

    /// For a comparison: one scenario's session drift, strategy × machine (`—` where a machine did not run it).
    static func byMachine(_ runs: [DriftResults], scenario: String) -> (columns: [String], rows: [(name: String, cells: [String])]) {
        let matrices = runs.map(SessionDriftMatrix.init)
        let rows = MarkdownTableWriter.strategyNames(runs).map { strategy in
            (
                name: strategy,
                cells: matrices.map { matrix in
                    matrix.scenarios.first { $0.scenario == scenario }.map { matrix.cell(strategy, $0) } ?? "—"
                }
            )
        }
        return (runs.map(\.machine.label), rows)
    }
}
