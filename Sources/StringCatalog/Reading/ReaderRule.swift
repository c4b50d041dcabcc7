import Diagnostics

/// The rules the reader itself reports under: problems that do not stop a catalog from being read.
public enum ReaderRule: String, Rule, CaseIterable {
    /// The file starts with a UTF-8 byte-order mark.
    case byteOrderMark = "byte-order-mark"
    /// The `version` field is missing or not one this tool knows.
    case unknownVersion = "unknown-version"

    public var id: String { rawValue }
    public var defaultSeverity: Severity { .warning }

    public var summary: String {
        switch self {
        case .byteOrderMark: "The file starts with a UTF-8 byte-order mark, which Xcode never writes."
        case .unknownVersion: "The catalog's version field is missing or not one this tool knows."
        }
    }

    public var help: String {
        switch self {
        case .byteOrderMark: "Run `timekeeper catalog fmt` on the file to remove it."
        case .unknownVersion: "Re-save the catalog in Xcode, or report the version if Xcode wrote it."
        }
    }
}
