import FormatSpecifiers

/// A catalog string split into literal text and printf-style tokens, as the compilers need it.
///
/// A view over what ``FormatSpecifierParser`` (the one printf reader of the package) reports: the text between
/// directives, each specifier's parts as written, and the argument every token consumes, numbered as the
/// catalog check numbers them. The compilers rewrite these tokens into their target syntaxes.
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
        /// The kind of value the conversion reads.
        var family: ArgumentFamily
        /// The arguments a sequential directive's bare `*` width and precision take; nil where there is none.
        var widthArgument: Int?
        var precisionArgument: Int?

        /// The specifier without `%` and position, as stringsdict `NSStringFormatValueTypeKey` wants it (`lld`).
        var valueType: String { flags + width + (precision ?? "") + length + String(conversion) }

        /// The width with a bare `*` naming its argument (`*1$`), as a positional directive must write it.
        var positionalWidth: String { widthArgument.map { "*\($0)$" } ?? width }
        /// The precision with a bare `*` naming its argument (`.*2$`), as a positional directive must write it.
        var positionalPrecision: String? { precisionArgument.map { ".*\($0)$" } ?? precision }

        /// Whether ICU plural rules can select on the argument (integers and floating-point numbers).
        var isNumeric: Bool { family.isNumeric }
        var isInteger: Bool { family == .integer || family == .unsigned }
        var isFloatingPoint: Bool { family == .floating }
        var isUnsigned: Bool { family == .unsigned }

        /// The parts of a parsed argument directive such as `%2$-5.1lf`; `stars` are the arguments its `*`s take.
        init(_ directive: FormatDirective, family: ArgumentFamily, stars: [Int]) {
            position = directive.explicitPosition
            flags = directive.flags
            width = directive.width?.text ?? ""
            precision = directive.precision.map { "." + $0.text }
            length = directive.lengthModifier
            conversion = Character(directive.conversion ?? "@")
            self.family = family
            // One number per star, width first; only a bare `*` needs it written.
            var remaining = stars.makeIterator()
            if let width = directive.width, width.isStar, let number = remaining.next(), width.kind == .nextArgument {
                widthArgument = number
            }
            if let precision = directive.precision, precision.isStar, let number = remaining.next(), precision.kind == .nextArgument {
                precisionArgument = number
            }
        }
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
    /// The argument each token consumes (parallel to ``tokens``), from ``ParsedFormat/argumentNumbers()``:
    /// unpositioned ones in order as Foundation does, an explicit `n$` not moving the counter, each sequential
    /// `*` taking a number first. Nil for literals, `%%` and `%arg`.
    var argumentNumbers: [Int?]

    /// Splits `text` with the shared ``FormatSpecifierParser``; `allowsArgumentPlaceholder` makes `%arg`
    /// a token (only substitution cases have it). What the parser reports as a problem stays literal text,
    /// as Foundation prints it.
    init(_ text: String, allowsArgumentPlaceholder: Bool = false) {
        let parsed = FormatSpecifierParser.parse(text, context: allowsArgumentPlaceholder ? .substitutionCase : .value)
        guard !parsed.directives.isEmpty else {
            tokens = text.isEmpty ? [] : [.literal(text)]
            argumentNumbers = tokens.map { _ in nil }
            return
        }
        let runs = parsed.literalRuns(in: text)
        var tokens: [Token] = []
        var numbers: [Int?] = []
        func literal(_ run: String) {
            guard !run.isEmpty else { return }
            tokens.append(.literal(run))
            numbers.append(nil)
        }
        for (index, (directive, argument)) in zip(parsed.directives, parsed.argumentNumbers()).enumerated() {
            literal(runs[index])
            switch directive.kind {
            case .literalPercent: tokens.append(.percent)
            case .substitutionArgument: tokens.append(.argument)
            case .substitution(let name): tokens.append(.substitution(name: name, position: directive.explicitPosition))
            case .argument(let family): tokens.append(.specifier(Specifier(directive, family: family, stars: argument.stars)))
            }
            numbers.append(argument.value)
        }
        literal(runs[runs.count - 1])
        self.tokens = tokens
        self.argumentNumbers = numbers
    }

    /// Every format specifier with the argument it consumes.
    func specifiers() -> [(argument: Int, specifier: Specifier)] {
        zip(tokens, argumentNumbers).compactMap { token, argument in
            if case .specifier(let specifier) = token, let argument { return (argument, specifier) }
            return nil
        }
    }

    /// The names of every `%#@name@` reference, in order.
    var substitutionNames: [String] {
        tokens.compactMap { if case .substitution(let name, _) = $0 { name } else { nil } }
    }
}
