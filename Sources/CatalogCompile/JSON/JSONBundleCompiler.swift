import JSONCore

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
    let summary = "<locale>/<table>.json, a compact versioned bundle per locale for the CatalogRuntime library"

    func compile(_ table: CompiledTable) -> CompilerOutput {
        let files = table.locales.map { locale in
            let bundle = JSONValue.object([
                JSONMember(key: "format", value: .string(Self.formatName)),
                JSONMember(key: "version", value: .number(String(Self.version))),
                JSONMember(key: "table", value: .string(table.name)),
                JSONMember(key: "locale", value: .string(locale.locale)),
                JSONMember(key: "sourceLanguage", value: .string(table.sourceLanguage)),
                JSONMember(
                    key: "strings",
                    value: .object(
                        locale.strings.map {
                            JSONMember(key: $0.key, value: Self.node($0.content, inherited: [:]))
                        })),
            ])
            let bytes = ByteBuffer.collect(estimate: 1 << 14) { (buffer: inout ByteBuffer) in
                CompactJSON.append(bundle, to: &buffer)
                buffer.append(0x0A)
            }
            return CompiledFile(path: [locale.locale, "\(table.name).json"], contents: bytes)
        }
        return CompilerOutput(files: files)
    }

    /// A string for plain text, else an object with `text` / `plural` / `device` and optional `subs`.
    private static func node(_ content: CompiledContent, inherited: [String: Int]) -> JSONValue {
        let arguments = inherited.merging(PositionalFormat.substitutionArguments(content)) { _, own in own }
        if case .text(let text) = content.body, content.substitutions.isEmpty {
            return .string(PositionalFormat.rewrite(text, substitutions: arguments))
        }
        var members: [JSONMember] = []
        switch content.body {
        case .text(let text):
            members.append(JSONMember(key: "text", value: .string(PositionalFormat.rewrite(text, substitutions: arguments))))
        case .plural(let argument, let cases):
            members.append(
                JSONMember(
                    key: "plural",
                    value: .object([
                        JSONMember(key: "arg", value: .number(String(argument.number))),
                        JSONMember(key: "spec", value: .string(argument.formatSpecifier)),
                        JSONMember(
                            key: "cases",
                            value: .object(cases.map { JSONMember(key: $0.name, value: node($0.content, inherited: arguments)) })),
                    ])))
        case .device(let cases):
            members.append(
                JSONMember(
                    key: "device",
                    value: .object(
                        cases.map {
                            JSONMember(key: $0.name, value: node($0.content, inherited: arguments))
                        })))
        }
        if !content.substitutions.isEmpty {
            let sorted = content.substitutions.sorted { $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars) }
            members.append(
                JSONMember(
                    key: "subs",
                    value: .object(
                        sorted.map { substitution in
                            JSONMember(
                                key: substitution.name,
                                value: .object([
                                    JSONMember(key: "arg", value: .number(String(substitution.argument.number))),
                                    JSONMember(key: "spec", value: .string(substitution.argument.formatSpecifier)),
                                    JSONMember(
                                        key: "cases",
                                        value: .object(
                                            substitution.cases.map {
                                                JSONMember(
                                                    key: $0.name,
                                                    value: .string(
                                                        PositionalFormat.rewrite(
                                                            $0.text, substitutions: arguments, placeholder: substitution.argument)))
                                            })),
                                ]))
                        })))
        }
        return .object(members)
    }
}
