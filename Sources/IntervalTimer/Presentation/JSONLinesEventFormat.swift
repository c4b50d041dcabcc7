/// `jsonl`: one JSON object per line, each with an `event` key. The first line is
/// `{"event":"start","format_version":2,…}`; a consumer checks `format_version` there once. Then `cue` lines
/// (`kind`, `round`, `planned_offset` and `fired_offset` in seconds from the start on CLOCK_BOOTTIME, `shift`,
/// `wall_time` ISO-8601 UTC, `late`, `superseded`) and `paused`, `resumed`, `skipped`, `interrupted` lines
/// (`cause`, `at`, `plan_offset`, `phase`, `round`, and `paused_for` or `skipped_time`).
public struct JSONLinesEventFormat: CueEventFormat {
    /// The version of the line layout in the `start` line; raised when a key changes meaning or goes away.
    /// Version 1 was the unversioned stream of cue objects without an `event` key.
    public static let formatVersion = 2

    public let name = "jsonl"
    public init() {}

    public func header(for run: RunDescription) -> String? {
        "{\"event\":\"start\",\"format_version\":\(Self.formatVersion),\"plan\":\"\(run.plan)\",\"rounds\":\(run.plan.rounds),"
            + "\"strategy\":\"\(run.strategy)\",\"on_suspend\":\"\(run.suspendPolicy.rawValue)\","
            + "\"wall_time\":\"\(ISO8601.format(run.wallTime))\"}\n"
    }

    public func line(for event: CueEvent, rounds: Int) -> String {
        "{\"event\":\"cue\",\"kind\":\"\(event.kind.rawValue)\",\"round\":\(event.round),\"planned_offset\":\(Self.seconds(event.dueOffset)),"
            + "\"fired_offset\":\(Self.seconds(event.firedOffset)),\"shift\":\(Self.seconds(event.shift)),"
            + "\"wall_time\":\"\(ISO8601.format(event.wallTime))\",\"late\":\(event.late),\"superseded\":\(event.superseded)}\n"
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

    /// Seconds with microsecond precision, as a JSON number.
    static func seconds(_ span: Nanoseconds) -> String {
        let micros = span.rawValue / 1000
        let sign = micros < 0 ? "-" : ""
        let magnitude = micros < 0 ? -micros : micros
        let fraction = String(magnitude % 1_000_000)
        return "\(sign)\(magnitude / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    }
}
