import IntervalTimer
import Testing
import TimerSimulation

/// Pause, skip and suspension on the virtual clock, for every strategy: the session driver restarts the strategy
/// on what is left of the timeline, so the cues after a pause move by exactly the pause and a skip starts the next
/// phase at once.
struct DrivenRun {
    let environment: SimulatedTimerEnvironment
    let driver: SessionDriver

    init(
        _ plan: String, strategy: any TimerStrategy = ContinuousDeadlineStrategy(), policy: SuspendPolicy = .keep,
        disturbances: [ScheduledDisturbance] = [], warning: Nanoseconds = .zero
    ) {
        let clock = VirtualClock()
        environment = SimulatedTimerEnvironment(clock: clock, disturbances: disturbances)
        driver = SessionDriver(
            plan: try! WorkoutPlan.parse(plan, warning: warning), strategy: strategy, environment: environment, mode: .simulated,
            reference: clock, suspendPolicy: policy)
        driver.start()
    }

    /// Runs the simulation until `milliseconds` after the start; time goes on when nothing is left to run (paused).
    func run(until milliseconds: Int64) {
        let limit = Nanoseconds.milliseconds(milliseconds)
        if environment.run(limit: limit), environment.elapsed < limit { environment.clock.advance(by: limit - environment.elapsed) }
    }

    var record: RunRecord { driver.record! }

    /// (kind, round, fired offset in ms) of every cue.
    var cues: [String] {
        record.events.map { "\($0.kind.rawValue) \($0.round) @\($0.firedOffset.rawValue / 1_000_000)" }
    }
}

@Test(arguments: TimerStrategyRegistry.all.map(\.name))
func aPauseMovesEveryLaterCueByExactlyThePause(strategy: String) {
    let run = DrivenRun("2x2s/1s", strategy: TimerStrategyRegistry.named(strategy)!)
    run.run(until: 1200)
    #expect(run.driver.pause())
    run.run(until: 3700)
    #expect(run.record.display.last?.paused == true)
    #expect(run.driver.resume())
    run.run(until: 60_000)
    #expect(run.record.finished)
    // Planned 2 s, 3 s, 5 s; 2.5 s of pause; the polled strategies land within one poll, the tick counters
    // within one tick (they count whole seconds from the resumption, as a counting app does).
    let slack: Int64 = strategy.hasPrefix("tick-") ? 1010 : 110
    let expected: [(String, Int64)] = [
        ("work-start", 0), ("work-end", 4500), ("rest-start", 4500), ("rest-end", 5500), ("work-start", 5500),
        ("work-end", 7500), ("session-complete", 7500),
    ]
    #expect(run.record.events.map(\.kind.rawValue) == expected.map(\.0))
    for (event, (_, at)) in zip(run.record.events, expected) {
        let fired = event.firedOffset.rawValue / 1_000_000
        #expect(fired >= at && fired < at + slack, "\(event.kind) at \(fired) ms, expected \(at)")
        #expect(!event.late)
        #expect(event.shift == .milliseconds(2500) || event.dueOffset == .zero)
        #expect(event.error >= .zero && event.error < .milliseconds(slack))
    }
    #expect(run.record.controls.map(\.kind) == [.paused, .resumed])
    #expect(run.record.controls.last?.span == .milliseconds(2500))
    #expect(run.record.controls.first?.planOffset == .milliseconds(1200))
}

@Test func aPauseFreezesTheDisplayAtTheSecondsLeft() {
    let run = DrivenRun("1x10s")
    run.run(until: 3400)
    run.driver.pause()
    let shown = run.record.display.count
    run.run(until: 9000)
    #expect(run.record.display.count == shown, "nothing ticks while paused")
    #expect(run.record.display.last?.displayedSeconds == 7)
    #expect(run.record.display.last?.paused == true)
    run.driver.resume()
    run.run(until: 60_000)
    #expect(run.record.events.last.map { $0.firedOffset } == .milliseconds(15_600))
}

@Test func skippingWorkFiresItsEndAtOnceDropsItsWarningAndStartsTheRestInFull() {
    let run = DrivenRun("2x10s/5s", warning: .seconds(3))
    run.run(until: 2000)
    #expect(run.driver.skip())
    run.run(until: 60_000)
    #expect(
        run.cues == [
            "work-start 1 @0", "work-end 1 @2000", "rest-start 1 @2000", "rest-end 1 @7000", "work-start 2 @7000", "warning 2 @14000",
            "work-end 2 @17000", "session-complete 2 @17000",
        ])
    #expect(run.record.controls.map(\.kind) == [.skipped])
    #expect(run.record.controls[0].span == .seconds(8))
    #expect(run.record.controls[0].phase == .work)
    #expect(run.record.events.allSatisfy { !$0.late && $0.error == .zero })
    #expect(
        RunSummary(record: run.record, endedAt: .seconds(17), interrupted: false).description.hasPrefix(
            "completed 2x10s/5s in 17.000s: 8 of 9 cues fired, 1 phase skipped, 0 late"))
}

@Test func skippingTheLastPhaseCompletesTheSession() {
    let run = DrivenRun("1x10s")
    run.run(until: 1000)
    #expect(run.driver.skip())
    #expect(run.record.finished)
    #expect(run.cues == ["work-start 1 @0", "work-end 1 @1000", "session-complete 1 @1000"])
    #expect(!run.driver.skip())
}

@Test func skippingWhilePausedMovesToTheNextPhaseAndStaysPaused() {
    let run = DrivenRun("2x4s/2s")
    run.run(until: 1000)
    run.driver.pause()
    run.run(until: 2000)
    run.driver.skip()
    #expect(run.record.display.last?.phase == .rest)
    #expect(run.record.display.last?.paused == true)
    run.run(until: 5000)
    #expect(run.record.events.count == 3, "the rest does not run while paused")
    run.driver.resume()
    run.run(until: 60_000)
    #expect(run.cues.suffix(4) == ["rest-end 1 @7000", "work-start 2 @7000", "work-end 2 @11000", "session-complete 2 @11000"])
}

@Test func underKeepASuspensionLeavesTheScheduleAlone() {
    let run = DrivenRun("2x2s/1s", disturbances: [ScheduledDisturbance(at: .milliseconds(1500), .processSuspension(.seconds(3)))])
    run.run(until: 60_000)
    #expect(
        run.cues == [
            "work-start 1 @0", "work-end 1 @4500", "rest-start 1 @4500", "rest-end 1 @4500", "work-start 2 @4500", "work-end 2 @5000",
            "session-complete 2 @5000",
        ])
    #expect(run.record.controls.isEmpty)
}

@Test func underPauseASuspensionPausesFromTheMissedWakeupUntilTheProcessRunsAgain() {
    // Stopped 1.5 s … 4.5 s: the deadline strategy missed its 2 s wakeup, so the workout pauses at 2 s for 2.5 s.
    let run = DrivenRun(
        "2x2s/1s", policy: .pause, disturbances: [ScheduledDisturbance(at: .milliseconds(1500), .processSuspension(.seconds(3)))])
    run.run(until: 60_000)
    #expect(
        run.cues == [
            "work-start 1 @0", "work-end 1 @4500", "rest-start 1 @4500", "rest-end 1 @5500", "work-start 2 @5500", "work-end 2 @7500",
            "session-complete 2 @7500",
        ])
    #expect(run.record.controls.map(\.kind) == [.paused, .resumed])
    #expect(run.record.controls.map(\.cause) == [.suspension, .suspension])
    #expect(run.record.controls[0].at == .milliseconds(2000))
    #expect(run.record.controls[1].span == .milliseconds(2500))
    #expect(run.record.events.allSatisfy { !$0.late })
}

@Test func underPauseACtrlZPausesAtTheMomentOfSuspensionAndContinueResumes() {
    let run = DrivenRun("1x10s", policy: .pause)
    run.run(until: 2300)
    run.driver.suspend()
    run.run(until: 6300)
    run.driver.continue()
    run.run(until: 60_000)
    #expect(run.cues == ["work-start 1 @0", "work-end 1 @14000", "session-complete 1 @14000"])
    #expect(run.record.controls.map(\.cause) == [.suspension, .suspension])
}

@Test func continuingDoesNotEndAPauseTheUserAskedFor() {
    let run = DrivenRun("1x10s", policy: .pause)
    run.run(until: 1000)
    run.driver.pause()
    run.driver.suspend()
    run.run(until: 2000)
    run.driver.continue()
    #expect(run.record.display.last?.paused == true)
    #expect(run.record.controls.map(\.kind) == [.paused])
}

@Test func underKeepCtrlZChangesNothing() {
    let run = DrivenRun("1x10s")
    run.run(until: 2300)
    run.driver.suspend()
    run.run(until: 6300)
    run.driver.continue()
    run.run(until: 60_000)
    #expect(run.cues == ["work-start 1 @0", "work-end 1 @10000", "session-complete 1 @10000"])
}

@Test func anInterruptionIsRecordedWithWhereTheWorkoutStood() {
    let run = DrivenRun("2x2s/1s")
    run.run(until: 2500)
    run.driver.interrupt(cause: .user)
    let event = run.record.controls.last
    #expect(event?.kind == .interrupted)
    #expect(event?.phase == .rest)
    #expect(event?.planOffset == .milliseconds(2500))
    #expect(!run.record.finished)
    #expect(RunSummary(record: run.record, endedAt: .milliseconds(2500), interrupted: true).description.hasPrefix("quit after 2.500s"))
}
