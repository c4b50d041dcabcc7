/// Text from files and arguments (file names, locales, revisions) put into a message on one line.
public enum MessageText {
    /// `text` with newlines, tabs and other control characters written as escapes (`\n`, `\t`, `\u{1B}`), so a
    /// name cannot split a `file:line:col` message or move the terminal's cursor; every other character as is.
    public static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
