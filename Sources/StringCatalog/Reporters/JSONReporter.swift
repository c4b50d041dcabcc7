/// Machine-readable output: tool and data versions, every finding with its location, and counts.
public struct JSONReporter: FindingReporter {
    public init() {}
    public let name = "json"

    public func render(_ report: CheckReport, colour: Bool) -> String {
        let files: [JSONValue] = report.files.map { file in
            var members = [JSONMember(key: "path", value: .string(file.path))]
            if let unreadable = file.unreadable {
                members.append(JSONMember(key: "error", value: .object(location(unreadable.location) + [JSONMember(key: "message", value: .string(unreadable.message))])))
            }
            members.append(JSONMember(key: "findings", value: .array(file.findings.map(encode))))
            return .object(members)
        }
        let value = JSONValue.object([
            JSONMember(key: "tool", value: .object([
                JSONMember(key: "name", value: .string(report.toolName)),
                JSONMember(key: "version", value: .string(report.toolVersion)),
                JSONMember(key: "icuVersion", value: .string(report.icuVersion)),
                JSONMember(key: "cldrVersion", value: .string(report.cldrVersion)),
            ])),
            JSONMember(key: "files", value: .array(files)),
            JSONMember(key: "summary", value: .object([
                JSONMember(key: "errors", value: .number(String(report.count(.error)))),
                JSONMember(key: "warnings", value: .number(String(report.count(.warning)))),
                JSONMember(key: "infos", value: .number(String(report.count(.info)))),
                JSONMember(key: "suppressedByBaseline", value: .number(String(report.suppressedByBaseline))),
            ])),
        ])
        return JSONOutput.render(value, endingWithNewline: true)
    }

    private func location(_ location: SourceLocation) -> [JSONMember] {
        [
            JSONMember(key: "file", value: .string(location.file)),
            JSONMember(key: "line", value: .number(String(location.line))),
            JSONMember(key: "column", value: .number(String(location.column))),
        ]
    }

    private func encode(_ finding: Finding) -> JSONValue {
        .object(
            [
                JSONMember(key: "rule", value: .string(finding.ruleID)),
                JSONMember(key: "severity", value: .string(finding.severity.rawValue)),
                JSONMember(key: "message", value: .string(finding.message)),
                JSONMember(key: "hint", value: finding.hint.map(JSONValue.string) ?? .null),
            ] + location(finding.location) + [
                JSONMember(key: "key", value: finding.key.map(JSONValue.string) ?? .null),
                JSONMember(key: "locale", value: finding.locale.map(JSONValue.string) ?? .null),
                JSONMember(key: "fingerprint", value: .string(Baseline.fingerprint(of: finding))),
            ])
    }
}
