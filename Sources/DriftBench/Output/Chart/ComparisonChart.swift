import Foundation

/// `drift.svg` for several runs (`drift report`): per scenario, one row per strategy and one mark per machine at
/// its cue-lateness p99, a line back to its p50, and a last row with each machine's wakeup floor.
struct ComparisonChart {
    static let width = 1200.0, columns = 2, margin = 16.0, tickSize = 11.0, noteSize = 10.5
    /// Vertical distance between two machines' marks in a row.
    static let machineSpacing = 6.0

    let runs: [DriftResults]
    let scenarios: [String]
    let strategies: [String]
    let labelInset: Double, plotWidth: Double

    init(_ runs: [DriftResults]) {
        self.runs = runs
        scenarios = MarkdownTableWriter.scenarioNames(runs)
        strategies = MarkdownTableWriter.strategyNames(runs)
        let widest = (strategies + [Self.floorRow]).map { TextMetrics.width($0, size: Self.tickSize) }.max() ?? 60
        labelInset = widest + 14
        plotWidth = Self.width / Double(Self.columns) - labelInset - Self.margin - 10
    }

    static let floorRow = "wakeup floor"

    var rowHeight: Double { max(18, Double(runs.count) * Self.machineSpacing + 8) }
    var plotHeight: Double { rowHeight * Double(strategies.count + 1) }

    /// The results of `scenario` on each machine, by position.
    func results(_ scenario: String) -> [ScenarioResult?] {
        runs.map { run in run.scenarios.first { $0.scenario == scenario } }
    }

    func scale(_ scenario: String) -> LogScale {
        var values: [Double] = []
        for result in results(scenario).compactMap({ $0 }) {
            for row in result.strategies where row.status != .failed {
                values += [row.metrics.latenessP50Nanoseconds, row.metrics.latenessP99Nanoseconds].compactMap { $0.map { Double(abs($0)) } }
            }
            if let floor = result.floor, floor.samples > 0 {
                values += [Double(floor.p50Microseconds) * 1000, Double(floor.p99Microseconds) * 1000]
            }
        }
        // Labels sit side by side: leave room for the widest one ("500 ms") and a gap.
        return LogScale(values: values, length: plotWidth, labelSpacing: TextMetrics.width("500 µs", size: Self.tickSize) + 12)
    }

    func render() -> String {
        var canvas = SVGCanvas()
        let left = Self.margin, right = Self.width - Self.margin
        canvas.text("Cue lateness by machine: p50 to p99 per strategy", x: left, y: 26, size: 16, bold: true, fill: "#111")
        canvas.text(
            TextMetrics.fit(
                "\(runs.count) runs; plans \(Set(runs.map(\.settings.plan)).sorted().joined(separator: ", "))", width: right - left,
                size: 12),
            x: left, y: 44, size: 12, fill: "#555")
        var items = runs.enumerated().map {
            ChartLegend.Item(
                swatch: .series(.at($0.offset), hollow: false, line: false),
                label: TextMetrics.fit($0.element.machine.label, width: 260, size: 11))
        }
        items += [
            .init(swatch: .range, label: "tick: p50, mark: p99 of |fired - due|"),
            .init(
                swatch: .series(SeriesStyle(color: "#555", shape: .circle), hollow: true, line: false), label: "hollow: p99 cue fired early"
            ),
            .init(swatch: .cross, label: "failed: no usable cues"),
        ]
        let legendHeight = ChartLegend(items: items).draw(on: &canvas, x: left, top: 54, maxX: right)
        var rowTop = 54 + legendHeight + 10
        let panelWidth = Self.width / Double(Self.columns)
        let texts = scenarios.map(header)
        for rowStart in stride(from: 0, to: scenarios.count, by: Self.columns) {
            let indices = rowStart..<min(rowStart + Self.columns, scenarios.count)
            let header = indices.map { 20 + Double(texts[$0].subtitle.count) * 14 + 8 }.max() ?? 0
            let footer = 40 + (indices.map { Double(texts[$0].notes.count) * 14 }.max() ?? 0)
            for index in indices {
                let plot = ChartRect(
                    x: Double(index % Self.columns) * panelWidth + labelInset, y: rowTop + header, width: plotWidth, height: plotHeight)
                draw(scenarios[index], texts[index], plot: plot, headerHeight: header, on: &canvas)
            }
            rowTop += header + plotHeight + footer
        }
        return ChartDocument.wrap(canvas, width: Self.width, height: rowTop + 10, title: "Cue lateness by machine")
    }

    private func header(_ scenario: String) -> (subtitle: [String], notes: [String]) {
        let present = results(scenario)
        let summary = present.compactMap { $0 }.first?.summary ?? ""
        var notes: [String] = []
        let missing = zip(runs, present).filter { $1 == nil }.map(\.0.machine.label)
        if !missing.isEmpty { notes.append("Not run on: " + missing.joined(separator: ", ")) }
        var partial: [String] = []
        for (run, result) in zip(runs, present) {
            guard let result else { continue }
            let names = result.strategies.filter { $0.status == .partial }.map(\.strategy)
            if result.status == .partial || !names.isEmpty {
                partial.append("\(run.machine.label)" + (names.isEmpty ? "" : " (\(names.joined(separator: ", ")))"))
            }
        }
        if !partial.isEmpty { notes.append("Stopped early (partial): " + partial.joined(separator: "; ")) }
        let wrapped = notes.flatMap { TextMetrics.wrap($0, width: plotWidth + labelInset - 10, size: Self.noteSize, maxLines: 2) }
        return (TextMetrics.wrap(summary, width: plotWidth + labelInset - 10, size: Self.noteSize, maxLines: 2), wrapped)
    }

    private func draw(
        _ scenario: String, _ text: (subtitle: [String], notes: [String]), plot: ChartRect, headerHeight: Double, on canvas: inout SVGCanvas
    ) {
        let scale = self.scale(scenario), present = results(scenario)
        let panelX = plot.x - labelInset + 10
        let modes = Set(present.compactMap { $0?.mode.rawValue }).sorted().joined(separator: ", ")
        var y = plot.y - headerHeight + 14
        canvas.text("\(scenario) (\(modes))", x: panelX, y: y, size: 13, bold: true, fill: "#222")
        for line in text.subtitle {
            y += 14
            canvas.text(line, x: panelX, y: y, size: Self.noteSize, fill: "#555")
        }
        canvas.rect(plot, "class=\"plot-area\" fill=\"#fff\" stroke=\"#999\"")
        for tick in scale.ticks {
            let tx = scale.position(tick, from: plot.x, to: plot.maxX)
            canvas.line(x1: tx, y1: plot.y, x2: tx, y2: plot.maxY, "stroke=\"#e4e4e4\"")
            canvas.text(LogScale.label(tick), x: tx, y: plot.maxY + 15, size: Self.tickSize, anchor: .middle, fill: "#444")
        }
        canvas.text("cue lateness |fired - due| (log)", x: plot.midX, y: plot.maxY + 31, size: Self.tickSize, anchor: .middle, fill: "#333")
        for (index, name) in (strategies + [Self.floorRow]).enumerated() {
            let top = plot.y + Double(index) * rowHeight
            if index > 0 { canvas.line(x1: plot.x, y1: top, x2: plot.maxX, y2: top, "stroke=\"#eee\"") }
            if index == strategies.count {
                canvas.rect(
                    ChartRect(x: plot.x + 0.5, y: top + 0.5, width: plot.width - 1, height: rowHeight - 1),
                    "fill=\"#000\" fill-opacity=\"0.05\"")
            }
            canvas.text(
                name, x: plot.x - 6, y: top + rowHeight / 2 + 4, size: Self.tickSize, anchor: .end,
                fill: index == strategies.count ? "#555" : "#333")
            for (machine, result) in present.enumerated() {
                guard let result else { continue }
                let style = SeriesStyle.at(machine)
                let my = top + 4 + (Double(machine) + 0.5) * (rowHeight - 8) / Double(runs.count)
                let label = runs[machine].machine.label
                if index == strategies.count {
                    guard let floor = result.floor, floor.samples > 0 else { continue }
                    mark(
                        p50: floor.p50Microseconds * 1000, p99: floor.p99Microseconds * 1000, y: my, style: style, scale: scale, plot: plot,
                        tooltip: "\(label) wakeup floor: p50 \(Formatting.microseconds(floor.p50Microseconds)), "
                            + "p99 \(Formatting.microseconds(floor.p99Microseconds))", on: &canvas)
                    continue
                }
                guard let row = result.strategies.first(where: { $0.strategy == name }) else { continue }
                if row.status == .failed || row.metrics.latenessP99Nanoseconds == nil {
                    canvas.raw(
                        ChartLegend.crossMark(
                            x: plot.x + 6, y: my, color: style.color, tooltip: "\(label) \(name): \(row.failure ?? "no cues")"))
                    continue
                }
                let p99 = row.metrics.latenessP99Nanoseconds ?? 0, p50 = row.metrics.latenessP50Nanoseconds ?? p99
                mark(
                    p50: p50, p99: p99, y: my, style: style, scale: scale, plot: plot,
                    tooltip: "\(label) \(name): p50 \(Formatting.duration(p50)), p99 \(Formatting.duration(p99))", on: &canvas)
            }
        }
        var noteY = plot.maxY + 31
        for note in text.notes {
            noteY += 14
            canvas.text(note, x: panelX, y: noteY, size: Self.noteSize, fill: "#8B0000")
        }
    }

    private func mark(
        p50: Int64, p99: Int64, y: Double, style: SeriesStyle, scale: LogScale, plot: ChartRect, tooltip: String, on canvas: inout SVGCanvas
    ) {
        let x50 = scale.position(Double(abs(p50)), from: plot.x, to: plot.maxX)
        let x99 = scale.position(Double(abs(p99)), from: plot.x, to: plot.maxX)
        canvas.line(x1: x50, y1: y, x2: x99, y2: y, "stroke=\"\(style.color)\" stroke-width=\"1.4\" stroke-opacity=\"0.8\"")
        canvas.line(x1: x50, y1: y - 2.5, x2: x50, y2: y + 2.5, "stroke=\"\(style.color)\" stroke-width=\"1.2\"")
        canvas.raw(style.shape.svg(x: x99, y: y, radius: 2.8, color: style.color, hollow: p99 < 0, tooltip: tooltip))
    }
}
