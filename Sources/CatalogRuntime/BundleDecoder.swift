import ICU

/// Reads bundle bytes: the header and each key's byte range at load, and a key's ``BundleNode`` when it is
/// first looked up. Loading is on an app's start-up path, and an app uses few of its strings per run, so
/// loading only checks the JSON syntax (and UTF-8) of the values and decodes none of them.
///
/// Accepts any JSON whitespace and escapes, and members in any order; rejects what the bundle format does
/// not have (arrays, unknown node fields) with the line and column of the problem.
struct BundleDecoder: ~Copyable {
    /// What the top level of a bundle holds.
    struct Header {
        var format: String?
        var version: Int?
        var table: String?
        var locale: String?
        var sourceLanguage: String?
        /// Each key's node, as a byte range of the file (decoded on first lookup).
        var strings: [BundleKey: Range<Int>]?
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private var index = 0

    /// Reads a bundle's header and the byte range of every key's node; checks the syntax of everything.
    static func decodeHeader(_ bytes: [UInt8], file: String) throws(CatalogBundleError) -> Header {
        try bytes.withUnsafeBufferPointer { buffer throws(CatalogBundleError) in
            var decoder = BundleDecoder(bytes: buffer, file: file)
            if String(validating: buffer, as: UTF8.self) == nil {
                decoder.index = firstInvalidUTF8(buffer)
                throw decoder.error("invalid UTF-8")
            }
            return try decoder.header()
        }
    }

    /// Decodes the node at `range` (a range ``decodeHeader(_:file:)`` returned).
    static func decodeNode(_ bytes: [UInt8], range: Range<Int>, file: String, key: String) throws(CatalogBundleError) -> BundleNode {
        try bytes.withUnsafeBufferPointer { buffer throws(CatalogBundleError) in
            var decoder = BundleDecoder(bytes: UnsafeBufferPointer(rebasing: buffer[..<range.upperBound]), file: file)
            decoder.index = range.lowerBound
            let node = try decoder.node(key: key)
            decoder.skipSpace()
            guard decoder.index == range.upperBound else { throw decoder.error("key '\(key)': unexpected text after its value") }
            return node
        }
    }

    /// The offset of the first byte that is not valid UTF-8 (only on the error path).
    private static func firstInvalidUTF8(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var iterator = buffer.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput, .error: return offset
            }
        }
    }

    func error(_ message: String) -> CatalogBundleError {
        var line = 1, column = 1
        for byte in bytes[0..<min(index, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return CatalogBundleError(
            file: file, line: line, column: column, message: "\(message); recompile it with `timekeeper catalog compile --format json`")
    }

    // MARK: Bundle structure

    private mutating func header() throws(CatalogBundleError) -> Header {
        var header = Header()
        try object { (decoder: inout BundleDecoder, key: String) throws(CatalogBundleError) in
            switch key {
            case "format": header.format = try decoder.string()
            case "version": header.version = try decoder.integer()
            case "table": header.table = try decoder.string()
            case "locale": header.locale = try decoder.string()
            case "sourceLanguage": header.sourceLanguage = try decoder.string()
            case "strings":
                var strings: [BundleKey: Range<Int>] = [:]
                strings.reserveCapacity(1024)
                try decoder.object { (decoder: inout BundleDecoder, key: String) throws(CatalogBundleError) in
                    decoder.skipSpace()
                    let start = decoder.index
                    try decoder.skipValue()
                    strings[BundleKey(key)] = start..<decoder.index
                }
                header.strings = strings
            default: try decoder.skipValue()
            }
        }
        skipSpace()
        guard index == bytes.count else { throw error("unexpected text after the bundle's closing brace") }
        return header
    }

    /// A node: a string, or an object with one of `text` / `plural` / `device` and optional `subs`.
    private mutating func node(key: String) throws(CatalogBundleError) -> BundleNode {
        skipSpace()
        if peek == UInt8(ascii: "\"") { return BundleNode(body: .text(FormatPattern(try string())), substitutions: [:]) }
        var body: BundleNode.Body?
        var substitutions: [String: SubstitutionRule] = [:]
        try object { (decoder: inout BundleDecoder, field: String) throws(CatalogBundleError) in
            switch field {
            case "text":
                body = .text(FormatPattern(try decoder.string()))
            case "plural":
                var argument: Int?, spec: String?
                var cases = [BundleNode?](repeating: nil, count: 6)
                try decoder.object { (decoder: inout BundleDecoder, member: String) throws(CatalogBundleError) in
                    switch member {
                    case "arg": argument = try decoder.integer()
                    case "spec": spec = try decoder.string()
                    case "cases":
                        try decoder.object { (decoder: inout BundleDecoder, category: String) throws(CatalogBundleError) in
                            cases[try decoder.categoryIndex(category, key: key)] = try decoder.node(key: key)
                        }
                    default: throw decoder.error("key '\(key)': a plural node has no field '\(member)'")
                    }
                }
                guard let argument, argument > 0, let spec else {
                    throw decoder.error("key '\(key)': a plural node needs \"arg\" and \"spec\"")
                }
                guard cases[5] != nil else { throw decoder.error("key '\(key)': a plural node has no 'other' case") }
                body = .plural(argument: argument, format: ArgumentFormat(spec: spec), cases: cases)
            case "device":
                var cases: [String: BundleNode] = [:]
                try decoder.object { (decoder: inout BundleDecoder, device: String) throws(CatalogBundleError) in
                    cases[device] = try decoder.node(key: key)
                }
                body = .device(cases: cases)
            case "subs":
                try decoder.object { (decoder: inout BundleDecoder, name: String) throws(CatalogBundleError) in
                    substitutions[name] = try decoder.substitution(name, key: key)
                }
            default:
                throw decoder.error("key '\(key)': a node has no field '\(field)'")
            }
        }
        guard let body else { throw error("key '\(key)': a node object needs \"text\", \"plural\" or \"device\"") }
        return BundleNode(body: body, substitutions: substitutions)
    }

    private mutating func substitution(_ name: String, key: String) throws(CatalogBundleError) -> SubstitutionRule {
        var argument: Int?, spec: String?
        var cases = [FormatPattern?](repeating: nil, count: 6)
        try object { (decoder: inout BundleDecoder, member: String) throws(CatalogBundleError) in
            switch member {
            case "arg": argument = try decoder.integer()
            case "spec": spec = try decoder.string()
            case "cases":
                try decoder.object { (decoder: inout BundleDecoder, category: String) throws(CatalogBundleError) in
                    cases[try decoder.categoryIndex(category, key: key)] = FormatPattern(try decoder.string())
                }
            default: throw decoder.error("key '\(key)': substitution '\(name)' has no field '\(member)'")
            }
        }
        guard let argument, argument > 0, let spec else { throw error("key '\(key)': substitution '\(name)' needs \"arg\" and \"spec\"") }
        guard cases[5] != nil else { throw error("key '\(key)': substitution '\(name)' has no 'other' case") }
        return SubstitutionRule(argument: argument, format: ArgumentFormat(spec: spec), cases: cases)
    }

    private func categoryIndex(_ name: String, key: String) throws(CatalogBundleError) -> Int {
        guard let category = PluralCategory(rawValue: name) else { throw error("key '\(key)': '\(name)' is not a plural category") }
        return BundleNode.index(category)
    }

    // MARK: JSON primitives

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    fileprivate mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    /// Reads an object, calling `member` with each key (the decoder positioned at its value).
    private mutating func object(
        _ member: (inout BundleDecoder, String) throws(CatalogBundleError) -> Void
    ) throws(CatalogBundleError) {
        skipSpace()
        guard peek == UInt8(ascii: "{") else { throw error("expected an object") }
        index += 1
        skipSpace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try string()
            skipSpace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
            index += 1
            try member(&self, key)
            skipSpace()
            guard let next = peek else { throw error("the bundle ends inside an object") }
            index += 1
            if next == UInt8(ascii: ",") { continue }
            if next == UInt8(ascii: "}") { return }
            index -= 1
            throw error("expected ',' or '}' in an object")
        }
    }

    private mutating func integer() throws(CatalogBundleError) -> Int {
        skipSpace()
        var value = 0, digits = 0
        let negative = peek == UInt8(ascii: "-")
        if negative { index += 1 }
        while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 18 {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            index += 1
            digits += 1
        }
        guard digits > 0 else { throw error("expected a whole number") }
        return negative ? -value : value
    }

    /// Skips a value of a field this runtime does not use (kept readable for newer minor additions).
    private mutating func skipValue() throws(CatalogBundleError) {
        skipSpace()
        guard let first = peek else { throw error("the bundle ends in the middle of a value") }
        switch first {
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "{"):
            try object { (decoder: inout BundleDecoder, _: String) throws(CatalogBundleError) in try decoder.skipValue() }
        case UInt8(ascii: "["): throw error("arrays are not part of the bundle format")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try integer()
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            while let byte = peek, byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") { index += 1 }
        default: throw error("unexpected character")
        }
    }

    /// Steps over a string, checking its escapes, without building it.
    private mutating func skipString() throws(CatalogBundleError) {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return
            }
            guard byte >= 0x20 else { throw error("a control character inside a string") }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard let escape = peek else { break }
                if escape == UInt8(ascii: "u") {
                    index += 1
                    _ = try hex4()
                    continue
                }
                guard "\"\\/bfnrt".utf8.contains(escape) else { throw error("an unknown escape '\\\(Character(Unicode.Scalar(escape)))'") }
            }
            index += 1
        }
        throw error("a string is not closed")
    }

    /// A string at its opening quote; escapes decoded, UTF-8 validated.
    private mutating func string() throws(CatalogBundleError) -> String {
        skipSpace()
        guard peek == UInt8(ascii: "\"") else { throw error("expected a string") }
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
            guard bytes[index] >= 0x20 else { throw error("a control character inside a string") }
            index += 1
        }
        guard index < bytes.count else { throw error("a string is not closed") }
        if bytes[index] == UInt8(ascii: "\"") {
            guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self) else {
                throw error("invalid UTF-8 inside a string")
            }
            index += 1
            return text
        }
        var scratch = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                guard let text = String(validating: scratch, as: UTF8.self) else { throw error("invalid UTF-8 inside a string") }
                return text
            }
            guard byte == UInt8(ascii: "\\") else {
                guard byte >= 0x20 else { throw error("a control character inside a string") }
                scratch.append(byte)
                index += 1
                continue
            }
            index += 1
            guard let escape = peek else { break }
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
}
