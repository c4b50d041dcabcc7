/// A compiled string parsed once at load: literal text, argument directives and substitution references.
///
/// Bundles write every directive positionally (`%2$lld`, `%3$#@name@`); unpositioned ones are numbered
/// in order, as Foundation does, so hand-written bundles work too.
struct FormatPattern: Sendable {
    enum Segment: Sendable {
        case literal(String)
        case argument(Int, ArgumentFormat)
        case substitution(name: String, argument: Int)
    }

    let segments: [Segment]

    /// The text itself when the pattern has no directives (the common case: returned without work).
    let plainText: String?

    init(_ text: String) {
        var text = text
        let parsed: [Segment]? = text.withUTF8 { bytes in
            bytes.firstIndex(of: UInt8(ascii: "%")).map { Self.parse(bytes, firstPercent: $0) }
        }
        guard let parsed else {
            segments = [.literal(text)]
            plainText = text
            return
        }
        segments = parsed
        if parsed.isEmpty {
            plainText = ""
        } else if parsed.count == 1, case .literal(let literal) = parsed[0] {
            plainText = literal
        } else {
            plainText = nil
        }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, firstPercent: Int) -> [Segment] {
        var segments: [Segment] = []
        var literal: [UInt8] = []
        var nextArgument = 1
        func flush() {
            if !literal.isEmpty {
                segments.append(.literal(String(decoding: literal, as: UTF8.self)))
                literal.removeAll(keepingCapacity: true)
            }
        }
        var index = firstPercent
        literal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<firstPercent]))
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                // Copy the run up to the next `%` in one go.
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "%") { end += 1 }
                literal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                literal.append(UInt8(ascii: "%"))
                index += 2
                continue
            }
            guard let (parsed, end) = directive(bytes, at: index) else {
                literal.append(bytes[index])
                index += 1
                continue
            }
            flush()
            switch parsed {
            case .argument(let position, let format):
                let number = position ?? nextArgument
                if position == nil { nextArgument += 1 }
                segments.append(.argument(number, format))
            case .substitution(let position, let name):
                let number = position ?? nextArgument
                if position == nil { nextArgument += 1 }
                segments.append(.substitution(name: name, argument: number))
            }
            index = end
        }
        flush()
        return segments
    }

    private enum Directive {
        case argument(Int?, ArgumentFormat)
        case substitution(Int?, String)
    }

    private static func directive(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Directive, Int)? {
        var index = start + 1
        func digits() -> Int? {
            var value = 0, count = 0
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), count < 9 {
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
                count += 1
            }
            return count > 0 ? value : nil
        }
        var position: Int?
        let afterPercent = index
        if let number = digits(), index < bytes.count, bytes[index] == UInt8(ascii: "$"), number > 0 {
            position = number
            index += 1
        } else {
            index = afterPercent
        }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@") {
            let nameStart = index + 2
            guard let close = bytes[nameStart...].firstIndex(of: UInt8(ascii: "@")), close > nameStart else { return nil }
            return (
                .substitution(position, String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<close]), as: UTF8.self)), close + 1
            )
        }
        var format = ArgumentFormat()
        while index < bytes.count, let flag = ArgumentFormat.Flag(byte: bytes[index]) {
            format.flags.insert(flag)
            index += 1
        }
        format.width = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            format.precision = digits() ?? 0
        }
        while index < bytes.count, "hlqLztj".utf8.contains(bytes[index]) { index += 1 }
        guard index < bytes.count, let conversion = ArgumentFormat.Conversion(byte: bytes[index]) else { return nil }
        format.conversion = conversion
        format.skeleton = format.icuSkeleton
        return (.argument(position, format), index + 1)
    }
}

/// How one argument is written: conversion, flags, width and precision of its printf directive.
struct ArgumentFormat: Sendable, Hashable {
    enum Flag: Sendable, Hashable {
        case leftAlign, plus, alternate, zeroPad, grouping

        init?(byte: UInt8) {
            switch byte {
            case UInt8(ascii: "-"): self = .leftAlign
            case UInt8(ascii: "+"): self = .plus
            case UInt8(ascii: "#"): self = .alternate
            case UInt8(ascii: "0"): self = .zeroPad
            case UInt8(ascii: "'"): self = .grouping
            default: return nil
            }
        }
    }

    enum Conversion: Sendable, Hashable {
        case signed, unsigned, octal
        case hex(uppercase: Bool)
        case fixed
        case scientific(uppercase: Bool)
        case general, object, character

        init?(byte: UInt8) {
            switch byte {
            case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"): self = .signed
            case UInt8(ascii: "u"), UInt8(ascii: "U"): self = .unsigned
            case UInt8(ascii: "o"), UInt8(ascii: "O"): self = .octal
            case UInt8(ascii: "x"): self = .hex(uppercase: false)
            case UInt8(ascii: "X"): self = .hex(uppercase: true)
            case UInt8(ascii: "f"), UInt8(ascii: "F"): self = .fixed
            case UInt8(ascii: "e"): self = .scientific(uppercase: false)
            case UInt8(ascii: "E"): self = .scientific(uppercase: true)
            case UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"): self = .general
            case UInt8(ascii: "@"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"): self = .object
            case UInt8(ascii: "c"), UInt8(ascii: "C"): self = .character
            default: return nil
            }
        }
    }

    var flags: Set<Flag> = []
    var width: Int?
    var precision: Int?
    var conversion: Conversion = .object
    /// ``icuSkeleton``, computed once when the directive is parsed (lookups must not build strings for it).
    var skeleton: String?

    /// Parses a bundle's `spec` (`lld`, `.1f`) into a format.
    init(spec: String) {
        if case .argument(_, let format)? = FormatPattern("%" + spec).segments.first {
            self = format
        }
    }

    init() {}

    /// The ICU number skeleton that writes the argument as the locale does; nil when ICU does not format it.
    var icuSkeleton: String? {
        switch conversion {
        case .signed, .unsigned:
            if flags.contains(.zeroPad), let width, width > 1 {
                return "integer-width/*" + String(repeating: "0", count: min(width, 20)) + " group-off"
            }
            return ""
        case .fixed:
            let digits = min(precision ?? 6, 15)
            return digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)
        case .scientific:
            let digits = min(precision ?? 6, 15)
            return "scientific" + (digits == 0 ? " precision-integer" : " ." + String(repeating: "0", count: digits))
        case .general:
            return ""
        case .octal, .hex, .object, .character:
            return nil
        }
    }
}
