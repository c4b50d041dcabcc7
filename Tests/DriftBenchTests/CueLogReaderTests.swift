import IntervalTimer
import Testing

@testable import DriftBench

private func read(_ text: String, file: String = "log.jsonl") throws(CueLogError) -> [CueLogSession] {
    try CueLogReader.read(Array(text.utf8), file: file)
}

private let start = #"{"event":"start","format_version":3,"plan":"1x2s","strategy":"t","clock":"performance.now"}"#

@Test(arguments: [
    ("1.5", 1_500_000_000), ("0.000123456", 123_456), ("-0.0005", -500_000), ("3", 3_000_000_000), ("1e-3", 1_000_000),
    ("2.5E+1", 25_000_000_000), ("0.1234567891", 123_456_789), ("0.0000000005", 1), ("1.0000000000000002", 1_000_000_000),
])
func secondsAreReadToTheNanosecondFromTheirDecimalText(text: String, nanoseconds: Int64) {
    #expect(CueLogReader.nanoseconds(fromSeconds: text) == nanoseconds)
}

@Test func writtenOffsetsReadBackToTheSameNanoseconds() {
    for value: Int64 in [0, 1, 999_999_999, 1_000_000_001, -123_456_789, 86_400_000_000_123] {
        #expect(CueLogReader.nanoseconds(fromSeconds: CueLogLine.seconds(Nanoseconds(value))) == value)
    }
}

@Test func earlyCuesAreLegalAndKeepTheirNegativeError() throws {
    let sessions = try read(
        start + "\n" + #"{"event":"cue","kind":"work-start","round":1,"planned_offset":0,"fired_offset":0}"# + "\n"
            + #"{"event":"cue","kind":"work-end","round":1,"planned_offset":2,"fired_offset":1.9995}"# + "\n"
            + #"{"event":"cue","kind":"session-complete","round":1,"planned_offset":2,"fired_offset":1.9996}"# + "\n"
            + #"{"event":"end","at":2.0}"# + "\n")
    let results = try CueLogIngest.results(sessions, name: "browser")
    let row = try #require(results.scenarios.first?.strategies.first)
    #expect(row.mode == .external)
    #expect(row.status == .complete)
    #expect(row.metrics.sessionDriftNanoseconds == -400_000)
    #expect(row.metrics.perRoundDriftP99Nanoseconds == -500_000)
    #expect(row.floorVerdict == nil)
    #expect(results.scenarios.first?.summary.hasPrefix("external (clock performance.now)") == true)
}

@Test func interleavedTimersAreSeparatedByTheirStrategyKey() throws {
    let a = #"{"event":"start","format_version":3,"plan":"1x2s","strategy":"a","clock":"c"}"#
    let b = #"{"event":"start","format_version":3,"plan":"1x2s","strategy":"b","clock":"c"}"#
    let cueA = #"{"event":"cue","kind":"work-start","round":1,"planned_offset":0,"fired_offset":0.001,"strategy":"a"}"#
    let cueB = #"{"event":"cue","kind":"work-start","round":1,"planned_offset":0,"fired_offset":0.002,"strategy":"b"}"#
    let sessions = try read([a, b, cueA, cueB, #"{"event":"end","at":2,"strategy":"a"}"#].joined(separator: "\n"))
    #expect(sessions.map(\.timer) == ["a", "b"])
    #expect(sessions.map { $0.cues.map(\.firedNanoseconds) } == [[1_000_000], [2_000_000]])
    #expect(sessions.map(\.completed) == [true, nil])
}

@Test func backgroundAndForegroundLinesBecomeOutagesForResponseLateness() throws {
    let sessions = try read(
        [
            start, #"{"event":"cue","kind":"work-start","round":1,"planned_offset":0,"fired_offset":0}"#,
            #"{"event":"background","at":0.5}"#, #"{"event":"foreground","at":1.5}"#,
            #"{"event":"cue","kind":"work-end","round":1,"planned_offset":2,"fired_offset":2.001}"#,
            #"{"event":"cue","kind":"session-complete","round":1,"planned_offset":2,"fired_offset":2.001}"#,
            #"{"event":"end","at":2.001}"#,
        ].joined(separator: "\n"))
    #expect(sessions[0].outages == [500_000_000...1_500_000_000])
    let row = try #require(try CueLogIngest.results(sessions, name: nil).scenarios.first?.strategies.first)
    #expect(row.outages == [OutageWindow(startNanoseconds: 500_000_000, endNanoseconds: 1_500_000_000)])
}

@Test(arguments: [
    ("not json", 2, 2, "not a JSON object"),
    (
        #"{"event":"cue","kind":"work-start","round":1,"planned_offset":0,"fired_offset":"soon"}"#, 2, 80,
        "\"fired_offset\" must be a number of seconds"
    ),
    (#"{"event":"cue","kind":"lap","round":1,"planned_offset":0,"fired_offset":0}"#, 2, 23, "unknown cue kind 'lap'"),
    (#"{"event":"cue","kind":"work-start","round":1,"fired_offset":0}"#, 2, 1, "no \"planned_offset\" key"),
    (#"{"event":"tick"}"#, 2, 10, "the \"event\" key is 'tick'"),
    (#"{"event":"foreground","at":1}"#, 2, 1, "a foreground line without a background line"),
])
func aMalformedLineIsRefusedWithItsLineAndColumn(line: String, lineNumber: Int, column: Int, reason: String) {
    #expect {
        try read(start + "\n" + line + "\n", file: "phone.jsonl")
    } throws: { error in
        guard let error = error as? CueLogError else { return false }
        return error.file == "phone.jsonl" && error.line == lineNumber && error.column == column && error.reason.contains(reason)
            && error.description.hasPrefix("phone.jsonl:\(lineNumber):\(column): ")
    }
}

@Test func aStartLineWithABadPlanOrVersionIsRefused() {
    #expect(throws: CueLogError.self) {
        try read(#"{"event":"start","format_version":3,"plan":"2x","strategy":"t","clock":"c"}"#)
    }
    #expect(throws: CueLogError.self) {
        try read(#"{"event":"start","format_version":9,"plan":"2x3s","strategy":"t","clock":"c"}"#)
    }
    #expect(throws: CueLogError.self) { try read("") }
}

@Test func logsOfDifferentPlansAreRefusedNamingBothStarts() throws {
    let other = #"{"event":"start","format_version":3,"plan":"2x2s","strategy":"u","clock":"c"}"#
    let sessions = try read(start + "\n" + #"{"event":"end","at":2}"# + "\n" + other + "\n")
    #expect {
        try CueLogIngest.results(sessions, name: nil)
    } throws: { error in
        (error as? CueLogError).map { $0.line == 3 && $0.reason.contains("log.jsonl:1") } ?? false
    }
}
