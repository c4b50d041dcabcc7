/// Compiler-style lines editors and terminals understand: `file:line:col: error: message [rule-id]`,
/// each followed by an indented hint, then a summary line.
struct TextReporter: FindingReporter {
    public init() {}
    public let name = "text"

    public func write(_ report: CheckReport, colour: Bool, to out: inout ReportOutput) {
        for file in report.files {
            if let unreadable = file.unreadable {
                let place = unreadable.location.line == 0 ? unreadable.location.file : unreadable.location.description
                out.write("\(place): \(label(.error, colour)) the file cannot be read as a String Catalog: \(unreadable.message)\n")
                continue
            }
            ParallelRendering.write(file.findings, to: &out) { slice, _ in
                var text = ""
                for finding in slice {
                    text += "\(finding.location): \(label(finding.severity, colour)) \(finding.message) [\(finding.ruleID)]\n"
                    if let hint = finding.hint { text += "    hint: \(hint)\n" }
                }
                return Array(text.utf8)
            }
        }
        out.write(report.summary + "\n")
    }

    private func label(_ severity: Severity, _ colour: Bool) -> String {
        severity.label(coloured: colour)
    }
}
