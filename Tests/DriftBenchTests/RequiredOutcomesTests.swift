import IntervalTimer
import Testing

@testable import DriftBench

private let second: Int64 = 1_000_000_000

/// The outcomes the benchmark exists to show, pinned down in simulated mode with the default plan.
@Suite struct RequiredOutcomesTests {
    let results: DriftResults

    init() throws {
        results = try Fixtures.simulatedRun()
    }

    private func drift(_ scenario: String, _ strategy: String) -> Int64? {
        Fixtures.row(results, scenario, strategy)?.metrics.sessionDriftNanoseconds
    }

    @Test func everyRowIsSimulatedAndComplete() {
        #expect(results.scenarios.count == 7)
        for scenario in results.scenarios {
            #expect(scenario.mode == .simulated)
            #expect(scenario.strategies.count == 7)
            #expect(scenario.strategies.allSatisfy { $0.status == .complete && $0.mode == .simulated })
        }
    }

    @Test func tickSleepLosesTheBusyBlocksAndTickTimerOnlyLosesWholePeriods() throws {
        let blocks = try #require(results.scenarios.first { $0.scenario == "busy-loop" }).disturbances
        #expect(!blocks.isEmpty)
        // The sleep loop's next sleep starts after each block ends, so it loses a share of every block it meets.
        #expect(try #require(drift("busy-loop", "tick-sleep")) > 200_000_000)
        // A phase-locked repeating timer loses a tick only when the queue is busy for a whole period; blocks of
        // at most 400 ms with gaps between them never do that.
        #expect(try #require(drift("busy-loop", "tick-timer")).magnitude < 50_000_000)
    }

    @Test func tickStrategiesLoseTheSuspensions() throws {
        let stops = try #require(results.scenarios.first { $0.scenario == "suspend" }).disturbances.map(\.durationNanoseconds)
        #expect(stops.count == 2)
        let stopped = stops.reduce(0, +)
        for strategy in ["tick-sleep", "tick-timer"] {
            let lost = try #require(drift("suspend", strategy))
            // Each stop costs all of it, less at most one tick per stop.
            #expect(lost > stopped - 2 * second && lost <= stopped + 50_000_000, "\(strategy) lost \(lost)")
        }
        for strategy in ["wall-anchored", "monotonic-anchored", "continuous-anchored", "continuous-deadline"] {
            #expect(try #require(drift("suspend", strategy)).magnitude < 150_000_000, "\(strategy)")
        }
    }

    @Test func wallAnchoredIsOffByTheJump() throws {
        let wall = try #require(drift("clock-jump", "wall-anchored"))
        #expect((wall + 30 * second).magnitude < 150_000_000, "wall-anchored ended \(wall) off")
        for strategy in ["wall-uptime-checked", "monotonic-anchored", "continuous-anchored", "continuous-deadline"] {
            #expect(try #require(drift("clock-jump", strategy)).magnitude < 150_000_000, "\(strategy)")
        }
    }

    @Test func systemSleepIsLostByMonotonicAndUptimeCheckedButNotByContinuous() throws {
        let sleep = try #require(results.scenarios.first { $0.scenario == "system-sleep" }?.disturbances.first).durationNanoseconds
        #expect(sleep >= 4 * second)
        for strategy in ["monotonic-anchored", "wall-uptime-checked"] {
            let lost = try #require(drift("system-sleep", strategy))
            #expect((lost - sleep).magnitude < 150_000_000, "\(strategy) lost \(lost) of a \(sleep) sleep")
        }
        for strategy in ["continuous-anchored", "continuous-deadline"] {
            #expect(try #require(drift("system-sleep", strategy)).magnitude < 150_000_000, "\(strategy)")
        }
    }

    @Test func continuousDeadlineStaysWithinTheFloorWhenNothingHoldsItsQueue() throws {
        for scenario in results.scenarios where ["idle", "cpu-load", "clock-jump", "ntp-slew"].contains(scenario.scenario) {
            let row = try #require(scenario.strategies.first { $0.strategy == "continuous-deadline" })
            let floorMax = Int64(Fixtures.floor.maxMicroseconds) * 1_000
            #expect(try #require(row.metrics.latenessP99Nanoseconds) <= floorMax, "\(scenario.scenario)")
            #expect(row.metrics.recovery.missedCues == 0 && row.metrics.recovery.duplicateCues == 0)
        }
    }

    @Test func aSuspensionCoveringACueCostsContinuousDeadlineOnlyItsWakeupLatencyAfterTheResume() throws {
        let suspend = try #require(results.scenarios.first { $0.scenario == "suspend" })
        let row = try #require(suspend.strategies.first { $0.strategy == "continuous-deadline" })
        let outages = try #require(row.outages)
        #expect(outages.count == 2)
        let covered = row.cues.filter { cue in outages.contains { $0.covers(cue.dueNanoseconds) } }
        #expect(!covered.isEmpty, "no cue fell due during a suspension")
        let floorMax = Int64(Fixtures.floor.maxMicroseconds) * 1_000
        for cue in covered {
            // Its cue lateness is the rest of the stop; its response lateness is one wakeup after SIGCONT.
            #expect(cue.errorNanoseconds > 100_000_000)
            let response = DriftMetrics.responseLateness(of: cue, outages: outages)
            #expect(response >= 0 && response <= floorMax, "response \(response)")
        }
        #expect(try #require(row.metrics.latenessP99Nanoseconds) > 100_000_000)
        let responseP99 = try #require(row.metrics.responseP99Nanoseconds)
        #expect(responseP99 >= 0 && responseP99 <= floorMax)
    }

    @Test func tickStrategiesStillShowTheirLostSecondsAsResponseLateness() throws {
        let suspend = try #require(results.scenarios.first { $0.scenario == "suspend" })
        let stopped = suspend.disturbances.map(\.durationNanoseconds).reduce(0, +)
        for strategy in ["tick-sleep", "tick-timer"] {
            let row = try #require(Fixtures.row(results, "suspend", strategy))
            let outages = try #require(row.outages)
            // Every cue after the first resume is due outside any outage, so the lost time stays in its response.
            let afterResume = row.cues.filter { cue in
                cue.dueNanoseconds > outages[0].endNanoseconds && !outages.contains { $0.covers(cue.dueNanoseconds) }
            }
            #expect(!afterResume.isEmpty)
            for cue in afterResume { #expect(DriftMetrics.responseLateness(of: cue, outages: outages) == cue.errorNanoseconds) }
            let final = try #require(row.cues.last { $0.role == .sessionEnd })
            #expect(DriftMetrics.responseLateness(of: final, outages: outages) > stopped - 2 * second, "\(strategy)")
            #expect(try #require(row.metrics.responseMaxNanoseconds) > stopped - 2 * second, "\(strategy)")
        }
    }

    @Test func aBusyQueueIsNotAnOutage() throws {
        for strategy in ["tick-sleep", "monotonic-anchored"] {
            let row = try #require(Fixtures.row(results, "busy-loop", strategy))
            #expect(row.outages == [])
            #expect(row.metrics.responseP99Nanoseconds == row.metrics.latenessP99Nanoseconds, "\(strategy)")
        }
    }

    @Test func systemSleepIsAnOutageButMonotonicStrategiesStillRespondLate() throws {
        let floorMax = Int64(Fixtures.floor.maxMicroseconds) * 1_000
        let sleep = try #require(results.scenarios.first { $0.scenario == "system-sleep" }?.disturbances.first).durationNanoseconds
        let deadline = try #require(Fixtures.row(results, "system-sleep", "continuous-deadline"))
        #expect(try #require(deadline.metrics.responseP99Nanoseconds) <= floorMax)
        // Monotonic time stood still during the sleep: every later cue is due outside it and fires a sleep late.
        let monotonic = try #require(Fixtures.row(results, "system-sleep", "monotonic-anchored"))
        #expect(try #require(monotonic.metrics.responseP99Nanoseconds) > sleep - 150_000_000)
    }
}
