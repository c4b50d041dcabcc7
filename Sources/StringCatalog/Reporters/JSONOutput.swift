/// Renders a ``JSONValue`` as pretty, deterministic JSON text (2-space indent, members in order).
public enum JSONOutput {
    /// The JSON text of `value`, without a final newline.
    public static func render(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        append(value, indent: 0, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func newline(_ indent: Int, _ out: inout [UInt8]) {
        out.append(0x0A)
        out.append(contentsOf: repeatElement(0x20, count: indent * 2))
    }

    private static func append(_ value: JSONValue, indent: Int, to out: inout [UInt8]) {
        switch value {
        case .object(let members):
            guard !members.isEmpty else { out += Array("{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1, &out)
                appendString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                out.append(0x20)
                append(member.value, indent: indent + 1, to: &out)
            }
            newline(indent, &out)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else { out += Array("[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1, &out)
                append(element, indent: indent + 1, to: &out)
            }
            newline(indent, &out)
            out.append(UInt8(ascii: "]"))
        case .string(let text): appendString(text, to: &out)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        }
    }

    /// A JSON string literal: quotes, backslashes, control characters and U+2028/2029 escaped, the rest raw UTF-8.
    static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var utf8 = Array(text.utf8)
        // U+2028 and U+2029 are E2 80 A8 / E2 80 A9.
        let needsEscaping = utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }
        if !needsEscaping {
            out.append(contentsOf: utf8)
        } else {
            utf8 = []
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += Array("\\\"".utf8)
                case "\\": out += Array("\\\\".utf8)
                case "\n": out += Array("\\n".utf8)
                case "\r": out += Array("\\r".utf8)
                case "\t": out += Array("\\t".utf8)
                case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                    let hex = String(scalar.value, radix: 16)
                    out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                default: out.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
