import Foundation
import JSONCore

/// Everything a reporter renders: per-file results, the rules that can appear, and the versions used.
public struct CheckReport: Sendable {
    /// One catalog's outcome.
    public struct FileResult: Sendable {
        /// The file as given on the command line.
        public var path: String
        /// Findings after configuration and baseline, sorted by location.
        public var findings: [Finding]
        /// Set when the file could not be read as a catalog at all (exit status 2).
        public var unreadable: JSONReadError?

        public init(path: String, findings: [Finding], unreadable: JSONReadError? = nil) {
            self.path = path
            self.findings = findings
            self.unreadable = unreadable
        }
    }

    /// One result per file, in command-line order.
    public var files: [FileResult]
    /// Descriptions of every rule that may appear (SARIF lists them all).
    public var rules: [RuleDescription]
    /// "timekeeper".
    var toolName: String
    /// The tool's version.
    public var toolVersion: String
    /// The ICU library version the plural rules came from, e.g. "72.1".
    public var icuVersion: String
    /// The CLDR data version, e.g. "42.0".
    public var cldrVersion: String
    /// How many findings a baseline suppressed.
    public var suppressedByBaseline: Int
    /// How many findings were left out for being below the minimum severity asked for.
    public var belowMinimumSeverity = 0
    /// Files the run could not read that have no entry in `files` (e.g. found in a folder but not openable); the
    /// reporters list them with the unreadable entries of `files` (see ``unreadableFiles``).
    public var otherUnreadableFiles: [UnreadableFile] = []
    /// The status the run exits with, when the caller knows it before reporting (SARIF's `invocations`).
    public var exitCode: Int32?
    /// The folder SARIF artifact URIs are relative to; nil leaves paths as given.
    public var artifactRoot: ArtifactRoot?
    /// The bytes of a file as given in a finding's location (for SARIF's line hashes); nil when it cannot be read.
    public var readSource: @Sendable (String) -> [UInt8]? = { path in try? FileBytes.read(URL(fileURLWithPath: path)) }

    public init(
        files: [FileResult], rules: [RuleDescription], toolName: String = "timekeeper",
        toolVersion: String, icuVersion: String, cldrVersion: String, suppressedByBaseline: Int = 0
    ) {
        self.files = files
        self.rules = rules
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.icuVersion = icuVersion
        self.cldrVersion = cldrVersion
        self.suppressedByBaseline = suppressedByBaseline
    }

    /// Every file that could not be read: the unreadable entries of `files`, in order, then ``otherUnreadableFiles``.
    public var unreadableFiles: [UnreadableFile] {
        files.compactMap { file in file.unreadable.map { UnreadableFile(path: file.path, error: $0) } } + otherUnreadableFiles
    }

    /// Every finding of every file, in file order.
    public var findings: [Finding] { files.flatMap(\.findings) }

    /// How many findings have `severity`.
    public func count(_ severity: Severity) -> Int {
        // Per file, without `findings`: that would copy every finding of every file for each count.
        files.reduce(0) { total, file in total + file.findings.lazy.filter { $0.severity == severity }.count }
    }

    /// "2 errors, 1 warning, 0 notes in 3 catalogs (plural rules from ICU 72.1, CLDR 42.0)".
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var text =
            "\(plural(count(.error), "error")), \(plural(count(.warning), "warning")), \(plural(count(.note), "note")) in \(plural(files.count, "catalog"))"
        if suppressedByBaseline > 0 { text += ", \(suppressedByBaseline) more in the baseline" }
        if belowMinimumSeverity > 0 { text += ", \(belowMinimumSeverity) more below the minimum severity" }
        let unreadable = unreadableFiles.count
        if unreadable > 0 { text += ", \(plural(unreadable, "file")) unreadable" }
        return text + " (plural rules from ICU \(icuVersion), CLDR \(cldrVersion))"
    }
}

/// A file a run could not read, and why (the error carries the location and the sentence to show).
public struct UnreadableFile: Sendable {
    /// The file as given (on the command line, or as found in a folder).
    public var path: String
    public var error: JSONReadError

    public init(path: String, error: JSONReadError) {
        self.path = path
        self.error = error
    }
}

/// Turns a ``CheckReport`` into text for one audience (people, scripts, GitHub, code-scanning tools).
public protocol FindingReporter: Sendable {
    /// The `--format` name.
    var name: String { get }
    /// Writes the whole output for `report` to `output`, piece by piece (the caller flushes it); `colour` asks for ANSI colour (text only).
    func write(_ report: CheckReport, colour: Bool, to output: inout ReportOutput)
}

extension FindingReporter {
    /// The whole output for `report` as one string (for tests and small reports; the tool streams with `write`).
    public func render(_ report: CheckReport, colour: Bool) -> String {
        var text: [UInt8] = []
        var output = ReportOutput { text += $0 }
        write(report, colour: colour, to: &output)
        output.flush()
        return String(decoding: text, as: UTF8.self)
    }
}
