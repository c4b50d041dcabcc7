/// Renders a ``JSONValue`` as pretty, deterministic JSON text (2-space indent, members in order).
public enum JSONOutput {
    /// The JSON text of `value`, without a final newline.
    public static func render(_ value: JSONValue) -> String {
        render(value, endingWithNewline: false)
    }

    /// The JSON text of `value`, with a final newline when `endingWithNewline` (reports are megabytes:
    /// adding the newline here saves copying the whole text once more).
    public static func render(_ value: JSONValue, endingWithNewline: Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        append(value, indent: 0, to: &out)
        if endingWithNewline { out.append(0x0A) }
        return String(decoding: out, as: UTF8.self)
    }

    /// A newline and the indentation after it, copied from one buffer: reports write hundreds of thousands of lines.
    private static let newlineAndSpaces: [UInt8] = [0x0A] + Array(repeating: 0x20, count: 64)

    static func newline(_ indent: Int, _ out: inout [UInt8]) {
        let width = 1 + indent * 2
        guard width <= newlineAndSpaces.count else {
            out.append(0x0A)
            out.append(contentsOf: repeatElement(0x20, count: indent * 2))
            return
        }
        newlineAndSpaces.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<width])) }
    }

    static func append(_ value: JSONValue, indent: Int, to out: inout [UInt8]) {
        switch value {
        case .object(let members):
            guard !members.isEmpty else {
                out += Array("{}".utf8)
                return
            }
            out.append(UInt8(ascii: "{"))
            for index in members.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1, &out)
                appendString(members[index].key, to: &out)
                out.append(UInt8(ascii: ":"))
                out.append(0x20)
                append(members[index].value, indent: indent + 1, to: &out)
            }
            newline(indent, &out)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else {
                out += Array("[]".utf8)
                return
            }
            out.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1, &out)
                append(elements[index], indent: indent + 1, to: &out)
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
        var text = text
        text.withUTF8 { bytes in
            // U+2028 and U+2029 are E2 80 A8 / E2 80 A9: escaped because JavaScript treats them as line ends.
            let clean = !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }
            if clean {
                out.append(contentsOf: bytes)
                return
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0xE2
                where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    out.append(contentsOf: Array((bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8))
                    index += 2
                case _ where byte < 0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: [
                        UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)],
                        hex[Int(byte & 0xF)],
                    ])
                default:
                    out.append(byte)
                }
                index += 1
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
