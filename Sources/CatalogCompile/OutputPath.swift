/// The rule every output path component must follow, so no key, locale or table name can leave `--out`.
public enum OutputPath {
    /// True for a plain file or folder name: not empty, not `.` or `..`, no `/`, `\`, NUL or control characters.
    public static func isSafeComponent(_ component: String) -> Bool {
        guard !component.isEmpty, component != ".", component != "..", component.utf8.count <= 255 else { return false }
        return component.unicodeScalars.allSatisfy { $0 != "/" && $0 != "\\" && $0.value >= 0x20 && $0.value != 0x7F }
    }
}
