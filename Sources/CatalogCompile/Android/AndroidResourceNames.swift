/// Resource names for catalog keys: valid Java identifiers, derived from the key's words, unique per table.
enum AndroidResourceNames {
    /// Names for `keys`, never dependent on file order or on other keys: a name another key spells more closely
    /// gets `_` and a hash of the key (`pause_3f9a1c`). The table prefix keeps tables apart in `R.string`.
    static func assign(_ keys: [String], table: String) -> [String: String] {
        let prefix = table == "Localizable" ? "" : base(table) + "_"
        return UniqueNames.assign(
            keys, sanitise: { prefix + base($0) }, suffixed: { "\($0)_\($1)" }, hasNoWords: { SwiftIdentifier.words($0).isEmpty })
    }

    /// `%lld rounds remaining` → `rounds_remaining`: specifiers dropped, ASCII letters and digits kept
    /// (lowercased), everything else one `_`.
    static func base(_ key: String) -> String {
        var text = ""
        for token in FormatTemplate(key).tokens {
            switch token {
            case .literal(let literal): text += literal
            case .substitution(let name, _): text += " \(name) "
            case .percent, .specifier, .argument: text += " "
            }
        }
        var name = ""
        var pendingSeparator = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingSeparator, !name.isEmpty { name += "_" }
                pendingSeparator = false
                name += String(scalar).lowercased()
            } else {
                pendingSeparator = true
            }
        }
        if name.count > 80 { name = String(name.prefix(80)) }
        while name.hasSuffix("_") { name.removeLast() }
        if name.isEmpty { name = "string" }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "s_" + name }
        if javaKeywords.contains(name) { name += "_" }
        return name
    }

    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
        "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
        "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized",
        "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
    ]
}
