import Foundation

/// `drift.svg`: cue lateness over session time per strategy, one panel per scenario, log scale.
///
/// Hand-written SVG (no dependencies): |cue error| on a log axis, filled dots for late cues and hollow
/// triangles for early ones, the scenario's floor p99 as a dashed line, disturbances as grey bands.
/// A comparison of several runs plots each strategy's p99 lateness per machine instead.
enum SVGChartWriter: DriftWriter {
    static let fileName = "drift.svg"
    static let rendersComparisons = true

    static let panelWidth = 600.0, panelHeight = 300.0, columns = 2
    static let margin = (left: 70.0, right: 20.0, top: 34.0, bottom: 40.0)
    static let palette = ["#d62728", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#1f77b4", "#2ca02c", "#17becf", "#7f7f7f", "#bcbd22"]

    static func render(_ runs: [DriftResults]) throws -> Data {
        Data((runs.count == 1 ? timeline(runs[0]) : comparison(runs)).utf8)
    }

    // MARK: One run: lateness over session time

    static func timeline(_ run: DriftResults) -> String {
        let strategies = MarkdownTableWriter.strategyNames([run])
        let errors = run.scenarios.flatMap { $0.strategies.flatMap { $0.cues.map { abs($0.errorNanoseconds) } } }
        let floors = run.scenarios.compactMap { $0.floor.map { $0.p99Microseconds * 1000 } }
        let axis = LogAxis(values: errors + floors)
        let session = max(Double(run.settings.sessionNanoseconds) / 1e9, 1)
        var body = ""
        for (index, scenario) in run.scenarios.enumerated() {
            let origin = panelOrigin(index)
            body += panelFrame(origin, title: "\(scenario.scenario) (\(scenario.mode.rawValue))", axis: axis)
            let plot = plotRect(origin)
            func x(_ nanoseconds: Int64) -> Double { plot.x + min(max(Double(nanoseconds) / 1e9 / session, 0), 1) * plot.width }
            for disturbance in scenario.disturbances {
                let width = max(x(disturbance.atNanoseconds + disturbance.durationNanoseconds) - x(disturbance.atNanoseconds), 1.5)
                body += "<rect x=\"\(f(x(disturbance.atNanoseconds)))\" y=\"\(f(plot.y))\""
                body += " width=\"\(f(width))\" height=\"\(f(plot.height))\" fill=\"#000\" fill-opacity=\"0.08\">"
                body += "<title>\(escape(disturbance.description))</title></rect>\n"
            }
            if let floor = scenario.floor {
                let y = axis.position(floor.p99Microseconds * 1000, top: plot.y, height: plot.height)
                body += "<line x1=\"\(f(plot.x))\" y1=\"\(f(y))\" x2=\"\(f(plot.x + plot.width))\" y2=\"\(f(y))\""
                body += " stroke=\"#555\" stroke-dasharray=\"5 4\"/>\n"
                body += "<text x=\"\(f(plot.x + plot.width - 4))\" y=\"\(f(y - 4))\" text-anchor=\"end\" class=\"note\">"
                body += "floor p99 \(escape(Formatting.microseconds(floor.p99Microseconds)))</text>\n"
            }
            for tick in stride(from: 0.0, through: session, by: niceStep(session)) {
                let tx = plot.x + tick / session * plot.width
                body += "<text x=\"\(f(tx))\" y=\"\(f(plot.y + plot.height + 16))\" text-anchor=\"middle\" class=\"tick\">"
                body += "\(Int(tick)) s</text>\n"
            }
            body += "<text x=\"\(f(plot.x + plot.width / 2))\" y=\"\(f(plot.y + plot.height + 32))\" text-anchor=\"middle\" class=\"tick\">"
            body += "session time (due)</text>\n"
            for result in scenario.strategies where result.status != .failed {
                let color = palette[(strategies.firstIndex(of: result.strategy) ?? 0) % palette.count]
                let points = result.cues.sorted { $0.dueNanoseconds < $1.dueNanoseconds }.map {
                    (x: x($0.dueNanoseconds), y: axis.position(abs($0.errorNanoseconds), top: plot.y, height: plot.height), cue: $0)
                }
                if points.count > 1 {
                    let coordinates = points.map { "\(f($0.x)),\(f($0.y))" }.joined(separator: " ")
                    body += "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" stroke-opacity=\"0.8\""
                    body += " points=\"\(coordinates)\"/>\n"
                }
                for point in points {
                    let label = escape(
                        "\(result.strategy) \(point.cue.kind) r\(point.cue.round): \(Formatting.duration(point.cue.errorNanoseconds))")
                    if point.cue.errorNanoseconds < 0 {
                        body += "<path d=\"M\(f(point.x)),\(f(point.y + 4)) l-4,-7 h8 z\""
                        body += " fill=\"#fff\" stroke=\"\(color)\" stroke-width=\"1.3\"><title>\(label) (early)</title></path>\n"
                    } else {
                        body += "<circle cx=\"\(f(point.x))\" cy=\"\(f(point.y))\" r=\"2.6\" fill=\"\(color)\">"
                        body += "<title>\(label)</title></circle>\n"
                    }
                }
            }
            let failed = scenario.strategies.filter { $0.status == .failed }.map(\.strategy)
            if !failed.isEmpty {
                body += "<text x=\"\(f(plot.x + 6))\" y=\"\(f(plot.y + 14))\" class=\"note\">"
                body += "failed: \(escape(failed.joined(separator: ", ")))</text>\n"
            }
        }
        let legend = strategies.enumerated().map { (palette[$0.offset % palette.count], $0.element) }
        return document(
            panels: run.scenarios.count,
            title: "Cue lateness |fired − due| over the session — "
                + "\(run.machine.label), plan \(run.settings.plan), seed \(run.settings.seed)",
            legend: legend + [("#555", "dashed: floor p99; ▽ hollow: early cue")], body: body)
    }

    // MARK: Several runs: p99 lateness per strategy per machine

    static func comparison(_ runs: [DriftResults]) -> String {
        let scenarios = MarkdownTableWriter.scenarioNames(runs)
        let strategies = MarkdownTableWriter.strategyNames(runs)
        let values = runs.flatMap {
            $0.scenarios.flatMap { $0.strategies.compactMap { $0.metrics.latenessP99Nanoseconds.map { abs($0) } } }
        }
        let axis = LogAxis(values: values)
        var body = ""
        for (index, name) in scenarios.enumerated() {
            let origin = panelOrigin(index)
            body += panelFrame(origin, title: "\(name): cue lateness p99 per strategy", axis: axis)
            let plot = plotRect(origin)
            let slot = plot.width / Double(max(strategies.count, 1))
            for (s, strategy) in strategies.enumerated() {
                let cx = plot.x + slot * (Double(s) + 0.5)
                body += "<text x=\"\(f(cx))\" y=\"\(f(plot.y + plot.height + 14))\" text-anchor=\"middle\" class=\"tick\" font-size=\"9\">"
                body += "\(escape(strategy))</text>\n"
                for (m, run) in runs.enumerated() {
                    guard let scenario = run.scenarios.first(where: { $0.scenario == name }),
                        let result = scenario.strategies.first(where: { $0.strategy == strategy }),
                        let p99 = result.metrics.latenessP99Nanoseconds
                    else { continue }
                    let dx = (Double(m) - Double(runs.count - 1) / 2) * min(10, slot / Double(runs.count + 1))
                    let y = axis.position(abs(p99), top: plot.y, height: plot.height)
                    let label = escape("\(run.machine.label) \(strategy): \(Formatting.duration(p99))")
                    body += "<circle cx=\"\(f(cx + dx))\" cy=\"\(f(y))\" r=\"4\" fill=\"\(palette[m % palette.count])\">"
                    body += "<title>\(label)</title></circle>\n"
                }
            }
        }
        let legend = runs.enumerated().map { (palette[$0.offset % palette.count], $0.element.machine.label) }
        return document(panels: scenarios.count, title: "Cue lateness p99 by machine (log scale)", legend: legend, body: body)
    }

    // MARK: Layout

    struct LogAxis {
        let lowDecade: Int, highDecade: Int

        /// A range of whole decades covering the values, at least 1 µs to 10 ms.
        init(values: [Int64]) {
            let positive = values.filter { $0 > 0 }.map(Double.init)
            lowDecade = min(3, Int((log10(positive.min() ?? 1e3)).rounded(.down)))
            highDecade = max(7, Int((log10(positive.max() ?? 1e7)).rounded(.up)))
        }

        func position(_ nanoseconds: Int64, top: Double, height: Double) -> Double {
            let value = log10(Double(max(nanoseconds, 1)))
            let clamped = min(max(value, Double(lowDecade)), Double(highDecade))
            return top + height * (1 - (clamped - Double(lowDecade)) / Double(highDecade - lowDecade))
        }

        static func label(_ decade: Int) -> String {
            switch decade {
            case ..<3: "\(Int(pow(10, Double(decade)))) ns"
            case 3..<6: "\(Int(pow(10, Double(decade - 3)))) µs"
            case 6..<9: "\(Int(pow(10, Double(decade - 6)))) ms"
            default: "\(Int(pow(10, Double(decade - 9)))) s"
            }
        }
    }

    static func panelOrigin(_ index: Int) -> (x: Double, y: Double) {
        (Double(index % columns) * panelWidth, 70 + Double(index / columns) * panelHeight)
    }

    static func plotRect(_ origin: (x: Double, y: Double)) -> (x: Double, y: Double, width: Double, height: Double) {
        (origin.x + margin.left, origin.y + margin.top, panelWidth - margin.left - margin.right, panelHeight - margin.top - margin.bottom)
    }

    static func panelFrame(_ origin: (x: Double, y: Double), title: String, axis: LogAxis) -> String {
        let plot = plotRect(origin)
        var out = "<text x=\"\(f(plot.x))\" y=\"\(f(origin.y + 20))\" class=\"panel\">\(escape(title))</text>\n"
        out += "<rect x=\"\(f(plot.x))\" y=\"\(f(plot.y))\" width=\"\(f(plot.width))\" height=\"\(f(plot.height))\""
        out += " fill=\"#fafafa\" stroke=\"#999\"/>\n"
        for decade in axis.lowDecade...axis.highDecade {
            let y = axis.position(Int64(pow(10, Double(decade))), top: plot.y, height: plot.height)
            out += "<line x1=\"\(f(plot.x))\" y1=\"\(f(y))\" x2=\"\(f(plot.x + plot.width))\" y2=\"\(f(y))\" stroke=\"#ddd\"/>\n"
            out += "<text x=\"\(f(plot.x - 6))\" y=\"\(f(y + 4))\" text-anchor=\"end\" class=\"tick\">\(LogAxis.label(decade))</text>\n"
        }
        return out
    }

    static func document(panels: Int, title: String, legend: [(String, String)], body: String) -> String {
        let rows = max(1, (panels + columns - 1) / columns)
        let width = panelWidth * Double(columns), height = 70 + panelHeight * Double(rows) + 10
        var legendItems = ""
        var x = 10.0
        for (color, name) in legend {
            legendItems += "<rect x=\"\(f(x))\" y=\"42\" width=\"12\" height=\"12\" fill=\"\(color)\"/>"
            legendItems += "<text x=\"\(f(x + 16))\" y=\"52\" class=\"tick\">\(escape(name))</text>\n"
            x += 24 + Double(name.count) * 6.4
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" \
            viewBox="0 0 \(f(width)) \(f(height))" font-family="Helvetica, Arial, sans-serif">
            <style>.panel{font-size:14px;font-weight:bold;fill:#222}.tick{font-size:11px;fill:#444}\
            .note{font-size:11px;fill:#555}.title{font-size:16px;font-weight:bold;fill:#111}</style>
            <rect width="100%" height="100%" fill="#fff"/>
            <text x="10" y="24" class="title">\(escape(title))</text>
            \(legendItems)\(body)</svg>

            """
    }

    static func niceStep(_ span: Double) -> Double {
        for step in [1.0, 2, 5, 10, 15, 30, 60, 120, 300, 600] where span / step <= 8 { return step }
        return 1800
    }

    static func f(_ value: Double) -> String { String(format: "%.1f", value) }

    /// Escapes text for XML content and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
