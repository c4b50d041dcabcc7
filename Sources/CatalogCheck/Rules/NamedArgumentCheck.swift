import Diagnostics
import FormatSpecifiers
import StringCatalog

/// A translation whose Xcode 26 named arguments (`%(count)lld`) do not match the source's names.
///
/// A name binds a value to its place in the text, and the generated symbol passes values by name
/// (`.roundsLeft(count: 3)`): a renamed label (`%(anzahl)lld`) is an argument the code never passes, and a
/// missing one drops a value. Reordering named arguments is fine: they are numbered by the source's order.
struct NamedArgumentCheck: CatalogCheck {
    public init() {}
    public let id = "named-argument-mismatch"
    public let defaultSeverity = Severity.error
    public let summary =
        "Named format arguments (%(count)lld, Xcode 26) are passed by name: a translation that renames or drops one shows the wrong value or none."
    public let help = "Use the source's names exactly, e.g. %(count)lld; the order may change."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "named arguments reordered", .passes,
                json: RuleExample.catalog(
                    #"""
                        "%(landmark)@ is in %(collection)@" : { "localizations" : {
                          "fr" : { "stringUnit" : { "state" : "translated", "value" : "%(collection)@ contient %(landmark)@" } } } }
                    """#)),
            RuleExample(
                "a renamed label", .fails(containing: "%(anzahl)lld", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "%(count)lld rounds left" : { "localizations" : {
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Noch %(anzahl)lld Runden" } } } }
                    """#)),
            RuleExample(
                "a dropped name", .fails(containing: "drops %(collection)@", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "%(landmark)@ is in %(collection)@" : { "localizations" : {
                          "fr" : { "stringUnit" : { "state" : "translated", "value" : "%(landmark)@ est là" } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        guard let reference = facts.source else { return }
        let sourceNames = Self.order(of: reference)
        for index in facts.checkedIndices where index != facts.sourceIndex {
            let locale = facts.locales[index]
            for leaf in facts.leaves(at: index) where !leaf.unit.value.isEmpty {
                let names = NamedArguments.names(in: leaf.format)
                let counterpart = reference.counterpart(of: leaf.path)
                let expected = counterpart.map { NamedArguments.names(in: $0.format) } ?? []
                guard !names.isEmpty || !expected.isEmpty else { continue }
                var problems: [String] = []
                for directive in leaf.format.directives {
                    guard let name = directive.name, !sourceNames.contains(name) else { continue }
                    if !problems.contains(where: { $0.contains("%(\(name))") }) {
                        problems.append("uses \(directive.text), a name the source does not have")
                    }
                }
                for name in expected where !names.contains(name) {
                    let written = counterpart?.format.directives.first { $0.name == name }
                    // Plural cases may leave the counted number out ("one round"), as with unnamed arguments.
                    if leaf.isPluralCase, case .argument(let family)? = written?.kind, family.isNumeric { continue }
                    problems.append("drops \(written?.text ?? "%(\(name))")")
                }
                guard !problems.isEmpty else { continue }
                sink.report(
                    "\(MessageFormatting.place(locale, leaf)) of \(MessageFormatting.key(facts.entry.key)) \(problems.joined(separator: "; ")) "
                        + "(source names: \(sourceNames.map { "%(\($0))" }.joined(separator: ", ")))",
                    at: leaf.unit.valueLocation, key: facts.entry.key, locale: locale)
            }
        }
    }

    /// The source's names in order of first use over its units.
    static func order(of reference: SourceReference) -> [String] {
        var names: [String] = []
        for leaf in reference.leaves {
            for name in NamedArguments.names(in: leaf.format) where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `leaf` with its named arguments numbered by the source's order (`%(b)@ %(a)@` → `%2$@ %1$@` for a source
    /// `%(a)@ %(b)@`), for comparing arguments by position; `leaf` itself when it has no named argument.
    static func numberedLikeSource(_ leaf: ContentLeaf, _ reference: SourceReference) -> ContentLeaf {
        guard leaf.format.directives.contains(where: { $0.name != nil }) else { return leaf }
        var unit = leaf.unit
        unit.value = NamedArguments.positional(unit.value, order: order(of: reference))
        return ContentLeaf(unit: unit, path: leaf.path, substitution: leaf.substitution, visibleSubstitutions: leaf.visibleSubstitutions)
    }
}
