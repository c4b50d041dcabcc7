import Foundation

/// `drift.svg` for one run: per scenario, how late each cue fired over the session, on a log axis that spans the
/// data, with the scenario's disturbances drawn and labelled and the measured wakeup floor as a band.
struct TimelineChart {
    /// One cue as drawn.
    struct Point {
        var cue: CueRecord
        var x: Double, y: Double
    }

    /// One strategy's cues in one panel, in order of their due times.
    struct Series {
        var strategy: String
        var style: SeriesStyle
        var points: [Point]
    }

    /// One scenario's panel.
    struct Panel {
        var scenario: ScenarioResult
        var scale: LogScale
        var plot: ChartRect
        var series: [Series]
    }

    static let width = 1200.0, columns = 2, plotHeight = 190.0, margin = 16.0
    static let tickSize = 11.0, labelSize = 10.0, noteSize = 10.5

    let run: DriftResults
    let strategies: [String]
    let time: TimeScale
    let scales: [LogScale]
    /// The x of every plot's left edge and its width (the same in every column).
    let plotInset: Double, plotWidth: Double

    init(_ run: DriftResults) {
        self.run = run
        strategies = MarkdownTableWriter.strategyNames([run])
        scales = run.scenarios.map { scenario in
            var values = scenario.strategies.filter { $0.status != .failed }.flatMap { $0.cues.map { Double(abs($0.errorNanoseconds)) } }
            if let floor = scenario.floor, floor.samples > 0 {
                values += [Double(floor.p50Microseconds) * 1000, Double(floor.p99Microseconds) * 1000]
            }
            return LogScale(values: values, length: Self.plotHeight, labelSpacing: Self.tickSize + 5)
        }
        let widestTick = scales.flatMap { $0.ticks.map { TextMetrics.width(LogScale.label($0), size: Self.tickSize) } }.max() ?? 30
        plotInset = 26 + widestTick + 6
        let panelWidth = Self.width / Double(Self.columns)
        plotWidth = panelWidth - plotInset - Self.margin
        time = TimeScale(sessionNanoseconds: run.settings.sessionNanoseconds, length: plotWidth, size: Self.tickSize)
    }

    // MARK: Layout

    /// A panel's text above and below its plot, decided before anything is drawn so panels in a row align.
    struct PanelText {
        var title: String
        var subtitle: [String]
        var labels: [(placement: LabelLane.Placement, kind: DisturbanceKind)]
        var laneRows: Int
        var notes: [String]

        var headerHeight: Double { 20 + Double(subtitle.count) * 14 + Double(laneRows) * 13 + 6 }
        var footerHeight: Double { 40 + Double(notes.count) * 14 }
    }

    func text(for scenario: ScenarioResult) -> PanelText {
        let size = TimelineChart.noteSize
        var subtitle = scenario.summary
        let loads = scenario.disturbances.filter { DisturbanceKind($0) == .load }
        if !loads.isEmpty {
            subtitle += " Load: " + loads.map { String($0.description.dropFirst("load: ".count)) }.joined(separator: ", ") + "."
        }
        let lines = TextMetrics.wrap(subtitle, width: plotWidth, size: size, maxLines: 2)
        let (labels, rows) = disturbanceLabels(scenario.disturbances)
        var notes: [String] = []
        for result in scenario.strategies where result.status == .failed {
            notes += TextMetrics.wrap(
                "\(result.strategy) failed: \(result.failure ?? "no usable output"); no cues drawn.", width: plotWidth, size: size,
                maxLines: 2)
        }
        let partial = scenario.strategies.filter { $0.status == .partial }.map(\.strategy)
        if !partial.isEmpty {
            notes += TextMetrics.wrap(
                "Stopped early (partial): \(partial.joined(separator: ", ")); their marks end where they stopped.", width: plotWidth,
                size: size, maxLines: 2)
        }
        let onTime = scenario.strategies.filter { $0.status != .failed }.flatMap(\.cues).filter {
            $0.errorNanoseconds == 0 && $0.dueNanoseconds != 0
        }
        if !onTime.isEmpty {
            notes.append(
                TextMetrics.fit(
                    "\(onTime.count) cues fired exactly on time (0 ns) and have no place on a log axis.", width: plotWidth, size: size))
        }
        return PanelText(
            title: "\(scenario.scenario) (\(scenario.mode.rawValue))", subtitle: lines, labels: labels, laneRows: rows, notes: notes)
    }

    /// Labels for each disturbance, or one per kind where a kind's labels do not fit in two rows.
    private func disturbanceLabels(_ records: [DisturbanceRecord]) -> ([(placement: LabelLane.Placement, kind: DisturbanceKind)], Int) {
        let lane = LabelLane(minX: 0, maxX: plotWidth, size: Self.labelSize, maxRows: 2)
        let drawn = records.filter { DisturbanceKind($0) != .load }
        let kinds = DisturbanceKind.allCases.filter { kind in drawn.contains { DisturbanceKind($0) == kind } }
        var summarised: Set<DisturbanceKind> = []
        func anchor(_ record: DisturbanceRecord) -> Double {
            let start = time.position(record.atNanoseconds, from: 0, to: plotWidth)
            let end = time.position(record.atNanoseconds + record.durationNanoseconds, from: 0, to: plotWidth)
            return (start + end) / 2
        }
        while true {
            var requests: [LabelLane.Request] = [], kindOf: [String: DisturbanceKind] = [:]
            for kind in kinds {
                let mine = drawn.filter { DisturbanceKind($0) == kind }
                if summarised.contains(kind) {
                    let text = kind.summary(mine)
                    requests.append(.init(text: text, anchorX: anchor(mine[0])))
                    kindOf[text] = kind
                } else {
                    for record in mine {
                        requests.append(.init(text: kind.label(record), anchorX: anchor(record)))
                        kindOf[kind.label(record)] = kind
                    }
                }
            }
            if let placed = lane.place(requests) {
                let rows = (placed.map(\.row).max() ?? -1) + 1
                return (placed.map { ($0, kindOf[$0.text] ?? .other) }, rows)
            }
            // Summarise the kind with the most labels first; once all are summarised, stack the summaries.
            if let next = kinds.filter({ !summarised.contains($0) }).max(by: { a, b in
                drawn.filter { DisturbanceKind($0) == a }.count < drawn.filter { DisturbanceKind($0) == b }.count
            }) {
                summarised.insert(next)
            } else {
                let stacked = LabelLane(minX: 0, maxX: plotWidth, size: Self.labelSize, maxRows: kinds.count)
                let placed = stacked.place(requests) ?? []
                return (placed.map { ($0, kindOf[$0.text] ?? .other) }, kinds.count)
            }
        }
    }

    /// Where the first row of panels starts: below the title, the run's line and the legend.
    var panelsTop: Double {
        var scratch = SVGCanvas()
        return 54 + legend.draw(on: &scratch, x: Self.margin, top: 54, maxX: Self.width - Self.margin) + 10
    }

    /// Every panel with its plot rectangle and drawn points, below a header of `top` pixels.
    func panels(top: Double) -> (panels: [Panel], texts: [PanelText], bottom: Double) {
        let texts = run.scenarios.map(text(for:))
        var panels: [Panel] = []
        var rowTop = top
        let panelWidth = Self.width / Double(Self.columns)
        for rowStart in stride(from: 0, to: run.scenarios.count, by: Self.columns) {
            let indices = rowStart..<min(rowStart + Self.columns, run.scenarios.count)
            let header = indices.map { texts[$0].headerHeight }.max() ?? 0
            let footer = indices.map { texts[$0].footerHeight }.max() ?? 0
            for index in indices {
                let column = Double(index % Self.columns)
                let plot = ChartRect(x: column * panelWidth + plotInset, y: rowTop + header, width: plotWidth, height: Self.plotHeight)
                panels.append(panel(run.scenarios[index], scale: scales[index], plot: plot))
            }
            rowTop += header + Self.plotHeight + footer
        }
        return (panels, texts, rowTop)
    }

    private func panel(_ scenario: ScenarioResult, scale: LogScale, plot: ChartRect) -> Panel {
        var series: [Series] = []
        for result in scenario.strategies where result.status != .failed {
            let style = SeriesStyle.at(strategies.firstIndex(of: result.strategy) ?? 0)
            // A cue with no error at all (the session start is on time by definition) has no place on a log axis.
            let points = result.cues.filter { $0.errorNanoseconds != 0 }.sorted { $0.dueNanoseconds < $1.dueNanoseconds }.map {
                Point(
                    cue: $0, x: time.position($0.dueNanoseconds, from: plot.x, to: plot.maxX),
                    y: scale.position(Double(abs($0.errorNanoseconds)), from: plot.maxY, to: plot.y))
            }
            series.append(Series(strategy: result.strategy, style: style, points: points))
        }
        return Panel(scenario: scenario, scale: scale, plot: plot, series: series)
    }

    // MARK: Drawing

    func render() -> String {
        var canvas = SVGCanvas()
        let left = Self.margin, right = Self.width - Self.margin
        canvas.text(
            TextMetrics.fit("How late each cue fired — \(run.machine.label)", width: right - left, size: 16, bold: true),
            x: left, y: 26, size: 16, bold: true, fill: "#111")
        let modes = Set(run.scenarios.map(\.mode))
        let mode = modes.count > 1 ? "real and simulated scenarios" : modes.first == .simulated ? "simulated" : "real"
        canvas.text(
            TextMetrics.fit(
                "plan \(run.settings.plan) (\(Formatting.sessionLength(run.settings.sessionNanoseconds))), seed \(run.settings.seed), \(mode)"
                    + (run.status == .partial ? ", stopped early (partial)" : ""), width: right - left, size: 12),
            x: left, y: 44, size: 12, fill: "#555")
        let legendHeight = legend.draw(on: &canvas, x: left, top: 54, maxX: right)
        let (panels, texts, bottom) = self.panels(top: 54 + legendHeight + 10)
        assert(54 + legendHeight + 10 == panelsTop)
        for (panel, text) in zip(panels, texts) { draw(panel, text, on: &canvas) }
        var y = bottom + 4
        let footnote =
            "Each mark is one cue: how late it fired (|fired - due|, log scale) at the session time it was due; hollow marks fired early. "
            + "The session-start cue, on time by definition, is not drawn."
        for line in TextMetrics.wrap(footnote, width: right - left, size: Self.noteSize, maxLines: 3) {
            canvas.text(line, x: left, y: y + 10, size: Self.noteSize, fill: "#555")
            y += 14
        }
        return ChartDocument.wrap(canvas, width: Self.width, height: y + 10, title: "Cue lateness over the session, \(run.machine.label)")
    }

    private var legend: ChartLegend {
        var items = strategies.enumerated().map {
            ChartLegend.Item(swatch: .series(.at($0.offset), hollow: false, line: true), label: $0.element)
        }
        let gray = SeriesStyle(color: "#555", shape: .circle)
        items.append(.init(swatch: .series(gray, hollow: true, line: false), label: "hollow: fired early"))
        if run.scenarios.contains(where: { $0.floor != nil }) {
            items.append(.init(swatch: .band(paint: Self.floorPaint), label: "wakeup floor p50–p99 (no timer beats it)"))
        }
        let kinds = Set(run.scenarios.flatMap { $0.disturbances.map(DisturbanceKind.init) })
        for kind in DisturbanceKind.allCases where kinds.contains(kind) && kind != .load {
            items.append(.init(swatch: kind.isSpan ? .band(paint: kind.paint) : .rule(paint: kind.paint), label: kind.legendLabel))
        }
        return ChartLegend(items: items)
    }

    static let floorPaint = "fill=\"#000\" fill-opacity=\"0.09\""

    private func draw(_ panel: Panel, _ text: PanelText, on canvas: inout SVGCanvas) {
        let plot = panel.plot, scale = panel.scale
        // Header: title, summary, disturbance labels.
        var y = plot.y - text.headerHeight + 14
        canvas.text(text.title, x: plot.x, y: y, size: 13, bold: true, fill: "#222")
        for line in text.subtitle {
            y += 14
            canvas.text(line, x: plot.x, y: y, size: Self.noteSize, fill: "#555")
        }
        for (placement, kind) in text.labels {
            let baseline = plot.y - 5 - Double(placement.row) * 13
            canvas.text(placement.text, x: plot.x + placement.centerX, y: baseline, size: Self.labelSize, anchor: .middle, fill: kind.color)
        }
        // The plot: frame, grid, floor band, disturbances.
        canvas.rect(plot, "class=\"plot-area\" fill=\"#fff\" stroke=\"#999\"")
        for tick in scale.ticks {
            let ty = scale.position(tick, from: plot.maxY, to: plot.y)
            canvas.line(x1: plot.x, y1: ty, x2: plot.maxX, y2: ty, "stroke=\"#e4e4e4\"")
            canvas.text(LogScale.label(tick), x: plot.x - 6, y: ty + 4, size: Self.tickSize, anchor: .end, fill: "#444")
        }
        if let floor = panel.scenario.floor, floor.samples > 0 {
            let top = scale.position(Double(floor.p99Microseconds) * 1000, from: plot.maxY, to: plot.y)
            let bottom = scale.position(Double(floor.p50Microseconds) * 1000, from: plot.maxY, to: plot.y)
            canvas.rect(
                ChartRect(x: plot.x, y: top, width: plot.width, height: max(bottom - top, 1.5)), Self.floorPaint,
                tooltip: "wakeup floor: p50 \(Formatting.microseconds(floor.p50Microseconds)), "
                    + "p99 \(Formatting.microseconds(floor.p99Microseconds)) over \(floor.samples) wakeups")
        }
        for kind in DisturbanceKind.allCases where kind != .load {
            let records = panel.scenario.disturbances.filter { DisturbanceKind($0) == kind }
            guard kind.isSpan else {
                for record in records {
                    let x = time.position(record.atNanoseconds, from: plot.x, to: plot.maxX)
                    canvas.line(
                        x1: x, y1: plot.y, x2: x, y2: plot.maxY, kind.paint,
                        tooltip: "\(record.description) at \(Formatting.instant(record.atNanoseconds))")
                }
                continue
            }
            // Spans closer than a pixel are merged, so a dense run of stalls reads as one tint, not a stack of them.
            var merged: [(from: Double, to: Double, records: [DisturbanceRecord])] = []
            for record in records.sorted(by: { $0.atNanoseconds < $1.atNanoseconds }) {
                let from = time.position(record.atNanoseconds, from: plot.x, to: plot.maxX)
                let to = max(time.position(record.atNanoseconds + record.durationNanoseconds, from: plot.x, to: plot.maxX), from + 1.5)
                if let last = merged.last, from <= last.to + 0.5 {
                    merged[merged.count - 1] = (last.from, max(last.to, to), last.records + [record])
                } else {
                    merged.append((from, to, [record]))
                }
            }
            for span in merged {
                let first = span.records[0], last = span.records[span.records.count - 1]
                let tooltip =
                    span.records.count == 1
                    ? "\(first.description) at \(Formatting.instant(first.atNanoseconds))"
                    : "\(span.records.count) × \(kind.legendLabel), \(Formatting.instant(first.atNanoseconds)) "
                        + "to \(Formatting.instant(last.atNanoseconds + last.durationNanoseconds))"
                canvas.rect(
                    ChartRect(x: span.from, y: plot.y, width: min(span.to, plot.maxX) - span.from, height: plot.height), kind.paint,
                    tooltip: tooltip)
            }
        }
        // The series.
        for series in panel.series {
            canvas.raw("<g data-series=\"\(MarkupText.escaped(series.strategy))\">\n")
            if series.points.count > 1 {
                let coordinates = series.points.map { "\(SVGCanvas.f($0.x)),\(SVGCanvas.f($0.y))" }.joined(separator: " ")
                canvas.raw(
                    "<polyline fill=\"none\" stroke=\"\(series.style.color)\" stroke-width=\"1.3\" stroke-opacity=\"0.7\" points=\"\(coordinates)\"/>\n"
                )
            }
            for point in series.points {
                let early = point.cue.errorNanoseconds < 0
                let tooltip =
                    "\(series.strategy): \(point.cue.kind) round \(point.cue.round) due \(Formatting.instant(point.cue.dueNanoseconds)), "
                    + "fired \(Formatting.duration(point.cue.errorNanoseconds))\(early ? " (early)" : "")"
                canvas.raw(
                    series.style.shape.svg(x: point.x, y: point.y, radius: 3, color: series.style.color, hollow: early, tooltip: tooltip))
            }
            canvas.raw("</g>\n")
        }
        // Below: time ticks, axis titles, notes.
        for tick in time.ticks {
            let tx = plot.x + tick / time.seconds * plot.width
            canvas.line(x1: tx, y1: plot.maxY, x2: tx, y2: plot.maxY + 3, "stroke=\"#999\"")
            canvas.text(time.label(tick), x: tx, y: plot.maxY + 15, size: Self.tickSize, anchor: .middle, fill: "#444")
        }
        canvas.text(time.title, x: plot.midX, y: plot.maxY + 31, size: Self.tickSize, anchor: .middle, fill: "#333")
        canvas.text(
            "cue lateness (log)", x: plot.x - plotInset + 14 + 2, y: plot.midY, size: Self.tickSize, anchor: .middle, fill: "#333",
            rotated: true)
        var noteY = plot.maxY + 31
        for note in text.notes {
            noteY += 14
            canvas.text(note, x: plot.x, y: noteY, size: Self.noteSize, fill: "#8B0000")
        }
    }
}
