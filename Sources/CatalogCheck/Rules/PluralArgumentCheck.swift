import Diagnostics
import FormatSpecifiers
import StringCatalog

/// A plural variation that cannot tell which number it selects on.
///
/// A plain plural variation (not a substitution) selects on the one numeric specifier its cases use. With none or
/// several, Xcode's compiler refuses it ("Cannot infer format specifier for string group"), and so does
/// `catalog compile`, unless it is a translation and the source has exactly one number to select on (then that one).
struct PluralArgumentCheck: CatalogCheck {
    public init() {}
    public let id = "plural-argument"
    public let defaultSeverity = Severity.error
    public let summary =
        "A plural variation selects on the one number its cases format; with two (`%lld of %lld`) or none Xcode and "
        + "`catalog compile` cannot tell which, and refuse the catalog."
    public let help =
        "Vary by a substitution per number (%#@done@ of %#@total@, each with its argNum), or keep exactly one number in the cases."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "one number", .passes,
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : { "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } } } }
                    """#)),
            RuleExample(
                "two numbers", .fails(containing: "formats 2 numbers", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "Failed to extract %lld of %lld Live Photos." : { "localizations" : { "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "Failed to extract %lld of %lld Live Photo." } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "Failed to extract %lld of %lld Live Photos." } } } } } } }
                    """#)),
            RuleExample(
                "a translation without the number selects on the source's", .passes,
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : {
                          "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } },
                          "ja" : { "variations" : { "plural" : {
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "ファイル" } } } } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        var sourceHasOneNumber: Bool?
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            for (group, path) in facts.pluralGroups(at: index) where !path.contains(where: Self.isSubstitution) {
                let numbers = Self.numericArguments(group.cases.compactMap(\.content.stringUnit?.value))
                guard numbers != 1 else { continue }
                if index != facts.sourceIndex {
                    // Like the compiler: a translation selects on the source's one number, if it has one.
                    if sourceHasOneNumber == nil {
                        let texts =
                            facts.sourceIndex.map { facts.leaves(at: $0).filter { $0.substitution == nil }.map(\.unit.value) } ?? [
                                entry.key
                            ]
                        sourceHasOneNumber = Self.numericArguments(texts) == 1
                    }
                    if sourceHasOneNumber == true { continue }
                } else if Self.numericArguments([entry.key]) == 1 {
                    continue
                }
                sink.report(
                    "\(MessageFormatting.place(locale, path)) plural of \(MessageFormatting.key(entry.key)) formats \(numbers) numbers, "
                        + "so it cannot tell which one selects the plural case",
                    at: group.location, key: entry.key, locale: locale,
                    hint: numbers == 0
                        ? "Put the number's specifier (%lld) in the cases, or vary by a substitution with an argNum."
                        : "Vary by a substitution per number (%#@done@ of %#@total@), each with its argNum.")
            }
        }
    }

    private static func isSubstitution(_ step: UnitStep) -> Bool {
        if case .substitution = step { true } else { false }
    }

    /// How many different arguments the texts format with a numeric specifier.
    static func numericArguments(_ texts: [String]) -> Int {
        var arguments: Set<Int> = []
        for text in texts {
            let parsed = FormatSpecifierParser.parse(text)
            for (directive, number) in zip(parsed.directives, parsed.argumentNumbers()) {
                if case .argument(let family) = directive.kind, family.isNumeric, let value = number.value { arguments.insert(value) }
            }
        }
        return arguments.count
    }
}
