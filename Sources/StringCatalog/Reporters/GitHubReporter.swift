/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which the runner
/// turns into annotations on the pull request's diff.
///
/// Escaping follows the runner's rules (actions/toolkit `command.ts`): in the message `%`, `\r`, `\n`
/// become `%25`, `%0D`, `%0A`; in property values `:` and `,` also become `%3A` and `%2C`.
public struct GitHubReporter: FindingReporter {
    public init() {}
    public let name = "github"

    public func render(_ report: CheckReport, colour: Bool) -> String {
        var out = ""
        for file in report.files {
            if let unreadable = file.unreadable {
                out += command("error", location: unreadable.location, title: "unreadable catalog", message: unreadable.message)
                continue
            }
            for finding in file.findings {
                let message = finding.hint.map { "\(finding.message)\n\($0)" } ?? finding.message
                out += command(level(finding.severity), location: finding.location, title: finding.ruleID, message: message)
            }
        }
        out += "::notice title=timekeeper catalog check::\(Self.escapeData(report.summary))\n"
        return out
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
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
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Escapes a property value (`file=`, `title=`).
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
