import Diagnostics
import JSONCore

/// Collects one check's findings, stamping its id, hint and effective severity.
public struct FindingSink: Sendable {
    /// The check being run.
    public let ruleID: String
    /// The check's severity after configuration.
    public let severity: Severity
    /// The check's fix hint.
    public let hint: String
    /// The catalog file findings point into.
    public let file: String
    /// Findings in the order reported.
    public private(set) var findings: [Finding] = []

    public init(ruleID: String, severity: Severity, hint: String, file: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.hint = hint
        self.file = file
    }

    /// Reports a finding at the check's severity, or at a lower one for a milder variant of the problem.
    ///
    /// - Parameter capped: a severity this particular finding never exceeds (e.g. `info` for a plural
    ///   category that only decimals reach); configuration can lower it further but never raise it.
    public mutating func report(
        _ message: String, at location: SourceLocation, key: String?, locale: String?, capped: Severity? = nil,
        hint: String? = nil
    ) {
        let effective = capped.map { min($0, severity) } ?? severity
        findings.append(
            Finding(
                ruleID: ruleID, severity: effective, message: message, hint: hint ?? self.hint, location: location,
                key: key, locale: locale))
    }
}
