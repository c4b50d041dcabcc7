#if canImport(Glibc)
import Glibc
#endif

/// How a cue event is written as one line of output for people or programs.
public protocol CueEventFormat: Sendable {
    /// The name selected on the command line, e.g. `jsonl`.
    var name: String { get }
    /// One line (with its newline) for `event` in a session of `rounds` rounds.
    func line(for event: CueEvent, rounds: Int) -> String
}

/// Every event format, by name. Adding one is writing its type and adding one line here.
public enum CueEventFormats {
    public static let all: [any CueEventFormat] = [TextEventFormat(), JSONLinesEventFormat()]

    /// Every registered name.
    public static var names: [String] { all.map(\.name) }

    /// The format registered as `name`, or nil.
    public static func named(_ name: String) -> (any CueEventFormat)? { all.first { $0.name == name } }
}

/// `text`: `  3.000s  work-start   round 2/3` plus the lateness when a cue fell due while the timer could not run.
public struct TextEventFormat: CueEventFormat {
    public let name = "text"
    public init() {}

    public func line(for event: CueEvent, rounds: Int) -> String {
        let kind = event.kind.rawValue.padding(to: 17)
        let round = event.round == 0 ? "" : "round \(event.round)/\(rounds)"
        let late = event.late ? "  late by \(event.error)" + (event.superseded ? " (superseded)" : "") : ""
        let line = "\(event.firedOffset.description.leftPadded(to: 9))  \(kind)\(round)\(late)"
        return String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
    }
}

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

/// ISO-8601 UTC text for wall-clock readings.
public enum ISO8601 {
    /// `2026-06-01T12:00:00.123Z` (millisecond precision) for a wall reading.
    public static func format(_ wall: ClockInstant) -> String {
        precondition(wall.clock == .wall, "only wall-clock readings have a date")
        let nanos = wall.sinceOrigin.rawValue
        var seconds = time_t(nanos >= 0 ? nanos / 1_000_000_000 : (nanos - 999_999_999) / 1_000_000_000)
        let millis = (nanos - Int64(seconds) * 1_000_000_000) / 1_000_000
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let ms = String(millis)
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))."
            + String(repeating: "0", count: 3 - ms.count) + ms + "Z"
    }
}

extension String {
    func padding(to width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
