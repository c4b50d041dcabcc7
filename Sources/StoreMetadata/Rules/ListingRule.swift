import StringCatalog

/// One check of a store listing: an id, a default severity, and a function from a listing to violations.
///
/// Rules never decide severity themselves; ``ListingChecker`` applies the default or the configured one.
public protocol ListingRule: Sendable {
    /// Stable id used in findings and configuration, e.g. `store-field-too-long`.
    var id: String { get }
    var defaultSeverity: Severity { get }
    /// One line saying what the rule checks, for documentation.
    var summary: String { get }
    /// Every violation in `listing`, in locale then field order.
    func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation]
}

/// What a rule found, before the checker attaches rule id and severity.
public struct RuleViolation: Sendable {
    public var message: String
    public var hint: String?
    public var location: SourceLocation
    public var key: String?
    public var locale: String?

    public init(message: String, hint: String? = nil, location: SourceLocation, key: String? = nil, locale: String? = nil) {
        self.message = message
        self.hint = hint
        self.location = location
        self.key = key
        self.locale = locale
    }
}

/// Problems found while building a listing (not by a rule over a built one), with their ids and default severities.
public enum ListingIssue: String, CaseIterable, Sendable {
    case unsupportedLocale = "store-unsupported-locale"
    case unknownLocaleCode = "store-unknown-locale-code"
    case localeCollision = "store-locale-collision"
    case unknownField = "store-unknown-field"
    case notPlainText = "store-value-not-plain-text"
    case unreadableFile = "store-unreadable-file"

    public var defaultSeverity: Severity {
        switch self {
        case .unsupportedLocale, .localeCollision, .notPlainText, .unreadableFile: .error
        case .unknownLocaleCode, .unknownField: .warning
        }
    }

    /// A finding of this issue at its default severity.
    func finding(_ message: String, hint: String?, at location: SourceLocation, key: String? = nil, locale: String? = nil) -> Finding {
        Finding(ruleID: rawValue, severity: defaultSeverity, message: message, hint: hint, location: location, key: key, locale: locale)
    }
}
