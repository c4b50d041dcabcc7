import Foundation
import IntervalTimer
import Testing

@testable import DriftBench

@Test func workerEventsRoundTripThroughOneLine() throws {
    let event = WorkerEvent(event: .cue, at: 10_000_123, kind: "work-end", round: 2, due: 10_000_000, late: true)
    let line = event.line
    #expect(line.hasSuffix("\n") && line.filter { $0 == "\n" }.count == 1)
    #expect(WorkerEvent(line: Substring(line.dropLast())) == event)
    #expect(WorkerEvent(line: "not json") == nil)
}

@Test func aRecorderTurnsEventsIntoATraceAndJudgesHowItEnded() {
    var recorder = TraceRecorder(strategy: "tick-sleep", mode: .real, roles: TimelineCues.rolesByName)
    recorder.record(WorkerEvent(event: .start, at: 5_000))
    recorder.record(WorkerEvent(event: .cue, at: 120_000, kind: "work-start", round: 1, due: 0, late: false))
    recorder.record(WorkerEvent(event: .display, at: 130_000, shown: 3))
    let unfinished = recorder.trace(interrupted: false, exitReason: "worker killed by signal 11", elapsedIfUnfinished: 1_000_000)
    #expect(unfinished.status == .failed && unfinished.failure == "worker killed by signal 11")
    #expect(unfinished.cues.first?.role == .roundStart)
    #expect(recorder.trace(interrupted: true, exitReason: nil, elapsedIfUnfinished: 1_000_000).status == .partial)
    recorder.record(WorkerEvent(event: .end, at: 3_000_000_000, cpu: 1_500_000, wakeups: 4))
    let done = recorder.trace(interrupted: false, exitReason: nil, elapsedIfUnfinished: 0)
    #expect(done.status == .complete && done.cpuNanoseconds == 1_500_000 && done.elapsedNanoseconds == 3_000_000_000)
}

@Test func theFloorMeterMeasuresAbsoluteSleepsOnThisMachine() {
    let floor = WakeupFloorMeter.measure(seconds: 0.3)
    #expect(floor.samples > 30)
    #expect(floor.p50Microseconds <= floor.p99Microseconds && floor.p99Microseconds <= floor.maxMicroseconds)
    #expect(floor.cpuNanoseconds > 0)
}

@Test func aCrashedWorkerIsKeptAsFailedAndAMuteOneCannotHangTheRun() throws {
    // A stand-in worker: one strategy reports a start and a cue, then dies of SIGSEGV; the other exits silently.
    let script = """
        case "$2" in
        tick-sleep) echo '{"event":"start","at":1}'; echo '{"event":"cue","kind":"work-start","round":1,"due":0,"at":1000}'; kill -SEGV $$ ;;
        *) exit 3 ;;
        esac
        """
    var configuration = try Fixtures.configuration(plan: "1x1s", scenarios: ["idle"], strategies: ["tick-sleep", "continuous-deadline"])
    configuration.simulateAll = false
    configuration.workerCommand = ["/bin/sh", "-c", script, "worker"]
    let results = try DriftRunner(configuration: configuration).run(cancellation: DriftCancellation()) { _ in }
    let rows = try #require(results.scenarios.first).strategies
    #expect(rows.map(\.strategy) == ["tick-sleep", "continuous-deadline"])
    #expect(rows.allSatisfy { $0.status == .failed })
    #expect(rows[0].failure?.hasPrefix("worker killed by signal 11") == true)
    #expect(rows[0].cues.count == 1)
    #expect(rows[1].failure?.hasPrefix("worker exited with status 3") == true)
    let table = MarkdownTableWriter.tables([results])
    #expect(table.contains("| tick-sleep | real, nanosleep (relative) | 1 | failed |"))
}

@Test func theRunnersStopWindowsBecomeOutagesCountedFromTheWorkersSessionStart() {
    var recorder = TraceRecorder(strategy: "continuous-deadline", mode: .real, roles: TimelineCues.rolesByName)
    recorder.record(WorkerEvent(event: .start, at: 1_000_000_000))
    let stops: [ClosedRange<Int64>] = [3_000_000_000...5_000_000_000]
    // Until the worker reports its session start, the start event's reading is the origin.
    let early = recorder.trace(interrupted: true, exitReason: nil, elapsedIfUnfinished: 0, stoppedSpans: stops)
    #expect(early.outages == [OutageWindow(startNanoseconds: 2_000_000_000, endNanoseconds: 4_000_000_000)])
    // The session start the driver read a moment later is what every cue offset counts from.
    recorder.record(WorkerEvent(event: .end, at: 9_000_000_000, cpu: 1, wakeups: 1, sessionStart: 1_000_050_000))
    let done = recorder.trace(interrupted: false, exitReason: nil, elapsedIfUnfinished: 0, stoppedSpans: stops)
    #expect(done.outages == [OutageWindow(startNanoseconds: 1_999_950_000, endNanoseconds: 3_999_950_000)])
}
