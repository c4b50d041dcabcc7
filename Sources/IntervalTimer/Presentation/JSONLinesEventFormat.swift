/// `jsonl`: the published cue log (docs/cue-log.md), one JSON object per line, each with an `event` key. The first
/// line is `{"event":"start","format_version":3,…}`; a consumer checks `format_version` there once. Then `cue`
/// lines (`kind`, `round`, `planned_offset` and `fired_offset` in seconds from the start on the reference clock,
/// `shift`, `wall_time` ISO-8601 UTC, `late`, `superseded`), `paused`, `resumed`, `skipped`, `interrupted` lines
/// (`cause`, `at`, `plan_offset`, `phase`, `round`, and `paused_for` or `skipped_time`) and a final `end` line.
public struct JSONLinesEventFormat: CueEventFormat {
    /// The version of the line layout in the `start` line; raised when a key changes meaning or goes away.
    /// Version 1 was the unversioned stream of cue objects without an `event` key; version 2 added the `event` key;
    /// version 3 is the published cue log (``CueLogLine/formatVersion`` says what changed).
    public static let formatVersion = CueLogLine.formatVersion

    public let name = "jsonl"
    public init() {}

    public func header(for run: RunDescription) -> String? {
        CueLogLine.start(
            plan: run.plan, timer: run.strategy, platform: CueLogWriter.currentPlatform, clock: run.referenceClock.cueLogName,
            onSuspend: run.suspendPolicy.rawValue, wallTime: ISO8601.format(run.wallTime))
    }

    public func line(for event: CueEvent, rounds: Int) -> String {
        CueLogLine.cue(
            kind: event.kind.rawValue, round: event.round, planned: event.dueOffset, fired: event.firedOffset, shift: event.shift,
            wallTime: ISO8601.format(event.wallTime), late: event.late, superseded: event.superseded)
    }

    public func line(for event: ControlEvent, rounds: Int) -> String {
        var text =
            "{\"event\":\"\(event.kind.rawValue)\",\"cause\":\"\(event.cause.rawValue)\",\"at\":\(Self.seconds(event.at)),"
            + "\"plan_offset\":\(Self.seconds(event.planOffset)),\"phase\":"
            + (event.phase.map { "\"\($0.rawValue)\"" } ?? "null") + ",\"round\":\(event.round)"
        switch event.kind {
        case .resumed: text += ",\"paused_for\":\(Self.seconds(event.span))"
        case .skipped: text += ",\"skipped_time\":\(Self.seconds(event.span))"
        case .paused, .interrupted: break
        }
        return text + "}\n"
    }

    public func footer(at offset: Nanoseconds, completed: Bool) -> String? {
        CueLogLine.end(at: offset, completed: completed)
    }

    /// Seconds with nanosecond precision, as a JSON number.
    static func seconds(_ span: Nanoseconds) -> String { CueLogLine.seconds(span) }
}

extension ClockKind {
    /// How a cue log names this clock: the standard library's name where one reads it, else the POSIX one.
    public var cueLogName: String {
        switch self {
        case .wall: "wall (CLOCK_REALTIME)"
        case .monotonic: "SuspendingClock"
        case .continuous: "ContinuousClock"
        case .raw: "CLOCK_MONOTONIC_RAW"
        }
    }
}
