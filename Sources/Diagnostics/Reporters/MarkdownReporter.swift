/// GitHub-flavoured Markdown for `$GITHUB_STEP_SUMMARY` and pull-request comments: the summary line, findings counted
/// per locale and per rule, then the first ``findingLimit`` findings with their locations, and the unreadable files.
///
/// Everything taken from a catalog is escaped, so a translation cannot turn into markup, a mention (`@team`), an
/// issue link (`#12`), maths (`$x$`) or a broken table (`|`).
struct MarkdownReporter: FindingReporter {
    /// How many findings are listed one by one (a pull-request comment holds at most 65,536 characters).
    let findingLimit: Int

    public init() { self.init(findingLimit: 50) }

    init(findingLimit: Int) { self.findingLimit = findingLimit }

    public let name = "markdown"

    public func write(_ report: CheckReport, colour: Bool, to out: inout ReportOutput) {
        out.write("## \(Self.escape(report.toolName)) catalog check\n\n\(Self.escape(report.summary))\n")
        let total = report.files.reduce(0) { $0 + $1.findings.count }
        if total > 0 {
            writeCounts(report, to: &out)
            writeFindings(report, total: total, to: &out)
        }
        let unreadable = report.unreadableFiles
        if !unreadable.isEmpty {
            out.write("\n### Unreadable files\n\n")
            for file in unreadable {
                let place = file.error.location.line == 0 ? file.error.location.file : file.error.location.description
                out.write("- \(Self.escape(place)): \(Self.escape(file.error.message))\n")
            }
        }
    }

    private func writeCounts(_ report: CheckReport, to out: inout ReportOutput) {
        var perLocale: [String: [Severity: Int]] = [:]
        var perRule: [String: (severity: Severity, count: Int)] = [:]
        for file in report.files {
            for finding in file.findings {
                perLocale[finding.locale ?? "", default: [:]][finding.severity, default: 0] += 1
                let known = perRule[finding.ruleID]
                perRule[finding.ruleID] = (max(known?.severity ?? finding.severity, finding.severity), (known?.count ?? 0) + 1)
            }
        }
        out.write("\n| locale | errors | warnings | notes |\n| --- | ---: | ---: | ---: |\n")
        // Findings about a whole key or file have no locale; they come last.
        for locale in perLocale.keys.sorted(by: { ($0.isEmpty ? 1 : 0, $0) < ($1.isEmpty ? 1 : 0, $1) }) {
            let counts = perLocale[locale]!
            let name = locale.isEmpty ? "(none)" : Self.escape(locale)
            out.write("| \(name) | \(counts[.error] ?? 0) | \(counts[.warning] ?? 0) | \(counts[.note] ?? 0) |\n")
        }
        let rules = Dictionary(report.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let order = report.rules.map(\.id) + perRule.keys.filter { rules[$0] == nil }.sorted()
        out.write("\n| rule | severity | findings |\n| --- | --- | ---: |\n")
        for id in order {
            guard let counted = perRule[id] else { continue }
            let link = rules[id].flatMap(RuleDocumentation.helpURI(for:)).map { "[`\(id)`](\($0))" } ?? "`\(id)`"
            out.write("| \(link) | \(counted.severity.rawValue) | \(counted.count) |\n")
        }
    }

    private func writeFindings(_ report: CheckReport, total: Int, to out: inout ReportOutput) {
        let shown = min(total, findingLimit)
        out.write(shown == total ? "\n### Findings\n\n" : "\n### The first \(shown) of \(total) findings\n\n")
        out.write("| severity | location | rule | message |\n| --- | --- | --- | --- |\n")
        var left = shown
        for file in report.files where left > 0 {
            for finding in file.findings.prefix(left) {
                let message = finding.hint.map { "\(finding.message). \($0)" } ?? finding.message
                out.write(
                    "| \(finding.severity.rawValue) | \(Self.escape(finding.location.description)) | `\(finding.ruleID)` | \(Self.escape(message)) |\n"
                )
            }
            left -= min(left, file.findings.count)
        }
    }

    /// Text as literal Markdown on one line: ASCII punctuation with a meaning in GitHub Markdown backslash-escaped
    /// (CommonMark lets any ASCII punctuation be escaped so; parentheses need none once brackets are escaped, `:`
    /// keeps `:emoji:` codes and bare URLs literal), line breaks as `<br>`.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            switch scalar {
            case "\n" where afterCR: continue
            case "\n", "\r": out += "<br>"
            case "\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "#", "+", "-", "!", "|", "~", "&", "@", ":", "$":
                out += "\\"
                out.unicodeScalars.append(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
