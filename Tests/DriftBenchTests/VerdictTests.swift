import Foundation
import Testing

@testable import DriftBench

/// A stored row with the given figures and no cues (what the verdict reads is the metrics, not the trace).
func fixtureRow(
    _ strategy: String, drift: Int64?, responseP99: Int64? = 100_000, latenessP99: Int64? = 100_000, missed: Int = 0, duplicates: Int = 0,
    status: CompletionStatus = .complete
) -> StrategyResult {
    let trace = StrategyTrace(
        strategy: strategy, mode: .simulated, status: status, failure: status == .failed ? "worker crashed" : nil, cues: [], displays: [],
        cpuNanoseconds: nil, elapsedNanoseconds: 40_000_000_000)
    let metrics = StrategyMetrics(
        perRoundDriftP99Nanoseconds: 0, sessionDriftNanoseconds: drift, latenessP50Nanoseconds: 70_000, latenessP99Nanoseconds: latenessP99,
        latenessMaxNanoseconds: latenessP99, responseP50Nanoseconds: 70_000, responseP99Nanoseconds: responseP99,
        responseMaxNanoseconds: responseP99, worstDisplayErrorSeconds: 0, cpuMillisecondsPerMinute: nil, wakeupsPerMinute: 60,
        recovery: Recovery(
            lateCues: 0, burstCues: 0, missedCues: missed, duplicateCues: duplicates, secondsLost: drift.map { Double($0) / 1e9 }))
    return StrategyResult(trace: trace, metrics: metrics)
}

/// A run holding `scenarios`, each with the given rows, on top of a real simulated run's machine and settings.
func fixtureRun(_ scenarios: [(String, [StrategyResult])]) throws -> DriftResults {
    var run = try Fixtures.simulatedRun(plan: "1x2s", scenarios: ["idle"])
    run.scenarios = scenarios.map { name, rows in
        ScenarioResult(
            scenario: name, mode: .simulated, status: .complete, summary: "\(name) fixture", floor: nil, disturbances: [], strategies: rows)
    }
    return run
}

/// The sentence for one strategy whose only scenario is `scenario` with `row`.
func verdict(_ scenario: String, _ row: StrategyResult) throws -> String {
    try #require(StrategyVerdict.all(in: try fixtureRun([(scenario, [row])])).first).sentence
}

@Suite struct VerdictTests {
    @Test func aStrategyWithinToleranceEverywhereKeepsTimeInEveryScenario() throws {
        let run = try fixtureRun(
            ["idle", "suspend", "system-sleep"].map { ($0, [fixtureRow("continuous-deadline", drift: 71_000, responseP99: 5_000_000)]) })
        #expect(StrategyVerdict.all(in: run).map(\.sentence) == ["keeps time in every scenario"])
    }

    @Test func aLateSessionEndIsTimeLostToTheScenariosCause() throws {
        #expect(try verdict("system-sleep", fixtureRow("tick-timer", drift: 1_600_000_000)) == "loses 1.6 s to a system sleep")
        #expect(try verdict("busy-loop", fixtureRow("tick-sleep", drift: 6_920_000_000)) == "loses 6.9 s to UI work on its queue")
        #expect(try verdict("idle", fixtureRow("tick-sleep", drift: 42_100_000)) == "loses 42 ms while idle")
        #expect(try verdict("system-sleep", fixtureRow("x", drift: -2_000_000_000)) == "ends 2.0 s early after a system sleep")
    }

    @Test func aSessionEndThatMovedByTheJumpFollowsTheClockJump() throws {
        #expect(try verdict("clock-jump", fixtureRow("wall-anchored", drift: -30_000_400_000)) == "follows a −30 s clock jump")
        #expect(try verdict("clock-jump", fixtureRow("wall-anchored", drift: 29_990_000_000)) == "follows a +30 s clock jump")
        // Far from the jump's size it is a loss, not the jump.
        #expect(try verdict("clock-jump", fixtureRow("odd", drift: 12_000_000_000)) == "loses 12 s to a clock jump")
    }

    @Test func problemsSharingAVerbShareItInScenarioOrder() throws {
        let run = try fixtureRun([
            ("suspend", [fixtureRow("tick-sleep", drift: 5_790_000_000)]),
            ("clock-jump", [fixtureRow("tick-sleep", drift: -30_000_000_000)]),
            ("ntp-slew", [fixtureRow("tick-sleep", drift: 3_000_000)]),
            ("system-sleep", [fixtureRow("tick-sleep", drift: 6_750_000_000)]),
        ])
        #expect(
            StrategyVerdict.all(in: run).first?.sentence
                == "loses 5.8 s to a process suspension and 6.8 s to a system sleep; follows a −30 s clock jump")
    }

    @Test func failuresMissedDoubledAndLateCuesAreNamed() throws {
        #expect(try verdict("busy-loop", fixtureRow("x", drift: nil, status: .failed)) == "failed in busy-loop")
        #expect(try verdict("suspend", fixtureRow("x", drift: 0, missed: 2)) == "misses 2 cues after a process suspension")
        #expect(try verdict("suspend", fixtureRow("x", drift: 0, duplicates: 1)) == "fires 1 cue twice after a process suspension")
        #expect(
            try verdict("busy-loop", fixtureRow("x", drift: 0, responseP99: 380_000_000))
                == "fires cues up to 380 ms late with UI work on its queue")
        #expect(try verdict("idle", fixtureRow("x", drift: nil)) == "never finishes while idle")
    }

    @Test func lateCuesDuringAnOutageAreForgivenButSchemaOneFilesFallBackToCueLateness() throws {
        // Response lateness is small: the cue was late only because the process could not run.
        #expect(
            try verdict("suspend", fixtureRow("x", drift: 0, responseP99: 90_000, latenessP99: 4_000_000_000))
                == "keeps time in the one scenario run")
        #expect(
            try verdict("busy-loop", fixtureRow("x", drift: 0, responseP99: nil, latenessP99: 120_000_000))
                == "fires cues up to 120 ms late with UI work on its queue")
    }

    @Test func aRunStoppedBeforeTheSessionEndIsNotJudgedOnIt() throws {
        #expect(try verdict("idle", fixtureRow("x", drift: nil, status: .partial)) == "keeps time in the one scenario run")
    }

    @Test func theSimulatedRunsVerdictsMatchTheirMatrix() throws {
        let run = try Fixtures.simulatedRun(plan: "2x5s/2s", scenarios: ["idle", "clock-jump", "system-sleep"])
        let verdicts = Dictionary(uniqueKeysWithValues: StrategyVerdict.all(in: run).map { ($0.strategy, $0.sentence) })
        #expect(verdicts["wall-anchored"]?.contains("clock jump") == true, "\(verdicts)")
        #expect(verdicts["monotonic-anchored"]?.contains("to a system sleep") == true, "\(verdicts)")
        #expect(verdicts["continuous-deadline"] == "keeps time in every scenario", "\(verdicts)")
    }
}
