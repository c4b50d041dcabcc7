/// Compiler-style lines editors and terminals understand: `file:line:col: error: message [rule-id]`,
/// each followed by an indented hint, then a summary line.
public struct TextReporter: FindingReporter {
    public init() {}
    public let name = "text"

    public func render(_ report: CheckReport, colour: Bool) -> String {
        var out = ""
        for file in report.files {
            if let unreadable = file.unreadable {
                let place = unreadable.location.line == 0 ? unreadable.location.file : unreadable.location.description
                out += "\(place): \(label(.error, colour)) the file cannot be read as a String Catalog: \(unreadable.message)\n"
                continue
            }
            for finding in file.findings {
                out += "\(finding.location): \(label(finding.severity, colour)) \(finding.message) [\(finding.ruleID)]\n"
                if let hint = finding.hint { out += "    hint: \(hint)\n" }
            }
        }
        out += report.summary + "\n"
        return out
    }

    private func label(_ severity: Severity, _ colour: Bool) -> String {
        let (word, code) = switch severity {
        case .error: ("error:", "31")
        case .warning: ("warning:", "33")
        case .info: ("note:", "36")
        }
        return colour ? "\u{1B}[1;\(code)m\(word)\u{1B}[0m" : word
    }
}
