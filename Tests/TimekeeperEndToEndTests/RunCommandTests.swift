import Foundation
import TestSupport
import Testing

/// The cues of 3x2s/1s in order: what `run` must print, each once.
let expectedCues: [(String, Int, Double)] = [
    ("work-start", 1, 0), ("work-end", 1, 2), ("rest-start", 1, 2), ("rest-end", 1, 3), ("work-start", 2, 3),
    ("work-end", 2, 5), ("rest-start", 2, 5), ("rest-end", 2, 6), ("work-start", 3, 6), ("work-end", 3, 8),
    ("session-complete", 3, 8),
]

func expectEveryCueOnceInOrder(_ cues: [CueLine]) {
    #expect(cues.map(\.kind) == expectedCues.map(\.0))
    #expect(cues.map(\.round) == expectedCues.map(\.1))
    #expect(cues.map(\.planned_offset) == expectedCues.map(\.2))
}

@Test func runPrintsEveryCueInOrderAsJSONLinesOnTime() throws {
    let result = try ToolProcess.run(["run", "3x2s/1s", "--format", "jsonl"])
    #expect(result.status == 0)
    let cues = try CueLine.parse(result.stdout)
    expectEveryCueOnceInOrder(cues)
    for cue in cues {
        // Never early; on an idle machine well within 100 ms (a correctness bound, not a speed claim).
        #expect(
            cue.fired_offset >= cue.planned_offset && cue.fired_offset - cue.planned_offset < 0.1,
            "\(cue.kind) \(cue.round) at \(cue.fired_offset)")
        #expect(!cue.late)
        #expect(cue.wall_time.hasSuffix("Z") && cue.wall_time.count == 24)
    }
    #expect(result.stderr.hasPrefix("completed 3x2s/1s in "))
}

@Test func cuesAfterASIGSTOPKeepTheirOriginalSchedule() throws {
    let tool = try RunningTool(["run", "3x2s/1s", "--format", "jsonl"])
    // Stop it in round 1's rest (2 s … 3 s) for 1.5 s, across rest-end / work-start of round 2 at 3 s.
    #expect(tool.waitForOutput(containing: "rest-start", timeout: 10))
    Thread.sleep(forTimeInterval: 0.2)
    tool.send(SIGSTOP)
    Thread.sleep(forTimeInterval: 1.5)
    tool.send(SIGCONT)
    let result = try tool.wait()
    #expect(result.status == 0)
    let cues = try CueLine.parse(result.stdout)
    expectEveryCueOnceInOrder(cues)
    // The two cues due at 3 s fell inside the stop: fired once each, late, the first one superseded.
    let overdue = cues.filter { $0.planned_offset == 3 }
    #expect(overdue.allSatisfy { $0.late && $0.fired_offset > 3.5 })
    #expect(overdue.map(\.superseded) == [true, false])
    // Everything due after the resume (≈3.8 s) lands on the original schedule, not shifted by the stop.
    for cue in cues where cue.planned_offset >= 5 {
        #expect(abs(cue.fired_offset - cue.planned_offset) < 0.1, "\(cue.kind) \(cue.round) at \(cue.fired_offset)")
        #expect(!cue.late)
    }
}

@Test func ctrlCPrintsASummaryAndExits130() throws {
    let tool = try RunningTool(["run", "3x2s/1s"])
    // Interrupt mid-way through round 1's work (0 s … 2 s), when the display shows 1 s left.
    #expect(tool.waitForOutput(containing: "work-start", timeout: 10))
    Thread.sleep(forTimeInterval: 1.4)
    tool.send(SIGINT)
    let result = try tool.wait()
    #expect(result.status == 130)
    #expect(result.stdout.contains("work-start       round 1/3"))
    #expect(result.stdout.contains("interrupted after "))
    #expect(result.stdout.contains("1 of 11 cues fired (stopped in work of round 1/3 with 1s left)"))
}

@Test func badPlanNamesTheTokenAndExitsTwo() throws {
    let result = try ToolProcess.run(["run", "12x3m/0s"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: invalid plan '12x3m/0s' at column 7: '0s': the rest duration must be longer than zero"))
    #expect(result.stderr.contains("usage: timekeeper run"))
    #expect(result.stdout.isEmpty)
}

@Test func unknownStrategyListsTheValidOnes() throws {
    let result = try ToolProcess.run(["run", "90s", "--strategy", "sundial"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("invalid value 'sundial' for --strategy: expected one of tick-sleep, tick-timer"))
}

@Test func jsonLinesStartWithTheFormatVersionAndEveryLineNamesItsEvent() throws {
    let result = try ToolProcess.run(["run", "1x1s", "--format", "jsonl"])
    #expect(result.status == 0)
    let lines = try EventLine.parse(result.stdout)
    #expect(lines.first?.event == "start")
    #expect(lines.first?.format_version == 3)
    #expect(lines.dropFirst().map(\.event) == ["cue", "cue", "cue", "end"])
    #expect(lines.last?.text.hasSuffix(#""completed":true}"#) == true)
}

@Test func underOnSuspendPauseASIGSTOPPausesTheWorkoutAndTheEventsSaySo() throws {
    let tool = try RunningTool(["run", "3x2s/1s", "--format", "jsonl", "--on-suspend", "pause"])
    #expect(tool.waitForOutput(containing: "rest-start", timeout: 10))
    Thread.sleep(forTimeInterval: 0.2)
    tool.send(SIGSTOP)
    Thread.sleep(forTimeInterval: 1.5)
    tool.send(SIGCONT)
    let result = try tool.wait()
    #expect(result.status == 0)
    let lines = try EventLine.parse(result.stdout)
    let paused = try #require(lines.first { $0.event == "paused" })
    let resumed = try #require(lines.first { $0.event == "resumed" })
    #expect(paused.cause == "suspension" && resumed.cause == "suspension")
    // Dated at the wakeup the stop made the timer miss (rest-end at 3 s), paused for the rest of the stop.
    #expect(abs((paused.at ?? 0) - 3) < 0.1)
    #expect((resumed.paused_for ?? 0) > 0.4 && (resumed.paused_for ?? 0) < 1.5)
    let cues = try CueLine.parse(result.stdout)
    expectEveryCueOnceInOrder(cues)
    // Nothing is late: every cue after the stop moved by the pause, none fired in a burst at the resume.
    for cue in cues {
        #expect(!cue.late, "\(cue.kind) \(cue.round)")
        #expect(abs(cue.fired_offset - cue.shift - cue.planned_offset) < 0.1, "\(cue.kind) \(cue.round) at \(cue.fired_offset)")
    }
    #expect(cues.last.map { $0.shift } == resumed.paused_for)
    #expect(result.stderr.contains("paused 1 time for "))
}

@Test func sigtermPrintsTheSummaryAnInterruptedEventAndExits143() throws {
    let tool = try RunningTool(["run", "3x2s/1s", "--format", "jsonl"])
    #expect(tool.waitForOutput(containing: "work-start", timeout: 10))
    Thread.sleep(forTimeInterval: 0.5)
    tool.send(SIGTERM)
    let result = try tool.wait()
    #expect(result.status == 143)
    let lines = try EventLine.parse(result.stdout)
    let last = try #require(lines.dropLast().last)
    #expect(last.event == "interrupted" && last.cause == "terminate" && last.phase == "work")
    // The cue log ends with its end line, which says the session did not complete.
    #expect(lines.last?.event == "end" && lines.last?.text.hasSuffix(#""completed":false}"#) == true)
    #expect(result.stderr.hasPrefix("interrupted after "))
}
