import Foundation

/// `drift.html`: one self-contained page to attach to a bug report or a blog post: the verdicts, the session-drift
/// matrix, the chart (drift.svg, inlined), every scenario's table and the machine block. No scripts, no outside
/// assets, inline CSS only, every text escaped.
enum HTMLReportWriter: DriftWriter {
    static let fileName = "drift.html"
    static let rendersComparisons = true

    /// The page's style: readable in light and dark mode, tables that scroll sideways instead of overflowing.
    static let style = """
        body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1d1d1f;background:#fff}
        h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:1px solid #ddd}h3{font-size:1.05rem}
        .scroll{overflow-x:auto}table{border-collapse:collapse;margin:.5rem 0;font-variant-numeric:tabular-nums}
        th,td{padding:.2rem .6rem;border-bottom:1px solid #e5e5e5;text-align:right;white-space:nowrap}
        th:first-child,td:first-child{text-align:left}th{background:#f5f5f7}
        .verdicts li{margin:.2rem 0}.ok{color:#1a7f37}.problem{color:#b35900}.unmeasured{color:#6e6e73}code{font-size:.92em}
        .partial{color:#b00020;border-left:4px solid #b00020;padding-left:.6rem}
        .chart svg{max-width:100%;height:auto}dt{font-weight:600}dd{margin:0 0 .5rem 1.5rem}.note{color:#555}
        @media (prefers-color-scheme:dark){body{color:#e8e8ea;background:#161618}th{background:#26262a}
        th,td{border-color:#333}.chart svg{background:#fff}.note{color:#aaa}.ok{color:#4ac26b}.problem{color:#f0a050}
        .unmeasured{color:#a1a1a6}.partial{color:#ff6b81;border-color:#ff6b81}}
        """

    static func render(_ runs: [DriftResults]) throws -> Data {
        let comparing = runs.count > 1
        let title =
            comparing ? "Drift benchmark: comparison of \(runs.count) runs" : "Drift benchmark on \(runs.first?.machine.label ?? "")"
        var html = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(MarkupText.escaped(title))</title>", "<style>", style, "</style>", "</head>", "<body>",
            "<h1>\(MarkupText.escaped(title))</h1>",
        ]
        for run in runs {
            let plan = "Plan \(run.settings.plan), seed \(run.settings.seed), \(run.machine.date), run \(run.status.rawValue)."
            html.append(
                "<p class=\"note\">\(comparing ? "<strong>\(MarkupText.escaped(run.machine.label))</strong>: " : "")\(MarkupText.escaped(plan))</p>"
            )
        }

        html.append("<h2 id=\"verdicts\">Verdicts</h2>")
        for run in runs {
            if comparing { html.append("<h3>\(MarkupText.escaped(run.machine.label))</h3>") }
            if let note = SessionDriftMatrix(run).partialNote {
                html.append("<p class=\"partial\"><strong>\(MarkupText.escaped(note))</strong></p>")
            }
            html.append("<ul class=\"verdicts\">")
            for verdict in StrategyVerdict.all(in: run) {
                let kind =
                    switch verdict.kind {
                    case .keepsTime: "ok"
                    case .problems: "problem"
                    case .notMeasured: "unmeasured"
                    }
                html.append(
                    "<li><code>\(MarkupText.escaped(verdict.strategy))</code> <span class=\"\(kind)\">\(MarkupText.escaped(verdict.sentence))</span></li>"
                )
            }
            html.append("</ul>")
        }
        html.append("<p class=\"note\">\(MarkupText.escaped(TerminalSummary.keepingTime))</p>")
        if !comparing, let run = runs.first, let seeds = TerminalSummary.seedsNote(run) {
            html.append("<p class=\"note\">\(MarkupText.escaped(seeds))</p>")
        }

        html.append("<h2 id=\"matrix\">Drift: total, worst cue, per round</h2>")
        if let run = runs.first, !comparing {
            let matrix = SessionDriftMatrix(run)
            html += table(
                ["strategy", "drift"] + matrix.scenarios.map { "\($0.scenario) (\($0.mode.rawValue))" },
                matrix.rows(terminal: false).map { [$0.name, $0.measure.label] + $0.cells })
        } else {
            for scenario in MarkdownTableWriter.scenarioNames(runs) {
                let matrix = SessionDriftMatrix.byMachine(runs, scenario: scenario, terminal: false)
                html.append("<h3>\(MarkupText.escaped(scenario))</h3>")
                html += table(["strategy", "drift"] + matrix.columns, matrix.rows.map { [$0.name, $0.measure.label] + $0.cells })
            }
        }
        html.append("<p class=\"note\">\(MarkupText.escaped(SessionDriftMatrix.legend))</p>")

        html.append("<h2 id=\"chart\">Cue lateness over the session</h2>")
        html.append("<div class=\"chart\">\(inlineSVG(try SVGChartWriter.render(runs)))</div>")

        html.append("<h2 id=\"columns\">Columns</h2>")
        html.append("<dl>")
        if comparing { html += ["<dt>machine</dt>", "<dd>the run's name (its host name, or --name).</dd>"] }
        for definition in MarkdownTableWriter.columnDefinitions {
            html.append(
                "<dt>\(MarkupText.escaped(definition.columns.joined(separator: ", ")))</dt><dd>\(MarkupText.escaped(definition.text))</dd>")
        }
        html.append("</dl>")

        for scenario in MarkdownTableWriter.scenarioNames(runs) {
            let entries = runs.compactMap { run in run.scenarios.first { $0.scenario == scenario }.map { (run, $0) } }
            guard let first = entries.first?.1 else { continue }
            let modes = Set(entries.map(\.1.mode.rawValue)).sorted().joined(separator: ", ")
            html.append(
                "<h2 id=\"scenario-\(MarkupText.escaped(scenario))\">\(MarkupText.escaped(scenario)) (\(MarkupText.escaped(modes)))</h2>")
            html.append("<p>\(MarkupText.escaped(first.summary))</p>")
            for (run, result) in entries {
                for note in MarkdownTableWriter.scenarioNotes(result) {
                    html.append("<p class=\"note\">\(MarkupText.escaped((comparing ? "\(run.machine.label): " : "") + note))</p>")
                }
            }
            var rows: [[String]] = []
            for strategy in MarkdownTableWriter.strategyNames(runs) {
                for (run, result) in entries {
                    for row in result.strategies where row.strategy == strategy {
                        rows.append((comparing ? [run.machine.label] : []) + MarkdownTableWriter.cells(row))
                    }
                }
            }
            html += table((comparing ? ["machine"] : []) + MarkdownTableWriter.header, rows)
        }

        html.append("<h2 id=\"machine\">\(comparing ? "Machines" : "Machine")</h2>")
        for run in runs {
            html.append("<h3>\(MarkupText.escaped(run.machine.label))</h3>")
            for sentence in MarkdownTableWriter.machineSentences(run) { html.append("<p>\(MarkupText.escaped(sentence))</p>") }
        }
        html += ["<p class=\"note\">Written by timekeeper drift.</p>", "</body>", "</html>"]
        return Data((html.joined(separator: "\n") + "\n").utf8)
    }

    /// A table with a header row, in a box that scrolls sideways on a narrow screen.
    static func table(_ header: [String], _ rows: [[String]]) -> [String] {
        var lines = [
            "<div class=\"scroll\"><table>", "<thead><tr>" + header.map { "<th>\(MarkupText.escaped($0))</th>" }.joined() + "</tr></thead>",
            "<tbody>",
        ]
        for row in rows { lines.append("<tr>" + row.map { "<td>\(MarkupText.escaped($0))</td>" }.joined() + "</tr>") }
        lines += ["</tbody>", "</table></div>"]
        return lines
    }

    /// The chart as an inline `<svg>` element: the XML declaration dropped (it is not allowed inside HTML).
    static func inlineSVG(_ data: Data) -> String {
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("<?xml"), let end = text.range(of: "?>") { text = String(text[end.upperBound...]) }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

}
