import Diagnostics
import FormatSpecifiers
import StringCatalog

/// A substitution whose argument number is missing, out of range, or disagrees with the source.
struct SubstitutionArgNumCheck: CatalogCheck {
    public init() {}
    public let id = "substitution-argnum"
    public let defaultSeverity = Severity.error
    public let summary = "The argument number picks which value selects the plural; a wrong one pluralizes on the wrong number or crashes."
    public let help = "Set argNum to the argument's position in the source (1 for the first) and formatSpecifier to its type (lld, lf, @)."

    public var examples: [RuleExample] {
        [
            RuleExample("matches the source", .passes, json: RuleExample.catalog(Self.sample(argNum: "1", specifier: "lld"))),
            RuleExample(
                "out of range", .fails(containing: "argNum 3", severity: .error),
                json: RuleExample.catalog(Self.sample(argNum: "3", specifier: "lld"))),
            RuleExample(
                "type disagrees", .fails(containing: "'@'", severity: .error),
                json: RuleExample.catalog(Self.sample(argNum: "1", specifier: "@"))),
            RuleExample(
                "argNum omitted", .fails(containing: "no argNum", severity: .note),
                json: RuleExample.catalog(Self.sample(argNum: nil, specifier: "lld"))),
        ]
    }

    static func sample(argNum: String?, specifier: String) -> String {
        let argNumMember = argNum.map { "\"argNum\" : \($0), " } ?? ""
        return """
                "%lld files" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } },
                  "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
                  "substitutions" : { "count" : { \(argNumMember)"formatSpecifier" : "\(specifier)", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Datei" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } } } } } } } } }
            """
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        let reference = facts.source
        let sourceSubstitutions =
            facts.sourceIndex.map { Self.substitutions(in: entry.localizations[$0].content, leaves: facts.leaves(at: $0)) } ?? [:]
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            let isSource = index == facts.sourceIndex
            let substitutions = Self.substitutions(in: entry.localizations[index].content, leaves: facts.leaves(at: index))
            guard !substitutions.isEmpty else { continue }
            for substitution in substitutions.values.sorted(by: { $0.location < $1.location }) {
                let subject = "\(locale) substitution '\(substitution.name)' of \(MessageFormatting.key(entry.key))"
                guard let argNum = substitution.argNum else {
                    sink.report(
                        "\(subject) has no argNum; Xcode infers it, but other tools cannot",
                        at: substitution.location, key: entry.key, locale: locale, capped: .note)
                    continue
                }
                if argNum < 1 {
                    sink.report(
                        "\(subject) has argNum \(argNum); arguments count from 1", at: substitution.location, key: entry.key, locale: locale
                    )
                    continue
                }
                guard !isSource, let reference else { continue }
                let family = substitution.formatSpecifier.flatMap(ArgumentFamily.init(formatSpecifier:))
                if let sourceSubstitution = sourceSubstitutions[substitution.name], let sourceArgNum = sourceSubstitution.argNum,
                    sourceArgNum != argNum
                {
                    sink.report(
                        "\(subject) has argNum \(argNum) where the source's has \(sourceArgNum)",
                        at: substitution.location, key: entry.key, locale: locale)
                } else if let slot = reference.available.slots[argNum] {
                    if let family, let expected = slot.family, family != expected {
                        sink.report(
                            "\(subject) formats argument \(argNum) as '\(substitution.formatSpecifier ?? "")' (\(family.rawValue)) where the source has \(slot.text) (\(expected.rawValue))",
                            at: substitution.location, key: entry.key, locale: locale)
                    }
                } else if reference.available.arity > 0 || !reference.isKey {
                    sink.report(
                        "\(subject) has argNum \(argNum), but the source passes \(reference.available.arity) argument\(reference.available.arity == 1 ? "" : "s")",
                        at: substitution.location, key: entry.key, locale: locale)
                }
            }
        }
    }

    /// Every substitution in the content, including those inside variation cases, by name.
    static func substitutions(in content: LocalizedContent, leaves: [ContentLeaf]) -> [String: Substitution] {
        var out: [String: Substitution] = [:]
        for leaf in leaves where !leaf.visibleSubstitutions.isEmpty {
            for substitution in leaf.visibleSubstitutions where out[substitution.name] == nil {
                out[substitution.name] = substitution
            }
        }
        for substitution in content.substitutions where out[substitution.name] == nil {
            out[substitution.name] = substitution
        }
        return out
    }
}
