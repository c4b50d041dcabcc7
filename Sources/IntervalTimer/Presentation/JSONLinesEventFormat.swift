/// `jsonl`: one JSON object per cue, keys `kind`, `round`, `planned_offset` and `fired_offset` (seconds from the
/// session start; fired on CLOCK_BOOTTIME), `wall_time` (ISO-8601 UTC), `late`, `superseded`.
public struct JSONLinesEventFormat: CueEventFormat {
    public let name = "jsonl"
    public init() {}

    public func line(for event: CueEvent, rounds: Int) -> String {
        "{\"kind\":\"\(event.kind.rawValue)\",\"round\":\(event.round),\"planned_offset\":\(Self.seconds(event.dueOffset)),"
            + "\"fired_offset\":\(Self.seconds(event.firedOffset)),\"wall_time\":\"\(ISO8601.format(event.wallTime))\","
            + "\"late\":\(event.late),\"superseded\":\(event.superseded)}\n"
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
