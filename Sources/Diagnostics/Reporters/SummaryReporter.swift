/// One line per rule and locale, as SwiftLint's `summary` reporter gives one per rule: what a first run on a real
/// catalog needs to see before it reads thousands of findings. Most severe rules first, then the rule order of
/// `report.rules`, then locales in order (findings with no locale last, as `-`); unreadable files follow, then the
/// summary line.
struct SummaryReporter: FindingReporter {
    public init() {}
    public let name = "summary"

    private struct Row {
        var severity: Severity
        var findings = 0
        var files: Set<String> = []
    }

    public func write(_ report: CheckReport, colour: Bool, to out: inout ReportOutput) {
        var rows: [String: [String: Row]] = [:]
        for file in report.files {
            for finding in file.findings {
                let locale = finding.locale ?? ""
                var row = rows[finding.ruleID, default: [:]][locale] ?? Row(severity: finding.severity)
                row.severity = max(row.severity, finding.severity)
                row.findings += 1
                row.files.insert(file.path)
                rows[finding.ruleID, default: [:]][locale] = row
            }
        }
        let ruleOrder = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rules = rows.keys.sorted { lhs, rhs in
            let left = rows[lhs]!.values.map(\.severity).max()!
            let right = rows[rhs]!.values.map(\.severity).max()!
            if left != right { return left > right }
            let (leftOrder, rightOrder) = (ruleOrder[lhs] ?? Int.max, ruleOrder[rhs] ?? Int.max)
            return leftOrder != rightOrder ? leftOrder < rightOrder : lhs < rhs
        }
        var table: [[String]] = [["rule", "severity", "locale", "findings", "files"]]
        for rule in rules {
            let locales = rows[rule]!.keys.sorted { ($0.isEmpty ? 1 : 0, $0) < ($1.isEmpty ? 1 : 0, $1) }
            for locale in locales {
                let row = rows[rule]![locale]!
                table.append([rule, row.severity.rawValue, locale.isEmpty ? "-" : locale, "\(row.findings)", "\(row.files.count)"])
            }
        }
        if table.count > 1 {
            let widths = (0..<5).map { column in table.map { $0[column].count }.max()! }
            for line in table {
                // Text columns left-aligned, counts right-aligned; no trailing spaces.
                var text = ""
                for (column, cell) in line.enumerated() {
                    let padding = String(repeating: " ", count: widths[column] - cell.count)
                    text += column < 3 ? cell + padding + "  " : padding + cell + (column < 4 ? "  " : "")
                }
                out.write(text + "\n")
            }
        }
        for file in report.unreadableFiles {
            let place = file.error.location.line == 0 ? file.error.location.file : file.error.location.description
            out.write("\(place): error: the file cannot be read as a String Catalog: \(file.error.message)\n")
        }
        out.write(report.summary + "\n")
    }
}
