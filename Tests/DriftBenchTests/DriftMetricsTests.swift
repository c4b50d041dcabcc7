import Testing

@testable import DriftBench

private let second: Int64 = 1_000_000_000

private func cue(_ kind: String, _ round: Int, _ role: CueRole, due: Int64, fired: Int64, late: Bool = false) -> CueRecord {
    CueRecord(kind: kind, round: round, role: role, dueNanoseconds: due, firedNanoseconds: fired, markedLate: late)
}

/// Two rounds of 10 s with 5 s rest: work-start 0, work-end 10, work-start 15, work-end 25 = session end.
private let planned: [PlannedCue] = [
    PlannedCue(kind: "work-start", round: 1, role: .roundStart, offsetNanoseconds: 0),
    PlannedCue(kind: "work-end", round: 1, role: .roundEnd, offsetNanoseconds: 10 * second),
    PlannedCue(kind: "work-start", round: 2, role: .roundStart, offsetNanoseconds: 15 * second),
    PlannedCue(kind: "work-end", round: 2, role: .roundEnd, offsetNanoseconds: 25 * second),
    PlannedCue(kind: "session-complete", round: 2, role: .sessionEnd, offsetNanoseconds: 25 * second),
]

@Test func perRoundAndSessionDriftFollowTheDefinitions() {
    let cues = [
        cue("work-start", 1, .roundStart, due: 0, fired: 100_000),
        cue("work-end", 1, .roundEnd, due: 10 * second, fired: 10 * second + 2_100_000),
        cue("work-start", 2, .roundStart, due: 15 * second, fired: 15 * second + 3_000_000),
        cue("work-end", 2, .roundEnd, due: 25 * second, fired: 25 * second + 3_500_000),
        cue("session-complete", 2, .sessionEnd, due: 25 * second, fired: 25 * second + 3_600_000),
    ]
    #expect(DriftMetrics.perRoundDrifts(cues) == [2_000_000, 500_000])
    let trace = StrategyTrace(
        strategy: "x", mode: .real, status: .complete, cues: cues, displays: [], cpuNanoseconds: 30_000_000, elapsedNanoseconds: 30 * second
    )
    let metrics = DriftMetrics.compute(trace, planned: planned, sessionNanoseconds: 25 * second)
    #expect(metrics.perRoundDriftP99Nanoseconds == 2_000_000)
    #expect(metrics.sessionDriftNanoseconds == 3_600_000)
    #expect(metrics.latenessMaxNanoseconds == 3_600_000)
    #expect(metrics.latenessP50Nanoseconds == 3_000_000)
    #expect(metrics.cpuMillisecondsPerMinute == 60)
    #expect(metrics.recovery == Recovery(lateCues: 0, burstCues: 0, missedCues: 0, duplicateCues: 0, secondsLost: 0))
}

@Test func earlyCuesKeepTheirSignInTheLatenessPercentiles() {
    let cues = [
        cue("work-start", 1, .roundStart, due: 0, fired: 50_000),
        cue("work-end", 1, .roundEnd, due: 10 * second, fired: -20 * second + 10 * second),
    ]
    let trace = StrategyTrace(
        strategy: "wall", mode: .simulated, status: .partial, cues: cues, displays: [], cpuNanoseconds: nil, wakeups: 30,
        elapsedNanoseconds: 30 * second)
    let metrics = DriftMetrics.compute(trace, planned: planned, sessionNanoseconds: 25 * second)
    #expect(metrics.latenessMaxNanoseconds == -20 * second)
    #expect(metrics.perRoundDriftP99Nanoseconds == -20 * second - 50_000)
    #expect(metrics.cpuMillisecondsPerMinute == nil)
    #expect(metrics.wakeupsPerMinute == 60)
    #expect(metrics.sessionDriftNanoseconds == nil)
}

@Test func recoveryCountsLateBurstMissedAndDuplicateCues() {
    // Round 1's end and round 2's start fell due during a stop and fired together, marked late; round 2's end never fired;
    // round 1's start fired twice.
    let cues = [
        cue("work-start", 1, .roundStart, due: 0, fired: 0),
        cue("work-start", 1, .roundStart, due: 0, fired: 1_000),
        cue("work-end", 1, .roundEnd, due: 10 * second, fired: 16 * second, late: true),
        cue("work-start", 2, .roundStart, due: 15 * second, fired: 16 * second + 1_000, late: true),
        cue("session-complete", 2, .sessionEnd, due: 25 * second, fired: 26 * second),
    ]
    let recovery = DriftMetrics.recovery(cues, planned: planned, complete: true)
    #expect(recovery == Recovery(lateCues: 2, burstCues: 1, missedCues: 1, duplicateCues: 1, secondsLost: 1.0))
    #expect(recovery.summary == "2 late, 1 in bursts, 1 missed, 1 twice, lost +1.0 s")
}

@Test func partialRunsDoNotCountCuesThatWereNotYetDueAsMissed() {
    let cues = [cue("work-start", 1, .roundStart, due: 0, fired: 0)]
    #expect(DriftMetrics.recovery(cues, planned: planned, complete: false).missedCues == 0)
    #expect(DriftMetrics.recovery(cues, planned: planned, complete: true).missedCues == 4)
}

@Test func aFrozenDisplayIsCaughtAndAFrameLateOneIsNot() {
    let session = 5 * second
    // On time (each change 1 ms after the second boundary) until the session ends.
    let onTime = (0...5).map { DisplayChange(atNanoseconds: Int64($0) * second + 1_000_000, sessionSecondsShown: 5 - $0) }
    #expect(DriftMetrics.worstDisplayError(onTime, sessionNanoseconds: session, endNanoseconds: session) == 0)
    // Frozen at "4" from t=1 s until t=3.5 s: at t≈3.5 s the truth is 2, so it shows 2 s too many.
    let frozen = [
        DisplayChange(atNanoseconds: 0, sessionSecondsShown: 5), DisplayChange(atNanoseconds: second, sessionSecondsShown: 4),
        DisplayChange(atNanoseconds: 3 * second + second / 2, sessionSecondsShown: 2),
        DisplayChange(atNanoseconds: 4 * second, sessionSecondsShown: 1),
        DisplayChange(atNanoseconds: 5 * second, sessionSecondsShown: 0),
    ]
    #expect(DriftMetrics.worstDisplayError(frozen, sessionNanoseconds: session, endNanoseconds: session) == 2)
    // The same freeze inside a blackout (the process was stopped) is not held against the display.
    #expect(
        DriftMetrics.worstDisplayError(
            frozen, sessionNanoseconds: session, endNanoseconds: session, blackouts: [second...(3 * second + second / 2)]) == 0)
}

@Test func responseLatenessCountsFromTheEndOfTheOutageThatCoveredTheDueTime() {
    // The process is stopped from 8 s to 12 s: the round-1 end cue (due 10 s) cannot fire before 12 s.
    let outage = OutageWindow(startNanoseconds: 8 * second, endNanoseconds: 12 * second)
    let cues = [
        cue("work-start", 1, .roundStart, due: 0, fired: 100_000),
        cue("work-end", 1, .roundEnd, due: 10 * second, fired: 12 * second + 300_000, late: true),
        cue("work-start", 2, .roundStart, due: 15 * second, fired: 15 * second + 200_000),
        // A cue held up by something that is not an outage (the strategy's own busy queue) keeps all its lateness.
        cue("work-end", 2, .roundEnd, due: 25 * second, fired: 25 * second + 400_000_000),
        cue("session-complete", 2, .sessionEnd, due: 25 * second, fired: 25 * second + 400_000_000),
    ]
    #expect(DriftMetrics.responseLateness(of: cues[1], outages: [outage]) == 300_000)
    #expect(DriftMetrics.responseLateness(of: cues[1], outages: []) == 2 * second + 300_000)
    #expect(DriftMetrics.responseLateness(of: cues[3], outages: [outage]) == 400_000_000)
    let trace = StrategyTrace(
        strategy: "x", mode: .real, status: .complete, cues: cues, displays: [], cpuNanoseconds: 1, elapsedNanoseconds: 26 * second,
        outages: [outage])
    let metrics = DriftMetrics.compute(trace, planned: planned, sessionNanoseconds: 25 * second)
    // Cue lateness still tells the whole truth; response lateness tells the timer's share of it.
    #expect(metrics.latenessMaxNanoseconds == 2 * second + 300_000)
    #expect(metrics.responseMaxNanoseconds == 400_000_000)
    #expect(metrics.responseP50Nanoseconds == 300_000)
    // Per-round drift keeps DESIGN's definition: it is not outage-aware.
    #expect(DriftMetrics.perRoundDrifts(cues) == [2 * second + 200_000, 400_000_000 - 200_000])
}

@Test func aCueDueJustAfterAnOutageIsMeasuredFromItsOwnDueTime() {
    let outage = OutageWindow(startNanoseconds: 8 * second, endNanoseconds: 9 * second)
    let onTime = cue("work-end", 1, .roundEnd, due: 10 * second, fired: 10 * second + 150_000)
    #expect(DriftMetrics.responseLateness(of: onTime, outages: [outage]) == 150_000)
    // A cue due exactly when the process is continued counts from that instant, not before it.
    let atEnd = cue("work-end", 1, .roundEnd, due: 9 * second, fired: 9 * second + 80_000)
    #expect(DriftMetrics.responseLateness(of: atEnd, outages: [outage]) == 80_000)
}

@Test func aCueThatFiredBeforeTheStopTookEffectWasNotHeldUpByIt() {
    // The runner read 8 s and sent SIGSTOP; the cue due a few microseconds later still fired before the stop.
    let outage = OutageWindow(startNanoseconds: 8 * second, endNanoseconds: 11 * second)
    let beforeStop = cue("work-end", 1, .roundEnd, due: 8 * second + 5_000, fired: 8 * second + 60_000)
    #expect(DriftMetrics.responseLateness(of: beforeStop, outages: [outage]) == 55_000)
}
