/// The JSON subset compiled bundles use, parsed straight from bytes.
///
/// A dedicated parser because loading is on an app's start-up path: Foundation's `JSONSerialization`
/// builds bridged dictionaries several times slower than this for the same bundle.
indirect enum BundleJSON: Sendable {
    case object([(key: String, value: BundleJSON)])
    case string(String)
    case number(Int)
    case other

    subscript(key: String) -> BundleJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var string: String? { if case .string(let text) = self { text } else { nil } }
    var number: Int? { if case .number(let value) = self { value } else { nil } }

    /// Parses `bytes`; throws with the line and column of the first error.
    static func parse(_ bytes: [UInt8], file: String) throws(CatalogBundleError) -> BundleJSON {
        try bytes.withUnsafeBufferPointer { buffer throws(CatalogBundleError) in
            var parser = Parser(bytes: buffer, file: file)
            parser.skipSpace()
            let value = try parser.value(depth: 0)
            parser.skipSpace()
            guard parser.index == buffer.count else { throw parser.error("unexpected text after the bundle's closing brace") }
            return value
        }
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        let file: String
        var index = 0

        func error(_ message: String) -> CatalogBundleError {
            var line = 1, column = 1
            for byte in bytes[0..<min(index, bytes.count)] {
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            return CatalogBundleError(file: file, line: line, column: column, message: "\(message); recompile it with `timekeeper catalog compile --format json`")
        }

        mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
        }

        mutating func value(depth: Int) throws(CatalogBundleError) -> BundleJSON {
            guard depth < 64 else { throw error("nesting is deeper than any compiled bundle") }
            guard index < bytes.count else { throw error("the bundle ends in the middle of a value") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(key: String, value: BundleJSON)] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
                    let key = try string()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
                    index += 1
                    skipSpace()
                    members.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    guard index < bytes.count else { throw error("the bundle ends inside an object") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                    throw error("expected ',' or '}' in an object")
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                index += 1
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                guard let number = Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) else {
                    throw error("expected a whole number")
                }
                return .number(number)
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                while index < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index]) { index += 1 }
                return .other
            case UInt8(ascii: "["):
                throw error("arrays are not part of the bundle format")
            default:
                throw error("unexpected character")
            }
        }

        /// A string starting at the opening quote; escapes decoded, UTF-8 validated.
        mutating func string() throws(CatalogBundleError) -> String {
            index += 1
            let start = index
            // Fast path: no escapes.
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
                guard bytes[index] >= 0x20 else { throw error("a control character inside a string") }
                index += 1
            }
            guard index < bytes.count else { throw error("a string is not closed") }
            if bytes[index] == UInt8(ascii: "\"") {
                defer { index += 1 }
                guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self) else {
                    throw error("invalid UTF-8 inside a string")
                }
                return text
            }
            var scratch = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return try validated(scratch)
                }
                guard byte == UInt8(ascii: "\\") else {
                    guard byte >= 0x20 else { throw error("a control character inside a string") }
                    scratch.append(byte)
                    index += 1
                    continue
                }
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "u"):
                    var scalarValue = try hex4()
                    if (0xD800..<0xDC00).contains(scalarValue) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("a lone UTF-16 surrogate escape")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("a lone UTF-16 surrogate escape") }
                        scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(scalarValue) else { throw error("an escape that is no Unicode scalar") }
                    scratch += Array(String(Character(scalar)).utf8)
                default:
                    throw error("an unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
            }
            throw error("a string is not closed")
        }

        private mutating func hex4() throws(CatalogBundleError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw error("a \\u escape needs four hex digits") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: throw error("a \\u escape needs four hex digits")
                }
                value = value << 4 | digit
                index += 1
            }
            return value
        }

        private func validated(_ bytes: [UInt8]) throws(CatalogBundleError) -> String {
            guard let text = String(validating: bytes, as: UTF8.self) else { throw error("invalid UTF-8 inside a string") }
            return text
        }
    }
}
