import JSONCore

/// GitLab's Code Quality report (`artifacts:reports:codequality`): a JSON array with one issue per finding, each with
/// the fields GitLab documents: `description`, `check_name`, `fingerprint`, `severity` (`info`, `minor`, `major`,
/// `critical`, `blocker`), `location.path` (relative to the repository root) and `location.lines.begin`.
///
/// GitLab compares fingerprints between a merge request and its target branch to say which issues are new, so the
/// fingerprint hashes the catalog's path in the repository with the baseline's fingerprint (rule, key, locale,
/// message: never the line), with `-2`, `-3`… added to repeats so that each issue's is unique, as GitLab requires.
struct GitLabCodeQualityReporter: FindingReporter {
    public init() {}
    public let name = "gitlab"

    public func write(_ report: CheckReport, colour: Bool, to output: inout ReportOutput) {
        var out = JSONStreamWriter(reservingCapacity: ReportOutput.pieceSize + 4096)
        out.beginArray()
        var seen: [String: Int] = [:]
        for file in report.files where file.unreadable == nil {
            // Fingerprints first, in order: uniqueness depends on the findings before, so it cannot be sliced.
            let path = Self.path(file.path, root: report.artifactRoot)
            let fingerprints: [String] = file.findings.map { finding in
                let print = Self.fingerprint(path, Baseline.fingerprint(of: finding))
                let count = (seen[print] ?? 0) + 1
                seen[print] = count
                return count == 1 ? print : "\(print)-\(count)"
            }
            output.write(&out)
            let inside = out.containers
            ParallelRendering.write(file.findings, to: &output) { slice, first in
                var writer = JSONStreamWriter(resuming: inside, elementsBefore: first)
                for (offset, finding) in zip(slice.indices, slice) {
                    let findingPath =
                        finding.location.file == file.path ? path : Self.path(finding.location.file, root: report.artifactRoot)
                    let description = finding.hint.map { "\(finding.message). \($0)" } ?? finding.message
                    Self.writeIssue(
                        description: description, check: finding.ruleID, fingerprint: fingerprints[offset],
                        severity: Self.severity(finding.severity), path: findingPath, line: finding.location.line, to: &writer)
                }
                return writer.bytes
            }
            out.countElements(file.findings.count)
        }
        for file in report.unreadableFiles {
            let path = Self.path(file.path, root: report.artifactRoot)
            Self.writeIssue(
                description: "The file cannot be read as a String Catalog: \(file.error.message)", check: "unreadable-catalog",
                fingerprint: Self.fingerprint(path, "unreadable-catalog"), severity: "blocker", path: path,
                line: file.error.location.line, to: &out)
        }
        out.end()
        output.finish(&out, endingWithNewline: true)
    }

    /// `info`, `minor` or `major`: an error is something to fix before merging, not a blocker of the whole pipeline.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .note: "info"
        case .warning: "minor"
        case .error: "major"
        }
    }

    /// 16 hex digits of FNV-1a 64 over `path`, U+001F and `detail`.
    private static func fingerprint(_ path: String, _ detail: String) -> String {
        var hash = FNV1a()
        hash.mix(path.utf8)
        hash.mix(0x1F)
        hash.mix(detail.utf8)
        let hex = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The path relative to the repository root when it lies inside it, else as given.
    private static func path(_ file: String, root: ArtifactRoot?) -> String {
        root?.relativePath(of: file) ?? file
    }

    private static func writeIssue(
        description: String, check: String, fingerprint: String, severity: String, path: String, line: Int, to out: inout JSONStreamWriter
    ) {
        out.beginObject()
        out.key("type")
        out.string("issue")
        out.key("description")
        out.string(description)
        out.key("check_name")
        out.string(check)
        out.key("fingerprint")
        out.string(fingerprint)
        out.key("severity")
        out.string(severity)
        out.key("location")
        out.beginObject()
        out.key("path")
        out.string(path)
        out.key("lines")
        out.beginObject()
        out.key("begin")
        // GitLab needs a line; a finding about the whole file points at its first.
        out.number(max(line, 1))
        out.end()
        out.end()
        out.end()
    }
}
