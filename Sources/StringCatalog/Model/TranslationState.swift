/// The `state` of a string unit or string set: how far its translation has come.
///
/// Values this tool does not know (including `""`) are kept as written, so they are written back unchanged.
public enum TranslationState: Hashable, Sendable {
    /// Translated and reviewed.
    case translated
    /// Added to the catalog and not translated yet.
    case new
    /// Translated, but the source changed or a reviewer asked for another look (`needs_review`).
    case needsReview
    /// The key no longer appears in the source code.
    case stale
    /// Any other value, as written.
    case unknown(String)

    /// The state a file writes as `rawValue`.
    public init(rawValue: String) {
        switch rawValue {
        case "translated": self = .translated
        case "new": self = .new
        case "needs_review": self = .needsReview
        case "stale": self = .stale
        default: self = .unknown(rawValue)
        }
    }

    /// The value as the file writes it.
    public var rawValue: String {
        switch self {
        case .translated: "translated"
        case .new: "new"
        case .needsReview: "needs_review"
        case .stale: "stale"
        case .unknown(let value): value
        }
    }
}

extension StringUnit {
    /// The one definition of "untranslated": the value is empty, or, outside the source language (where the text
    /// is the developer's own), the unit is in state `new`.
    public func isUntranslated(inSourceLanguage: Bool) -> Bool {
        value.isEmpty || (!inSourceLanguage && state == .new)
    }
}
