import JSONCore

/// SARIF 2.1.0 (OASIS), shaped for GitHub code scanning ("SARIF support for code scanning"): one run whose
/// `tool.driver` describes every rule (short and full description, help as text and Markdown, a `helpUri` where the
/// rules page has a section, default level), whose results carry a `primaryLocationLineHash` computed as GitHub's
/// upload action computes it, whose artifact URIs are relative to the repository root (`%SRCROOT%` in
/// `originalUriBaseIds`), and whose invocation lists unreadable files as notifications with the exit code.
public struct SARIFReporter: FindingReporter {
    public init() {}
    public let name = "sarif"

    public func write(_ report: CheckReport, colour: Bool, to output: inout ReportOutput) {
        let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let locator = ArtifactLocator(root: report.artifactRoot)
        let unreadable = report.unreadableFiles
        var artifacts: [String: JSONValue] = [:]
        let notifications: [JSONValue] = unreadable.map { file in
            .object([
                JSONMember(key: "level", value: .string("error")),
                JSONMember(
                    key: "message",
                    value: .object([
                        JSONMember(key: "text", value: .string("\(file.path) cannot be read as a String Catalog: \(file.error.message)"))
                    ])),
                JSONMember(key: "locations", value: .array([locator.location(file.error.location, artifacts: &artifacts)])),
            ])
        }
        var invocation = [JSONMember(key: "executionSuccessful", value: .bool(unreadable.isEmpty))]
        if let exitCode = report.exitCode { invocation.append(JSONMember(key: "exitCode", value: .number(String(exitCode)))) }
        invocation.append(JSONMember(key: "toolExecutionNotifications", value: .array(notifications)))

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
                        JSONMember(key: "informationUri", value: .string(RuleDocumentation.repositoryURL)),
                        JSONMember(key: "rules", value: .array(report.rules.map(descriptor))),
                    ]))
            ]))
        if let root = report.artifactRoot {
            out.key("originalUriBaseIds")
            out.value(
                .object([
                    JSONMember(
                        key: ArtifactRoot.uriBaseID,
                        value: .object([
                            JSONMember(key: "uri", value: .string(root.uri)),
                            JSONMember(
                                key: "description", value: .object([JSONMember(key: "text", value: .string("The repository root."))])),
                        ]))
                ]))
        }
        // Columns count Unicode scalars, as the reader counts them (SARIF's default would be UTF-16 code units).
        out.key("columnKind")
        out.string("unicodeCodePoints")
        out.key("invocations")
        out.value(.array([.object(invocation)]))
        out.key("results")
        out.beginArray()
        output.write(&out)
        for file in report.files where file.unreadable == nil && !file.findings.isEmpty {
            let lineHashes = Self.lineHashes(for: file.findings, report: report)
            let inside = out.containers
            ParallelRendering.write(file.findings, to: &output) { slice, first in
                var writer = JSONStreamWriter(resuming: inside, elementsBefore: first)
                var artifacts: [String: JSONValue] = [:]
                for finding in slice {
                    let lineHash = lineHashes[finding.location.file]?[finding.location.line]
                    writeResult(finding, ruleIndex: ruleIndex, lineHash: lineHash, locator: locator, artifacts: &artifacts, to: &writer)
                }
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

    /// The fingerprint of each line a finding is on, per file named (usually only the catalog), from the file's
    /// bytes; a file that cannot be read gets none, and GitHub's upload then computes them itself if it can.
    private static func lineHashes(for findings: [Finding], report: CheckReport) -> [String: [Int: String]] {
        var lines: [String: Set<Int>] = [:]
        for finding in findings where finding.location.line > 0 { lines[finding.location.file, default: []].insert(finding.location.line) }
        var hashes: [String: [Int: String]] = [:]
        for (file, wanted) in lines {
            guard let bytes = report.readSource(file) else { continue }
            hashes[file] = PrimaryLocationLineHash.fingerprints(ofLines: wanted, in: bytes)
        }
        return hashes
    }

    /// A `reportingDescriptor` as GitHub reads it.
    private func descriptor(_ rule: RuleDescription) -> JSONValue {
        var markdown = "\(rule.shortDescription)\n\n**What to do:** \(rule.help)"
        let helpURI = RuleDocumentation.helpURI(for: rule)
        if let helpURI { markdown += "\n\n[Examples that pass and fail](\(helpURI))" }
        var members = [
            JSONMember(key: "id", value: .string(rule.id)),
            JSONMember(key: "shortDescription", value: .object([JSONMember(key: "text", value: .string(rule.shortDescription))])),
            JSONMember(
                key: "fullDescription", value: .object([JSONMember(key: "text", value: .string("\(rule.shortDescription) \(rule.help)"))])),
            JSONMember(
                key: "help",
                value: .object([
                    JSONMember(key: "text", value: .string(rule.help)),
                    JSONMember(key: "markdown", value: .string(markdown)),
                ])),
        ]
        if let helpURI { members.append(JSONMember(key: "helpUri", value: .string(helpURI))) }
        members.append(
            JSONMember(key: "defaultConfiguration", value: .object([JSONMember(key: "level", value: .string(level(rule.defaultSeverity)))]))
        )
        return .object(members)
    }

    /// One result: rule, level, message, location and fingerprints.
    private func writeResult(
        _ finding: Finding, ruleIndex: [String: Int], lineHash: String?, locator: ArtifactLocator, artifacts: inout [String: JSONValue],
        to out: inout JSONStreamWriter
    ) {
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
        out.value(.array([locator.location(finding.location, artifacts: &artifacts)]))
        out.key("partialFingerprints")
        out.beginObject()
        if let lineHash {
            out.key("primaryLocationLineHash")
            out.string(lineHash)
        }
        out.key("timekeeperFinding/v1")
        out.string(Baseline.fingerprint(of: finding))
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

    /// A path as a URI reference: path characters kept, everything else percent-encoded (a leading `/` stays).
    static func uriPath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            let keep =
                (byte < 0x80)
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~/!$&'()*+,;=:@".unicodeScalars.contains(scalar))
            out += keep ? String(scalar) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return out
    }

    /// A relative or absolute path as a URI reference (absolute paths as `file://` URIs).
    static func uri(_ path: String) -> String {
        (path.hasPrefix("/") ? "file://" : "") + uriPath(path)
    }
}

/// Turns a finding's file into a SARIF `artifactLocation`: relative to the repository root with `%SRCROOT%` when
/// the file is inside it, else the path as given (absolute paths as `file://` URIs).
struct ArtifactLocator: Sendable {
    let root: ArtifactRoot?

    func artifactLocation(_ file: String) -> JSONValue {
        if let root, let relative = root.relativePath(of: file) {
            return .object([
                JSONMember(key: "uri", value: .string(SARIFReporter.uriPath(relative))),
                JSONMember(key: "uriBaseId", value: .string(ArtifactRoot.uriBaseID)),
            ])
        }
        let absolute = root.map { ArtifactRoot.absolute(file, in: $0.workingDirectory) } ?? file
        return .object([JSONMember(key: "uri", value: .string(SARIFReporter.uri(absolute)))])
    }

    /// A `location` with its physical location (and a region when the line is known); `artifacts` caches each
    /// file's artifact location, which every finding of the file shares.
    func location(_ location: SourceLocation, artifacts: inout [String: JSONValue]) -> JSONValue {
        let file = location.file
        let artifact = artifacts[file] ?? artifactLocation(file)
        artifacts[file] = artifact
        var physical = [JSONMember(key: "artifactLocation", value: artifact)]
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
}
