import IntervalTimer
import JSONCore

/// Reads cue logs (docs/cue-log.md) into sessions, refusing the first malformed line with its `file:line:col`.
///
/// One log may hold several sessions, one after another or interleaved (a browser page running three timers at
/// once): a line that names its timer with `strategy` belongs to that timer's open session, any other line to the
/// session started last. Keys a reader does not know are ignored, so emitters may add their own.
public enum CueLogReader {
    /// The `format_version` values this build reads.
    public static let readableVersions = 2...CueLogLine.formatVersion
    /// The events a log may contain.
    static let events = ["start", "cue", "background", "foreground", "end", "paused", "resumed", "skipped", "interrupted"]

    /// Every session in `bytes`, the contents of the log `file`.
    public static func read(_ bytes: [UInt8], file: String) throws(CueLogError) -> [CueLogSession] {
        var reader = Reader(file: file)
        var lineNumber = 0
        var start = 0
        while start < bytes.count || (start == 0 && bytes.isEmpty) {
            lineNumber += 1
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            try reader.line(Array(bytes[start..<end]), number: lineNumber)
            start = end + 1
            if bytes.isEmpty { break }
        }
        return try reader.finish(lines: lineNumber)
    }

    /// Seconds as written (`1.25`, `-0.0005`, `3e-3`) to whole nanoseconds, rounded half away from zero, without
    /// going through a binary fraction; nil if it does not fit (more than about 292 years).
    static func nanoseconds(fromSeconds text: String) -> Int64? {
        var chars = Substring(text)
        let negative = chars.first == "-"
        if negative { chars = chars.dropFirst() }
        var exponent = 0
        if let e = chars.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(chars[chars.index(after: e)...].replacingOccurrences("+", "")) else { return nil }
            exponent = value
            chars = chars[..<e]
        }
        var digits = chars.filter { $0 != "." }
        if let dot = chars.firstIndex(of: ".") { exponent -= chars.distance(from: chars.index(after: dot), to: chars.endIndex) }
        while digits.count > 1, digits.first == "0" { digits.removeFirst() }
        while digits.count > 18 {
            digits.removeLast()
            exponent += 1
        }
        guard var mantissa = Int64(digits) else { return nil }
        var scale = exponent + 9
        if scale >= 0 {
            while scale > 0 {
                let (product, overflow) = mantissa.multipliedReportingOverflow(by: 10)
                if overflow { return mantissa == 0 ? 0 : nil }
                mantissa = product
                scale -= 1
            }
        } else {
            guard scale > -19 else { return 0 }
            var divisor: Int64 = 1
            for _ in 0 ..< -scale { divisor *= 10 }
            let (quotient, remainder) = mantissa.quotientAndRemainder(dividingBy: divisor)
            mantissa = quotient + (remainder * 2 >= divisor ? 1 : 0)
        }
        return negative ? -mantissa : mantissa
    }
}

extension Substring {
    fileprivate func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        String(self.filter { $0 != target })
    }
}

/// The reader's state across lines.
private struct Reader {
    let file: String
    var sessions: [CueLogSession] = []
    /// Indexes into `sessions` of the open ones, by timer name, and the one started last.
    var open: [String: Int] = [:]
    var latest: Int?

    init(file: String) { self.file = file }

    func error(_ line: Int, _ column: Int, _ reason: String) -> CueLogError {
        CueLogError(file: file, line: line, column: column, reason: reason)
    }

    mutating func line(_ bytes: [UInt8], number: Int) throws(CueLogError) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes, file: file)
        } catch {
            throw self.error(number, max(error.location.column, 1), "not a JSON object: \(error.message)")
        }
        let root = document.root
        guard document.kind(root) == .object else { throw self.error(number, 1, "a line must be one JSON object") }
        let line = Line(document: document, number: number, file: file)
        let event = try line.string("event")
        guard let event, CueLogReader.events.contains(event.value) else {
            let column = event?.column ?? 1
            let found = event.map { "'\($0.value)'" } ?? "none"
            throw self.error(
                number, column, "the \"event\" key is \(found); expected one of \(CueLogReader.events.joined(separator: ", "))")
        }
        if event.value == "start" { return try start(line) }
        let named = try line.string("strategy")
        let index: Int
        if let named {
            guard let found = open[named.value] else {
                throw self.error(number, named.column, "no session of '\(named.value)' is open here; a start line must come first")
            }
            index = found
        } else {
            guard let found = latest, open.values.contains(found) else {
                throw self.error(number, 1, "a \(event.value) line before any start line (or after its session's end line)")
            }
            index = found
        }
        var session = sessions[index]
        switch event.value {
        case "cue":
            let kind = try line.required(try line.string("kind"), "kind", "a cue kind such as \"work-start\"")
            guard CueKind(rawValue: kind.value) != nil else {
                let kinds = CueKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw self.error(number, kind.column, "unknown cue kind '\(kind.value)'; expected one of \(kinds)")
            }
            let round = try line.required(try line.integer("round"), "round", "a whole number (0 for prepare)")
            guard round.value >= 0 else { throw self.error(number, round.column, "the round cannot be negative") }
            let planned = try line.required(try line.seconds("planned_offset"), "planned_offset", "seconds from the start")
            let fired = try line.required(try line.seconds("fired_offset"), "fired_offset", "seconds from the start")
            let shift = try line.seconds("shift")?.value ?? 0
            let late = try line.bool("late")?.value ?? false
            session.cues.append(
                CueLogSession.FiredCue(
                    kind: kind.value, round: round.value, plannedNanoseconds: planned.value, firedNanoseconds: fired.value,
                    shiftNanoseconds: shift, late: late))
        case "background":
            let at = try line.required(try line.seconds("at"), "at", "seconds from the start")
            guard session.backgroundSince == nil else {
                throw self.error(number, 1, "a second background line without a foreground line between them")
            }
            session.backgroundSince = at.value
        case "foreground":
            let at = try line.required(try line.seconds("at"), "at", "seconds from the start")
            guard let since = session.backgroundSince else {
                throw self.error(number, 1, "a foreground line without a background line before it")
            }
            guard at.value >= since else { throw self.error(number, at.column, "the app came back before it left") }
            session.outages.append(since...at.value)
            session.backgroundSince = nil
        case "end":
            let at = try line.required(try line.seconds("at"), "at", "seconds from the start")
            session.endNanoseconds = at.value
            session.completed = try line.bool("completed")?.value ?? true
            if let since = session.backgroundSince {
                session.outages.append(since...max(since, at.value))
                session.backgroundSince = nil
            }
            open[session.timer] = nil
        case "interrupted": session.interrupted = true
        default: break  // paused, resumed, skipped: their effect is in the cues' `shift`.
        }
        sessions[index] = session
    }

    mutating func start(_ line: Line) throws(CueLogError) {
        let version = try line.required(try line.integer("format_version"), "format_version", "a whole number")
        guard CueLogReader.readableVersions.contains(version.value) else {
            throw error(
                line.number, version.column,
                "format_version \(version.value) is not one this build reads (\(CueLogReader.readableVersions.lowerBound)"
                    + "–\(CueLogReader.readableVersions.upperBound))")
        }
        let planText = try line.required(try line.string("plan"), "plan", "a plan such as \"2x3s/2s\"")
        let timer = try line.required(try line.string("strategy"), "strategy", "the timer's name")
        let prepare = try line.seconds("prepare")?.value ?? 0
        let warning = try line.seconds("warning")?.value ?? 0
        let plan: WorkoutPlan
        do {
            plan = try WorkoutPlan.parse(planText.value, prepare: Nanoseconds(prepare), warning: Nanoseconds(warning))
        } catch {
            throw self.error(line.number, planText.column, "the plan '\(planText.value)' cannot be read: \(error)")
        }
        if open[timer.value] != nil {
            throw error(line.number, timer.column, "a second start line for '\(timer.value)' before the first one's end line")
        }
        let clock = try line.string("clock")?.value ?? (version.value == 2 ? ClockKind.continuous.cueLogName : nil)
        guard let clock else {
            throw error(line.number, 1, "the start line has no \"clock\" key; name the clock the offsets are read on")
        }
        let session = CueLogSession(
            file: file, startLine: line.number, timer: timer.value, platform: try line.string("platform")?.value ?? "unknown",
            clock: clock, planText: planText.value, plan: plan, scenario: try line.string("scenario")?.value,
            wallTime: try line.string("wall_time")?.value, formatVersion: version.value)
        sessions.append(session)
        open[timer.value] = sessions.count - 1
        latest = sessions.count - 1
    }

    mutating func finish(lines: Int) throws(CueLogError) -> [CueLogSession] {
        guard !sessions.isEmpty else { throw error(max(lines, 1), 1, "the log has no start line, so no session to ingest") }
        for index in sessions.indices {
            if let since = sessions[index].backgroundSince {
                // Still in the background when the log stops: the outage lasts until the last thing it recorded.
                let last = max(since, sessions[index].cues.map(\.firedNanoseconds).max() ?? since)
                sessions[index].outages.append(since...last)
                sessions[index].backgroundSince = nil
            }
        }
        return sessions
    }
}

/// One parsed line and typed access to its keys, each with the column of its value.
private struct Line {
    let document: JSONDocument
    let number: Int
    let file: String

    struct Value<T> {
        var value: T
        var column: Int
    }

    func node(_ key: String) -> JSONNodeID? { document.member(document.root, named: key)?.value }

    func column(_ node: JSONNodeID) -> Int { max(document.location(node).column, 1) }

    func wrong(_ node: JSONNodeID, _ key: String, _ expected: String) -> CueLogError {
        CueLogError(file: file, line: number, column: column(node), reason: "\"\(key)\" must be \(expected)")
    }

    func required<T>(_ value: Value<T>?, _ key: String, _ expected: String) throws(CueLogError) -> Value<T> {
        guard let value else {
            throw CueLogError(file: file, line: number, column: 1, reason: "the line has no \"\(key)\" key; it must be \(expected)")
        }
        return value
    }

    func string(_ key: String) throws(CueLogError) -> Value<String>? {
        guard let node = node(key) else { return nil }
        guard let text = document.string(node) else { throw wrong(node, key, "a string") }
        return Value(value: text, column: column(node))
    }

    func integer(_ key: String) throws(CueLogError) -> Value<Int>? {
        guard let node = node(key) else { return nil }
        guard let text = document.numberText(node), let value = Int(text) else { throw wrong(node, key, "a whole number") }
        return Value(value: value, column: column(node))
    }

    func bool(_ key: String) throws(CueLogError) -> Value<Bool>? {
        guard let node = node(key) else { return nil }
        guard let value = document.bool(node) else { throw wrong(node, key, "true or false") }
        return Value(value: value, column: column(node))
    }

    /// A number of seconds as whole nanoseconds.
    func seconds(_ key: String) throws(CueLogError) -> Value<Int64>? {
        guard let node = node(key) else { return nil }
        guard let text = document.numberText(node), let value = CueLogReader.nanoseconds(fromSeconds: text) else {
            throw wrong(node, key, "a number of seconds")
        }
        return Value(value: value, column: column(node))
    }
}
