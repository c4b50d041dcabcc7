/// Validation of one path component that comes from data (a locale code or a version code), so that no catalog,
/// configuration or folder content can make a path leave the output folder.
public enum PathComponent {
    /// Why `name` cannot be used as a single folder or file name, or nil if it can.
    ///
    /// Refuses the empty name, `.` and `..`, separators (`/`, `\`), NUL and other control characters, a leading
    /// `-` or `.` (options, hidden files), and names longer than 255 bytes.
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name == "." || name == ".." { return "it names a folder relative to the output folder" }
        if name.contains("/") || name.contains("\\") { return "it contains a path separator" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) }) {
            return "it contains a control character (NUL, newline, …)"
        }
        if name.hasPrefix(".") { return "it starts with a dot" }
        if name.hasPrefix("-") { return "it starts with a dash" }
        if name.utf8.count > 255 { return "it is longer than 255 bytes" }
        return nil
    }
}
