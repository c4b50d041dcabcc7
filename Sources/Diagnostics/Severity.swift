/// How much a finding matters. Ordered: `note` < `warning` < `error`.
///
/// The word is the same everywhere a user reads it: text output, JSON, configuration, `--list-checks`,
/// `--min-severity`. (SARIF's level for a note is also `note`; GitHub's annotation command is `notice`.)
public enum Severity: String, Comparable, CaseIterable, Sendable, Codable {
    case note
    case warning
    case error

    /// Reads a severity as configuration files and `--min-severity` spell it; `info`, the word before 0.2, still
    /// reads as `note`.
    public init?(name: String) {
        if name == "info" {
            self = .note
        } else {
            self.init(rawValue: name)
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// `error:`, `warning:` or `note:`, in bold red, yellow or cyan when `coloured`.
    public func label(coloured: Bool) -> String {
        let code =
            switch self {
            case .error: "31"
            case .warning: "33"
            case .note: "36"
            }
        return coloured ? "\u{1B}[1;\(code)m\(rawValue):\u{1B}[0m" : "\(rawValue):"
    }
}
