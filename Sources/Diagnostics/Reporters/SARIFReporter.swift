import JSONCore

/// SARIF 2.1.0 (OASIS), the format GitHub code scanning and other tools import: one run whose
/// `tool.driver` lists every rule (id, short description, help, default level) and whose results carry
/// the rule, level, message and a physical location with a region.
public struct SARIFReporter: FindingReporter {
    public init() {}
    public let name = "sarif"

    public func write(_ report: CheckReport, colour: Bool, to output: inout ReportOutput) {
        let ruleIndex = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        let rules: [JSONValue] = report.rules.map { rule in
            .object([
                JSONMember(key: "id", value: .string(rule.id)),
                JSONMember(key: "shortDescription", value: .object([JSONMember(key: "text", value: .string(rule.shortDescription))])),
                JSONMember(key: "help", value: .object([JSONMember(key: "text", value: .string(rule.help))])),
                JSONMember(
                    key: "defaultConfiguration", value: .object([JSONMember(key: "level", value: .string(level(rule.defaultSeverity)))])),
            ])
        }
        var notifications: [JSONValue] = []
        var uris: [String: String] = [:]
        for file in report.files {
            guard let unreadable = file.unreadable else { continue }
            notifications.append(
                .object([
                    JSONMember(key: "level", value: .string("error")),
                    JSONMember(
                        key: "message",
                        value: .object([
                            JSONMember(key: "text", value: .string("the file cannot be read as a String Catalog: \(unreadable.message)"))
                        ])),
                    JSONMember(key: "locations", value: .array([physicalLocation(unreadable.location, uris: &uris)])),
                ]))
        }
        // Results are streamed: a big catalog has tens of thousands, and a tree of them costs more than the checks.
        var out = JSONStreamWriter(reservingCapacity: ReportOutput.pieceSize + 4096)
        out.beginObject()
        out.key("$schema")
        out.string("https://json.schemastore.org/sarif-2.1.0.json")
        out.key("version")
        out.string("2.1.0")
        out.key("runs")
        out.beginArray()
        out.beginObject()
        out.key("tool")
        out.value(
            .object([
                JSONMember(
                    key: "driver",
                    value: .object([
                        JSONMember(key: "name", value: .string(report.toolName)),
                        JSONMember(key: "version", value: .string(report.toolVersion)),
                        JSONMember(key: "rules", value: .array(rules)),
                    ]))
            ]))
        out.key("invocations")
        out.value(
            .array([
                .object([
                    JSONMember(key: "executionSuccessful", value: .bool(notifications.isEmpty)),
                    JSONMember(key: "toolExecutionNotifications", value: .array(notifications)),
                ])
            ]))
        out.key("results")
        out.beginArray()
        output.write(&out)
        for file in report.files where file.unreadable == nil {
            let inside = out.containers
            ParallelRendering.write(file.findings, to: &output) { slice, first in
                var writer = JSONStreamWriter(resuming: inside, elementsBefore: first)
                var uris: [String: String] = [:]
                for finding in slice { writeResult(finding, ruleIndex: ruleIndex, uris: &uris, to: &writer) }
                return writer.bytes
            }
            out.countElements(file.findings.count)
        }
        out.end()
        out.key("properties")
        out.value(
            .object([
                JSONMember(key: "icuVersion", value: .string(report.icuVersion)),
                JSONMember(key: "cldrVersion", value: .string(report.cldrVersion)),
            ]))
        out.end()
        out.end()
        out.end()
        output.finish(&out, endingWithNewline: true)
    }

    /// One result: rule, level, message, location and fingerprint.
    private func writeResult(_ finding: Finding, ruleIndex: [String: Int], uris: inout [String: String], to out: inout JSONStreamWriter) {
        out.beginObject()
        out.key("ruleId")
        out.string(finding.ruleID)
        if let index = ruleIndex[finding.ruleID] {
            out.key("ruleIndex")
            out.number(index)
        }
        out.key("level")
        out.string(level(finding.severity))
        out.key("message")
        out.beginObject()
        out.key("text")
        out.string(finding.hint.map { "\(finding.message). \($0)" } ?? finding.message)
        out.end()
        out.key("locations")
        out.beginArray()
        writePhysicalLocation(finding.location, uris: &uris, to: &out)
        out.end()
        out.key("partialFingerprints")
        out.beginObject()
        out.key("timekeeperFinding/v1")
        out.string(Baseline.fingerprint(of: finding))
        out.end()
        out.end()
    }

    /// The same location as `physicalLocation` builds, written straight into `out`.
    private func writePhysicalLocation(_ location: SourceLocation, uris: inout [String: String], to out: inout JSONStreamWriter) {
        let uri = uris[location.file] ?? Self.uri(location.file)
        uris[location.file] = uri
        out.beginObject()
        out.key("physicalLocation")
        out.beginObject()
        out.key("artifactLocation")
        out.beginObject()
        out.key("uri")
        out.string(uri)
        out.end()
        if location.line > 0 {
            out.key("region")
            out.beginObject()
            out.key("startLine")
            out.number(location.line)
            out.key("startColumn")
            out.number(max(location.column, 1))
            out.end()
        }
        out.end()
        out.end()
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// The location as SARIF wants it; `uris` caches each file's URI (every finding of a file shares it).
    private func physicalLocation(_ location: SourceLocation, uris: inout [String: String]) -> JSONValue {
        let uri = uris[location.file] ?? Self.uri(location.file)
        uris[location.file] = uri
        var physical = [JSONMember(key: "artifactLocation", value: .object([JSONMember(key: "uri", value: .string(uri))]))]
        if location.line > 0 {
            physical.append(
                JSONMember(
                    key: "region",
                    value: .object([
                        JSONMember(key: "startLine", value: .number(String(location.line))),
                        JSONMember(key: "startColumn", value: .number(String(max(location.column, 1)))),
                    ])))
        }
        return .object([JSONMember(key: "physicalLocation", value: .object(physical))])
    }

    /// A relative or absolute path as a URI reference: path characters kept, everything else percent-encoded.
    static func uri(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            let keep =
                (byte < 0x80)
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~/!$&'()*+,;=:@".unicodeScalars.contains(scalar))
            out += keep ? String(scalar) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return out
    }
}
