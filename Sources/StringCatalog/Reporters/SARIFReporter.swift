/// SARIF 2.1.0 (OASIS), the format GitHub code scanning and other tools import: one run whose
/// `tool.driver` lists every rule (id, short description, help, default level) and whose results carry
/// the rule, level, message and a physical location with a region.
public struct SARIFReporter: FindingReporter {
    public init() {}
    public let name = "sarif"

    public func render(_ report: CheckReport, colour: Bool) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        let rules: [JSONValue] = report.rules.map { rule in
            .object([
                JSONMember(key: "id", value: .string(rule.id)),
                JSONMember(key: "shortDescription", value: .object([JSONMember(key: "text", value: .string(rule.shortDescription))])),
                JSONMember(key: "help", value: .object([JSONMember(key: "text", value: .string(rule.help))])),
                JSONMember(key: "defaultConfiguration", value: .object([JSONMember(key: "level", value: .string(level(rule.defaultSeverity)))])),
            ])
        }
        var results: [JSONValue] = []
        var notifications: [JSONValue] = []
        var uris: [String: String] = [:]
        for file in report.files {
            if let unreadable = file.unreadable {
                notifications.append(.object([
                    JSONMember(key: "level", value: .string("error")),
                    JSONMember(key: "message", value: .object([JSONMember(key: "text", value: .string("the file cannot be read as a String Catalog: \(unreadable.message)"))])),
                    JSONMember(key: "locations", value: .array([physicalLocation(unreadable.location, uris: &uris)])),
                ]))
                continue
            }
            for finding in file.findings {
                var members = [JSONMember(key: "ruleId", value: .string(finding.ruleID))]
                if let index = ruleIndex[finding.ruleID] {
                    members.append(JSONMember(key: "ruleIndex", value: .number(String(index))))
                }
                let text = finding.hint.map { "\(finding.message). \($0)" } ?? finding.message
                members += [
                    JSONMember(key: "level", value: .string(level(finding.severity))),
                    JSONMember(key: "message", value: .object([JSONMember(key: "text", value: .string(text))])),
                    JSONMember(key: "locations", value: .array([physicalLocation(finding.location, uris: &uris)])),
                    JSONMember(key: "partialFingerprints", value: .object([
                        JSONMember(key: "timekeeperFinding/v1", value: .string(Baseline.fingerprint(of: finding)))
                    ])),
                ]
                results.append(.object(members))
            }
        }
        let run = JSONValue.object([
            JSONMember(key: "tool", value: .object([
                JSONMember(key: "driver", value: .object([
                    JSONMember(key: "name", value: .string(report.toolName)),
                    JSONMember(key: "version", value: .string(report.toolVersion)),
                    JSONMember(key: "rules", value: .array(rules)),
                ])),
            ])),
            JSONMember(key: "invocations", value: .array([.object([
                JSONMember(key: "executionSuccessful", value: .bool(notifications.isEmpty)),
                JSONMember(key: "toolExecutionNotifications", value: .array(notifications)),
            ])])),
            JSONMember(key: "results", value: .array(results)),
            JSONMember(key: "properties", value: .object([
                JSONMember(key: "icuVersion", value: .string(report.icuVersion)),
                JSONMember(key: "cldrVersion", value: .string(report.cldrVersion)),
            ])),
        ])
        let log = JSONValue.object([
            JSONMember(key: "$schema", value: .string("https://json.schemastore.org/sarif-2.1.0.json")),
            JSONMember(key: "version", value: .string("2.1.0")),
            JSONMember(key: "runs", value: .array([run])),
        ])
        return JSONOutput.render(log, endingWithNewline: true)
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// The location as SARIF wants it; `uris` caches each file's URI (every finding of a file shares it).
    private func physicalLocation(_ location: SourceLocation, uris: inout [String: String]) -> JSONValue {
        let uri = uris[location.file] ?? Self.uri(location.file)
        uris[location.file] = uri
        var physical = [JSONMember(key: "artifactLocation", value: .object([JSONMember(key: "uri", value: .string(uri))]))]
        if location.line > 0 {
            physical.append(JSONMember(key: "region", value: .object([
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
            let keep = (byte < 0x80) && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~/!$&'()*+,;=:@".unicodeScalars.contains(scalar))
            out += keep ? String(scalar) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return out
    }
}
