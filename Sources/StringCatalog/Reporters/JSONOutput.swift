/// Renders a ``JSONValue`` as pretty, deterministic JSON text (2-space indent, members in order).
public enum JSONOutput {
    /// The JSON text of `value`, without a final newline.
    public static func render(_ value: JSONValue) -> String {
        var out = ""
        append(value, indent: 0, to: &out)
        return out
    }

    private static func append(_ value: JSONValue, indent: Int, to out: inout String) {
        let padding = String(repeating: "  ", count: indent + 1)
        switch value {
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += padding
                appendString(member.key, to: &out)
                out += ": "
                append(member.value, indent: indent + 1, to: &out)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += padding
                append(element, indent: indent + 1, to: &out)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .string(let text): appendString(text, to: &out)
        case .number(let text): out += text
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest raw UTF-8.
    static func appendString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
