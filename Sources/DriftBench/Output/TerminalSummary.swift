/// What `drift` and `drift report` print to the terminal: one screen of at most ``width`` columns with the
/// session-drift matrix, a verdict per strategy and where the files are; the per-scenario tables are in `drift.md`.
public enum TerminalSummary {
    /// No line is wider than this many display columns.
    public static let width = 100

    /// What "keeps time" means, said once under the verdicts.
    static let keepingTime =
        "Keeping time: the session ends within \(Formatting.roughDuration(StrategyVerdict.toleranceNanoseconds)) of plan, "
        + "and every cue fires within that of due, neither early nor late (once the timer can run), none missed or fired "
        + "twice; not measured: the run stopped before a session there ended."

    /// How many seeds the simulated verdicts were judged on, when the run simulated any scenario.
    static func seedsNote(_ run: DriftResults) -> String? {
        let counts = run.scenarios.filter { $0.mode == .simulated }.flatMap(\.strategies).map { 1 + ($0.otherSeeds?.count ?? 0) }
        guard let most = counts.max(), most > 1 else { return nil }
        let seed = run.settings.seed
        return "Simulated verdicts are judged on seeds \(seed) to \(seed &+ UInt64(most - 1)) and name the worst of them; a problem "
            + "found under only some says how many (\"in 3 of \(most) seeds\"). The matrix and the tables show seed \(seed)."
    }

    /// The summary of one run; `outputFolder` is where the files were written, `verbose` whether the per-scenario
    /// tables were printed above it.
    public static func render(_ run: DriftResults, outputFolder: String?, verbose: Bool) -> String {
        let matrix = SessionDriftMatrix(run)
        let modes =
            switch matrix.singleMode {
            case .simulated?: ", every scenario simulated"
            case .real?: ", every scenario on this machine's clocks"
            case .external?: ", from external cue logs (their own clocks; floor not measured)"
            case nil: ""
            }
        var lines = wrap("Drift per strategy and scenario, plan \(run.settings.plan) on \(run.machine.label)\(modes):")
        lines += wrap(SessionDriftMatrix.legend)
        lines.append("")
        let marked = matrix.singleMode == nil
        let columns = matrix.scenarios.map { $0.scenario + (marked && $0.mode == .simulated ? "*" : "") }
        let rows = matrix.rows(terminal: true).map { (name: $0.name, cells: $0.cells) }
        lines += TextMatrix(corner: "strategy, total drift", columns: columns, rows: rows).lines(width: width)
        if marked { lines += wrap("* simulated on the virtual clock; the other scenarios ran on this machine's clocks.") }
        if let note = matrix.partialNote { lines += [""] + wrap(note) }
        lines += ["", "Verdicts:"]
        let verdicts = StrategyVerdict.all(in: run)
        let nameWidth = (verdicts.map { Formatting.displayColumns($0.strategy) }.max() ?? 0) + 2
        for verdict in verdicts {
            lines += wrap(verdict.sentence, first: TextMatrix.pad(verdict.strategy, to: nameWidth, right: false))
        }
        lines.append("")
        lines += wrap(keepingTime)
        if let seeds = seedsNote(run) { lines += wrap(seeds) }
        lines.append("")
        lines += filesLines(outputFolder: outputFolder, verbose: verbose, runs: [run])
        return lines.joined(separator: "\n") + "\n"
    }

    /// The summary of a comparison: which run is which, a strategy × machine matrix per scenario, and the verdicts
    /// grouped by strategy (machines with the same verdict on one line). `sources` are the files, in run order.
    public static func render(comparison runs: [DriftResults], sources: [String], outputFolder: String?, verbose: Bool) -> String {
        var lines = ["Comparing \(runs.count) runs:"]
        let nameWidth = min((runs.map { Formatting.displayColumns($0.machine.label) }.max() ?? 0) + 2, width / 3)
        for (index, run) in runs.enumerated() {
            let scenarios = run.scenarios.count, strategies = MarkdownTableWriter.strategyNames([run]).count
            let detail =
                "plan \(run.settings.plan), \(scenarios) \(scenarios == 1 ? "scenario" : "scenarios"), "
                + "\(strategies) \(strategies == 1 ? "strategy" : "strategies"), \(run.machine.date)"
            let name = "  " + TextMatrix.pad(TextMatrix.fit(run.machine.label, nameWidth - 2), to: nameWidth, right: false)
            lines += wrap(detail, first: name)
            // The file on a line of its own, never broken, so it can be copied.
            if index < sources.count { lines.append(String(repeating: " ", count: nameWidth + 2) + sources[index]) }
        }
        for scenario in MarkdownTableWriter.scenarioNames(runs) {
            let matrix = SessionDriftMatrix.byMachine(runs, scenario: scenario, terminal: true, measures: [.total, .worstCue])
            lines += ["", "Total drift and worst cue in \(scenario):"]
            let rows = matrix.rows.map { (name: $0.name, cells: $0.cells) }
            lines += TextMatrix(corner: "strategy, total drift", columns: matrix.columns, rows: rows).lines(width: width)
        }
        lines += ["", "Verdicts:"]
        let verdicts = runs.map { run in (run.machine.label, StrategyVerdict.all(in: run)) }
        for strategy in MarkdownTableWriter.strategyNames(runs) {
            lines.append(strategy)
            var groups: [(sentence: String, machines: [String])] = []
            for (machine, list) in verdicts {
                guard let verdict = list.first(where: { $0.strategy == strategy }) else { continue }
                if let index = groups.firstIndex(where: { $0.sentence == verdict.sentence }) {
                    groups[index].machines.append(machine)
                } else {
                    groups.append((verdict.sentence, [machine]))
                }
            }
            for group in groups {
                let who = group.machines.count == runs.count ? "every machine" : group.machines.joined(separator: ", ")
                lines += wrap("\(who): \(group.sentence)", first: "  ", rest: "    ")
            }
        }
        lines.append("")
        lines += wrap(keepingTime)
        lines.append("")
        lines += filesLines(outputFolder: outputFolder, verbose: verbose, runs: runs)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where the details are: the files written, or how to get them.
    static func filesLines(outputFolder: String?, verbose: Bool, runs: [DriftResults]) -> [String] {
        // A closure, not a key path: a key path to a static requirement of an existential metatype crashes SILGen.
        let names = DriftWriterRegistry.all.filter { runs.count == 1 || $0.rendersComparisons }.map { writer in writer.fileName }
        let list = names.joined(separator: ", ")
        let intro = "Every scenario's table, with its wakeup floor:"
        guard let outputFolder else {
            return wrap("\(intro) \(verbose ? "above" : "add --verbose"); to write \(list): --out <dir>.")
        }
        let wrote = "Wrote \(list) to \(outputFolder)."
        // The folder is never broken across lines, so it can be copied; on its own line when the sentence is too long.
        return wrap("\(intro) \(verbose ? "above, and in drift.md and drift.html" : "drift.md and drift.html (or --verbose here)").")
            + (Formatting.displayColumns(wrote) <= width ? [wrote] : ["Wrote \(list) to", "  \(outputFolder)"])
    }

    /// `text` broken at spaces into lines of at most ``width`` columns: the first starts with `first`, the others
    /// with `rest` (by default as many spaces as `first` is wide). A word longer than a line is broken anywhere.
    static func wrap(_ text: String, first: String = "", rest: String? = nil) -> [String] {
        let indent = rest ?? String(repeating: " ", count: Formatting.displayColumns(first))
        var lines: [String] = []
        var line = first, lineHasWord = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = lineHasWord ? line + " " + word : line + word
            if Formatting.displayColumns(candidate) <= width {
                line = candidate
                lineHasWord = true
                continue
            }
            if lineHasWord {
                lines.append(line)
                line = indent
            }
            var remaining = Substring(word)
            while Formatting.displayColumns(line + remaining) > width, !remaining.isEmpty {
                var piece = ""
                while let next = remaining.first, Formatting.displayColumns(line + piece + String(next)) <= width {
                    piece.append(next)
                    remaining = remaining.dropFirst()
                }
                if piece.isEmpty { break }
                lines.append(line + piece)
                line = indent
            }
            line += remaining
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }
}
