import Foundation
import TestSupport
import Testing

@testable import DriftBench

/// A simulated run stopped during busy-loop (its rows cut short before the session end), before clock-jump started,
/// with the machine block pinned so a snapshot is the same everywhere.
func partialRun() throws -> DriftResults {
    var run = try Fixtures.simulatedRun(plan: "2x3s/2s", scenarios: ["idle", "busy-loop"], verdictSeeds: 10)
    run.status = .partial
    run.settings.scenarios.append("clock-jump")
    run.scenarios[1].status = .partial
    for index in run.scenarios[1].strategies.indices {
        var row = run.scenarios[1].strategies[index]
        row.status = .partial
        row.cues = row.cues.filter { $0.dueNanoseconds < 4_000_000_000 }
        row.metrics.sessionDriftNanoseconds = nil
        row.otherSeeds = nil
        run.scenarios[1].strategies[index] = row
    }
    pinMachine(&run.machine)
    return run
}

/// Sets every machine-block field read from this machine to a fixed value, so a snapshot is the same everywhere.
func pinMachine(_ machine: inout MachineInfo) {
    machine.kernel = "Linux 6.1.0 #1 SMP"
    machine.cpuModel = "Test CPU"
    machine.cores = 2
    machine.clocksource = "tsc"
    machine.timerSlackNanoseconds = 50_000
    machine.swiftVersion = "Swift 6.3.1"
    machine.loadAverage = [0.5, 0.4, 0.3]
    machine.date = "2026-01-01T00:00:00Z"
    machine.measurement = MeasurementEnvironment()
    machine.operatingSystem = "Debian GNU/Linux 12 (bookworm)"
    machine.architecture = "x86_64"
    machine.linkage = "dynamic, glibc 2.36"
    machine.cpuQuota = nil
    machine.workerTimerSlackNanoseconds = 50_000
    machine.bootMinusMonotonicNanoseconds = 0
    machine.profiles = []
}

/// The lines of `text` wider than the terminal summary allows, with their widths.
private func overWide(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        .filter { Formatting.displayColumns($0) > TerminalSummary.width }
        .map { "\(Formatting.displayColumns($0)): \($0)" }
}

@Suite struct TerminalSummaryTests {
    @Test func everyStrategyAndScenarioFitsOneHundredColumns() throws {
        let run = try Fixtures.simulatedRun(plan: "2x3s/2s")
        #expect(run.scenarios.count == ScenarioRegistry.all.count)
        #expect(run.settings.strategies.count == 7)
        let summary = TerminalSummary.render(run, outputFolder: "out/drift-sim", verbose: false)
        #expect(overWide(summary).isEmpty, "\(overWide(summary))")
        // One matrix header, one row per strategy, one verdict per strategy.
        for strategy in run.settings.strategies {
            #expect(summary.split(separator: "\n").filter { $0.hasPrefix(strategy + " ") }.count == 2, "\(strategy)")
        }
        expectSnapshot(summary, as: "txt")
    }

    @Test func theMarkdownLeadsWithVerdictsAndTheMatrixAndDefinesTheColumnsOnce() throws {
        var run = try Fixtures.simulatedRun(plan: "2x3s/2s", scenarios: ["idle", "suspend", "system-sleep"])
        // The machine block is this machine's; pin it so the snapshot is the same everywhere, then profile it.
        pinMachine(&run.machine)
        run.machine.cpuQuota = 0.2
        run.machine.workerTimerSlackNanoseconds = 40_000_000
        run.machine.bootMinusMonotonicNanoseconds = 86_400_000_000_000
        run.machine.profiles = ["android-background", "throttled:20%"]
        expectSnapshot(String(decoding: try MarkdownTableWriter.render([run]), as: UTF8.self), as: "md")
    }

    @Test func mixedModesMarkTheSimulatedScenariosAndStillFit() throws {
        var run = try Fixtures.simulatedRun(plan: "2x3s/2s")
        for index in run.scenarios.indices where run.scenarios[index].scenario != "system-sleep" {
            run.scenarios[index].mode = .real
        }
        run.scenarios[1].status = .partial
        run.machine.label = String(repeating: "a-very-long-host-name-", count: 6)
        let summary = TerminalSummary.render(run, outputFolder: String(repeating: "/deep/folder", count: 7), verbose: true)
        #expect(overWide(summary).isEmpty, "\(overWide(summary))")
        #expect(summary.contains("system-sleep*"))
        #expect(!summary.contains("idle*"))
        #expect(summary.contains("* simulated on the virtual clock"))
        #expect(summary.contains("This run is partial: it stopped during cpu-load."))
        #expect(summary.hasSuffix("drift.html to\n  " + String(repeating: "/deep/folder", count: 7) + "\n"))
    }

    @Test func aPartialRunSaysSoAndNeverCallsAnUnfinishedStrategyGreen() throws {
        let run = try partialRun()
        let summary = TerminalSummary.render(run, outputFolder: "drift-results/vm-20260101-000000", verbose: false)
        #expect(overWide(summary).isEmpty, "\(overWide(summary))")
        #expect(summary.contains("This run is partial: it stopped during busy-loop and never started clock-jump."))
        let verdicts = StrategyVerdict.all(in: run)
        #expect(!verdicts.contains { $0.kind == .keepsTime }, "\(verdicts.map(\.sentence))")
        #expect(verdicts.allSatisfy { $0.sentence.contains("is not measured in busy-loop and clock-jump") }, "\(verdicts.map(\.sentence))")
        expectSnapshot(summary, as: "txt")
    }

    @Test func aMatrixTooWideForOneScreenIsSplitIntoBlocks() {
        let matrix = TextMatrix(
            corner: "strategy", columns: (1...12).map { "scenario-\($0)" }, rows: [("tick-sleep", (1...12).map { _ in "-30.00 s" })])
        let lines = matrix.lines(width: 100)
        #expect(lines.allSatisfy { Formatting.displayColumns($0) <= 100 }, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("strategy") }.count == 2)
        #expect(lines.filter { $0.hasPrefix("tick-sleep") }.count == 2)
        #expect(TextMatrix.fit("host-with-a-long-name (2)", 12) == "host-wi… (2)")
    }

    @Test func aComparisonOfEightMachinesFitsOneHundredColumns() throws {
        let base = try Fixtures.simulatedRun(plan: "2x3s/2s")
        let inputs = (1...8).map { index in
            var run = base
            run.machine.label = "build-agent-\(index).ci.example.org"
            return (path: "machines/agent-\(index)/results.json", results: run)
        }
        let merged = try ReportMerger.merge(inputs)
        let summary = TerminalSummary.render(
            comparison: merged, sources: inputs.map(\.path), outputFolder: "comparison", verbose: false)
        #expect(overWide(summary).isEmpty, "\(overWide(summary))")
        // Machines with the same verdict share a line.
        #expect(summary.contains("every machine: keeps time in every scenario"))
        #expect(summary.contains("Total drift and worst cue in system-sleep:"))
    }

    @Test func wrappingBreaksAtSpacesWithAHangingIndent() {
        let lines = TerminalSummary.wrap(String(repeating: "word ", count: 40), first: "tick-sleep  ")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { Formatting.displayColumns($0) <= 100 })
        #expect(lines[1].hasPrefix(String(repeating: " ", count: 12) + "word"))
    }

    @Test func displayColumnsCountWideAndCombiningCharacters() {
        #expect(Formatting.displayColumns("+85 µs") == 6)
        #expect(Formatting.displayColumns("−30 s × —") == 9)
        #expect(Formatting.displayColumns("日本") == 4)
        #expect(Formatting.displayColumns("e\u{301}") == 1)
    }
}
