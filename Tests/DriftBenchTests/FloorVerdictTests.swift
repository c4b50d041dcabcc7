import Foundation
import Testing

@testable import DriftBench

/// A real run's results made by hand: an idle floor with p50 60 µs, and rows whose cues were `lateness` late.
private func realResults(rows: [(strategy: String, latenessMicroseconds: Int64)], mode: MeasurementMode = .real) -> DriftResults {
    var histogram = LatencyHistogram()
    for microseconds in 55...65 { for _ in 0..<100 { histogram.record(microseconds: Int64(microseconds)) } }
    let floor = FloorSummary(histogram: histogram, cpuNanoseconds: 1_000, intervalNanoseconds: 1_000_000)
    let planned = [
        PlannedCue(kind: "work-start", round: 1, role: .roundStart, offsetNanoseconds: 0),
        PlannedCue(kind: "session-end", round: 1, role: .sessionEnd, offsetNanoseconds: 2_000_000_000),
    ]
    let strategies = rows.map { row -> StrategyResult in
        let late = row.latenessMicroseconds * 1_000
        let trace = StrategyTrace(
            strategy: row.strategy, mode: mode, status: .complete,
            cues: [
                CueRecord(kind: "work-start", round: 1, role: .roundStart, dueNanoseconds: 0, firedNanoseconds: late, markedLate: false),
                CueRecord(
                    kind: "session-end", round: 1, role: .sessionEnd, dueNanoseconds: 2_000_000_000,
                    firedNanoseconds: 2_000_000_000 + late, markedLate: false),
            ],
            displays: [], cpuNanoseconds: 1_000_000, elapsedNanoseconds: 2_000_000_000)
        let metrics = DriftMetrics.compute(trace, planned: planned, sessionNanoseconds: 2_000_000_000)
        return StrategyResult(trace: trace, metrics: metrics, floor: floor)
    }
    let scenario = ScenarioResult(
        scenario: "idle", mode: mode, status: .complete, summary: "Nothing else running.", floor: floor, disturbances: [],
        strategies: strategies)
    let settings = RunSettings(
        plan: "1x2s", seed: 1, sessionNanoseconds: 2_000_000_000, plannedCues: planned, scenarios: ["idle"],
        strategies: rows.map(\.strategy), simulateAll: false, pollNanoseconds: 16_666_667)
    return DriftResults(status: .complete, machine: MachineInfo.current(label: "fixture"), settings: settings, scenarios: [scenario])
}

@Test func aRealRowWhoseMedianLatenessBeatsTheFloorIsFlaggedAndNotPresentedAsAResult() throws {
    let results = realResults(rows: [("tick-timer", 20), ("continuous-deadline", 80)])
    let rows = try #require(results.scenarios.first).strategies
    #expect(rows[0].floorVerdict == .belowFloor && rows[0].isSuspect)
    #expect(rows[1].floorVerdict == .atOrAboveFloor && !rows[1].isSuspect)

    let table = MarkdownTableWriter.tables([results])
    let suspect = try #require(table.split(separator: "\n").first { $0.hasPrefix("| tick-timer |") })
    #expect(suspect.contains("**suspect**") && suspect.contains("below the fastest wakeup of its own primitive's floor"))
    // None of the suspect row's figures is shown except the lateness p50 that condemns it, in the explanation.
    #expect(!suspect.contains("| +20 µs |"))
    let trusted = try #require(table.split(separator: "\n").first { $0.hasPrefix("| continuous-deadline |") })
    #expect(trusted.contains("| +80 µs |") && !trusted.contains("suspect"))

    let csv = String(decoding: try CSVTableWriter.render([results]), as: UTF8.self).components(separatedBy: "\r\n")
    let verdict = try #require(CSVTableWriter.columns.firstIndex(of: "floor_verdict"))
    #expect(csv[1].components(separatedBy: ",")[verdict] == "below-floor")
    #expect(csv[2].components(separatedBy: ",")[verdict] == "at-or-above-floor")
}

@Test func aRowExactlyAtTheFloorIsNotFlaggedAndSimulatedRowsAreNotJudged() throws {
    let atFloor = try #require(realResults(rows: [("tick-timer", 60)]).scenarios.first?.strategies.first)
    #expect(atFloor.floorVerdict == .atOrAboveFloor)
    // In simulation the floor is the latency model the cues were drawn from: there is nothing to check.
    let simulated = try #require(realResults(rows: [("tick-timer", 20)], mode: .simulated).scenarios.first?.strategies.first)
    #expect(simulated.floorVerdict == nil)
}

@Test func everyRowSaysHowManyCuesItsFiguresRestOnAndTheFloorHowManyWakeups() throws {
    let results = realResults(rows: [("wall-anchored", 80)])
    let row = try #require(results.scenarios.first?.strategies.first)
    #expect(row.metrics.cueSamples == 2)
    let table = MarkdownTableWriter.tables([results])
    let cues = try #require(MarkdownTableWriter.header.firstIndex(of: "cues"))
    let line = try #require(table.split(separator: "\n").first { $0.hasPrefix("| wall-anchored |") })
    #expect(line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }[cues + 1] == "2")
    #expect(table.contains("1100 wakeups"))
}

@Test func theVerdictAndTheSampleCountsSurviveTheResultsFile() throws {
    let results = realResults(rows: [("tick-timer", 20)])
    let decoded = try ResultsFile.decode(try ResultsFile.encode(results), path: "fixture.json")
    #expect(decoded == results)
    #expect(decoded.scenarios[0].strategies[0].floorVerdict == .belowFloor)
    #expect(decoded.settings.pollNanoseconds == 16_666_667)
}
