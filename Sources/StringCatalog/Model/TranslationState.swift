/// The `state` of a string unit or string set: how far its translation has come.
///
/// Values this tool does not know (including `""`, which a real catalog holds) are kept as written, so they are
/// written back unchanged; `catalog check` reports them (`unknown-state`) and they count as untranslated.
public enum TranslationState: Hashable, Sendable {
    /// Translated and reviewed.
    case translated
    /// Added to the catalog and not translated yet.
    case new
    /// Translated, but the source changed or a reviewer asked for another look (`needs_review`).
    case needsReview
    /// The key no longer appears in the source code.
    case stale
    /// Translated by a machine and not reviewed yet (`machine_translated`, written by Xcode 26 and later); Xcode
    /// ships it as translated.
    case machineTranslated
    /// Any other value, as written.
    case unknown(String)

    /// Every state Xcode writes, in the order messages list them.
    public static let known: [TranslationState] = [.translated, .needsReview, .machineTranslated, .new, .stale]

    /// The state a file writes as `rawValue`.
    public init(rawValue: String) {
        switch rawValue {
        case "translated": self = .translated
        case "new": self = .new
        case "needs_review": self = .needsReview
        case "stale": self = .stale
        case "machine_translated": self = .machineTranslated
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
        case .machineTranslated: "machine_translated"
        case .unknown(let value): value
        }
    }

    /// Whether this is a state Xcode writes (every case but `unknown`).
    public var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }
}

extension StringUnit {
    /// The one definition of "untranslated": the value is empty, or, outside the source language (where the text
    /// is the developer's own), the unit is in state `new` or in a state this tool does not know (`""`).
    ///
    /// `needs_review`, `machine_translated` and `stale` units are translations Xcode ships, so they are not
    /// untranslated; `catalog check` lists the first two as review queues.
    public func isUntranslated(inSourceLanguage: Bool) -> Bool {
        if value.isEmpty { return true }
        guard !inSourceLanguage, let state else { return false }
        switch state {
        case .new, .unknown: return true
        case .translated, .needsReview, .stale, .machineTranslated: return false
        }
    }
}
