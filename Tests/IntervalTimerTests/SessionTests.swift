import IntervalTimer
import Testing

let smallPlan = try! WorkoutPlan.parse("2x20s/10s", prepare: .seconds(5), warning: .seconds(5))

@Test func timelineListsEveryCueInTheOrderAPersonHearsThem() {
    let cues = Timeline(plan: smallPlan).cues.map { "\($0.kind.rawValue)@\($0.round)@\($0.offset.rawValue / 1_000_000_000)" }
    #expect(
        cues == [
            "prepare@0@0", "work-start@1@5", "warning@1@20", "work-end@1@25", "rest-start@1@25", "rest-end@1@35",
            "work-start@2@35", "warning@2@50", "work-end@2@55", "session-complete@2@55",
        ])
}

@Test func nextBoundaryIsTheNextCueOrDisplayedSecond() {
    let timeline = Timeline(plan: smallPlan)
    #expect(timeline.nextBoundary(after: .zero) == .seconds(1))
    #expect(timeline.nextBoundary(after: .milliseconds(4200)) == .seconds(5))
    #expect(timeline.nextBoundary(after: .seconds(54)) == .seconds(55))
    #expect(timeline.nextBoundary(after: .seconds(55)) == nil)
}

@Test func sessionGoesIdlePreparingActiveCompleted() throws {
    var session = Session(timeline: Timeline(plan: smallPlan))
    #expect(session.state == .idle)
    #expect(try session.start().map(\.kind) == [.prepare])
    guard case .preparing = session.state else {
        Issue.record("expected preparing, got \(session.state)")
        return
    }
    #expect(try session.advance(toReading: .seconds(5)).map(\.kind) == [.workStart])
    guard case .active(let phase) = session.state else {
        Issue.record("expected active")
        return
    }
    #expect(phase.kind == .work && phase.round == 1)
    _ = try session.advance(toReading: .seconds(60))
    #expect(session.state == .completed)
}

@Test func invalidTransitionsAreRejectedWithATypedError() throws {
    var session = Session(timeline: Timeline(plan: smallPlan))
    #expect(throws: SessionError(action: .pause, state: .idle)) { try session.pause(atReading: .zero) }
    #expect(throws: SessionError(action: .advance, state: .idle)) { try session.advance(toReading: .seconds(1)) }
    _ = try session.start()
    #expect(throws: SessionError.self) { try session.start() }
    #expect(throws: SessionError.self) { try session.resume(atReading: .seconds(1)) }
    _ = try session.advance(toReading: .seconds(100))
    #expect(throws: SessionError(action: .pause, state: .completed)) { try session.pause(atReading: .seconds(100)) }
    #expect(
        "\(SessionError(action: .pause, state: .completed))" == "cannot pause a session that is completed; pause only a running session")
}

@Test func pauseAndResumeExcludeThePausedSpanExactly() throws {
    var session = Session(timeline: Timeline(plan: smallPlan))
    _ = try session.start()
    _ = try session.advance(toReading: Nanoseconds(7_123_456_789))
    try session.pause(atReading: Nanoseconds(7_123_456_789))
    guard case .paused(.active) = session.state else {
        Issue.record("expected paused(active), got \(session.state)")
        return
    }
    #expect(try session.advance(toReading: .seconds(500)).isEmpty)  // nothing fires while paused
    try session.resume(atReading: Nanoseconds(307_123_456_789))  // paused for exactly 300 s
    #expect(try session.advance(toReading: Nanoseconds(318_000_000_000)).isEmpty)
    #expect(session.elapsed == .seconds(18))
    #expect(session.remainingInPhase == .seconds(7))
    #expect(try session.advance(toReading: .seconds(320)).map(\.kind) == [.warning])
}

@Test func aLongGapFiresEveryCrossedCueOnceInOrderAndASteppedBackReadingFiresNothingAgain() throws {
    var session = Session(timeline: Timeline(plan: smallPlan))
    _ = try session.start()
    let gap = try session.advance(toReading: .seconds(36))
    #expect(gap.map(\.kind) == [.workStart, .warning, .workEnd, .restStart, .restEnd, .workStart])
    #expect(try session.advance(toReading: .seconds(10)).isEmpty)
    #expect(session.remainingInPhase <= session.currentPhase!.duration)
    #expect(session.currentPhase?.round == 2)
    #expect(try session.advance(toReading: .seconds(36)).isEmpty)
    #expect(try session.advance(toReading: .seconds(50)).map(\.kind) == [.warning])
}
