/// Rewrites catalog strings so every argument reference names its position (`%2$lld`, `%3$#@name@`).
///
/// Stringsdict case texts, Android resources and runtime bundles are formatted after a variable has been
/// expanded into them, where sequential numbering would pick the wrong argument; explicit positions
/// keep every argument where the source put it.
enum PositionalFormat {
    /// How one specifier is written in the output format.
    typealias SpecifierRenderer = (_ argument: Int, _ specifier: FormatTemplate.Specifier) -> String

    /// Apple/printf spelling: `%<n>$<flags><width><precision><length><conversion>`, a bare `*` written `*<m>$`.
    static func printf(_ argument: Int, _ specifier: FormatTemplate.Specifier) -> String {
        "%\(argument)$" + specifier.flags + specifier.positionalWidth + (specifier.positionalPrecision ?? "") + specifier.length
            + String(specifier.conversion)
    }

    /// `text` with explicit positions. `substitutions` gives each `%#@name@` its argument; inside a
    /// substitution case, `placeholder` is what `%arg` stands for.
    static func rewrite(
        _ text: String, substitutions: [String: Int], placeholder: PluralArgument? = nil,
        renderer: SpecifierRenderer = printf, renderSubstitution: ((String, Int) -> String)? = nil, literalPercent: String = "%"
    ) -> String {
        let template = FormatTemplate(text, allowsArgumentPlaceholder: placeholder != nil)
        var output = ""
        for (token, argument) in zip(template.tokens, template.argumentNumbers) {
            switch token {
            case .literal(let literal):
                output += literalPercent == "%" ? literal : literal.replacingOccurrences(of: "%", with: literalPercent)
            case .percent:
                output += "%%"
            case .specifier(let specifier):
                output += renderer(argument ?? 1, specifier)
            case .substitution(let name, _):
                let number = substitutions[name] ?? argument ?? 1
                output += renderSubstitution?(name, number) ?? "%\(number)$#@\(name)@"
            case .argument:
                if let placeholder {
                    let specifier = FormatTemplate("%" + placeholder.formatSpecifier).specifiers().first?.specifier
                    output += specifier.map { renderer(placeholder.number, $0) } ?? "%\(placeholder.number)$\(placeholder.formatSpecifier)"
                }
            }
        }
        return output
    }

    /// Argument numbers of a content's substitutions by name.
    static func substitutionArguments(_ content: CompiledContent) -> [String: Int] {
        Dictionary(content.substitutions.map { ($0.name, $0.argument.number) }, uniquingKeysWith: { first, _ in first })
    }
}
