/// The one rule for a file or folder name that comes from data (a table name, a locale code, a version code):
/// it must name exactly one entry inside the output folder, so no catalog, configuration or folder content can
/// make a path leave it.
public enum PathComponent {
    /// Why a name cannot be a single file or folder name.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// The name is empty.
        case empty
        /// The name is `.` or `..`.
        case relative
        /// The name contains `/` or `\`.
        case separator
        /// The name contains a C0 control (NUL, newline, …), DEL or a C1 control (U+0080–U+009F).
        case controlCharacter
        /// The name starts with `.` (a hidden file).
        case leadingDot
        /// The name starts with `-` (it would read as an option).
        case leadingDash
        /// The name is longer than 255 bytes of UTF-8.
        case tooLong

        /// The reason as a phrase: `it starts with a dot`.
        public var description: String {
            switch self {
            case .empty: "it is empty"
            case .relative: "it names a folder relative to the output folder"
            case .separator: "it contains a path separator"
            case .controlCharacter: "it contains a control character (NUL, newline, …)"
            case .leadingDot: "it starts with a dot"
            case .leadingDash: "it starts with a dash"
            case .tooLong: "it is longer than 255 bytes"
            }
        }
    }

    /// Why `name` cannot be used as a single folder or file name, or nil if it can.
    ///
    /// Refuses the empty name, `.` and `..`, separators (`/`, `\`), NUL and every other control character (C0,
    /// DEL, C1), a leading `.` or `-` (hidden files, options), and names longer than 255 bytes.
    public static func problem(with name: String) -> Problem? {
        if name.isEmpty { return .empty }
        if name == "." || name == ".." { return .relative }
        if name.contains("/") || name.contains("\\") { return .separator }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) }) {
            return .controlCharacter
        }
        if name.hasPrefix(".") { return .leadingDot }
        if name.hasPrefix("-") { return .leadingDash }
        if name.utf8.count > 255 { return .tooLong }
        return nil
    }

    /// Whether `name` is a plain file or folder name (``problem(with:)`` finds nothing).
    public static func isSafe(_ name: String) -> Bool { problem(with: name) == nil }
}
