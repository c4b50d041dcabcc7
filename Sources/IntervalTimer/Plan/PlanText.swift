/// The compact text forms of plans and durations: parsing with precise errors, and formatting back.
public enum PlanText {
    /// Parses a duration: `90s`, `3m`, `1h`, `1m30s`, `1h5m`, `3:00` (m:ss) or `1:02:03` (h:mm:ss). Whole seconds only.
    /// `subject` names what the text was given as in errors (e.g. `warning`).
    public static func parseDuration(_ text: String, subject: String = "duration") throws(PlanError) -> Nanoseconds {
        do {
            return try parseDuration(Substring(text), in: text, column: 1)
        } catch {
            throw PlanError(text: error.text, token: error.token, column: error.column, reason: error.reason, subject: subject)
        }
    }

    static func parse(_ text: String, prepare: Nanoseconds, warning: Nanoseconds) throws(PlanError) -> WorkoutPlan {
        guard !text.isEmpty else { throw PlanError(text: text, token: "", column: 1, reason: "the plan is empty") }
        var rounds = 1
        var body = Substring(text)
        var column = 1
        if let x = text.firstIndex(where: { $0 == "x" || $0 == "X" || $0 == "×" }) {
            let count = text[..<x]
            guard !count.isEmpty, count.allSatisfy(\.isASCIIDigitCharacter), let value = Int(count) else {
                throw PlanError(
                    text: text, token: String(count), column: 1, reason: "the number of rounds before 'x' must be a whole number")
            }
            guard value >= 1 else {
                throw PlanError(text: text, token: String(count), column: 1, reason: "the number of rounds must be at least 1")
            }
            guard value <= 10_000 else { throw PlanError(text: text, token: String(count), column: 1, reason: "more than 10000 rounds") }
            rounds = value
            body = text[text.index(after: x)...]
            column = count.count + 2
        }
        let parts = body.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2 else {
            throw PlanError(text: text, token: String(body), column: column, reason: "expected one '/' between the work and rest durations")
        }
        let work = try parseDuration(parts[0], in: text, column: column)
        guard work > .zero else {
            throw PlanError(text: text, token: String(parts[0]), column: column, reason: "the work duration must be longer than zero")
        }
        var rest = Nanoseconds.zero
        if parts.count == 2 {
            let restColumn = column + parts[0].count + 1
            rest = try parseDuration(parts[1], in: text, column: restColumn)
            guard rest > .zero else {
                throw PlanError(
                    text: text, token: String(parts[1]), column: restColumn,
                    reason: "the rest duration must be longer than zero (leave out '/…' for no rest)")
            }
        }
        do {
            return try WorkoutPlan(rounds: rounds, work: work, rest: rest, prepare: prepare, warning: warning)
        } catch  where error.text == format(rounds: rounds, work: work, rest: rest) {
            // A whole-plan problem (too long): point at the text the user typed.
            throw PlanError(text: text, token: text, column: 1, reason: error.reason)
        }
    }

    private static func parseDuration(_ token: Substring, in text: String, column: Int) throws(PlanError) -> Nanoseconds {
        func fail(_ reason: String) -> PlanError { PlanError(text: text, token: String(token), column: column, reason: reason) }
        guard !token.isEmpty else { throw fail("a duration is missing") }
        if token.hasPrefix("-") { throw fail("durations cannot be negative") }
        if token.contains(":") {
            let fields = token.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count <= 3, fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitCharacter) && $0.count <= 6 }) else {
                throw fail("a clock-style duration is m:ss or h:mm:ss, e.g. 3:00")
            }
            let numbers = fields.map { Int64($0)! }
            guard numbers.dropFirst().allSatisfy({ $0 < 60 }), fields.dropFirst().allSatisfy({ $0.count == 2 }) else {
                throw fail("minutes and seconds after ':' are two digits below 60, e.g. 1:30")
            }
            let seconds = numbers.reduce(Int64(0)) { $0 * 60 + $1 }
            return .seconds(seconds)
        }
        var total: Int64 = 0
        var digits = ""
        var lastUnitRank = Int.max
        var sawUnit = false
        for character in token {
            if character.isASCIIDigitCharacter {
                digits.append(character)
                guard digits.count <= 7 else { throw fail("the number is too large") }
                continue
            }
            let rank: Int
            let scale: Int64
            switch character {
            case "h":
                rank = 2
                scale = 3600
            case "m":
                rank = 1
                scale = 60
            case "s":
                rank = 0
                scale = 1
            default: throw fail("'\(character)' is not a unit; use h, m or s")
            }
            guard !digits.isEmpty else { throw fail("a number must come before '\(character)'") }
            guard rank < lastUnitRank else { throw fail("units must go from largest to smallest, each once (h, m, s)") }
            lastUnitRank = rank
            total += Int64(digits)! * scale
            digits = ""
            sawUnit = true
        }
        guard digits.isEmpty else {
            throw fail(sawUnit ? "the trailing number '\(digits)' needs a unit" : "the number needs a unit, e.g. \(digits)s or \(digits)m")
        }
        return .seconds(total)
    }

    /// The shortest text for a whole-second duration, e.g. `1m30s`, `3m`, `45s`, `0s`.
    public static func format(_ duration: Nanoseconds) -> String {
        var seconds = duration.rawValue / 1_000_000_000
        let sign = seconds < 0 ? "-" : ""
        seconds = abs(seconds)
        let hours = seconds / 3600, minutes = seconds % 3600 / 60, rest = seconds % 60
        var text = ""
        if hours > 0 { text += "\(hours)h" }
        if minutes > 0 { text += "\(minutes)m" }
        if rest > 0 || text.isEmpty { text += "\(rest)s" }
        return sign + text
    }

    /// The compact plan form, e.g. `12x3m/1m` or `1x90s`.
    public static func format(rounds: Int, work: Nanoseconds, rest: Nanoseconds) -> String {
        "\(rounds)x\(format(work))" + (rest == .zero ? "" : "/\(format(rest))")
    }
}

extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isWholeNumber }
}
