import ByteRules

/// Parses printf / `NSString` format strings into directives and problems.
///
/// Grammar: `%` [`N$`] [flags `-+ #0'`] [width: digits | `*` | `*N$`] [`.` precision: digits | `*` | `*N$`]
/// [length `hh h l ll q L z t j`] conversion (`@ d i u D U o O x X f F e E g G a A s S c C p`), plus `%%`,
/// substitutions `%#@name@` (optionally `%N$#@name@`), Xcode 26 named arguments `%(name)` before the flags
/// (`%(count)lld`, a name of ASCII letters, digits and `_`) and, inside substitution cases, `%arg`.
/// The parser never fails: what it cannot read becomes a ``FormatProblem``.
public enum FormatSpecifierParser {
    /// Where the string comes from, which decides whether `%arg` means the substitution's argument.
    public enum Context: Sendable {
        /// A value of a localization, plural or device case.
        case value
        /// A case inside a substitution, where `%arg` stands for the substitution's argument.
        case substitutionCase
    }

    /// Parses `string`; directives and problems come out in string order.
    public static func parse(_ string: String, context: Context = .value) -> ParsedFormat {
        guard mayContainDirective(string) else { return ParsedFormat() }
        let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> ParsedFormat in
            var scanner = Scanner(bytes: bytes, context: context)
            return scanner.run()
        }
        if let parsed = string.utf8.withContiguousStorageIfAvailable(scan) { return parsed }
        return Array(string.utf8).withUnsafeBufferPointer(scan)
    }

    /// A cheap byte scan: no `%` and no lead byte of a look-alike percent sign means nothing to parse.
    static func mayContainDirective(_ string: String) -> Bool {
        // `%` is 0x25; U+066A is D9 AA; U+FF05 is EF BC 85; U+FE6A is EF B9 AA.
        if let found = string.utf8.withContiguousStorageIfAvailable({ bytes in
            ByteScan.firstSignLead(in: bytes, from: 0) < bytes.count
        }) {
            return found
        }
        return string.utf8.contains { $0 == 0x25 || $0 == 0xD9 || $0 == 0xEF }
    }

    /// Scans UTF-8 bytes; every part of the grammar is ASCII, so only the look-alike signs need multi-byte
    /// matching. Offsets are converted to Unicode scalars (what editors count) as the scan goes.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let context: Context
        var index = 0
        /// Scalars before `scalarBase`, the byte index they were counted up to.
        var scalarCount = 0
        var scalarBase = 0
        var result = ParsedFormat()

        init(bytes: UnsafeBufferPointer<UInt8>, context: Context) {
            self.bytes = bytes
            self.context = context
        }

        mutating func run() -> ParsedFormat {
            let count = bytes.count
            while index < count {
                // Skip plain text quickly: only `%` and the look-alikes' lead bytes matter.
                index = ByteScan.firstSignLead(in: bytes, from: index)
                if index == count { break }
                let byte = bytes[index]
                if byte == 0x25 {
                    readDirective(start: index, lookalikeLength: 0, lookalike: nil)
                } else if let (scalar, length) = lookalike(at: index) {
                    readDirective(start: index, lookalikeLength: length, lookalike: scalar)
                } else {
                    index += 1
                }
            }
            finish()
            return result
        }

        /// The look-alike percent sign starting at `position`, with its length in bytes.
        private func lookalike(at position: Int) -> (Unicode.Scalar, Int)? {
            let byte = bytes[position]
            if byte == 0xD9, at(position + 1) == 0xAA { return ("\u{066A}", 2) }
            if byte == 0xEF, at(position + 1) == 0xBC, at(position + 2) == 0x85 { return ("\u{FF05}", 3) }
            if byte == 0xEF, at(position + 1) == 0xB9, at(position + 2) == 0xAA { return ("\u{FE6A}", 3) }
            return nil
        }

        /// The scalar offset of byte `position` (positions are asked for in increasing order).
        private mutating func scalarOffset(_ position: Int) -> Int {
            if position < scalarBase {
                scalarBase = 0
                scalarCount = 0
            }
            scalarCount += ByteScan.scalarCount(in: bytes, from: scalarBase, to: position)
            scalarBase = position
            return scalarCount
        }

        private func text(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(max(end, start), bytes.count)]), as: UTF8.self)
        }

        private func at(_ position: Int) -> UInt8? {
            position < bytes.count ? bytes[position] : nil
        }

        private func isDigit(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return byte >= 0x30 && byte <= 0x39
        }

        private func readNumber(_ position: inout Int) -> Int? {
            var value = 0
            var digits = 0
            while let byte = at(position), isDigit(byte) {
                // Cap so a hostile "%99999999999999999999$d" cannot overflow.
                value = min(value * 10 + Int(byte - 0x30), 1_000_000)
                digits += 1
                position += 1
            }
            return digits > 0 ? value : nil
        }

        private static func isFlag(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"): true
            default: false
            }
        }

        /// Reads one directive starting at `start` (a `%` or a look-alike) and advances `index` past it.
        private mutating func readDirective(start: Int, lookalikeLength: Int, lookalike: Unicode.Scalar?) {
            let afterSign = start + max(lookalikeLength, 1)
            var position = afterSign
            guard let next = at(position) else {
                if lookalike == nil { record(.danglingPercent, start, position) }
                index = position
                return
            }
            if next == 0x25 && lookalike == nil {
                result.directives.append(FormatDirective(kind: .literalPercent, text: "%%", offset: scalarOffset(start)))
                index = position + 1
                return
            }
            if lookalike == nil, context == .substitutionCase,
                next == UInt8(ascii: "a"), at(position + 1) == UInt8(ascii: "r"), at(position + 2) == UInt8(ascii: "g")
            {
                result.directives.append(FormatDirective(kind: .substitutionArgument, text: "%arg", offset: scalarOffset(start)))
                index = position + 3
                return
            }

            // Xcode 26 named argument `%(name)`: it stands where `N$` would, so it takes no position.
            var name: String?
            if lookalike == nil, next == UInt8(ascii: "("), let close = namedArgumentEnd(from: position + 1) {
                name = text(position + 1, close)
                position = close + 1
            }

            // Argument position: `N$`, or a bare `$` (corrupted, as in `%$11d`).
            var explicitPosition: Int?
            var malformedPosition = false
            var probe = position
            if name == nil, let number = readNumber(&probe), at(probe) == UInt8(ascii: "$") {
                explicitPosition = number
                malformedPosition = number == 0
                position = probe + 1
            } else if at(position) == UInt8(ascii: "$") {
                malformedPosition = true
                position += 1
            }

            let flagsStart = position
            while let byte = at(position), Self.isFlag(byte) { position += 1 }
            let flagBytes = UnsafeBufferPointer(rebasing: bytes[flagsStart..<position])
            let hasSpaceFlag = flagBytes.contains(UInt8(ascii: " "))

            if name == nil, flagBytes.contains(UInt8(ascii: "#")), at(position) == UInt8(ascii: "@") {
                readSubstitution(
                    start: start, afterSign: afterSign, nameStart: position + 1, explicitPosition: explicitPosition, lookalike: lookalike)
                return
            }

            var stars = 0
            var amounts: (width: FormatAmount?, precision: FormatAmount?) = (nil, nil)
            for part in 0..<2 {
                if part == 1 {
                    guard at(position) == UInt8(ascii: ".") else { break }
                    position += 1
                }
                let amountStart = position
                let kind: FormatAmount.Kind?
                if at(position) == UInt8(ascii: "*") {
                    stars += 1
                    position += 1
                    var starProbe = position
                    if let number = readNumber(&starProbe), at(starProbe) == UInt8(ascii: "$") {
                        position = starProbe + 1
                        kind = .argument(number)
                    } else {
                        kind = .nextArgument
                    }
                } else if let number = readNumber(&position) {
                    kind = .number(number)
                } else {
                    kind = part == 1 ? .empty : nil
                }
                if let kind {
                    let amount = FormatAmount(kind: kind, text: text(amountStart, position))
                    if part == 0 { amounts.width = amount } else { amounts.precision = amount }
                }
            }

            let lengthStart = position
            if let byte = at(position) {
                switch byte {
                case UInt8(ascii: "h"), UInt8(ascii: "l"):
                    position += at(position + 1) == byte ? 2 : 1
                case UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"):
                    position += 1
                default:
                    break
                }
            }
            let length = text(lengthStart, position)

            guard let conversion = at(position) else {
                // Ran off the end: `50%` is dangling, `%.` or `%l` at the end are cut short.
                if lookalike == nil {
                    record(position == afterSign ? .danglingPercent : .unknownConversion, start, position)
                }
                index = position
                return
            }
            let end = position + 1
            let family = conversion < 0x80 ? ArgumentFamily(conversion: Unicode.Scalar(conversion)) : nil

            if let lookalike {
                // Only a look-alike followed by a real conversion stands where a specifier was;
                // `٪٥٠` or `50 ٪` is ordinary Arabic prose.
                if family != nil, !hasSpaceFlag {
                    record(.lookalikePercent(lookalike), start, end)
                    index = end
                } else {
                    index = afterSign
                }
                return
            }

            if hasSpaceFlag {
                // `100% free` reads as `% f`: prose, not an argument. Resume right after the `%`
                // so the words are not swallowed.
                record(.spaceFlagProse, start, family != nil || conversion == UInt8(ascii: "n") ? end : start + 2)
                index = afterSign
                return
            }
            if malformedPosition {
                record(.malformedPosition, start, family != nil ? end : position)
                index = family != nil ? end : position
                return
            }
            if conversion == UInt8(ascii: "n") {
                record(.writesToArgument, start, end)
                index = end
                return
            }
            guard let family else {
                // A multi-byte character after `%` is quoted whole.
                var characterEnd = end
                while let byte = at(characterEnd), byte & 0xC0 == 0x80 { characterEnd += 1 }
                record(.unknownConversion, start, characterEnd)
                index = afterSign
                return
            }
            result.directives.append(
                FormatDirective(
                    kind: .argument(family), text: text(start, end), offset: scalarOffset(start),
                    explicitPosition: explicitPosition, flags: text(flagsStart, flagsStart + flagBytes.count),
                    lengthModifier: length, starArguments: stars, width: amounts.width, precision: amounts.precision,
                    conversion: Unicode.Scalar(conversion), name: name))
            index = end
        }

        /// The index of the `)` closing a named argument's label that starts at `start`, nil when the label is
        /// empty or holds anything but ASCII letters, digits and `_` (then `%(` stays prose, as before Xcode 26).
        private func namedArgumentEnd(from start: Int) -> Int? {
            var position = start
            while let byte = at(position), byte != UInt8(ascii: ")") {
                let isLabel =
                    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == UInt8(ascii: "_")
                guard isLabel else { return nil }
                position += 1
            }
            return position > start && position < bytes.count ? position : nil
        }

        private mutating func readSubstitution(
            start: Int, afterSign: Int, nameStart: Int, explicitPosition: Int?, lookalike: Unicode.Scalar?
        ) {
            var position = nameStart
            while let byte = at(position), byte != UInt8(ascii: "@") { position += 1 }
            guard position < bytes.count, position > nameStart else {
                if lookalike == nil { record(.unterminatedSubstitution, start, position) }
                index = lookalike == nil ? max(position, afterSign) : afterSign
                return
            }
            let end = position + 1
            if let lookalike {
                record(.lookalikePercent(lookalike), start, end)
            } else {
                result.directives.append(
                    FormatDirective(
                        kind: .substitution(name: text(nameStart, position)), text: text(start, end), offset: scalarOffset(start),
                        explicitPosition: explicitPosition, flags: "#"))
            }
            index = end
        }

        private mutating func record(_ kind: FormatProblem.Kind, _ start: Int, _ end: Int) {
            var stop = max(end, start + 1)
            // Never cut a character in half.
            while let byte = at(stop), byte & 0xC0 == 0x80 { stop += 1 }
            result.problems.append(FormatProblem(kind: kind, text: text(start, stop), offset: scalarOffset(start)))
        }

        /// Problems that concern the string as a whole.
        private mutating func finish() {
            let consuming = result.directives.filter(\.consumesArgument)
            let positional = consuming.contains {
                if case .argument = $0.kind { return $0.explicitPosition != nil }
                return false
            }
            // `%arg` and `%#@name@` take their number from the substitution, so only plain arguments count.
            let isSequentialArgument: (FormatDirective) -> Bool = {
                if case .argument = $0.kind { return $0.explicitPosition == nil }
                return false
            }
            if positional, let first = consuming.first(where: isSequentialArgument) {
                result.problems.append(FormatProblem(kind: .mixedPositionalAndSequential, text: first.text, offset: first.offset))
            }
        }
    }
}

/// Word-at-a-time scans over UTF-8 (eight bytes per step): most catalog text is plain, and these loops run over
/// every value of every catalog checked.
enum ByteScan {
    /// The index of the first `%` (0x25) or look-alike percent lead byte (0xD9, 0xEF) at or after `start`, or `bytes.count`.
    static func firstSignLead(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = bytes.count
        if let base = bytes.baseAddress {
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if ByteLanes.contains(word, 0x25) || ByteLanes.contains(word, 0xD9) || ByteLanes.contains(word, 0xEF) { break }
                index += 8
            }
        }
        while index < count {
            let byte = bytes[index]
            if byte == 0x25 || byte == 0xD9 || byte == 0xEF { return index }
            index += 1
        }
        return count
    }

    /// The number of Unicode scalars (bytes that are not UTF-8 continuation bytes) in `bytes[start..<end]`.
    static func scalarCount(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        var scalars = 0
        if let base = bytes.baseAddress {
            while index + 8 <= end {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // A continuation byte is 10xxxxxx: its high bit set and the next bit clear.
                scalars += 8 - ByteLanes.continuationLanes(word).nonzeroBitCount
                index += 8
            }
        }
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        return scalars
    }
}
