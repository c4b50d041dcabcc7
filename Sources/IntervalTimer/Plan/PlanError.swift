/// A plan or duration that cannot be used: names the offending token, its column, why, and a valid example.
public struct PlanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The whole text that was parsed.
    public let text: String
    /// The part of it that is wrong.
    public let token: String
    /// 1-based column of `token` in `text`.
    public let column: Int
    /// What is wrong with it.
    public let reason: String
    /// What the text was given as: `plan`, or an option such as `warning` or `prepare`.
    public let subject: String

    public init(text: String, token: String, column: Int, reason: String, subject: String = "plan") {
        self.text = text
        self.token = token
        self.column = column
        self.reason = reason
        self.subject = subject
    }

    public var description: String {
        let example =
            subject == "plan"
            ? "12x3m/1m (12 rounds of 3 minutes, 1 minute rest), 8x20s/10s, 90s, 1m30s or 3:00"
            : "10s, 1m30s or 0:10"
        let location = token == text ? "" : " at column \(column): '\(token)'"
        return "invalid \(subject) '\(text)'\(location): \(reason); write e.g. \(example)"
    }
}
