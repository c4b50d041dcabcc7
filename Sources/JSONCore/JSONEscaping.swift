/// JSON string escaping: reading any valid escape, writing only the escapes Xcode (Foundation's JSON writer) writes.
public enum JSONEscaping {
    /// Decodes the escapes of a string's raw bytes; the parser has already validated them.
    public static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                index += 1
                continue
            }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(raw, index)
                index += 4
                if scalar >= 0xD800 && scalar < 0xDC00 {
                    // The parser guarantees a low surrogate escape follows.
                    let low = hex4(raw, index + 2)
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                appendUTF8(scalar, to: &out)
            default: out.append(escape)  // " \ /
            }
        }
        return out
    }

    /// The value of four hex digits at `offset` (already validated).
    static func hex4(_ raw: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        var value: UInt32 = 0
        for index in offset..<offset + 4 { value = value << 4 | UInt32(hexValue(raw[index])) }
        return value
    }

    /// The value of one hex digit, or 0xFF for a non-hex byte.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: 0xFF
        }
    }

    static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            out.append(UInt8(scalar))
        case ..<0x800:
            out.append(UInt8(0xC0 | scalar >> 6))
            out.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            out.append(UInt8(0xE0 | scalar >> 12))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        default:
            out.append(UInt8(0xF0 | scalar >> 18))
            out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    private static let lowercaseHex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends unescaped UTF-8 as Xcode writes it: `\"` `\\` `\b` `\f` `\n` `\r` `\t`, other controls as `\u00xx`, all else raw.
    public static func escape(_ text: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer) {
        var runStart = 0
        for index in 0..<text.count {
            let byte = text[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            if index > runStart { out.append(UnsafeBufferPointer(rebasing: text[runStart..<index])) }
            runStart = index + 1
            out.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
            case 0x08: out.append(UInt8(ascii: "b"))
            case 0x0C: out.append(UInt8(ascii: "f"))
            case 0x0A: out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "t"))
            default:
                out.append(UInt8(ascii: "u"))
                out.append(UInt8(ascii: "0"))
                out.append(UInt8(ascii: "0"))
                out.append(lowercaseHex[Int(byte >> 4)])
                out.append(lowercaseHex[Int(byte & 0xF)])
            }
        }
        if text.count > runStart { out.append(UnsafeBufferPointer(rebasing: text[runStart..<text.count])) }
    }
}
