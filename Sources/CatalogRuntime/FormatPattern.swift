internal import FormatSpecifiers

/// A compiled string parsed once at load: literal text, argument directives and substitution references.
///
/// Read with ``FormatSpecifierParser``, the package's one printf reader, so a bundle string means at run time what
/// the catalog check and the compiler read in it; what the parser reports as a problem stays literal text.
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
        let parsed = FormatSpecifierParser.parse(text)
        guard !parsed.directives.isEmpty else {
            segments = [.literal(text)]
            plainText = text
            return
        }
        let runs = parsed.literalRuns(in: text)
        var segments: [Segment] = []
        var literal = ""
        func flush() {
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
        }
        for (index, (directive, numbers)) in zip(parsed.directives, parsed.argumentNumbers()).enumerated() {
            literal += runs[index]
            switch directive.kind {
            case .literalPercent:
                literal += "%"
            case .argument:
                guard let number = numbers.value, let format = ArgumentFormat(directive, stars: numbers.stars) else {
                    literal += directive.text
                    continue
                }
                flush()
                segments.append(.argument(number, format))
            case .substitution(let name):
                flush()
                segments.append(.substitution(name: name, argument: numbers.value ?? 0))
            case .substitutionArgument:
                // Only substitution cases have `%arg`, and the parser reads bundle text as a value.
                literal += directive.text
            }
        }
        literal += runs[runs.count - 1]
        flush()
        self.segments = segments
        if segments.isEmpty {
            plainText = ""
        } else if segments.count == 1, case .literal(let literal) = segments[0] {
            plainText = literal
        } else {
            plainText = nil
        }
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
    /// The integer arguments a `*` width and precision are read from at render time (see ``resolved(with:)``).
    var widthArgument: Int?
    var precisionArgument: Int?

    /// Parses a bundle's `spec` (`lld`, `.1f`) into a format.
    init(spec: String) {
        if case .argument(_, let format)? = FormatPattern("%" + spec).segments.first {
            self = format
        }
    }

    init() {}

    /// The format of a parsed argument directive; `stars` are the arguments its sequential `*`s take.
    /// Nil for a conversion the runtime cannot write (the parser reports none).
    init?(_ directive: FormatDirective, stars: [Int]) {
        guard let scalar = directive.conversion, scalar.isASCII, let conversion = Conversion(byte: UInt8(scalar.value)) else {
            return nil
        }
        self.conversion = conversion
        for byte in directive.flags.utf8 {
            if let flag = Flag(byte: byte) { flags.insert(flag) }
        }
        var remaining = stars.makeIterator()
        func amount(_ amount: FormatAmount?) -> (value: Int?, argument: Int?) {
            switch amount?.kind {
            case .number(let value): (value, nil)
            case .empty: (0, nil)
            case .nextArgument: (nil, remaining.next())
            case .argument(let number): (nil, number)
            case nil: (nil, nil)
            }
        }
        (width, widthArgument) = amount(directive.width)
        (precision, precisionArgument) = amount(directive.precision)
        skeleton = icuSkeleton
    }

    /// The format with a `*` width and precision read from their integer arguments, as printf reads them: a negative
    /// width left-aligns, a negative precision counts as none. Without stars, the format itself.
    func resolved(with arguments: [CatalogArgument]) -> ArgumentFormat {
        guard widthArgument != nil || precisionArgument != nil else { return self }
        func value(_ number: Int) -> Int64? {
            number >= 1 && number <= arguments.count ? arguments[number - 1].integerValue : nil
        }
        var format = self
        format.widthArgument = nil
        format.precisionArgument = nil
        if let number = widthArgument {
            let given = value(number)
            if let given, given < 0 { format.flags.insert(.leftAlign) }
            format.width = given.map { Int(min($0.magnitude, Self.largestAmount)) }
        }
        if let number = precisionArgument {
            format.precision = value(number).flatMap { $0 < 0 ? nil : Int(min($0, Int64(Self.largestAmount))) }
        }
        format.skeleton = format.icuSkeleton
        return format
    }

    /// The largest width or precision written, as the parser caps the digits it reads.
    static let largestAmount: UInt64 = 1_000_000

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
