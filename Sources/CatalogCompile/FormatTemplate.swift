import FormatSpecifiers

/// A catalog string split into literal text and printf-style tokens, as the compilers need it.
///
/// A thin view over ``FormatSpecifierParser`` (the one parser of the package) that keeps the text between
/// directives and splits each specifier into the parts the compilers rewrite.
struct FormatTemplate: Equatable {
    /// One printf conversion such as `%lld`, `%2$@` or `%.1f`.
    struct Specifier: Equatable {
        /// The explicit 1-based position (`%2$@`), if written.
        var position: Int?
        var flags: String
        var width: String
        /// The precision including the dot (`.1`), if written.
        var precision: String?
        var length: String
        var conversion: Character

        /// The specifier without `%` and position, as stringsdict `NSStringFormatValueTypeKey` wants it (`lld`).
        var valueType: String { flags + width + (precision ?? "") + length + String(conversion) }

        /// Whether ICU plural rules can select on the argument (integers and floating-point numbers).
        var isNumeric: Bool { Self.integerConversions.contains(conversion) || Self.floatingConversions.contains(conversion) }
        var isInteger: Bool { Self.integerConversions.contains(conversion) }
        var isFloatingPoint: Bool { Self.floatingConversions.contains(conversion) }
        var isUnsigned: Bool { "uoxX".contains(conversion) }

        /// The parts of a parsed argument directive such as `%2$-5.1lf`.
        init(_ directive: FormatDirective) {
            let scalars = Array(directive.text.unicodeScalars)
            position = directive.explicitPosition
            flags = directive.flags
            length = directive.lengthModifier
            conversion = Character(scalars.last ?? "@")
            // Between the flags and the length modifier: width, then `.precision`.
            var start = 1
            if let position { start += String(position).count + 1 }
            start += directive.flags.unicodeScalars.count
            let end = max(start, scalars.count - 1 - directive.lengthModifier.unicodeScalars.count)
            let middle = String(String.UnicodeScalarView(scalars[min(start, end)..<end]))
            if let dot = middle.firstIndex(of: ".") {
                width = String(middle[..<dot])
                precision = String(middle[dot...])
            } else {
                width = middle
                precision = nil
            }
        }

        init(position: Int?, flags: String, width: String, precision: String?, length: String, conversion: Character) {
            self.position = position
            self.flags = flags
            self.width = width
            self.precision = precision
            self.length = length
            self.conversion = conversion
        }

        static let integerConversions: Set<Character> = ["d", "i", "o", "u", "x", "X", "D", "U", "O"]
        static let floatingConversions: Set<Character> = ["f", "F", "e", "E", "g", "G", "a", "A"]
    }

    enum Token: Equatable {
        case literal(String)
        /// `%%`.
        case percent
        case specifier(Specifier)
        /// `%#@name@`, with its explicit position if written (`%2$#@name@`).
        case substitution(name: String, position: Int?)
        /// `%arg` inside a substitution case: the substitution's own argument.
        case argument
    }

    var tokens: [Token]

    /// Splits `text` with the shared ``FormatSpecifierParser``; `allowsArgumentPlaceholder` makes `%arg`
    /// a token (only substitution cases have it). What the parser reports as a problem stays literal text,
    /// as Foundation prints it.
    init(_ text: String, allowsArgumentPlaceholder: Bool = false) {
        let parsed = FormatSpecifierParser.parse(text, context: allowsArgumentPlaceholder ? .substitutionCase : .value)
        guard !parsed.directives.isEmpty else {
            tokens = text.isEmpty ? [] : [.literal(text)]
            return
        }
        // Directive offsets count Unicode scalars: walk the scalar view once, slicing literals between them.
        let view = text.unicodeScalars
        var tokens: [Token] = []
        var cursor = view.startIndex
        var cursorOffset = 0
        for directive in parsed.directives {
            let start = view.index(cursor, offsetBy: directive.offset - cursorOffset)
            if start > cursor { tokens.append(.literal(String(view[cursor..<start]))) }
            switch directive.kind {
            case .literalPercent: tokens.append(.percent)
            case .substitutionArgument: tokens.append(.argument)
            case .substitution(let name): tokens.append(.substitution(name: name, position: directive.explicitPosition))
            case .argument: tokens.append(.specifier(Specifier(directive)))
            }
            let length = directive.text.unicodeScalars.count
            cursor = view.index(start, offsetBy: length)
            cursorOffset = directive.offset + length
        }
        if cursor < view.endIndex { tokens.append(.literal(String(view[cursor...]))) }
        self.tokens = tokens
    }

    /// The argument each token consumes, numbering unpositioned ones in order as Foundation does
    /// (an explicit `n$` does not move the counter).
    func argumentNumbers() -> [Int?] {
        var next = 1
        return tokens.map { token in
            switch token {
            case .specifier(let specifier):
                if let position = specifier.position { return position }
                defer { next += 1 }
                return next
            case .substitution(_, let position):
                if let position { return position }
                defer { next += 1 }
                return next
            case .literal, .percent, .argument:
                return nil
            }
        }
    }

    /// Every format specifier with the argument it consumes.
    func specifiers() -> [(argument: Int, specifier: Specifier)] {
        zip(tokens, argumentNumbers()).compactMap { token, argument in
            if case .specifier(let specifier) = token, let argument { return (argument, specifier) }
            return nil
        }
    }

    /// The names of every `%#@name@` reference, in order.
    var substitutionNames: [String] {
        tokens.compactMap { if case .substitution(let name, _) = $0 { name } else { nil } }
    }
}
