/// The lines of the published cue log (docs/cue-log.md, docs/cue-log.schema.json): one JSON object per line, each
/// with an `event` key. Every emitter in this repository (`timekeeper run --format jsonl`, ``CueLogWriter``, the
/// drift runner's `--cue-logs`) builds its lines here, so they cannot drift apart.
package enum CueLogLine {
    /// The version in the `start` line. Version 3 made `shift`, `wall_time`, `late` and `superseded` optional on
    /// cue lines (an app's own timer knows only what fired and when) and added `platform`, `clock`, `prepare`,
    /// `warning`, the `background`/`foreground` outage lines and the `end` line; version 2 consumers that relied
    /// on the now-optional keys must check for them.
    package static let formatVersion = 3

    /// The `start` line: the plan (and the prepare and warning it was laid out with), the timer's name, the
    /// platform and the clock the offsets are read on.
    package static func start(
        plan: WorkoutPlan, timer: String, platform: String, clock: String, onSuspend: String? = nil, wallTime: String? = nil,
        scenario: String? = nil
    ) -> String {
        var text =
            "{\"event\":\"start\",\"format_version\":\(formatVersion),\"plan\":\(quoted(plan.description)),\"rounds\":\(plan.rounds),"
            + "\"prepare\":\(seconds(plan.prepare)),\"warning\":\(seconds(plan.warning)),\"strategy\":\(quoted(timer)),"
            + "\"platform\":\(quoted(platform)),\"clock\":\(quoted(clock))"
        if let onSuspend { text += ",\"on_suspend\":\(quoted(onSuspend))" }
        if let wallTime { text += ",\"wall_time\":\(quoted(wallTime))" }
        if let scenario { text += ",\"scenario\":\(quoted(scenario))" }
        return text + "}\n"
    }

    /// A `cue` line: what fired, when it was due and when it fired, as offsets from the session start.
    package static func cue(
        kind: String, round: Int, planned: Nanoseconds, fired: Nanoseconds, shift: Nanoseconds? = nil, wallTime: String? = nil,
        late: Bool? = nil, superseded: Bool? = nil
    ) -> String {
        var text =
            "{\"event\":\"cue\",\"kind\":\(quoted(kind)),\"round\":\(round),\"planned_offset\":\(seconds(planned)),"
            + "\"fired_offset\":\(seconds(fired))"
        if let shift { text += ",\"shift\":\(seconds(shift))" }
        if let wallTime { text += ",\"wall_time\":\(quoted(wallTime))" }
        if let late { text += ",\"late\":\(late)" }
        if let superseded { text += ",\"superseded\":\(superseded)" }
        return text + "}\n"
    }

    /// A `background` or `foreground` line: the app stopped being able to run its timer, or could again.
    package static func outage(_ kind: CueLogOutage, at offset: Nanoseconds) -> String {
        "{\"event\":\"\(kind.rawValue)\",\"at\":\(seconds(offset))}\n"
    }

    /// The `end` line: the session is over (`completed` false when it was stopped before its last cue).
    package static func end(at offset: Nanoseconds, completed: Bool) -> String {
        "{\"event\":\"end\",\"at\":\(seconds(offset)),\"completed\":\(completed)}\n"
    }

    /// Seconds as a JSON number with nanosecond precision and no trailing zeros beyond the first decimal
    /// (`1.5`, `0.000123456`, `-0.0005`): exact, so a reader gets back the nanoseconds written.
    package static func seconds(_ span: Nanoseconds) -> String {
        let value = span.rawValue
        let sign = value < 0 ? "-" : ""
        let magnitude = value.magnitude
        var fraction = String(magnitude % 1_000_000_000)
        fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
        while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(magnitude / 1_000_000_000).\(fraction)"
    }

    /// `text` as a JSON string (quotes, backslashes and control characters escaped).
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// The two outage lines of a cue log: the app went to the background (its timer may not run) or came back.
public enum CueLogOutage: String, Sendable, CaseIterable {
    /// The app lost the foreground (iOS `sceneDidEnterBackground`, Android `onStop`, a hidden browser tab).
    case background
    /// The app is in the foreground again.
    case foreground
}
