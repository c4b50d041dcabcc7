import Diagnostics

/// A `%#@name@` reference with no substitution `name` defined for it.
struct SubstitutionUndefinedCheck: CatalogCheck {
    public init() {}
    public let id = "substitution-undefined"
    public let defaultSeverity = Severity.error
    public let summary = "Xcode refuses to compile a reference to an undefined substitution; at run time the raw %#@name@ shows."
    public let help = "Define the substitution under this localization's `substitutions`, or fix the name in the reference."

    public var examples: [RuleExample] {
        [
            RuleExample("defined", .passes, json: RuleExample.catalog(Self.sample(reference: "count", defined: "count"))),
            RuleExample(
                "misspelled", .fails(containing: "'cuont'", severity: .error),
                json: RuleExample.catalog(Self.sample(reference: "cuont", defined: "count"))),
        ]
    }

    static func sample(reference: String, defined: String) -> String {
        """
            "%lld files" : { "localizations" : { "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@\(reference)@" },
              "substitutions" : { "\(defined)" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } } } } } }
        """
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            for leaf in facts.leaves(at: index) {
                let defined = Set(leaf.visibleSubstitutions.map(\.name))
                let parsed = leaf.format
                for name in parsed.substitutionNames where !defined.contains(name) {
                    sink.report(
                        "\(MessageFormatting.place(locale, leaf)) of \(MessageFormatting.key(entry.key)) references substitution "
                            + "'\(name)', which is not defined",
                        at: leaf.unit.valueLocation, key: entry.key, locale: locale)
                }
            }
        }
    }
}
