/// A catalog string split into literal text and printf-style tokens, as the compilers need it.
///
/// Kept minimal and private to the compilers: it recognises `%%`, `%[n$][flags][width][.prec][length]conv`,
/// `%[n$]#@name@` substitution references, and (inside substitution cases) `%arg`.
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

    /// Splits `text`; `allowsArgumentPlaceholder` makes `%arg` a token (only substitution cases have it).
    init(_ text: String, allowsArgumentPlaceholder: Bool = false) {
        var tokens: [Token] = []
        var literal = ""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func flushLiteral() {
            if !literal.isEmpty { tokens.append(.literal(literal)); literal = "" }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else {
                literal.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            if let (token, next) = Self.parseToken(scalars, at: index, allowsArgumentPlaceholder: allowsArgumentPlaceholder) {
                flushLiteral()
                tokens.append(token)
                index = next
            } else {
                // A lone or malformed `%` is text, as Foundation prints it.
                literal.unicodeScalars.append(scalar)
                index += 1
            }
        }
        flushLiteral()
        self.tokens = tokens
    }

    private static func parseToken(
        _ scalars: [Unicode.Scalar], at start: Int, allowsArgumentPlaceholder: Bool
    ) -> (Token, Int)? {
        var index = start + 1
        func peek(_ offset: Int = 0) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        if peek() == "%" { return (.percent, index + 1) }
        if allowsArgumentPlaceholder, peek() == "a", peek(1) == "r", peek(2) == "g" {
            return (.argument, index + 3)
        }
        var position: Int?
        var digits = ""
        var probe = index
        while probe < scalars.count, let value = scalars[probe].properties.numericType, value == .decimal, scalars[probe].isASCII {
            digits.unicodeScalars.append(scalars[probe])
            probe += 1
        }
        if !digits.isEmpty, probe < scalars.count, scalars[probe] == "$", let number = Int(digits), number > 0 {
            position = number
            index = probe + 1
        }
        if peek() == "#", peek(1) == "@" {
            var name = ""
            var cursor = index + 2
            while cursor < scalars.count, scalars[cursor] != "@" {
                name.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            guard cursor < scalars.count, !name.isEmpty else { return nil }
            return (.substitution(name: name, position: position), cursor + 1)
        }
        var flags = ""
        // No space flag: "50% off" is text in catalogs far more often than `% d` is a specifier.
        while let scalar = peek(), "-+#0'".unicodeScalars.contains(scalar) {
            flags.unicodeScalars.append(scalar)
            index += 1
        }
        var width = ""
        while let scalar = peek(), scalar.isASCII, ("0"..."9").contains(scalar) || scalar == "*" {
            width.unicodeScalars.append(scalar)
            index += 1
        }
        var precision: String?
        if peek() == "." {
            var text = "."
            index += 1
            while let scalar = peek(), scalar.isASCII, ("0"..."9").contains(scalar) || scalar == "*" {
                text.unicodeScalars.append(scalar)
                index += 1
            }
            precision = text
        }
        var length = ""
        for candidate in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
            let candidateScalars = Array(candidate.unicodeScalars)
            if index + candidateScalars.count <= scalars.count,
               Array(scalars[index..<index + candidateScalars.count]) == candidateScalars {
                length = candidate
                index += candidateScalars.count
                break
            }
        }
        guard let conversion = peek(), "diouxXDUOfFeEgGaAcCsSp@".unicodeScalars.contains(conversion) else { return nil }
        let specifier = Specifier(
            position: position, flags: flags, width: width, precision: precision,
            length: length, conversion: Character(conversion)
        )
        return (.specifier(specifier), index + 1)
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
