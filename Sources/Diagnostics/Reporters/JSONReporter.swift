import JSONCore

/// Machine-readable output: tool and data versions, every finding with its location, and counts.
struct JSONReporter: FindingReporter {
    public init() {}
    public let name = "json"

    public func write(_ report: CheckReport, colour: Bool, to output: inout ReportOutput) {
        // Findings are streamed: a big catalog has tens of thousands, and a tree of them costs more than the checks.
        var out = JSONStreamWriter(reservingCapacity: ReportOutput.pieceSize + 4096)
        out.beginObject()
        out.key("tool")
        out.value(
            .object([
                JSONMember(key: "name", value: .string(report.toolName)),
                JSONMember(key: "version", value: .string(report.toolVersion)),
                JSONMember(key: "icuVersion", value: .string(report.icuVersion)),
                JSONMember(key: "cldrVersion", value: .string(report.cldrVersion)),
            ]))
        out.key("files")
        out.beginArray()
        for file in report.files {
            out.beginObject()
            out.key("path")
            out.string(file.path)
            if let unreadable = file.unreadable {
                out.key("error")
                out.value(.object(location(unreadable.location) + [JSONMember(key: "message", value: .string(unreadable.message))]))
            }
            out.key("findings")
            out.beginArray()
            output.write(&out)
            let inside = out.containers
            ParallelRendering.write(file.findings, to: &output) { slice, first in
                var writer = JSONStreamWriter(resuming: inside, elementsBefore: first)
                for finding in slice { write(finding, to: &writer) }
                return writer.bytes
            }
            out.countElements(file.findings.count)
            out.end()
            out.end()
        }
        out.end()
        out.key("summary")
        out.value(
            .object([
                JSONMember(key: "errors", value: .number(String(report.count(.error)))),
                JSONMember(key: "warnings", value: .number(String(report.count(.warning)))),
                JSONMember(key: "notes", value: .number(String(report.count(.note)))),
                JSONMember(key: "suppressedByBaseline", value: .number(String(report.suppressedByBaseline))),
            ]))
        out.end()
        output.finish(&out, endingWithNewline: true)
    }

    /// One finding as an object: rule, severity, message, hint, file, line, column, key, locale, fingerprint.
    private func write(_ finding: Finding, to out: inout JSONStreamWriter) {
        out.beginObject()
        out.key("rule")
        out.string(finding.ruleID)
        out.key("severity")
        out.string(finding.severity.rawValue)
        out.key("message")
        out.string(finding.message)
        out.key("hint")
        out.string(finding.hint)
        out.key("file")
        out.string(finding.location.file)
        out.key("line")
        out.number(finding.location.line)
        out.key("column")
        out.number(finding.location.column)
        out.key("key")
        out.string(finding.key)
        out.key("locale")
        out.string(finding.locale)
        out.key("fingerprint")
        out.string(Baseline.fingerprint(of: finding))
        out.end()
    }

    private func location(_ location: SourceLocation) -> [JSONMember] {
        [
            JSONMember(key: "file", value: .string(location.file)),
            JSONMember(key: "line", value: .number(String(location.line))),
            JSONMember(key: "column", value: .number(String(location.column))),
        ]
    }
}
