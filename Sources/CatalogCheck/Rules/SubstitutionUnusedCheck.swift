import Diagnostics
import StringCatalog

/// A substitution that no string of its localization references.
public struct SubstitutionUnusedCheck: CatalogCheck {
    public init() {}
    public let id = "substitution-unused"
    public let defaultSeverity = Severity.warning
    public let summary = "An unreferenced substitution is dead text, usually left behind by a renamed reference."
    public let help = "Reference it with %#@name@ in the value, or delete it."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "referenced", .passes, json: RuleExample.catalog(SubstitutionUndefinedCheck.sample(reference: "count", defined: "count"))),
            RuleExample(
                "left behind", .fails(containing: "'count' is never referenced", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : { "en" : {
                          "stringUnit" : { "state" : "translated", "value" : "%lld files" },
                          "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } } } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            let leaves = facts.leaves(at: index)
            var referenced: Set<String> = []
            var defined: [String: Substitution] = [:]
            var order: [String] = []
            for leaf in leaves {
                referenced.formUnion(leaf.format.substitutionNames)
                for substitution in leaf.visibleSubstitutions where defined[substitution.name] == nil {
                    defined[substitution.name] = substitution
                    order.append(substitution.name)
                }
            }
            for substitution in entry.localizations[index].content.substitutions where defined[substitution.name] == nil {
                defined[substitution.name] = substitution
                order.append(substitution.name)
            }
            for name in order where !referenced.contains(name) {
                guard let substitution = defined[name] else { continue }
                sink.report(
                    "\(locale) substitution '\(name)' is never referenced in \(MessageFormatting.key(entry.key))",
                    at: substitution.location, key: entry.key, locale: locale)
            }
        }
    }
}
