import Foundation

/// Writes the old-style `.strings` files frameit reads its captions from: `"<key>" = "<value>";` lines, UTF-16
/// little-endian with a byte-order mark (frameit runs `iconv -f UTF-16`, which needs the mark to tell the byte
/// order; fastlane/docs#3: "MUST be utf-16 encoded (UTF-16 LE with BOM)").
public enum StringsFileEncoder {
    /// The file for `entries`, one line each in the given order, every line ending in a line feed.
    public static func encode(_ entries: [(key: String, value: String)]) -> Data {
        var text = ""
        for entry in entries {
            text += "\"\(escaped(entry.key))\" = \"\(escaped(entry.value))\";\n"
        }
        var data = Data([0xFF, 0xFE])
        for unit in text.utf16 {
            data.append(UInt8(unit & 0xFF))
            data.append(UInt8(unit >> 8))
        }
        return data
    }

    /// `text` as a `.strings` quoted string's contents: `\` and `"` escaped, control characters as `\n`, `\t`, `\r`
    /// or `\U` with four hex digits (the escapes Foundation's property-list parser reads).
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
