/// JUnit XML, which GitLab, Jenkins, Azure Pipelines and CircleCI show as test results: one `<testsuite>` per
/// catalog, one `<testcase>` per finding (errors and warnings fail, with `type` saying which; notes pass and carry
/// their text in `<system-out>`), a passing `all checks pass` case for a clean catalog, and an `<error>` case for a
/// file that cannot be read. The shape follows the JUnit schema Jenkins' xUnit plugin publishes (`junit-10.xsd`).
struct JUnitReporter: FindingReporter {
    public init() {}
    public let name = "junit"

    public func write(_ report: CheckReport, colour: Bool, to out: inout ReportOutput) {
        let unreadable = report.unreadableFiles
        let failures = report.count(.error) + report.count(.warning)
        let tests = report.files.reduce(0) { $0 + max($1.findings.count, 1) } + report.otherUnreadableFiles.count
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.write(
            "<testsuites name=\"\(Self.escape("\(report.toolName) catalog check"))\" tests=\"\(tests)\" failures=\"\(failures)\" "
                + "errors=\"\(unreadable.count)\">\n")
        for file in report.files {
            if let error = file.unreadable {
                out.write(Self.unreadableSuite(UnreadableFile(path: file.path, error: error)))
                continue
            }
            let failing = file.findings.lazy.filter { $0.severity >= .warning }.count
            let path = Self.escape(file.path)
            out.write(
                "  <testsuite name=\"\(path)\" tests=\"\(max(file.findings.count, 1))\" failures=\"\(failing)\" errors=\"0\" "
                    + "skipped=\"0\" file=\"\(path)\">\n")
            if file.findings.isEmpty { out.write("    <testcase classname=\"\(path)\" name=\"all checks pass\"/>\n") }
            ParallelRendering.write(file.findings, to: &out) { slice, _ in
                var text = ""
                for finding in slice { text += Self.testCase(finding, classname: path) }
                return Array(text.utf8)
            }
            out.write("  </testsuite>\n")
        }
        for file in report.otherUnreadableFiles { out.write(Self.unreadableSuite(file)) }
        out.write("</testsuites>\n")
        out.flush()
    }

    private static func testCase(_ finding: Finding, classname: String) -> String {
        let detail =
            "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
            + (finding.hint.map { "\nhint: \($0)" } ?? "")
        var text = "    <testcase classname=\"\(classname)\" name=\"\(escape("\(finding.ruleID): \(finding.message)"))\">\n"
        switch finding.severity {
        case .error, .warning:
            text +=
                "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(escape(finding.message))\">\(escape(detail, inAttribute: false))</failure>\n"
        case .note:
            text += "      <system-out>\(escape(detail, inAttribute: false))</system-out>\n"
        }
        return text + "    </testcase>\n"
    }

    private static func unreadableSuite(_ file: UnreadableFile) -> String {
        let path = escape(file.path)
        let location = file.error.location.line == 0 ? file.error.location.file : file.error.location.description
        let message = "the file cannot be read as a String Catalog: \(file.error.message)"
        return "  <testsuite name=\"\(path)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" file=\"\(path)\">\n"
            + "    <testcase classname=\"\(path)\" name=\"read the catalog\">\n"
            + "      <error type=\"unreadable\" message=\"\(escape(message))\">\(escape("\(location): error: \(message)", inAttribute: false))</error>\n"
            + "    </testcase>\n  </testsuite>\n"
    }

    /// Text for XML 1.0 content and attribute values: markup characters as entities, in attributes tab and line
    /// breaks as character references (a parser would turn them into spaces), a carriage return always (it would be
    /// read as a line feed), and characters XML 1.0 cannot hold at all (other C0 controls, U+FFFE, U+FFFF) written as
    /// their `U+` notation.
    static func escape(_ text: String, inAttribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t" where inAttribute: out += "&#9;"
            case "\n" where inAttribute: out += "&#10;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case "\r": out += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += scalar.codePointNotation
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
