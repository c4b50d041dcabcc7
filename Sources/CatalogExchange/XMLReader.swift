import ByteRules
import JSONCore

/// A small non-validating XML 1.0 reader over UTF-8 bytes, made for XLIFF: it reports elements and text as
/// events with exact `file:line:col` locations, and rejects what is not well formed (mismatched tags, bad
/// entities, characters XML cannot carry, invalid UTF-8) with a location and a sentence.
///
/// Written here rather than using Foundation's `XMLParser` because that needs FoundationXML (libxml2) on Linux,
/// reports only the line and column where libxml2 noticed a problem, and builds a `String` per callback.
/// `DOCTYPE` declarations are refused: XLIFF has none and entity definitions are an attack surface.
struct XMLReader {
    /// A place in the document, turned into `file:line:col` only when someone asks (counting the column walks the
    /// line, and most events never need their location).
    struct Mark {
        var offset: Int
        var line: Int
        var lineStart: Int
    }

    /// Turns marks into locations; consumers keep one to place what they report. It remembers the last column it
    /// counted, so placing marks in document order counts each line once, however long the line.
    struct Locator {
        let bytes: [UInt8]
        let fileID: UInt32
        private var lastOffset = 0
        private var lastLine = 0
        private var lastColumn = 1

        init(bytes: [UInt8], fileID: UInt32) {
            self.bytes = bytes
            self.fileID = fileID
        }

        /// The mark as `file:line:col` (columns in Unicode scalars).
        mutating func location(_ mark: Mark) -> SourceLocation {
            var column = 1
            var index = mark.lineStart
            if mark.line == lastLine && lastOffset >= mark.lineStart && lastOffset <= mark.offset {
                column = lastColumn
                index = lastOffset
            }
            while index < mark.offset {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
            (lastOffset, lastLine, lastColumn) = (mark.offset, mark.line, column)
            return SourceLocation(fileID: fileID, line: mark.line, column: column)
        }
    }

    /// One attribute as written, with its value unescaped.
    struct Attribute {
        var name: XMLName
        var value: String
        var mark: Mark
    }

    /// Character data: a range of the document's bytes when it needed no decoding (no entity, no CR), else the decoded
    /// bytes (UTF-8 either way).
    enum Text {
        case bytes(Range<Int>)
        case decoded([UInt8])
    }

    /// What the reader hands its consumer.
    protocol Consumer {
        /// Whether the consumer wants the character data at this point; when it does not, the reader still checks the
        /// text (entities, characters XML refuses) but builds no string.
        var wantsText: Bool { get }
        mutating func startElement(_ name: XMLName, attributes: [Attribute], at mark: Mark) throws(ExchangeError)
        mutating func endElement(_ name: XMLName, at mark: Mark) throws(ExchangeError)
        /// Character data (entities resolved, CDATA included); `mark` is where it starts.
        mutating func text(_ text: Text, at mark: Mark) throws(ExchangeError)
    }

    private let bytes: [UInt8]
    /// `bytes` while `read` runs.
    private var input = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Places the reader's own errors.
    private(set) var locator: Locator
    private var position = 0
    private var line = 1
    private var lineStart = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.locator = Locator(bytes: bytes, fileID: SourceFileNames.id(of: file))
    }

    /// Reads the whole document, calling `consumer` for each event; throws `ExchangeError.malformedXML`.
    mutating func read(into consumer: inout some Consumer) throws(ExchangeError) {
        // The reader works on a buffer pointer: reading an array's bytes through `self` retained and released it at
        // every step.
        let bytes = self.bytes
        try bytes.withUnsafeBufferPointer { (buffer) throws(ExchangeError) in
            input = buffer
            defer { input = UnsafeBufferPointer(start: nil, count: 0) }
            try readDocument(into: &consumer)
        }
    }

    private mutating func readDocument(into consumer: inout some Consumer) throws(ExchangeError) {
        if input.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        try validateUTF8()
        var stack: [XMLName] = []
        var sawRoot = false
        // One array for every start tag's attributes, emptied and refilled, instead of one allocated per tag.
        var attributes: [Attribute] = []
        var seenNames: Set<String> = []
        while position < input.count {
            let byte = input[position]
            if byte == 0x3C {  // <
                let next = position + 1 < input.count ? input[position + 1] : 0
                if next == 0x3F {  // <?
                    try skipProcessingInstruction()
                } else if next == 0x21 && matches("<!--") {
                    try skipComment()
                } else if next == 0x21 && matches("<![CDATA[") {
                    guard !stack.isEmpty else { throw malformed("character data outside the root element", at: location()) }
                    let start = mark()
                    position += 9
                    let begin = position
                    guard let end = find("]]>") else {
                        throw malformed("a CDATA section is not closed with ']]>'", at: locator.location(start))
                    }
                    try checkCharacters(to: end)
                    position = end + 3
                    if consumer.wantsText { try consumer.text(.bytes(begin..<end), at: start) }
                } else if next == 0x21 && matches("<!DOCTYPE") {
                    throw malformed("a DOCTYPE declaration is not allowed in XLIFF; remove it", at: location())
                } else if next == 0x2F {  // </
                    let start = mark()
                    position += 2
                    let name = try readName()
                    skipWhitespace()
                    guard position < input.count, input[position] == 0x3E else {
                        throw malformed("the end tag '</\(name)' is not closed with '>'", at: location())
                    }
                    position += 1
                    guard let open = stack.popLast() else {
                        throw malformed("the end tag '</\(name)>' has no matching start tag", at: locator.location(start))
                    }
                    guard open == name else {
                        throw malformed("the end tag '</\(name)>' does not match the open element '<\(open)>'", at: locator.location(start))
                    }
                    try consumer.endElement(name, at: start)
                } else {
                    let start = mark()
                    if stack.isEmpty && sawRoot {
                        throw malformed(
                            "a second root element '<\(peekName())>' follows the end of the document", at: locator.location(start))
                    }
                    position += 1
                    let name = try readName()
                    // Emptied from the end: `removeAll(keepingCapacity:)` goes through a generic range replacement.
                    while !attributes.isEmpty { attributes.removeLast() }
                    if !seenNames.isEmpty { seenNames.removeAll() }
                    var selfClosing = false
                    while true {
                        let hadSpace = skipWhitespace()
                        guard position < input.count else {
                            throw malformed(
                                "the start tag '<\(name)' is not closed before the end of the file", at: locator.location(start))
                        }
                        if input[position] == 0x3E {
                            position += 1
                            break
                        }
                        if input[position] == 0x2F {
                            guard position + 1 < input.count, input[position + 1] == 0x3E else {
                                throw malformed("expected '/>' to close the tag '<\(name)'", at: location())
                            }
                            position += 2
                            selfClosing = true
                            break
                        }
                        guard hadSpace else { throw malformed("expected a space before the next attribute of '<\(name)'", at: location()) }
                        let attribute = try readAttribute(in: name)
                        // A scan of the few attributes a tag usually has; past that a set of seen names, so a tag with
                        // 100,000 attributes costs linear time, not quadratic.
                        let duplicate: Bool
                        if attributes.count < Self.attributesScannedLinearly {
                            duplicate = attributes.contains(where: { $0.name == attribute.name })
                        } else {
                            if seenNames.isEmpty { seenNames = Set(attributes.map(\.name.description)) }
                            duplicate = !seenNames.insert(attribute.name.description).inserted
                        }
                        if duplicate {
                            throw malformed(
                                "the attribute '\(attribute.name)' appears twice in '<\(name)>'", at: locator.location(attribute.mark))
                        }
                        attributes.append(attribute)
                    }
                    sawRoot = true
                    try consumer.startElement(name, attributes: attributes, at: start)
                    if selfClosing {
                        try consumer.endElement(name, at: start)
                    } else {
                        stack.append(name)
                    }
                }
            } else if stack.isEmpty {
                let start = mark()
                let text = string(try readText(building: true))
                if text.unicodeScalars.contains(where: { !Self.isWhitespace($0.value) }) {
                    throw malformed("text outside the root element", at: locator.location(start))
                }
            } else if consumer.wantsText {
                let start = mark()
                let text = try readText(building: true)
                try consumer.text(text, at: start)
            } else {
                // Most text nobody reads is the indentation between tags: whitespace, which needs no checking.
                if skipWhitespace(), position < input.count, input[position] == 0x3C { continue }
                _ = try readText(building: false)
            }
        }
        if let open = stack.last { throw malformed("the element '<\(open)>' is not closed before the end of the file", at: location()) }
        if !sawRoot { throw malformed("the file holds no XML element", at: location()) }
    }

    // MARK: Pieces

    private mutating func readName() throws(ExchangeError) -> XMLName {
        let begin = position
        var end = begin
        // Eight bytes at a time while every one is a name byte, then byte by byte.
        let raw = UnsafeRawBufferPointer(input)
        var found = false
        while end + 8 <= raw.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self))
            let others = ~Self.nameByteLanes(word) & ByteLanes.highs
            if others != 0 {
                end += others.trailingZeroBitCount / 8
                found = true
                break
            }
            end += 8
        }
        if !found { while end < input.count && Self.isNameByte(input[end]) { end += 1 } }
        position = end
        guard end > begin, !(input[begin] >= 0x30 && input[begin] <= 0x39), input[begin] != 0x2D, input[begin] != 0x2E,
            let base = input.baseAddress
        else {
            throw malformed("expected an element or attribute name", at: location())
        }
        return XMLName.read(base + begin, count: end - begin, available: input.count - begin)
    }

    /// XML name characters as this reader takes them: ASCII letters, digits, `-._:`, and every byte of a non-ASCII
    /// character (tested against two 64-bit masks, not a chain of ranges).
    static func isNameByte(_ byte: UInt8) -> Bool {
        // '-' '.' '0'…'9' ':' in the first 64 code points; 'A'…'Z' '_' 'a'…'z' in the next 64.
        let low: UInt64 = 0x07FF_6000_0000_0000
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        if byte >= 0x80 { return true }
        return byte < 0x40 ? (low >> UInt64(byte)) & 1 == 1 : (high >> UInt64(byte - 0x40)) & 1 == 1
    }

    /// The high bit of each byte lane of `word` that holds a name byte (as `isNameByte` takes them), the other bits
    /// clear: every range is tested in all eight lanes at once on the low seven bits, which cannot carry across lanes.
    @inline(__always)
    static func nameByteLanes(_ word: UInt64) -> UInt64 {
        func atLeast(_ bound: UInt64) -> UInt64 { ByteLanes.lowBitsAtLeast(word, bound) }
        func within(_ first: UInt64, _ last: UInt64) -> UInt64 { atLeast(first) & ~atLeast(last + 1) }
        let ascii = within(0x61, 0x7A) | within(0x41, 0x5A) | within(0x30, 0x3A) | within(0x2D, 0x2E) | within(0x5F, 0x5F)
        // Bytes of non-ASCII characters are name bytes whatever their low bits.
        return ByteLanes.nonASCIILanes(word) | ascii
    }

    private func peekName() -> String {
        var end = position + 1
        while end < input.count, input[end] > 0x20, input[end] != 0x3E, input[end] != 0x2F { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: input[(position + 1)..<end]), as: UTF8.self)
    }

    private mutating func readAttribute(in element: XMLName) throws(ExchangeError) -> Attribute {
        let start = mark()
        let name = try readName()
        skipWhitespace()
        guard position < input.count, input[position] == 0x3D else {
            throw malformed("the attribute '\(name)' of '<\(element)>' has no '=' and value", at: location())
        }
        position += 1
        skipWhitespace()
        guard position < input.count, input[position] == 0x22 || input[position] == 0x27 else {
            throw malformed("the value of the attribute '\(name)' must be in quotes", at: location())
        }
        let quote = input[position]
        position += 1
        // Most values hold nothing to unescape or normalize: take them straight from the bytes.
        let begin = position
        var end = begin
        // Eight bytes at a time while none is the quote, a control character, '<' or '&' (ids are long).
        let raw = UnsafeRawBufferPointer(input)
        while end + 8 <= raw.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self))
            if Self.hasSpecialTextByte(word) || ByteLanes.contains(word, quote) { break }
            end += 8
        }
        while end < input.count {
            let byte = input[end]
            if byte == quote || byte < 0x20 || byte == 0x26 || byte == 0x3C { break }
            end += 1
        }
        position = end
        if position < input.count, input[position] == quote {
            let value =
                XMLVocabulary.interned(input, begin..<position)
                ?? String(decoding: UnsafeBufferPointer(rebasing: input[begin..<position]), as: UTF8.self)
            position += 1
            return Attribute(name: name, value: value, mark: start)
        }
        var value = Array(input[begin..<position])
        while true {
            guard position < input.count else {
                throw malformed("the value of the attribute '\(name)' is not closed", at: locator.location(start))
            }
            let byte = input[position]
            if byte == quote {
                position += 1
                break
            }
            if byte == 0x3C { throw malformed("'<' is not allowed in an attribute value; write '&lt;'", at: location()) }
            if byte == 0x26 {
                try readReference(into: &value)
                continue
            }
            // XML normalizes literal whitespace in attribute values to spaces.
            if byte == 0x0A || byte == 0x09 || byte == 0x0D {
                if byte == 0x0D, position + 1 < input.count, input[position + 1] == 0x0A { position += 1 }
                value.append(0x20)
                if byte != 0x09 { newLine(at: position + 1) }
                position += 1
                continue
            }
            if byte < 0x20 { throw controlCharacter(byte) }
            value.append(byte)
            position += 1
        }
        return Attribute(name: name, value: String(decoding: value, as: UTF8.self), mark: start)
    }

    /// The text as a string.
    private func string(_ text: Text) -> String {
        switch text {
        case .bytes(let range): String(decoding: UnsafeBufferPointer(rebasing: input[range]), as: UTF8.self)
        case .decoded(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Reads character data up to the next `<`; decodes it only when `building` (else returns an empty range).
    /// Runs without entities or CRs are handed out as a range of the bytes.
    private mutating func readText(building: Bool) throws(ExchangeError) -> Text {
        let begin = position
        var runStart = position
        var unescaped: [UInt8]?
        while position < input.count {
            // Eight bytes at a time while none is a control character, '<' or '&', in a local index.
            var index = position
            let raw = UnsafeRawBufferPointer(input)
            while index + 8 <= raw.count,
                !Self.hasSpecialTextByte(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            {
                index += 8
            }
            while index < raw.count, raw[index] >= 0x20, raw[index] != 0x3C, raw[index] != 0x26 { index += 1 }
            position = index
            guard position < input.count else { break }
            let byte = input[position]
            if byte == 0x3C { break }
            if byte == 0x0A {
                position += 1
                newLine(at: position)
                continue
            }
            if byte == 0x09 {
                position += 1
                continue
            }
            if byte != 0x26 && byte != 0x0D { throw controlCharacter(byte) }
            if unescaped == nil { unescaped = [] }
            if building { unescaped!.append(contentsOf: input[runStart..<position]) }
            if byte == 0x26 {
                try readReference(into: &unescaped!)
            } else {
                // XML reads CR LF and lone CR as LF.
                if position + 1 < input.count, input[position + 1] == 0x0A { position += 1 }
                unescaped!.append(0x0A)
                position += 1
                newLine(at: position)
            }
            if !building { unescaped!.removeAll(keepingCapacity: true) }
            runStart = position
        }
        guard building else { return .bytes(position..<position) }
        guard var unescaped else { return .bytes(begin..<position) }
        unescaped.append(contentsOf: input[runStart..<position])
        return .decoded(unescaped)
    }

    /// Reads `&name;` or `&#N;` / `&#xN;` at `position`, appending the character's UTF-8.
    private mutating func readReference(into out: inout [UInt8]) throws(ExchangeError) {
        let start = location()
        if position + 1 < input.count, input[position + 1] == 0x23 {  // &#
            try readCharacterReference(into: &out, at: start)
            return
        }
        var end = position + 1
        while end < input.count, end - position < 12, input[end] != 0x3B { end += 1 }
        guard end < input.count, input[end] == 0x3B else {
            throw malformed("'&' starts no entity reference; write '&amp;' for an ampersand", at: start)
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: input[(position + 1)..<end]), as: UTF8.self)
        switch name {
        case "amp": out.append(0x26)
        case "lt": out.append(0x3C)
        case "gt": out.append(0x3E)
        case "quot": out.append(0x22)
        case "apos": out.append(0x27)
        default:
            throw malformed("'&\(name);' is not an XML entity; XLIFF knows only &amp; &lt; &gt; &quot; &apos;", at: start)
        }
        position = end + 1
    }

    /// Reads `&#N;` or `&#xN;` at `position` as XML's CharRef defines it: digits only (no sign), any number of them
    /// (leading zeros included), a lower-case `x` for hexadecimal.
    private mutating func readCharacterReference(into out: inout [UInt8], at start: SourceLocation) throws(ExchangeError) {
        var index = position + 2
        let hexadecimal = index < input.count && input[index] == 0x78  // x
        if hexadecimal { index += 1 }
        let firstDigit = index
        // Saturates above the last code point, so a long run of digits cannot overflow.
        var value: UInt32 = 0
        while index < input.count {
            let byte = input[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x61...0x66 where hexadecimal: digit = UInt32(byte - 0x61 + 10)
            case 0x41...0x46 where hexadecimal: digit = UInt32(byte - 0x41 + 10)
            default: digit = .max
            }
            if digit == .max { break }
            value = min(value * (hexadecimal ? 16 : 10) + digit, 0x11_0000)
            index += 1
        }
        let shown = String(decoding: UnsafeBufferPointer(rebasing: input[position..<min(index + 1, input.count)]), as: UTF8.self)
        guard index > firstDigit, index < input.count, input[index] == 0x3B else {
            throw malformed(
                "'\(ExchangeError.quoted(shown))' is not a character reference; write '&#' and decimal digits or '&#x' and "
                    + "hexadecimal digits, then ';' (or '&amp;' for an ampersand)",
                at: start)
        }
        guard let scalar = Unicode.Scalar(value), Self.isAllowed(value) else {
            throw malformed("'\(ExchangeError.quoted(shown))' is not a character XML 1.0 allows", at: start)
        }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
        position = index + 1
    }

    private mutating func skipProcessingInstruction() throws(ExchangeError) {
        let start = location()
        guard let end = find("?>") else { throw malformed("the processing instruction is not closed with '?>'", at: start) }
        advance(to: end + 2)
    }

    private mutating func skipComment() throws(ExchangeError) {
        let start = location()
        guard let end = find("-->") else { throw malformed("the comment is not closed with '-->'", at: start) }
        advance(to: end + 3)
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let begin = position
        while position < input.count {
            let byte = input[position]
            if byte == 0x0A {
                position += 1
                newLine(at: position)
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                position += 1
            } else {
                break
            }
        }
        return position > begin
    }

    /// Moves to `end`, counting the lines passed.
    private mutating func advance(to end: Int) {
        while position < end {
            if input[position] == 0x0A { newLine(at: position + 1) }
            position += 1
        }
    }

    private mutating func newLine(at offset: Int) {
        line += 1
        lineStart = offset
    }

    private func matches(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= input.count else { return false }
        let pointer = text.utf8Start
        for index in 0..<count where input[position + index] != pointer[index] { return false }
        return true
    }

    private func find(_ text: StaticString) -> Int? {
        let count = text.utf8CodeUnitCount
        let pointer = text.utf8Start
        var index = position
        while index + count <= input.count {
            if input[index] == pointer[0] {
                var all = true
                for offset in 1..<count where input[index + offset] != pointer[offset] {
                    all = false
                    break
                }
                if all { return index }
            }
            index += 1
        }
        return nil
    }

    /// Whether any byte of `word` is below 0x20, '<' or '&' (the bit tricks find a byte below a bound, or a zero byte
    /// after an exclusive or, in all eight lanes at once).
    private static func hasSpecialTextByte(_ word: UInt64) -> Bool {
        ByteLanes.containsByteBelow(word, 0x20) || ByteLanes.contains(word, 0x3C) || ByteLanes.contains(word, 0x26)
    }

    /// The current position, to be placed later if needed.
    /// How many attributes a tag may have before duplicates are looked up in a set instead of the list.
    private static let attributesScannedLinearly = 16

    private func mark() -> Mark { Mark(offset: position, line: line, lineStart: lineStart) }

    /// The current position as `file:line:col` (for errors found here and now).
    private mutating func location() -> SourceLocation { locator.location(mark()) }

    private func malformed(_ message: String, at location: SourceLocation) -> ExchangeError {
        .malformedXML(message, location)
    }

    private mutating func controlCharacter(_ byte: UInt8) -> ExchangeError {
        .malformedXML(
            "the control character U+\(String(format4: byte)) is not allowed in XML 1.0; remove it", location())
    }

    /// Moves to `end` counting lines, refusing control characters on the way.
    private mutating func checkCharacters(to end: Int) throws(ExchangeError) {
        while position < end {
            let byte = input[position]
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { throw controlCharacter(byte) }
            if byte == 0x0A { newLine(at: position + 1) }
            position += 1
        }
    }

    /// Checks the whole file is UTF-8 of characters XML allows. ASCII is skipped eight bytes at a time; the line of a
    /// problem is counted only when there is one.
    private mutating func validateUTF8() throws(ExchangeError) {
        let problem: (index: Int, message: String)? = { (buffer: UnsafeBufferPointer<UInt8>) in
            let count = buffer.count
            let raw = UnsafeRawBufferPointer(buffer)
            var index = position
            while index < count {
                if index + 8 <= count {
                    // Skip the ASCII bytes before the next non-ASCII one in one step, even in text that mixes both.
                    let high = ByteLanes.nonASCIILanes(ByteLanes.load(raw.baseAddress!, at: index))
                    let ascii = high == 0 ? 8 : ByteLanes.firstLane(high)
                    if ascii > 0 {
                        index += ascii
                        continue
                    }
                }
                let byte = buffer[index]
                if byte < 0x80 {
                    index += 1
                    continue
                }
                // Fast paths for the two- and three-byte characters of most translations: every well-formed two-byte
                // character is one XML allows, and of the three-byte ones only surrogates (ED A0–BF) and U+FFFE,
                // U+FFFF (EF BF BE–BF) are not, so E1–EC and EE need no decoding; anything else goes the general way below.
                if byte >= 0xC2 && byte <= 0xDF && index + 1 < count && buffer[index + 1] & 0xC0 == 0x80 {
                    index += 2
                    continue
                }
                if (byte >= 0xE1 && byte <= 0xEC || byte == 0xEE) && index + 2 < count && buffer[index + 1] & 0xC0 == 0x80
                    && buffer[index + 2] & 0xC0 == 0x80
                {
                    index += 3
                    continue
                }
                // Anything else by the package's one UTF-8 rule (which refuses F5–FF, overlong forms, surrogates).
                let length = UTF8Rule.sequenceLength(buffer.baseAddress!, at: index, end: count)
                guard length > 0 else { return (index, "the bytes here are not UTF-8; save the file as UTF-8") }
                let scalar = UTF8Rule.scalar(buffer.baseAddress!, at: index, length: length)
                if !Self.isAllowed(scalar) {
                    return (index, "the character U+\(String(scalar, radix: 16, uppercase: true)) is not allowed in XML 1.0; remove it")
                }
                index += length
            }
            return nil
        }(input)
        guard let problem else { return }
        var lineNumber = 1
        var lineBegin = 0
        for index in 0..<problem.index where input[index] == 0x0A {
            lineNumber += 1
            lineBegin = index + 1
        }
        throw .malformedXML(problem.message, locator.location(Mark(offset: problem.index, line: lineNumber, lineStart: lineBegin)))
    }

    static func isWhitespace(_ value: UInt32) -> Bool { value == 0x20 || value == 0x09 || value == 0x0A || value == 0x0D }

    /// XML 1.0's `Char`: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF.
    static func isAllowed(_ value: UInt32) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D || (value >= 0x20 && value <= 0xD7FF)
            || (value >= 0xE000 && value <= 0xFFFD) || (value >= 0x10000 && value <= 0x10FFFF)
    }
}

extension String {
    /// Four uppercase hex digits of `byte` ("0016").
    init(format4 byte: UInt8) {
        let hex = String(byte, radix: 16, uppercase: true)
        self = String(repeating: "0", count: 4 - hex.count) + hex
    }
}
