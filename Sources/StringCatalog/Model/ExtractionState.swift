/// An entry's `extractionState`: how Xcode came to know the key.
///
/// Values this tool does not know are kept as written, so they are written back unchanged.
public enum ExtractionState: Hashable, Sendable {
    /// Extracted from source code by the compiler.
    case extractedWithValue
    /// Added by hand in the catalog editor (the key is an identifier, not text).
    case manual
    /// No longer found in the source code.
    case stale
    /// Migrated from `.strings` files.
    case migrated
    /// Any other value, as written.
    case unknown(String)

    /// The state a file writes as `rawValue`.
    public init(rawValue: String) {
        switch rawValue {
        case "extracted_with_value": self = .extractedWithValue
        case "manual": self = .manual
        case "stale": self = .stale
        case "migrated": self = .migrated
        default: self = .unknown(rawValue)
        }
    }

    /// The value as the file writes it.
    public var rawValue: String {
        switch self {
        case .extractedWithValue: "extracted_with_value"
        case .manual: "manual"
        case .stale: "stale"
        case .migrated: "migrated"
        case .unknown(let value): value
        }
    }
}
