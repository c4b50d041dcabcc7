/// `json`: one compact bundle per locale (`<locale>/<Table>.json`) for the `CatalogRuntime` library.
///
/// Format `timekeeper-catalog-bundle`, version 1 (documented in the README): a top-level object with
/// `format`, `version`, `table`, `locale`, `sourceLanguage` and `strings` (key → node). A node is a string,
/// or an object with one of `text` / `plural` / `device` and optional `subs`. Every argument reference is
/// positional (`%2$lld`, `%3$#@name@`) and `%arg` is already replaced, so the runtime never infers anything.
struct JSONBundleCompiler: CatalogCompiler {
    static let formatName = "timekeeper-catalog-bundle"
    static let version = 1

    let format = "json"
    let summary = "<locale>/<Table>.json, a compact versioned bundle per locale for the CatalogRuntime library"

    func compile(_ table: CompiledTable) -> CompilerOutput {
        let files = table.locales.map { locale in
            var json = CompactJSON()
            json.raw("{\"format\":")
            json.string(Self.formatName)
            json.raw(",\"version\":\(Self.version),\"table\":")
            json.string(table.name)
            json.raw(",\"locale\":")
            json.string(locale.locale)
            json.raw(",\"sourceLanguage\":")
            json.string(table.sourceLanguage)
            json.raw(",\"strings\":{")
            for (index, string) in locale.strings.enumerated() {
                if index > 0 { json.raw(",") }
                json.string(string.key)
                json.raw(":")
                Self.write(string.content, inherited: [:], into: &json)
            }
            json.raw("}}\n")
            return CompiledFile(path: [locale.locale, "\(table.name).json"], contents: json.bytes)
        }
        return CompilerOutput(files: files)
    }

    private static func write(_ content: CompiledContent, inherited: [String: Int], into json: inout CompactJSON) {
        let arguments = inherited.merging(PositionalFormat.substitutionArguments(content)) { _, own in own }
        if case .text(let text) = content.body, content.substitutions.isEmpty {
            json.string(PositionalFormat.rewrite(text, substitutions: arguments))
            return
        }
        switch content.body {
        case .text(let text):
            json.raw("{\"text\":")
            json.string(PositionalFormat.rewrite(text, substitutions: arguments))
        case .plural(let argument, let cases):
            json.raw("{\"plural\":{\"arg\":\(argument.number),\"spec\":")
            json.string(argument.formatSpecifier)
            json.raw(",\"cases\":{")
            writeCases(cases, arguments: arguments, into: &json)
            json.raw("}}")
        case .device(let cases):
            json.raw("{\"device\":{")
            writeCases(cases, arguments: arguments, into: &json)
            json.raw("}")
        }
        if !content.substitutions.isEmpty {
            json.raw(",\"subs\":{")
            for (index, substitution) in content.substitutions.sorted(by: { $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars) }).enumerated() {
                if index > 0 { json.raw(",") }
                json.string(substitution.name)
                json.raw(":{\"arg\":\(substitution.argument.number),\"spec\":")
                json.string(substitution.argument.formatSpecifier)
                json.raw(",\"cases\":{")
                for (caseIndex, pluralCase) in substitution.cases.enumerated() {
                    if caseIndex > 0 { json.raw(",") }
                    json.string(pluralCase.name)
                    json.raw(":")
                    json.string(PositionalFormat.rewrite(pluralCase.text, substitutions: arguments, placeholder: substitution.argument))
                }
                json.raw("}}")
            }
            json.raw("}")
        }
        json.raw("}")
    }

    private static func writeCases(_ cases: [CompiledCase], arguments: [String: Int], into json: inout CompactJSON) {
        for (index, variationCase) in cases.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(variationCase.name)
            json.raw(":")
            write(variationCase.content, inherited: arguments, into: &json)
        }
    }
}

/// A minimal JSON byte writer: no whitespace, raw UTF-8, only the escapes JSON requires.
struct CompactJSON {
    private(set) var bytes: [UInt8] = []

    mutating func raw(_ text: String) { bytes += text.utf8 }

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += "\\\"".utf8
            case UInt8(ascii: "\\"): bytes += "\\\\".utf8
            case UInt8(ascii: "\n"): bytes += "\\n".utf8
            case UInt8(ascii: "\t"): bytes += "\\t".utf8
            case UInt8(ascii: "\r"): bytes += "\\r".utf8
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                bytes += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
