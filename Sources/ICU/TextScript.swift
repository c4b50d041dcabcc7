internal import CICU

/// The writing system a text is mostly in, by ICU's script property of its letters.
public enum TextScript {
    /// The ISO 15924 code of the script most letters of `text` are in ("Latn", "Cyrl", "Hani", "Arab"), or nil when
    /// it has no letters of a script of their own; format specifiers (`%lld`, `%#@name@`) are not counted.
    public static func dominant(in text: String) -> String? {
        var text = text
        var name = [CChar](repeating: 0, count: 16)
        let length = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                cicu_text_dominant_script($0.baseAddress, Int32(bytes.count), &name, Int32(name.count))
            }
        }
        return length > 0 ? CString.decode(name) : nil
    }
}
