import Foundation
import Testing

@testable import DriftBench

/// A stored row with the given figures and no cues (what the verdict reads is the metrics, not the trace).
func fixtureRow(
    _ strategy: String, drift: Int64?, responseP99: Int64? = 100_000, latenessP99: Int64? = 100_000, missed: Int = 0, duplicates: Int = 0,
    status: CompletionStatus = .complete, earliest: Int64? = nil, latest: Int64? = nil
) -> StrategyResult {
    let trace = StrategyTrace(
        strategy: strategy, mode: .simulated, status: status, failure: status == .failed ? "worker crashed" : nil, cues: [], displays: [],
        cpuNanoseconds: nil, elapsedNanoseconds: 40_000_000_000)
    let metrics = StrategyMetrics(
        perRoundDriftP99Nanoseconds: 0, sessionDriftNanoseconds: drift, latenessP50Nanoseconds: 70_000, latenessP99Nanoseconds: latenessP99,
        latenessMaxNanoseconds: latenessP99, responseP50Nanoseconds: 70_000, responseP99Nanoseconds: responseP99,
        responseMaxNanoseconds: responseP99, responseEarliestNanoseconds: earliest, responseLatestNanoseconds: latest,
        worstDisplayErrorSeconds: 0, cpuMillisecondsPerMinute: nil, wakeupsPerMinute: 60,
        recovery: Recovery(
            lateCues: 0, burstCues: 0, missedCues: missed, duplicateCues: duplicates, secondsLost: drift.map { Double($0) / 1e9 }))
    return StrategyResult(trace: trace, metrics: metrics)
}

/// A run holding `scenarios`, each with the given rows, on top of a real simulated run's machine and settings; it
/// asked for those scenarios and the `notRun` ones.
func fixtureRun(_ scenarios: [(String, [StrategyResult])], notRun: [String] = []) throws -> DriftResults {
    var run = try Fixtures.simulatedRun(plan: "1x2s", scenarios: ["idle"])
    run.settings.scenarios = scenarios.map(\.0) + notRun
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

    @Test func aRowStoppedBeforeItsSessionEndedIsNotMeasuredNeverGreen() throws {
        let partial = try fixtureRun([("idle", [fixtureRow("x", drift: nil, status: .partial)])])
        let only = try #require(StrategyVerdict.all(in: partial).first)
        #expect(only.sentence == "is not measured in idle")
        #expect(only.kind == .notMeasured)
        // What its measured cues did still counts: a cue 30 s early is named, and the session is still not measured.
        let early = try fixtureRun([
            ("clock-jump", [fixtureRow("x", drift: nil, status: .partial, earliest: -30_000_000_000, latest: 90_000)])
        ])
        let named = try #require(StrategyVerdict.all(in: early).first)
        #expect(named.sentence == "fires cues up to 30 s early after a clock jump; is not measured in clock-jump")
        #expect(named.kind == .problems)
    }

    @Test func aScenarioTheRunNeverReachedIsNotMeasuredForEveryStrategy() throws {
        let run = try fixtureRun(
            [("idle", [fixtureRow("a", drift: 90_000), fixtureRow("b", drift: nil, status: .partial)])],
            notRun: ["busy-loop", "suspend"])
        let verdicts = StrategyVerdict.all(in: run)
        #expect(
            verdicts.map(\.sentence) == [
                "keeps time in idle; is not measured in busy-loop and suspend", "is not measured in idle, busy-loop and suspend",
            ])
        #expect(verdicts.allSatisfy { $0.kind == .notMeasured })
        #expect(!verdicts.contains { $0.kind == .keepsTime })
    }

    @Test func aCueThatFiresEarlyIsAsWrongAsOneThatFiresLate() throws {
        // The session end is on time (the two jumps cancelled out); the cues between them fired 30 s early.
        #expect(
            try verdict("clock-jump", fixtureRow("wall-anchored", drift: 100_000, earliest: -30_000_100_000, latest: 120_000))
                == "fires cues up to 30 s early after a clock jump")
        #expect(
            try verdict("ntp-slew", fixtureRow("wall-anchored", drift: 90_000, earliest: -683_000_000, latest: 25_000_000))
                == "fires cues from 683 ms early to 25 ms late under NTP slew")
        #expect(
            try verdict("busy-loop", fixtureRow("x", drift: 0, earliest: -21_000_000, latest: 0))
                == "fires cues up to 21 ms early with UI work on its queue")
        // Within the tolerance on both sides: kept time.
        #expect(
            try verdict("idle", fixtureRow("x", drift: 0, earliest: -19_000_000, latest: 19_000_000))
                == "keeps time in the one scenario run")
    }

    @Test func aCueWorseThanTheSessionEndIsNamedBesideItButTheSessionEndIsSaidOnce() throws {
        #expect(
            try verdict("clock-jump", fixtureRow("x", drift: -7_200_000_000, earliest: -30_000_000_000, latest: 0))
                == "ends 7.2 s early after a clock jump; fires cues up to 30 s early after a clock jump")
        #expect(
            try verdict("clock-jump", fixtureRow("wall-anchored", drift: -30_000_000_000, earliest: -30_000_000_000, latest: 0))
                == "follows a −30 s clock jump")
        #expect(
            try verdict("suspend", fixtureRow("tick-sleep", drift: 3_740_000_000, earliest: 0, latest: 3_740_000_000))
                == "loses 3.7 s to a process suspension")
        // A late end does not excuse early cues.
        #expect(
            try verdict("suspend", fixtureRow("x", drift: 3_740_000_000, earliest: -50_000_000, latest: 3_740_000_000))
                == "loses 3.7 s to a process suspension; fires cues up to 50 ms early after a process suspension")
    }

    @Test func aProblemFoundUnderSomeSeedsSaysInHowMany() throws {
        var row = fixtureRow("x", drift: 0, earliest: 0, latest: 200_000)
        let late = fixtureRow("x", drift: 0, earliest: 0, latest: 380_000_000).metrics
        let later = fixtureRow("x", drift: 0, earliest: 0, latest: 412_000_000).metrics
        row.otherSeeds = [
            SeedOutcome(seed: 2, status: .complete, metrics: late), SeedOutcome(seed: 3, status: .complete, metrics: row.metrics),
            SeedOutcome(seed: 4, status: .complete, metrics: later),
        ]
        #expect(try verdict("busy-loop", row) == "fires cues up to 412 ms late with UI work on its queue (in 2 of 4 seeds)")
        // Under every seed: no count.
        row.otherSeeds = [SeedOutcome(seed: 2, status: .complete, metrics: late)]
        row.metrics = later
        #expect(try verdict("busy-loop", row) == "fires cues up to 412 ms late with UI work on its queue")
    }

    @Test func theClockJumpReproductionFiresEarlyCuesAndSaysSo() throws {
        // new-user.md item 1: in a 12x3m/1m session both jumps land before the last cue, so the session drift
        // cancels out while every cue between them fires 30 s early.
        let configuration = try Fixtures.configuration(
            plan: "12x3m/1m", scenarios: ["clock-jump", "ntp-slew"], strategies: ["wall-anchored", "continuous-deadline"], verdictSeeds: 10)
        let run = try DriftRunner(configuration: configuration).run(cancellation: DriftCancellation()) { _ in }
        let verdicts = Dictionary(uniqueKeysWithValues: StrategyVerdict.all(in: run).map { ($0.strategy, $0) })
        let wall = try #require(verdicts["wall-anchored"])
        #expect(abs(try #require(Fixtures.row(run, "clock-jump", "wall-anchored")?.metrics.sessionDriftNanoseconds)) < 20_000_000)
        #expect(wall.kind == .problems)
        #expect(wall.sentence.contains("fires cues up to 30 s early after a clock jump"), "\(wall.sentence)")
        #expect(wall.sentence.contains("early under NTP slew"), "\(wall.sentence)")
        #expect(verdicts["continuous-deadline"]?.sentence == "keeps time in every scenario")
        // The matrix shows the worst cue beside the cancelled-out total.
        let summary = TerminalSummary.render(run, outputFolder: nil, verbose: false)
        let lines = summary.split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix("wall-anchored ") })
        #expect(lines[index + 1].hasPrefix("  worst cue") && lines[index + 1].contains("-30.00 s"), "\(summary)")
    }

    @Test func aSimulatedVerdictDoesNotFlipWithTheSeed() throws {
        // new-user.md item 10: busy-loop condemned five strategies with seed 1 and none with seeds 2 and 7.
        let kinds = try [1, 2, 7].map { seed in
            let run = try DriftRunner(
                configuration: try Fixtures.configuration(scenarios: ["busy-loop"], seed: UInt64(seed), verdictSeeds: 10)
            ).run(
                cancellation: DriftCancellation()
            ) { _ in }
            return StrategyVerdict.all(in: run).map { "\($0.strategy): \($0.kind)" }
        }
        #expect(kinds[0] == kinds[1] && kinds[1] == kinds[2], "\(kinds)")
    }

    @Test func theSimulatedRunsVerdictsMatchTheirMatrix() throws {
        let run = try Fixtures.simulatedRun(plan: "2x5s/2s", scenarios: ["idle", "clock-jump", "system-sleep"])
        let verdicts = Dictionary(uniqueKeysWithValues: StrategyVerdict.all(in: run).map { ($0.strategy, $0.sentence) })
        #expect(verdicts["wall-anchored"]?.contains("clock jump") == true, "\(verdicts)")
        #expect(verdicts["monotonic-anchored"]?.contains("to a system sleep") == true, "\(verdicts)")
        #expect(verdicts["continuous-deadline"] == "keeps time in every scenario", "\(verdicts)")
    }
}
