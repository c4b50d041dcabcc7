import Diagnostics
import JSONCore

/// The same key twice in one JSON object: one of the two values is silently lost by every JSON reader.
///
/// The reader stops at the duplicate (it cannot build a faithful model), so this check turns that read
/// error into a finding at the second occurrence; the rest of the file is not checked until it is fixed.
public struct DuplicateKeyCheck: CatalogCheck {
    public init() {}
    public let id = "duplicate-key"
    public let defaultSeverity = Severity.error
    public let summary = "JSON readers keep one of two equal keys, so a translation or a whole entry silently disappears."
    public let help = "Merge the two members into one (usually after a bad merge-conflict resolution), then re-run the check."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "distinct keys", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Starten" } } } },
                        "Stop" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Stoppen" } } } }
                    """#)),
            RuleExample(
                "the same key twice", .fails(containing: "'Start'", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Starten" } } } },
                        "Start" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Los" } } } }
                    """#)),
        ]
    }

    /// The finding for a reader error, or nil when the error is not a duplicate key.
    public func finding(for error: JSONReadError, severity: Severity) -> Finding? {
        guard case .duplicateKey(let key) = error.kind else { return nil }
        return Finding(
            ruleID: id, severity: severity,
            message: "key \(MessageFormatting.key(key)) appears twice in the same object; the file was not checked further",
            hint: help, location: error.location, key: key)
    }
}
