import Diagnostics
import JSONCore

/// One check of a store listing: a ``Rule`` with a function from a listing to violations.
///
/// Rules never decide severity themselves; ``ListingChecker`` applies the default or the configured one.
public protocol ListingRule: Rule {
    /// Every violation in `listing`, in locale then field order.
    func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation]
    /// This rule with the settings of `configuration` that concern it (the keyword unit, …); most rules have none.
    func configured(by configuration: MetadataConfiguration) -> any ListingRule
}

extension ListingRule {
    public func configured(by configuration: MetadataConfiguration) -> any ListingRule { self }
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
public enum ListingIssue: String, Rule, CaseIterable {
    case unsupportedLocale = "store-unsupported-locale"
    case unknownLocaleCode = "store-unknown-locale-code"
    case localeCollision = "store-locale-collision"
    case unknownField = "store-unknown-field"
    case notPlainText = "store-value-not-plain-text"
    case unreadableFile = "store-unreadable-file"
    case captionMissing = "store-caption-missing"
    case captionUnreadable = "store-caption-unreadable"
    case captionOverBudget = "store-caption-over-budget"

    public var id: String { rawValue }

    public var defaultSeverity: Severity {
        switch self {
        case .unsupportedLocale, .localeCollision, .notPlainText, .unreadableFile, .captionOverBudget: .error
        case .unknownLocaleCode, .unknownField, .captionMissing, .captionUnreadable: .warning
        }
    }

    /// One line: what the issue is.
    public var summary: String {
        switch self {
        case .unsupportedLocale: "A catalog locale or folder has no code in the store's list of listing languages."
        case .unknownLocaleCode: "A configured mapping names a locale code the uploader does not list."
        case .localeCollision: "Two catalog locales map to the same store locale."
        case .unknownField: "A catalog key is not a listing field of any store."
        case .notPlainText: "A listing field varies by plural or device instead of holding one text."
        case .unreadableFile: "A listing file is not valid UTF-8."
        case .captionMissing: "A screenshot caption the source language has is missing in a locale."
        case .captionUnreadable: "A screenshot caption holds a quote, backslash or line break, which frameit draws as an escape."
        case .captionOverBudget: "A screenshot caption is wider than its caption budget (font, size, width, lines)."
        }
    }

    /// One line: what to do.
    public var help: String {
        switch self {
        case .unsupportedLocale: "Map the locale in .timekeeper.json (metadata.localeMap), or map it to [] to leave it out."
        case .unknownLocaleCode: "Check the code against the store's languages."
        case .localeCollision: "Map one of the locales elsewhere, or to [], in .timekeeper.json (metadata.localeMap)."
        case .unknownField: "Rename the key to a listing field, or remove it."
        case .notPlainText: "Replace the variations with a single string unit."
        case .unreadableFile: "Re-save the file as UTF-8."
        case .captionMissing: "Translate the caption, or frameit draws the screenshot without it."
        case .captionUnreadable: "Use typographic quotes and keep the caption on one line."
        case .captionOverBudget: "Shorten the caption until it fits its budget."
        }
    }

    /// A finding of this issue at its default severity.
    func finding(_ message: String, hint: String?, at location: SourceLocation, key: String? = nil, locale: String? = nil) -> Finding {
        Finding(ruleID: rawValue, severity: defaultSeverity, message: message, hint: hint, location: location, key: key, locale: locale)
    }
}
