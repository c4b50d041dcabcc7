import Testing

@testable import IntervalTimer

let sampleEvent = CueEvent(
    kind: .workEnd, round: 2, dueOffset: .seconds(5), believedOffset: .seconds(6), firedOffset: Nanoseconds(6_000_412_345),
    firedReference: ClockInstant(.continuous, .seconds(1006)), wallTime: ClockInstant(.wall, Nanoseconds(1_780_272_006_123_999_999)),
    late: true, superseded: true)

@Test func jsonLinesCarryEveryFieldOnOneLine() {
    #expect(
        JSONLinesEventFormat().line(for: sampleEvent, rounds: 3) == """
            {"kind":"work-end","round":2,"planned_offset":5.000000,"fired_offset":6.000412,\
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
