import JSONCore

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which the runner
/// turns into annotations on the pull request's diff.
///
/// Escaping follows the runner's rules (actions/toolkit `command.ts`): in the message `%`, `\r`, `\n`
/// become `%25`, `%0D`, `%0A`; in property values `:` and `,` also become `%3A` and `%2C`.
///
/// GitHub shows at most ``annotationsPerKind`` error, warning and notice annotations per step, first come first
/// served (actions/toolkit `docs/problem-matchers.md`), and drops the rest silently. So the reporter writes the most
/// severe first (unreadable files, then errors, warnings, notes, each in file order), stops at what GitHub shows,
/// and ends with one notice giving the summary and, when some were left out, how many and where to see them all.
struct GitHubReporter: FindingReporter {
    /// Annotations of one kind (error, warning or notice) GitHub shows per step.
    static let annotationsPerKind = 10

    public init() {}
    public let name = "github"

    public func write(_ report: CheckReport, colour: Bool, to out: inout ReportOutput) {
        var shown: [Severity: Int] = [:]
        var notShown = 0
        // The closing summary is itself a notice, so findings may use one notice fewer.
        func room(_ severity: Severity) -> Int { Self.annotationsPerKind - (severity == .note ? 1 : 0) }
        for file in report.unreadableFiles {
            guard shown[.error, default: 0] < room(.error) else {
                notShown += 1
                continue
            }
            shown[.error, default: 0] += 1
            out.write(command("error", location: file.error.location, title: "unreadable catalog", message: file.error.message))
        }
        for severity in [Severity.error, .warning, .note] {
            for file in report.files {
                for finding in file.findings where finding.severity == severity {
                    guard shown[severity, default: 0] < room(severity) else {
                        notShown += 1
                        continue
                    }
                    shown[severity, default: 0] += 1
                    let message = finding.hint.map { "\(finding.message)\n\($0)" } ?? finding.message
                    out.write(command(level(severity), location: finding.location, title: finding.ruleID, message: message))
                }
            }
        }
        var summary = report.summary
        if notShown > 0 {
            summary +=
                "; \(notShown) more not shown here (GitHub shows \(Self.annotationsPerKind) errors, warnings and notices per step):"
                + " see them all with --format sarif (code scanning) or --format markdown >> \"$GITHUB_STEP_SUMMARY\""
        }
        out.write("::notice title=timekeeper catalog check::\(Self.escapeData(summary))\n")
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    private func command(_ level: String, location: SourceLocation, title: String, message: String) -> String {
        var properties = ["file=\(Self.escapeProperty(location.file))"]
        if location.line > 0 {
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        properties.append("title=\(Self.escapeProperty(title))")
        return "::\(level) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
    }

    /// Escapes a message (the text after `::`).
    static func escapeData(_ text: String) -> String {
        escape(text, alsoPropertySeparators: false)
    }

    /// Escapes a property value (`file=`, `title=`).
    static func escapeProperty(_ text: String) -> String {
        escape(text, alsoPropertySeparators: true)
    }

    private static func escape(_ text: String, alsoPropertySeparators: Bool) -> String {
        let special: (UInt8) -> Bool = { byte in
            byte == 0x25 || byte == 0x0D || byte == 0x0A || (alsoPropertySeparators && (byte == 0x3A || byte == 0x2C))
        }
        guard text.utf8.contains(where: special) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case 0x25: out += [0x25, 0x32, 0x35]  // %25
            case 0x0D: out += [0x25, 0x30, 0x44]  // %0D
            case 0x0A: out += [0x25, 0x30, 0x41]  // %0A
            case 0x3A where alsoPropertySeparators: out += [0x25, 0x33, 0x41]  // %3A
            case 0x2C where alsoPropertySeparators: out += [0x25, 0x32, 0x43]  // %2C
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
