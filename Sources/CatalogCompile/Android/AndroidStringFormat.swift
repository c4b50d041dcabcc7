/// Android string-resource text: Java format specifiers and Android's escaping rules.
enum AndroidStringFormat {
    /// `%@` → `%s`, `%lld` → `%d`, `%.1f` kept; positions written when the string has several arguments
    /// or was positional already.
    static func converted(
        _ text: String, substitutions: [String: Int] = [:], placeholder: PluralArgument? = nil, expansions: [String: String] = [:],
        forcePositional: Bool = false
    ) -> (text: String, hasArguments: Bool) {
        let template = FormatTemplate(text, allowsArgumentPlaceholder: placeholder != nil)
        let arguments = Set(template.argumentNumbers().compactMap { $0 } + (placeholder.map { [$0.number] } ?? []))
        let wasPositional = template.tokens.contains {
            if case .specifier(let specifier) = $0 { return specifier.position != nil } else { return false }
        }
        let positional = forcePositional || arguments.count > 1 || wasPositional || !expansions.isEmpty
        var hasArguments = false
        let renderer: PositionalFormat.SpecifierRenderer = { argument, specifier in
            hasArguments = true
            return java(specifier, argument: positional ? argument : nil)
        }
        let hasTokens = template.tokens.contains { if case .literal = $0 { false } else { true } } || !expansions.isEmpty
        // Java's formatter needs `%%` for a literal percent, but only in strings that are formatted at all.
        let output = PositionalFormat.rewrite(
            text, substitutions: substitutions, placeholder: placeholder, renderer: renderer,
            renderSubstitution: { name, _ in expansions[name] ?? "" }, literalPercent: hasTokens ? "%%" : "%")
        return (output, hasArguments || !expansions.isEmpty)
    }

    /// One specifier in `java.util.Formatter` spelling.
    static func java(_ specifier: FormatTemplate.Specifier, argument: Int?) -> String {
        let conversion: String =
            switch specifier.conversion {
            case "@", "s", "S", "p": "s"
            case "d", "i", "D", "u", "U": "d"
            case "O": "o"
            case "F": "f"
            case "C": "c"
            default: String(specifier.conversion)
            }
        let flags = specifier.flags.replacingOccurrences(of: "'", with: "")
        let precision = conversion == "d" || conversion == "s" ? "" : (specifier.precision ?? "")
        return "%" + (argument.map { "\($0)$" } ?? "") + flags + specifier.width + precision + conversion
    }

    /// Element text with Android's escapes: `\'`, `\"`, `\\`, `\n`, `\t`, a leading `@`/`?`, XML entities,
    /// and control characters as `\uXXXX`. Text whose spaces Android would collapse is wrapped in quotes.
    static func escaped(_ text: String) -> String {
        var output = ""
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "'": output += "\\'"
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "@" where offset == 0, "?" where offset == 0:
                output += "\\" + String(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        let collapses = text.hasPrefix(" ") || text.hasSuffix(" ") || text.contains("  ")
        return collapses ? "\"\(output)\"" : output
    }

    /// Text for an XML comment (`--` is not allowed inside one).
    static func comment(_ text: String) -> String {
        let visible = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 ? " " : $0 }))
        var output = visible.replacingOccurrences(of: "--", with: "- -")
        if output.hasSuffix("-") { output += " " }
        return output
    }
}
