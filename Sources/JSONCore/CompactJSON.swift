/// Minimal JSON text for a `JSONValue` (no whitespace, any valid escaping), parsed back for canonical writing.
public enum CompactJSON {
    public static func append(_ value: JSONValue, to out: inout ByteBuffer) {
        switch value {
        case .object(let members):
            out.append(0x7B)
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(0x2C) }
                appendString(member.key, to: &out)
                out.append(0x3A)
                append(member.value, to: &out)
            }
            out.append(0x7D)
        case .array(let elements):
            out.append(0x5B)
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(0x2C) }
                append(element, to: &out)
            }
            out.append(0x5D)
        case .string(let text): appendString(text, to: &out)
        case .number(let text):
            var text = text
            text.withUTF8 { out.append($0) }
        case .bool(let flag): out.append(flag ? "true" : "false")
        case .null: out.append("null")
        }
    }

    private static func appendString(_ text: String, to out: inout ByteBuffer) {
        var text = text
        out.append(0x22)
        text.withUTF8 { JSONEscaping.escape($0, into: &out) }
        out.append(0x22)
    }
}
