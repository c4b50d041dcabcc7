/// The strategy × scenario matrix every output of a run leads with: for each strategy its total drift (the session
/// drift, the final cue's error), its worst cue (so an error that cancelled out by the session's end cannot hide) and
/// its per-round drift.
struct SessionDriftMatrix {
    /// What a row of the matrix shows.
    enum Measure: CaseIterable {
        /// The final cue's error (session drift): how far off the whole session ends.
        case total
        /// The cue furthest from due, early (−) or late (+): fired − due.
        case worstCue
        /// p99 of error at a round's end cue − error at its start cue.
        case perRound

        /// The row's name in the terminal, where the first row carries the strategy's name.
        var terminalLabel: String {
            switch self {
            case .total: ""
            case .worstCue: "  worst cue"
            case .perRound: "  per round"
            }
        }

        /// The row's name in drift.md and drift.html, beside the strategy's name.
        var label: String {
            switch self {
            case .total: "total drift"
            case .worstCue: "worst cue"
            case .perRound: "per-round drift (p99)"
            }
        }

        /// The figure of `metrics` this row shows.
        func value(_ metrics: StrategyMetrics) -> Int64? {
            switch self {
            case .total: metrics.sessionDriftNanoseconds
            case .worstCue: metrics.latenessMaxNanoseconds
            case .perRound: metrics.perRoundDriftP99Nanoseconds
            }
        }
    }

    /// What the rows mean, said once beside the matrix.
    static let legend =
        "total drift: the final cue's error (session drift); worst cue: the cue furthest from due, early (−) or late (+), "
        + "fired − due; per round: p99 of a round's end-cue error − its start-cue error."

    /// The scenarios, as columns, in run order.
    var scenarios: [ScenarioResult]
    /// The strategies, in the order they first appear.
    var strategies: [String]
    /// Scenarios the run asked for but never started (it was stopped first).
    var notRun: [String]

    /// The matrix of one run.
    init(_ run: DriftResults) {
        scenarios = run.scenarios
        strategies = MarkdownTableWriter.strategyNames([run])
        let ran = Set(run.scenarios.map(\.scenario))
        notRun = run.settings.scenarios.filter { !ran.contains($0) }
    }

    /// Whether every scenario ran in the same mode (then the mode is said once, not per column).
    var singleMode: MeasurementMode? {
        let modes = Set(scenarios.map(\.mode))
        return modes.count == 1 ? modes.first : nil
    }

    /// The scenarios that stopped early.
    var partialScenarios: [String] { scenarios.filter { $0.status != .complete }.map(\.scenario) }

    /// Whether the run is partial: a scenario stopped early or never started.
    var isPartial: Bool { !partialScenarios.isEmpty || !notRun.isEmpty }

    /// What a partial run lacks, in one sentence (nil for a complete run).
    var partialNote: String? {
        guard isPartial else { return nil }
        var parts: [String] = []
        if !partialScenarios.isEmpty { parts.append("stopped during \(StrategyVerdict.list(partialScenarios))") }
        if !notRun.isEmpty { parts.append("never started \(StrategyVerdict.list(notRun))") }
        return "This run is partial: it \(parts.joined(separator: " and ")). A strategy without a completed session in "
            + "every scenario is not measured there, and its verdict says so."
    }

    /// One cell: the figure, `failed`, `suspect` (below the wakeup floor: not a result), or `—` when the strategy did
    /// not run there or the figure does not exist (a session stopped before its end has no total drift).
    func cell(_ strategy: String, _ scenario: ScenarioResult, _ measure: Measure = .total) -> String {
        guard let result = scenario.strategies.first(where: { $0.strategy == strategy }) else { return "—" }
        if result.status == .failed { return measure == .total ? "failed" : "—" }
        if result.isSuspect { return measure == .total ? "suspect" : "—" }
        return Formatting.duration(measure.value(result.metrics))
    }

    /// Every row: three per strategy (total, worst cue, per round) with their cells in scenario order; `terminal`
    /// names the first row by the strategy alone and the others by the measure, indented.
    func rows(terminal: Bool) -> [(name: String, measure: Measure, cells: [String])] {
        strategies.flatMap { strategy in
            Measure.allCases.map { measure in
                (
                    terminal ? (measure == .total ? strategy : measure.terminalLabel) : strategy, measure,
                    scenarios.map { cell(strategy, $0, measure) }
                )
            }
        }
    }

    /// For a comparison: one scenario's figures, a row per strategy and measure × machine (`—` where a machine did not
    /// run it).
    static func byMachine(_ runs: [DriftResults], scenario: String, terminal: Bool, measures: [Measure] = Measure.allCases) -> (
        columns: [String], rows: [(name: String, measure: Measure, cells: [String])]
    ) {
        let matrices = runs.map(SessionDriftMatrix.init)
        let rows = MarkdownTableWriter.strategyNames(runs).flatMap { strategy in
            measures.map { measure in
                (
                    name: terminal ? (measure == .total ? strategy : measure.terminalLabel) : strategy, measure: measure,
                    cells: matrices.map { matrix in
                        matrix.scenarios.first { $0.scenario == scenario }.map { matrix.cell(strategy, $0, measure) } ?? "—"
                    }
                )
            }
        }
        return (runs.map(\.machine.label), rows)
    }
}
