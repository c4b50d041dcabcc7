import Foundation
import TestSupport
import Testing

@testable import DriftBench

/// Every chart the runner writes: one simulated run of each scenario kind, the recorded real run, a run with a
/// failed and a partial strategy, and `drift report` comparisons of two and of eight machines.
private enum Charts {
    static let run = Result { try Fixtures.simulatedRun(plan: "2x5s/2s") }

    static let realRun = Result {
        try ResultsFile.read(path: Repository.path("Benchmarks/results/default-run/results.json").path)
    }

    /// A run in which one strategy failed in busy-loop and another stopped early in suspend.
    static let brokenRun = Result { () throws -> DriftResults in
        var broken = try run.get()
        broken.status = .partial
        if let busy = broken.scenarios.firstIndex(where: { $0.scenario == "busy-loop" }) {
            broken.scenarios[busy].strategies[1].status = .failed
            broken.scenarios[busy].strategies[1].failure = "the worker exited with signal 9 before its first cue"
            broken.scenarios[busy].strategies[1].cues = []
        }
        if let suspend = broken.scenarios.firstIndex(where: { $0.scenario == "suspend" }) {
            broken.scenarios[suspend].status = .partial
            broken.scenarios[suspend].strategies[0].status = .partial
            broken.scenarios[suspend].strategies[0].cues.removeLast(3)
        }
        return broken
    }

    /// Eight machines with long and short names, the third with the broken run's failure.
    static let eightMachines = Result { () throws -> [DriftResults] in
        let names = [
            "laptop-m1", "raspberrypi-4b", "build-server-07.example.org", "vm", "thinkpad-x1-carbon-gen11", "nuc", "desk",
            "ci-runner-linux-arm64-large",
        ]
        return try names.enumerated().map { index, name in
            var machine = index == 2 ? try brokenRun.get() : try Fixtures.simulatedRun(plan: "1x3s/1s", seed: UInt64(index + 1))
            machine.machine.label = name
            return machine
        }
    }

    static func all() throws -> [(name: String, svg: Data)] {
        var charts: [(String, Data)] = []
        for (name, runs) in [
            ("single run", [try run.get()]), ("recorded real run", [try realRun.get()]), ("failed and partial", [try brokenRun.get()]),
            ("two machines", [try run.get(), try realRun.get()]), ("eight machines", try eightMachines.get()),
        ] {
            // Exactly what the runner writes: every file of the registry's that is an SVG.
            for file in try DriftWriterRegistry.renderAll(runs) where file.name.hasSuffix(".svg") {
                charts.append(("\(name) \(file.name)", file.contents))
            }
        }
        return charts
    }
}

private let rsvgConvert = ChildProcess.onPath("rsvg-convert")

@Suite struct ChartTests {
    @Test(
        .enabled(
            if: rsvgConvert != nil, "rsvg-convert is not installed (Debian librsvg2-bin; Scripts/install-dependencies.sh --with-test-tools)"
        ))
    func everyChartTheRunnerWritesRendersWithRsvgConvert() throws {
        let folder = URL(fileURLWithPath: Fixtures.scratchFolder())
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, chart) in try Charts.all().enumerated() {
            let svg = folder.appendingPathComponent("chart-\(index).svg"), png = folder.appendingPathComponent("chart-\(index).png")
            try chart.svg.write(to: svg)
            let result = try ChildProcess.run(rsvgConvert!, ["--format", "png", "--output", png.path, svg.path])
            #expect(result.status == 0, "\(chart.name): rsvg-convert failed: \(result.stderr)")
            // rsvg-convert warns on stderr about markup it skips; a clean chart gives none.
            #expect(result.stderr.isEmpty, "\(chart.name): \(result.stderr)")
            let bytes = [UInt8]((try? Data(contentsOf: png)) ?? Data())
            try #require(bytes.count > 24 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(chart.name): no PNG written")
            func big(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            let root = try #require(SVGElements(chart.svg)?.named("svg").first)
            #expect(
                Double(big(16)) == root.number("width")?.rounded(.up) && Double(big(20)) == root.number("height")?.rounded(.up),
                "\(chart.name)")
        }
    }

    @Test func noTwoTextsOverlapAndNoneSitsInAPlotOrOffTheCanvas() throws {
        for chart in try Charts.all() {
            let svg = try #require(SVGElements(chart.svg), "\(chart.name) is not well-formed")
            let root = try #require(svg.named("svg").first)
            let canvas = ChartRect(x: 0, y: 0, width: root.number("width") ?? 0, height: root.number("height") ?? 0)
            let plots = svg.named("rect").filter { $0.attributes["class"] == "plot-area" }.map {
                ChartRect(x: $0.number("x") ?? 0, y: $0.number("y") ?? 0, width: $0.number("width") ?? 0, height: $0.number("height") ?? 0)
            }
            #expect(!plots.isEmpty)
            let texts = svg.named("text").map { element in
                (
                    element.text,
                    SVGCanvas.textBox(
                        element.text, x: element.number("x") ?? 0, y: element.number("y") ?? 0, size: element.number("font-size") ?? 16,
                        anchor: TextAnchor(rawValue: element.attributes["text-anchor"] ?? "start") ?? .start,
                        bold: element.attributes["font-weight"] == "bold", rotated: element.attributes["transform"] != nil)
                )
            }
            for (index, (text, box)) in texts.enumerated() {
                #expect(canvas.contains(box), "\(chart.name): '\(text)' runs off the canvas")
                for plot in plots { #expect(!plot.overlaps(box), "\(chart.name): '\(text)' sits inside a plot") }
                for (other, otherBox) in texts[(index + 1)...] where box.overlaps(otherBox) {
                    Issue.record("\(chart.name): '\(text)' overlaps '\(other)'")
                }
            }
        }
    }

    @Test func eachSeriesStartsAtARealCueAndTheAxisStartsWhereTheDataStarts() throws {
        for run in [try Charts.run.get(), try Charts.realRun.get(), try Charts.brokenRun.get()] {
            let chart = TimelineChart(run)
            let svg = try #require(SVGElements(try SVGChartWriter.render([run])))
            let lines = Dictionary(grouping: svg.named("polyline"), by: { $0.series ?? "" })
            for panel in chart.panels(top: chart.panelsTop).panels {
                let values = panel.scenario.strategies.filter { $0.status != .failed }.flatMap(\.cues).map { abs($0.errorNanoseconds) }
                    .filter { $0 > 0 }
                let smallest = Double(values.min() ?? 0)
                let floor = panel.scenario.floor.map { Double($0.p50Microseconds) * 1000 } ?? .infinity
                // The axis ends at the 1-2-5 value just below the data, not at a fixed decade.
                #expect(
                    panel.scale.low <= min(smallest, floor) && panel.scale.low * 2.5 >= min(smallest, floor), "\(panel.scenario.scenario)")
                for series in panel.series {
                    let result = try #require(panel.scenario.strategies.first { $0.strategy == series.strategy })
                    guard let first = series.points.first else {
                        #expect(result.cues.allSatisfy { $0.errorNanoseconds == 0 })
                        continue
                    }
                    let earliest = try #require(
                        result.cues.filter { $0.errorNanoseconds != 0 }.min { $0.dueNanoseconds < $1.dueNanoseconds })
                    #expect(first.cue == earliest, "\(panel.scenario.scenario) \(series.strategy)")
                    #expect(
                        first.y == panel.scale.position(Double(abs(earliest.errorNanoseconds)), from: panel.plot.maxY, to: panel.plot.y))
                    #expect(first.x > panel.plot.x, "the first mark is at 0 s: \(panel.scenario.scenario) \(series.strategy)")
                }
            }
            // In the document, each series' line starts at that first mark, panel after panel.
            for (series, polylines) in lines {
                let expected = chart.panels(top: chart.panelsTop).panels.compactMap { panel in
                    panel.series.first { $0.strategy == series && $0.points.count > 1 }?.points.first
                }
                .map { SVGCanvas.f($0.x) + "," + SVGCanvas.f($0.y) }
                let starts = polylines.map { $0.attributes["points"]?.split(separator: " ").first.map(String.init) ?? "" }
                #expect(starts == expected, "\(series)")
            }
        }
    }

    @Test func disturbancesAreDrawnAndNamedAndTheFloorIsInTheLegend() throws {
        let run = try Charts.run.get()
        let svg = try #require(SVGElements(try SVGChartWriter.render([run])))
        let texts = svg.named("text").map(\.text)
        #expect(texts.contains("wakeup floor p50–p99 (no timer beats it)"))
        for label in [
            "process suspended (SIGSTOP)", "system asleep", "timer queue busy (UI work)", "wall clock stepped", "wall clock slew starts",
        ] {
            #expect(texts.contains(label), "legend lacks '\(label)'")
        }
        #expect(texts.contains("cue lateness (log)") && texts.contains("session time when the cue was due (s)"))
        for scenario in run.scenarios {
            let records = scenario.disturbances.filter { DisturbanceKind($0) != .load }
            let kinds = Set(records.map(DisturbanceKind.init))
            for kind in kinds {
                let mine = records.filter { DisturbanceKind($0) == kind }
                let labelled = mine.allSatisfy { texts.contains(kind.label($0)) } || texts.contains(kind.summary(mine))
                #expect(labelled, "\(scenario.scenario): \(kind) not labelled")
            }
        }
        // One band or line per disturbance, each with its description as a tooltip.
        let tooltips = svg.elements.filter { $0.name == "title" }.count
        #expect(tooltips > run.scenarios.flatMap(\.disturbances).count)
        let failed = try #require(SVGElements(try SVGChartWriter.render([try Charts.brokenRun.get()]))).named("text").map(\.text)
        #expect(failed.contains { $0.hasPrefix("tick-timer failed: the worker exited with signal 9") })
        #expect(failed.contains { $0.hasPrefix("Stopped early (partial): tick-sleep") })
    }

    @Test func aComparisonNamesEveryMachineInALegendThatWraps() throws {
        let runs = try Charts.eightMachines.get()
        let svg = try #require(SVGElements(try SVGChartWriter.render(runs)))
        let texts = svg.named("text")
        for run in runs { #expect(texts.contains { $0.text == run.machine.label }, "\(run.machine.label)") }
        // The legend wraps: its last entries sit in a row below the machines'.
        let machineRow = try #require(texts.first { $0.text == runs[0].machine.label }?.number("y"))
        let failedEntry = try #require(texts.first { $0.text == "failed: no usable cues" }?.number("y"))
        #expect(failedEntry > machineRow)
        // Strategy names label rows on the left, one per strategy per scenario, never a run-together string.
        let strategies = MarkdownTableWriter.strategyNames(runs)
        for strategy in strategies {
            #expect(texts.filter { $0.text == strategy }.count == MarkdownTableWriter.scenarioNames(runs).count)
        }
    }

    @Test func labelsThatDoNotFitAreRefusedRatherThanStacked() {
        let lane = LabelLane(minX: 0, maxX: 200, size: 10, maxRows: 2)
        let three = lane.place([
            .init(text: "stopped 3.36 s", anchorX: 50), .init(text: "stopped 2.18 s", anchorX: 60), .init(text: "x", anchorX: 190),
        ])
        #expect(three?.map(\.row) == [0, 1, 0])
        #expect(lane.place((0..<6).map { .init(text: "UI work \($0)", anchorX: 100) }) == nil)
    }

    @Test func theLogScaleSpansTheDataAndLabelsOnlyWhatFits() {
        let tight = LogScale(values: [69_000, 410_000], length: 190, labelSpacing: 16)
        #expect(tight.low == 50_000 && tight.high == 500_000)
        #expect(tight.ticks == [50_000, 100_000, 200_000, 500_000])
        let wide = LogScale(values: [90_000, 30e9], length: 190, labelSpacing: 16)
        #expect(wide.low == 50_000 && wide.high == 50e9)
        let gaps = zip(wide.ticks, wide.ticks.dropFirst()).map { wide.position($1, from: 0, to: 190) - wide.position($0, from: 0, to: 190) }
        #expect(gaps.allSatisfy { $0 >= 16 })
        #expect(LogScale.label(50_000) == "50 µs" && LogScale.label(2e6) == "2 ms" && LogScale.label(3e10) == "30 s")
    }
}

private let hbShape = ChildProcess.onPath("hb-shape")
private let notoSans = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
private let notoSansBold = "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf"

/// The label layout is only as good as its width estimates: they must never fall short of what the font that
/// renders the chart (Noto Sans, via fontconfig) really takes, nor overshoot by much.
@Test(
    .enabled(
        if: hbShape != nil && FileManager.default.fileExists(atPath: notoSans) && FileManager.default.fileExists(atPath: notoSansBold),
        "hb-shape or Noto Sans is not installed (Debian libharfbuzz-bin, fonts-noto-core)"))
func textWidthEstimatesCoverTheRenderingFont() throws {
    let samples = [
        "wall-uptime-checked", "continuous-deadline", "session time when the cue was due (s)", "cue lateness (log)", "500 µs",
        "28 UI-work stalls, 17.0 ms–384.0 ms each", "wakeup floor p50–p99 (no timer beats it)", "WALL CLOCK STEPPED +30.00 s",
        "build-server-07.example.org",
    ]
    for (font, bold) in [(notoSans, false), (notoSansBold, true)] {
        for text in samples {
            let result = try ChildProcess.run(hbShape!, ["--output-format=json", font, text])
            let glyphs = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            let units = glyphs.compactMap { $0["ax"] as? Int }.reduce(0, +)
            let actual = Double(units) / 1000 * 11, estimate = TextMetrics.width(text, size: 11, bold: bold)
            #expect(
                estimate >= actual && estimate <= actual * 1.12, "'\(text)' bold \(bold): estimated \(estimate) px, Noto Sans \(actual) px")
        }
    }
}
