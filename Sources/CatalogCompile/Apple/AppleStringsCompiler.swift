import Diagnostics
import JSONCore

/// `apple`: `<lang>.lproj/<Table>.strings` and `<Table>.stringsdict`, as Xcode's build writes them.
///
/// Plain strings go to `.strings`; plural and device variations and substitutions go to `.stringsdict`
/// (`NSStringLocalizedFormatKey` + one `NSStringPluralRuleType` variable per plural, or
/// `NSStringDeviceSpecificRuleType`), and a device variation's `other` case also goes to `.strings`.
struct AppleStringsCompiler: CatalogCompiler {
    let format = "apple"
    let summary = "<lang>.lproj/<table>.strings and .stringsdict, as Xcode's build produces"

    func compile(_ table: CompiledTable) -> CompilerOutput {
        var files: [CompiledFile] = []
        var findings: [Finding] = []
        for locale in table.locales {
            var strings = ""
            var stringsdict: [String: PropertyListValue] = [:]
            for string in locale.strings {
                if case .text(let text) = string.content.body, string.content.substitutions.isEmpty {
                    strings += StringsFileFormat.entry(key: string.key, value: text, comment: string.comment)
                    continue
                }
                stringsdict[string.key] = Self.rule(for: string.content)
                if case .device(let cases) = string.content.body,
                    let fallback = cases.first(where: { $0.name == "other" }), case .text(let text) = fallback.content.body
                {
                    strings += StringsFileFormat.entry(key: string.key, value: text, comment: string.comment)
                }
            }
            do {
                let document = try PropertyListXML.document(stringsdict)
                let folder = "\(locale.locale).lproj"
                // Like Xcode's compile, a table without plain (or without varied) strings gets no such file:
                // an empty .strings file is not even a readable property list.
                if !strings.isEmpty {
                    files.append(CompiledFile(path: [folder, "\(table.name).strings"], contents: Array(strings.utf8)))
                }
                if !stringsdict.isEmpty {
                    files.append(CompiledFile(path: [folder, "\(table.name).stringsdict"], contents: Array(document.utf8)))
                }
            } catch {
                // Name the key that cannot be written, at its place in the catalog.
                let key = locale.strings.first { string in
                    guard let value = stringsdict[string.key] else { return false }
                    return (try? PropertyListXML.document([string.key: value])) == nil
                }
                let location = key?.location ?? SourceLocation(file: table.file, line: 1, column: 1)
                findings.append(
                    Finding(
                        ruleID: CompileRule.unencodableCharacter.id, severity: .error,
                        message:
                            "U+\(String(error.scalar.value, radix: 16, uppercase: true)) cannot be written to an XML property list (\(locale.locale): \(CompiledTableBuilder.escapedForMessage(key?.key ?? "")))",
                        hint: "Remove the control character from the key or its text.",
                        location: location, key: key?.key, locale: locale.locale))
            }
        }
        return CompilerOutput(files: files, findings: findings)
    }

    /// The stringsdict value for varied or substituted content: a format dictionary, or a device rule.
    static func rule(for content: CompiledContent, inherited: [CompiledSubstitution] = []) -> PropertyListValue {
        let substitutions = inherited + content.substitutions
        switch content.body {
        case .device(let cases):
            var devices: [String: PropertyListValue] = [:]
            for deviceCase in cases {
                let caseContent = deviceCase.content
                if case .text(let text) = caseContent.body, caseContent.substitutions.isEmpty,
                    substitutions.isEmpty || FormatTemplate(text).substitutionNames.isEmpty
                {
                    devices[deviceCase.name] = .string(text)
                } else {
                    devices[deviceCase.name] = rule(for: caseContent, inherited: substitutions)
                }
            }
            return .dictionary(["NSStringDeviceSpecificRuleType": .dictionary(devices)])
        case .text(let text):
            var dictionary = variables(substitutions)
            dictionary["NSStringLocalizedFormatKey"] = .string(PositionalFormat.rewrite(text, substitutions: arguments(substitutions)))
            return .dictionary(dictionary)
        case .plural(let argument, let cases):
            let nested = cases.flatMap(\.content.substitutions)
            var dictionary = variables(substitutions + nested)
            var name = "arg\(argument.number)"
            while dictionary[name] != nil { name += "_" }
            var variable: [String: PropertyListValue] = [
                "NSStringFormatSpecTypeKey": .string("NSStringPluralRuleType"),
                "NSStringFormatValueTypeKey": .string(valueType(argument.formatSpecifier)),
            ]
            let names = arguments(substitutions + nested)
            for pluralCase in cases {
                let text = pluralCase.content.bodyTexts.first ?? ""
                variable[pluralCase.name] = .string(PositionalFormat.rewrite(text, substitutions: names))
            }
            dictionary[name] = .dictionary(variable)
            dictionary["NSStringLocalizedFormatKey"] = .string("%\(argument.number)$#@\(name)@")
            return .dictionary(dictionary)
        }
    }

    private static func arguments(_ substitutions: [CompiledSubstitution]) -> [String: Int] {
        Dictionary(substitutions.map { ($0.name, $0.argument.number) }, uniquingKeysWith: { first, _ in first })
    }

    /// One `NSStringPluralRuleType` variable per substitution.
    private static func variables(_ substitutions: [CompiledSubstitution]) -> [String: PropertyListValue] {
        var dictionary: [String: PropertyListValue] = [:]
        let names = arguments(substitutions)
        for substitution in substitutions {
            var variable: [String: PropertyListValue] = [
                "NSStringFormatSpecTypeKey": .string("NSStringPluralRuleType"),
                "NSStringFormatValueTypeKey": .string(valueType(substitution.argument.formatSpecifier)),
            ]
            for (name, text) in substitution.cases {
                variable[name] = .string(PositionalFormat.rewrite(text, substitutions: names, placeholder: substitution.argument))
            }
            dictionary[substitution.name] = .dictionary(variable)
        }
        return dictionary
    }

    /// The length modifier and conversion only (`lld`, `f`): what `NSStringFormatValueTypeKey` holds.
    static func valueType(_ specifier: String) -> String {
        guard let parsed = FormatTemplate("%" + specifier).specifiers().first?.specifier else { return specifier }
        return parsed.length + String(parsed.conversion)
    }
}
