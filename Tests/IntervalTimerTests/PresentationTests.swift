import Synchronization
import TestSupport
import Testing

@testable import IntervalTimer

let sampleEvent = CueEvent(
    kind: .workEnd, round: 2, dueOffset: .seconds(5), believedOffset: .seconds(6), firedOffset: Nanoseconds(6_000_412_345),
    firedReference: ClockInstant(.continuous, .seconds(1006)), wallTime: ClockInstant(.wall, Nanoseconds(1_780_272_006_123_999_999)),
    late: true, superseded: true)

@Test func jsonLinesCarryEveryFieldOnOneLine() {
    #expect(
        JSONLinesEventFormat().line(for: sampleEvent, rounds: 3) == """
            {"event":"cue","kind":"work-end","round":2,"planned_offset":5.0,"fired_offset":6.000412345,"shift":0.0,\
            "wall_time":"2026-06-01T00:00:06.123Z","late":true,"superseded":true}

            """)
}

@Test func textLinesShowWhenWhatAndHowLate() {
    #expect(TextEventFormat().line(for: sampleEvent, rounds: 3) == "   6.000s  work-end         round 2/3  late by 1.000s (superseded)\n")
}

@Test func iso8601HandlesDatesBeforeTheEpoch() {
    #expect(ISO8601.format(ClockInstant(.wall, .milliseconds(-1))) == "1969-12-31T23:59:59.999Z")
}

@Test func countdownRendersAsThreeRowsOfSevenSegmentDigits() {
    #expect(SevenSegment.clockText(seconds: 167) == "2:47")
    #expect(SevenSegment.clockText(seconds: 3725) == "1:02:05")
    #expect(SevenSegment.render("2:47") == [" _        _ ", " _| o |_|  |", "|_  o   |  |"])
    let lines = CountdownScreen.lines(
        for: DisplaySample(at: .zero, phase: .work, round: 2, displayedSeconds: 167, remaining: .seconds(167)), rounds: 12)
    #expect(lines.first == "WORK  round 2/12")
}

@Test func jsonLinesStartWithTheFormatVersion() {
    let run = RunDescription(
        plan: try! WorkoutPlan.parse("2x2s/1s"), strategy: "continuous-deadline", suspendPolicy: .pause,
        wallTime: ClockInstant(.wall, .seconds(1_780_272_000)))
    #expect(
        JSONLinesEventFormat().header(for: run) == """
            {"event":"start","format_version":3,"plan":"2x2s/1s","rounds":2,"prepare":0.0,"warning":0.0,\
            "strategy":"continuous-deadline","platform":"\(CueLogWriter.currentPlatform)","clock":"ContinuousClock",\
            "on_suspend":"pause","wall_time":"2026-06-01T00:00:00.000Z"}

            """)
    #expect(TextEventFormat().header(for: run) == nil)
}

@Test func jsonLinesCarryPausesSkipsAndInterruptionsWithTheirOffsets() {
    let format = JSONLinesEventFormat()
    let resumed = ControlEvent(
        kind: .resumed, cause: .suspension, at: .milliseconds(4500), planOffset: .seconds(2), phase: .work, round: 1,
        span: .milliseconds(2500))
    #expect(
        format.line(for: resumed, rounds: 2)
            == "{\"event\":\"resumed\",\"cause\":\"suspension\",\"at\":4.5,\"plan_offset\":2.0,\"phase\":\"work\","
            + "\"round\":1,\"paused_for\":2.5}\n")
    let skipped = ControlEvent(
        kind: .skipped, cause: .user, at: .seconds(1), planOffset: .seconds(1), phase: .rest, round: 1, span: .seconds(4))
    #expect(format.line(for: skipped, rounds: 2).hasSuffix("\"phase\":\"rest\",\"round\":1,\"skipped_time\":4.0}\n"))
    let interrupted = ControlEvent(kind: .interrupted, cause: .interrupt, at: .seconds(9), planOffset: .seconds(9), phase: nil, round: 0)
    #expect(
        format.line(for: interrupted, rounds: 2).hasSuffix(
            "\"cause\":\"interrupt\",\"at\":9.0,\"plan_offset\":9.0,\"phase\":null,\"round\":0}\n"))
    #expect(TextEventFormat().line(for: resumed, rounds: 2) == "   4.500s  resumed          round 1/2  after 2.500s (suspension)\n")
    #expect(TextEventFormat().line(for: skipped, rounds: 2) == "   1.000s  skipped          round 1/2  4.000s of rest skipped\n")
}

@Test func jsonLinesEndWithWhenTheSessionEnded() {
    #expect(
        JSONLinesEventFormat().footer(at: Nanoseconds(12_000_000_001), completed: true)
            == "{\"event\":\"end\",\"at\":12.000000001,\"completed\":true}\n")
    #expect(TextEventFormat().footer(at: .seconds(1), completed: false) == nil)
}

@Test func theCueLogWriterTimesEveryLineOnItsOwnClockFromTheStart() {
    let clock = Mutex(Nanoseconds.seconds(100))
    let lines = Mutex<[String]>([])
    let writer = CueLogWriter(
        plan: try! WorkoutPlan.parse("1x2s"), timer: "app-timer", platform: "iOS", clockName: "ContinuousClock",
        now: { clock.withLock { $0 } }, output: { line in lines.withLock { $0.append(line) } })
    writer.start()
    writer.cue(.workStart, round: 1, due: .zero)
    clock.withLock { $0 = $0 + .milliseconds(500) }
    writer.outage(.background)
    clock.withLock { $0 = $0 + .seconds(1) }
    writer.outage(.foreground)
    clock.withLock { $0 = $0 + .microseconds(500_250) }
    writer.cue(.workEnd, round: 1, due: .seconds(2))
    writer.end()
    let start =
        #"{"event":"start","format_version":3,"plan":"1x2s","rounds":1,"prepare":0.0,"warning":0.0,"strategy":"app-timer","#
        + #""platform":"iOS","clock":"ContinuousClock","wall_time":""#
    let expected: [String] = [
        start,
        #"{"event":"cue","kind":"work-start","round":1,"planned_offset":0.0,"fired_offset":0.0}"#,
        #"{"event":"background","at":0.5}"#,
        #"{"event":"foreground","at":1.5}"#,
        #"{"event":"cue","kind":"work-end","round":1,"planned_offset":2.0,"fired_offset":2.00025}"#,
        #"{"event":"end","at":2.00025,"completed":true}"#,
    ]
    let written: [String] = lines.withLock { $0 }
    // The start line ends with the wall-clock time it was written (ISO 8601 UTC), which the test cannot fix.
    #expect(written.first?.hasPrefix(start) == true && written.first?.hasSuffix("Z\"}\n") == true)
    #expect(Array(written.dropFirst()) == expected.dropFirst().map { $0 + "\n" })
}

@Test func keysMapToPauseSkipAndQuit() {
    #expect(RunKey(byte: UInt8(ascii: " ")) == .togglePause)
    #expect(RunKey(byte: UInt8(ascii: "n")) == .nextPhase)
    #expect(RunKey(byte: UInt8(ascii: "q")) == .quit)
    #expect(RunKey(byte: UInt8(ascii: "x")) == nil)
    #expect(RunKey(byte: 0x1B) == nil)
}

/// The full-screen countdown at several terminal sizes, as a person sees it (colour codes kept: they are what the
/// terminal gets; the frame is a pure function of size and sample).
@Test(arguments: [(80, 24), (120, 40), (40, 12), (20, 6), (200, 60)])
func theCountdownFillsTheTerminal(columns: Int, rows: Int) {
    let size = TerminalSize(rows: rows, columns: columns)
    let work = DisplaySample(at: .zero, phase: .work, round: 2, displayedSeconds: 167, remaining: .seconds(167))
    let lines = CountdownFrame.lines(for: work, rounds: 12, size: size, colour: false, keys: true)
    #expect(lines.count == rows)
    #expect(lines.allSatisfy { $0.count <= columns }, "no line is wider than the terminal")
    expectSnapshot(lines.joined(separator: "\n") + "\n", as: "txt", variant: "\(size)")
}

@Test func theDigitsGrowWithTheTerminal() {
    let sample = DisplaySample(at: .zero, phase: .rest, round: 1, displayedSeconds: 59, remaining: .seconds(59))
    func digitRows(_ rows: Int, _ columns: Int) -> Int {
        CountdownFrame.lines(for: sample, rounds: 3, size: TerminalSize(rows: rows, columns: columns), colour: false, keys: true)
            .filter { $0.contains("█") }.count
    }
    #expect(digitRows(24, 80) > digitRows(12, 40))
    #expect(digitRows(60, 200) > digitRows(24, 80))
    #expect(digitRows(24, 80) >= 15, "readable across a room: most of the screen's height")
}

@Test func eachPhaseHasItsColourAndAPauseDimsIt() {
    let size = TerminalSize(rows: 24, columns: 80)
    func header(_ sample: DisplaySample, colour: Bool = true) -> String {
        CountdownFrame.lines(for: sample, rounds: 3, size: size, colour: colour, keys: false).first { !$0.isEmpty }!
    }
    func sample(_ phase: Phase.Kind?, paused: Bool = false) -> DisplaySample {
        DisplaySample(at: .zero, phase: phase, round: 1, displayedSeconds: 5, remaining: .seconds(5), paused: paused)
    }
    #expect(header(sample(.prepare)).contains("\u{1B}[1;33mPREPARE"))
    #expect(header(sample(.work)).contains("\u{1B}[1;32mWORK  round 1/3"))
    #expect(header(sample(.rest)).contains("\u{1B}[1;34mREST  round 1/3"))
    #expect(header(sample(nil)).contains("\u{1B}[1;35mDONE  3 rounds"))
    #expect(header(sample(.work, paused: true)).contains("\u{1B}[2;32mPAUSED  WORK"))
    #expect(!header(sample(.work), colour: false).contains("\u{1B}"))
}

@Test func theRemainderOfATimelineStartsAtZeroWhereItWasCut() {
    let timeline = Timeline(plan: try! WorkoutPlan.parse("2x10s/5s", warning: .seconds(3)))
    let rest = timeline.remainder(after: .seconds(12))
    #expect(rest.total == .seconds(13))
    #expect(rest.phases.map(\.kind) == [.rest, .work])
    #expect(rest.phases.first?.start == .zero)
    #expect(rest.phases.first?.end == .seconds(3))
    #expect(rest.cues.map(\.kind) == [.restEnd, .workStart, .warning, .workEnd, .sessionComplete])
    #expect(rest.nextBoundary(after: .zero) == .seconds(1))
    #expect(timeline.remainder(after: .zero) == timeline)
}
