import Diagnostics
import FileOutput
import FormatSpecifiers
import JSONCore
import StringCatalog

/// Resolves a catalog into a ``CompiledTable``: applies Xcode's fallbacks, binds plurals to their
/// arguments, and reports what Xcode's compiler would refuse (as error findings with locations).
public enum CompiledTableBuilder {
    /// The table and the compile findings; the table is nil when the catalog cannot name a table.
    public static func build(
        _ catalog: StringCatalog, pluralRules: any PluralRulesProvider = ICUPluralRulesProvider()
    ) -> (table: CompiledTable?, findings: [Finding]) {
        var findings: [Finding] = []
        let tableName = tableName(forCatalogAt: catalog.file)
        guard let tableName, PathComponent.isSafe(tableName) else {
            findings.append(
                Finding(
                    ruleID: CompileRule.invalidTableName.id, severity: .error,
                    message:
                        "The catalog's file name gives the table name '\(escapedForMessage(tableName ?? ""))', which cannot name an output file.",
                    hint: "Rename the catalog to <Table>.xcstrings with a plain name such as Localizable.xcstrings.",
                    location: SourceLocation(file: catalog.file, line: 1, column: 1)))
            return (nil, findings)
        }

        var localeNames: [String] = []
        // `locales` lists each locale once.
        for locale in catalog.locales {
            if LocaleTag.isValid(locale) {
                localeNames.append(locale)
            } else {
                let location =
                    catalog.entries.lazy.compactMap { $0.localization(locale)?.location }.first
                    ?? SourceLocation(file: catalog.file, line: 1, column: 1)
                findings.append(
                    Finding(
                        ruleID: CompileRule.invalidLocale.id, severity: .error,
                        message: "'\(escapedForMessage(locale))' is not a language tag, so it cannot name an output folder.",
                        hint: "Use a BCP 47 tag such as de, pt-BR or zh-Hans.",
                        location: location, locale: locale))
            }
        }
        localeNames.sort { ($0 != catalog.sourceLanguage ? 1 : 0, $0) < ($1 != catalog.sourceLanguage ? 1 : 0, $1) }

        var perLocale: [String: [CompiledString]] = [:]
        for entry in catalog.entries {
            if entry.localizations.contains(where: { $0.content.stringSet != nil && $0.content.stringUnit == nil }) {
                // App Shortcuts phrases (`stringSet`) ship through App Intents' own resources; no strings table,
                // Android resource or bundle has a form for a list of phrases. Say so rather than drop them.
                let location = entry.localizations.first { $0.content.stringSet != nil }?.location ?? entry.location
                findings.append(
                    Finding(
                        ruleID: CompileRule.stringSetSkipped.id, severity: CompileRule.stringSetSkipped.defaultSeverity,
                        message:
                            "App Shortcuts phrases (stringSet) have no form in the compiled tables; the key is left out "
                            + "(\(escapedForMessage(entry.key)))",
                        hint: "Ship the phrases through the app's AppShortcuts.xcstrings in Xcode; nothing else reads them.",
                        location: location, key: entry.key))
                continue
            }
            var context = Context(file: catalog.file, key: entry.key, locale: catalog.sourceLanguage, findings: [])
            let keyText = CaseFallback.keyText(entry.key, at: entry.location)
            // The source language: its own text, per case; an empty case takes the source's `other`, and a key
            // without any source text is its own text (keys extracted from code often carry no source localization).
            var sourceContent = keyText
            if let localization = entry.localization(catalog.sourceLanguage) {
                var fallback = CaseFallback(isSourceLanguage: true)
                let ownOther = CaseFallback.plain(localization.content)
                let other =
                    ownOther.stringUnit.map { !$0.isUntranslated(inSourceLanguage: true) } == true && ownOther.variations.isEmpty
                    ? ownOther : keyText
                let merged = fallback.merge(localization.content, with: other)
                if fallback.usesOwnText { sourceContent = merged }
            }
            // Named arguments (`%(count)lld`) are numbered by first use in the source; every text is written
            // positionally with that order, so translations may reorder them.
            context.namedOrder = Self.namedArgumentOrder(sourceContent, key: entry.key)
            context.fallbackArgument = Self.uniqueNumericArgument(in: [NamedArguments.positional(entry.key, order: context.namedOrder)])
            let compiledSource = context.convert(sourceContent, enclosing: [], location: entry.location)
            let translationArgument =
                compiledSource.flatMap(Self.pluralArgument) ?? Self.uniqueNumericArgument(in: compiledSource?.bodyTexts ?? [entry.key])
            for locale in localeNames {
                var content = compiledSource
                var isFallback = locale != catalog.sourceLanguage
                if locale != catalog.sourceLanguage, entry.shouldTranslate, let localization = entry.localization(locale) {
                    var fallback = CaseFallback(isSourceLanguage: false)
                    let merged = fallback.merge(localization.content, with: sourceContent)
                    if fallback.usesOwnText {
                        context.locale = locale
                        context.fallbackArgument = translationArgument
                        content = context.convert(merged, enclosing: [], location: localization.location)
                        isFallback = false
                    }
                }
                guard let content else { continue }
                perLocale[locale, default: []].append(
                    CompiledString(
                        key: entry.key, location: entry.location, comment: entry.comment, content: content, isSourceFallback: isFallback,
                        argumentNames: context.namedOrder))
            }
            findings += context.findings
        }
        let locales = localeNames.map { locale in
            CompiledLocale(
                locale: locale, pluralCategories: pluralRules.plurals(for: locale)?.categories ?? ["one", "other"],
                strings: (perLocale[locale] ?? []).sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) })
        }
        let table = CompiledTable(name: tableName, sourceLanguage: catalog.sourceLanguage, file: catalog.file, locales: locales)
        return (table, findings.sorted { ($0.location, $0.message) < ($1.location, $1.message) })
    }

    /// `Localizable` for `…/Localizable.xcstrings` (and for standard input, `<stdin>`, Xcode's default table); nil
    /// when nothing is left.
    static func tableName(forCatalogAt path: String) -> String? {
        if path == "<stdin>" { return "Localizable" }
        let base = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let name = base.hasSuffix(".xcstrings") ? String(base.dropLast(".xcstrings".count)) : base
        return name.isEmpty ? nil : name
    }

    static func escapedForMessage(_ text: String) -> String {
        text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
    }

    /// The argument a plural variation selects on when its own cases name no single number: the one numeric
    /// argument of `texts` (the source's texts for a translation, the key for the source), if there is exactly one.
    static func uniqueNumericArgument(in texts: [String]) -> PluralArgument? {
        var found: [Int: String] = [:]
        for text in texts {
            for (argument, specifier) in FormatTemplate(text).specifiers() where specifier.isNumeric && found[argument] == nil {
                found[argument] = specifier.valueType
            }
        }
        guard found.count == 1, let (number, specifier) = found.first else { return nil }
        return PluralArgument(number: number, formatSpecifier: specifier)
    }

    /// The argument the content's first plural variation selects on.
    static func pluralArgument(_ content: CompiledContent) -> PluralArgument? {
        switch content.body {
        case .text: nil
        case .plural(let argument, _): argument
        case .device(let cases): cases.lazy.compactMap { pluralArgument($0.content) }.first
        }
    }

    /// Walks one localization, converting it and collecting findings.
    /// The names of the source's named arguments in order of first use: its texts in catalog order, body before
    /// substitutions, `other` where cases are; the key's names when the source has no text of its own.
    static func namedArgumentOrder(_ content: LocalizedContent, key: String) -> [String] {
        var names: [String] = []
        func add(_ text: String) {
            guard NamedArguments.mayContainNamedArgument(text) else { return }
            for name in NamedArguments.names(in: FormatSpecifierParser.parse(text)) where !names.contains(name) { names.append(name) }
        }
        func visit(_ content: LocalizedContent) {
            if let unit = content.stringUnit { add(unit.value) }
            for variations in content.variations {
                let otherFirst = variations.cases.sorted { ($0.name != "other" ? 1 : 0) < ($1.name != "other" ? 1 : 0) }
                for variationCase in otherFirst { visit(variationCase.content) }
            }
            for substitution in content.substitutions {
                for variations in substitution.variations {
                    for variationCase in variations.cases { visit(variationCase.content) }
                }
            }
        }
        visit(content)
        if names.isEmpty { add(key) }
        return names
    }

    private struct Context {
        let file: String
        let key: String
        var locale: String
        var findings: [Finding]
        /// The source's named arguments by first use; every text read is made positional with it.
        var namedOrder: [String] = []
        /// What a plural variation whose cases hold no single numeric specifier selects on (see ``uniqueNumericArgument(in:)``).
        var fallbackArgument: PluralArgument? = nil

        private mutating func report(_ rule: CompileRule, _ message: String, hint: String, at location: SourceLocation) {
            findings.append(
                Finding(
                    ruleID: rule.id, severity: rule.defaultSeverity, message: "\(message) (\(locale): \(escapedForMessage(key)))",
                    hint: hint, location: location, key: key, locale: locale))
        }

        /// Converts `content`; nil after reporting when it cannot be compiled.
        mutating func convert(_ content: LocalizedContent, enclosing: [Variations.Selector], location: SourceLocation) -> CompiledContent? {
            var texts: [(String, SourceLocation)] = []
            guard let body = convertBody(content, enclosing: enclosing, texts: &texts) else { return nil }
            let substitutions = convertSubstitutions(content.substitutions, bodyTexts: texts)
            guard let substitutions else { return nil }
            return CompiledContent(body: body, substitutions: substitutions)
        }

        private mutating func convertBody(
            _ content: LocalizedContent, enclosing: [Variations.Selector], texts: inout [(String, SourceLocation)]
        ) -> CompiledContent.Body? {
            if content.variations.count > 1 {
                report(
                    CompileRule.mixedVariations,
                    "Mixing variation types at the same depth is not allowed "
                        + "(\(content.variations.map(\.selector.name).joined(separator: ", ")))",
                    hint: "Keep one of the variation groups; vary by device first, then by plural inside each device.",
                    at: content.variations[1].location)
                return nil
            }
            guard let variations = content.variations.first else {
                if let unit = content.stringUnit {
                    let value = NamedArguments.positional(unit.value, order: namedOrder)
                    texts.append((value, unit.valueLocation))
                    return .text(value)
                }
                // App Shortcuts phrase sets are not strings-table content; the entry is skipped, not an error.
                if content.stringSet != nil { return nil }
                report(
                    CompileRule.noText, "The localization has no string unit to compile",
                    hint: "Give it a stringUnit with a value, or remove the empty localization.", at: content.location)
                return nil
            }
            if let outer = enclosing.last {
                let allowed = outer == .device && variations.selector == .plural
                if !allowed {
                    report(
                        CompileRule.nestedVariation,
                        "A \(outer.name) case cannot be further varied by \(variations.selector.name)",
                        hint: "Only device cases may hold plural variations.", at: variations.location)
                    return nil
                }
            }
            var cases: [CompiledCase] = []
            var failed = false
            for variationCase in variations.cases {
                if variations.selector == .device, variationCase.name == "other", !variationCase.content.variations.isEmpty {
                    report(
                        CompileRule.variedFallback,
                        "Fallback value cannot be further varied: the device 'other' case is written to the .strings file",
                        hint: "Give the device 'other' case a plain string unit, and vary the specific devices instead.",
                        at: variationCase.location)
                    failed = true
                    continue
                }
                var caseTexts: [(String, SourceLocation)] = []
                guard let caseBody = convertBody(variationCase.content, enclosing: enclosing + [variations.selector], texts: &caseTexts)
                else {
                    failed = true
                    continue
                }
                texts += caseTexts
                let caseSubstitutions =
                    variationCase.content.substitutions.isEmpty
                    ? [] : convertSubstitutions(variationCase.content.substitutions, bodyTexts: caseTexts)
                guard let caseSubstitutions else {
                    failed = true
                    continue
                }
                let caseContent = CompiledContent(body: caseBody, substitutions: caseSubstitutions)
                cases.append(CompiledCase(name: variationCase.name, content: caseContent))
            }
            if failed { return nil }
            switch variations.selector {
            case .plural:
                guard cases.contains(where: { $0.name == "other" }) else {
                    report(
                        CompileRule.pluralWithoutOther, "The plural variation has no 'other' case, which every language falls back to",
                        hint: "Add an 'other' case.", at: variations.location)
                    return nil
                }
                guard let argument = inferPluralArgument(cases, at: variations.location) else { return nil }
                let ordered = PluralCategoryOrder.sorted(cases.map(\.name)).compactMap { name in cases.first { $0.name == name } }
                return .plural(argument, ordered)
            case .device:
                return .device(cases.sorted { $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars) })
            case .unknown(let name):
                report(
                    CompileRule.unsupportedVariation, "Strings varied by \(name) are not supported by stringsdict",
                    hint: "Use plural or device variations.", at: variations.location)
                return nil
            }
        }

        /// Xcode binds a plain plural variation to the one numeric specifier its cases use.
        private mutating func inferPluralArgument(_ cases: [CompiledCase], at location: SourceLocation) -> PluralArgument? {
            var found: [Int: String] = [:]
            var order: [Int] = []
            for compiledCase in cases {
                for text in compiledCase.content.bodyTexts {
                    for (argument, specifier) in FormatTemplate(text).specifiers() where specifier.isNumeric {
                        if found[argument] == nil { order.append(argument) }
                        if compiledCase.name == "other" || found[argument] == nil { found[argument] = specifier.valueType }
                    }
                }
            }
            guard order.count == 1, let argument = order.first, let specifier = found[argument] else {
                // A translation's plural whose cases name no single number selects on the number the source selects on.
                if let fallbackArgument { return fallbackArgument }
                report(
                    CompileRule.pluralArgument,
                    "Cannot infer format specifier for string group because \(order.isEmpty ? "no" : "more than one") "
                        + "numerical specifiers were found",
                    hint: order.isEmpty
                        ? "Put the number's specifier (e.g. %lld) in the plural cases."
                        : "Use an explicit substitution (%#@name@) for each number.",
                    at: location)
                return nil
            }
            return PluralArgument(number: argument, formatSpecifier: specifier)
        }

        private mutating func convertSubstitutions(
            _ substitutions: [Substitution], bodyTexts: [(String, SourceLocation)]
        ) -> [CompiledSubstitution]? {
            let defined = Set(substitutions.map(\.name))
            var failed = false
            var caseTextsByName: [String: [(String, SourceLocation)]] = [:]
            var compiled: [CompiledSubstitution] = []

            for substitution in substitutions {
                guard substitution.variations.count == 1, let variations = substitution.variations.first, variations.selector == .plural
                else {
                    report(
                        CompileRule.substitutionNotPlural,
                        "Cannot reference '\(substitution.name)' from here because it is not a plural variation",
                        hint: "Give the substitution exactly one plural variation.", at: substitution.location)
                    failed = true
                    continue
                }
                var cases: [(name: String, text: String)] = []
                for variationCase in variations.cases {
                    guard variationCase.content.variations.isEmpty, let unit = variationCase.content.stringUnit else {
                        report(
                            CompileRule.nestedVariation,
                            "The '\(variationCase.name)' case of substitution '\(substitution.name)' cannot be further varied",
                            hint: "Give each substitution case a plain string unit.", at: variationCase.location)
                        failed = true
                        continue
                    }
                    let value = NamedArguments.positional(unit.value, order: namedOrder)
                    cases.append((variationCase.name, value))
                    caseTextsByName[substitution.name, default: []].append((value, unit.valueLocation))
                }
                guard cases.contains(where: { $0.name == "other" }) else {
                    report(
                        CompileRule.pluralWithoutOther,
                        "Substitution '\(substitution.name)' has no 'other' case, which every language falls back to",
                        hint: "Add an 'other' case.", at: variations.location)
                    failed = true
                    continue
                }
                guard let specifier = substitution.formatSpecifier, !specifier.isEmpty else {
                    report(
                        CompileRule.substitutionFormat, "Substitution '\(substitution.name)' has no formatSpecifier",
                        hint: "Add \"formatSpecifier\" : \"lld\" (or the specifier of its argument).", at: substitution.location)
                    failed = true
                    continue
                }
                let ordered = PluralCategoryOrder.sorted(cases.map(\.name)).compactMap { name in cases.first { $0.name == name } }
                compiled.append(
                    CompiledSubstitution(
                        name: substitution.name, argument: PluralArgument(number: substitution.argNum ?? 0, formatSpecifier: specifier),
                        cases: ordered))
            }

            // References: from the body, and from other substitutions' cases.
            var referenced: Set<String> = []
            for (text, location) in bodyTexts {
                for name in FormatTemplate(text).substitutionNames {
                    referenced.insert(name)
                    if !defined.contains(name) {
                        report(
                            CompileRule.undefinedSubstitution, "Referencing undefined substitution '\(name)'",
                            hint: "Define '\(name)' under substitutions, or fix the name in %#@\(name)@.", at: location)
                        failed = true
                    }
                }
            }
            var edges: [String: [String]] = [:]
            for (name, texts) in caseTextsByName {
                for (text, location) in texts {
                    for reference in FormatTemplate(text, allowsArgumentPlaceholder: true).substitutionNames {
                        edges[name, default: []].append(reference)
                        if reference != name { referenced.insert(reference) }
                        if !defined.contains(reference) {
                            report(
                                CompileRule.undefinedSubstitution, "Referencing undefined substitution '\(reference)'",
                                hint: "Define '\(reference)' under substitutions, or fix the name in %#@\(reference)@.", at: location)
                            failed = true
                        }
                    }
                }
            }
            for substitution in substitutions {
                if let cycle = Self.cycle(from: substitution.name, edges: edges) {
                    report(
                        CompileRule.substitutionCycle,
                        "String references its containing substitution '\(substitution.name)', "
                            + "causing an infinite cycle (\(cycle.joined(separator: " → ")))",
                        hint: "Remove the %#@\(substitution.name)@ reference from its own cases.", at: substitution.location)
                    failed = true
                } else if !referenced.contains(substitution.name) {
                    report(
                        CompileRule.unusedSubstitution,
                        "'\(substitution.name)' was never referenced. To reference, use %#@\(substitution.name)@ in some other string",
                        hint: "Reference it with %#@\(substitution.name)@ or delete it.", at: substitution.location)
                    compiled.removeAll { $0.name == substitution.name }  // Nothing formats it: it is left out.
                }
            }
            if failed { return nil }

            // Bind substitutions without argNum to the argument their first reference consumes.
            let allTexts = bodyTexts.map(\.0) + substitutions.flatMap { caseTextsByName[$0.name]?.map(\.0) ?? [] }
            for index in compiled.indices where compiled[index].argument.number == 0 {
                let name = compiled[index].name
                for text in allTexts {
                    let template = FormatTemplate(text, allowsArgumentPlaceholder: true)
                    if let slot = zip(template.tokens, template.argumentNumbers).first(where: {
                        if case .substitution(name, _) = $0.0 { return true } else { return false }
                    }), let number = slot.1 {
                        compiled[index].argument.number = number
                        break
                    }
                }
            }
            return compiled
        }

        /// The path back to `start` when following references from it loops, else nil.
        static func cycle(from start: String, edges: [String: [String]]) -> [String]? {
            var stack: [(String, [String])] = [(start, [start])]
            var visited: Set<String> = []
            while let (node, path) = stack.popLast() {
                for next in edges[node] ?? [] {
                    if next == start { return path + [start] }
                    if visited.insert(next).inserted { stack.append((next, path + [next])) }
                }
            }
            return nil
        }
    }
}
