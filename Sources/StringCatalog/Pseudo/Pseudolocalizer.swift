import FormatSpecifiers
import ICU

/// Turns source text into pseudo-locale text, leaving format specifiers and substitution references intact.
public struct Pseudolocalizer: Sendable {
    /// The pseudo-locale this localizer produces.
    public let style: PseudoStyle
    /// The plural categories the pseudo-locale's own CLDR rules define, in CLDR order (`ar-XB`: zero … other);
    /// nil when ICU has no rules for it, and plurals then keep the source's cases.
    public let pluralCategories: [String]?

    /// A pseudolocalizer for `style`.
    public init(style: PseudoStyle) {
        self.style = style
        self.pluralCategories = Self.pluralCategoriesByStyle[style] ?? nil
    }

    /// Looked up once per style: budgets build a pseudolocalizer for every entry they measure.
    private static let pluralCategoriesByStyle: [PseudoStyle: [String]?] = Dictionary(
        uniqueKeysWithValues: PseudoStyle.allCases.map { style in
            (style, (try? PluralRules(locale: style.locale))?.categories.map(\.rawValue))
        })

    /// The pseudo text for one string value; `context` says whether `%arg` is a directive (inside substitutions).
    public func transform(_ text: String, context: FormatSpecifierParser.Context = .value) -> String {
        let pieces = Self.keepingLinkTargets(Self.split(text, context: context))
        switch style {
        case .accented:
            return pieces.map { $0.isDirective ? $0.text : Self.accent($0.text) }.joined()
        case .long:
            let accented = pieces.map { $0.isDirective ? $0.text : Self.accent($0.text) }.joined()
            let visible = pieces.filter { !$0.isDirective }.reduce(0) { $0 + $1.text.count }
            return accented + Self.padding(forLength: visible)
        case .bounded:
            return "[" + text + "]"
        case .rtl:
            return pieces.map { $0.isDirective ? $0.text : Self.forceRightToLeft($0.text) }.joined()
        }
    }

    /// Extra characters IBM's guideline A3 says a translation of `length` characters may need (the table's upper end).
    public static func expansion(forLength length: Int) -> Int {
        let percent: Int
        switch length {
        case ...0: return 0
        case 1...10: percent = 200
        case 11...20: percent = 100
        case 21...30: percent = 80
        case 31...50: percent = 60
        case 51...70: percent = 40
        default: percent = 30
        }
        return (length * percent + 99) / 100
    }

    /// Filler words ("one two three …", as Android's pseudolocalizer), each after a space, until they make at least
    /// the expansion. Whole words only, as Android's `pseudo_generate_expansion` does: a word cut in half ("one two t")
    /// reads as a bug in the app rather than as filler, and rounding up keeps the text at least as long as IBM's table.
    static func padding(forLength length: Int) -> String {
        let extra = expansion(forLength: length)
        guard extra > 0 else { return "" }
        var filler = ""
        var word = 0
        while filler.count < extra {
            filler += " " + fillerWords[word % fillerWords.count]
            word += 1
        }
        return filler
    }

    static let fillerWords = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
        "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]

    struct Piece {
        var text: String
        var isDirective: Bool
    }

    /// Splits text into literal runs and directives (`%lld`, `%1$@`, `%#@name@`, `%%`, `%arg`) using the format parser.
    static func split(_ text: String, context: FormatSpecifierParser.Context) -> [Piece] {
        let directives = FormatSpecifierParser.parse(text, context: context).directives
        guard !directives.isEmpty else { return [Piece(text: text, isDirective: false)] }
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var position = 0
        func literal(upTo end: Int) {
            guard end > position else { return }
            pieces.append(Piece(text: String(String.UnicodeScalarView(scalars[position..<end])), isDirective: false))
        }
        for directive in directives {
            literal(upTo: directive.offset)
            let length = directive.text.unicodeScalars.count
            pieces.append(Piece(text: directive.text, isDirective: true))
            position = directive.offset + length
        }
        literal(upTo: scalars.count)
        return pieces
    }

    /// The pieces with each Markdown link target (`](https://…)`, which SwiftUI `Text` opens) kept as written: an
    /// accented URL, or one wrapped in right-to-left marks, is a broken link, not a longer text.
    static func keepingLinkTargets(_ pieces: [Piece]) -> [Piece] {
        guard pieces.contains(where: { !$0.isDirective && $0.text.contains("](") }) else { return pieces }
        var result: [Piece] = []
        for piece in pieces {
            guard !piece.isDirective else {
                result.append(piece)
                continue
            }
            var rest = Substring(piece.text)
            while let open = rest.range(of: "]("), let close = rest[open.upperBound...].firstIndex(of: ")") {
                // `](`, the target and `)` as written: right-to-left marks inside them would break the link too.
                let before = rest[..<open.lowerBound]
                if !before.isEmpty { result.append(Piece(text: String(before), isDirective: false)) }
                result.append(Piece(text: String(rest[open.lowerBound...close]), isDirective: true))
                rest = rest[rest.index(after: close)...]
            }
            if !rest.isEmpty { result.append(Piece(text: String(rest), isDirective: false)) }
        }
        return result
    }

    static func accent(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { accents[$0] ?? $0 }))
    }

    /// Wraps each word in RLM RLO … PDF RLM, so it displays right to left while the text stays the same.
    static func forceRightToLeft(_ text: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            guard !word.isEmpty else { return }
            result += "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}"
            word = ""
        }
        for character in text {
            if character.isWhitespace || character.isNewline {
                flush()
                result.append(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return result
    }

    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
        let accented = Array("áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
}
