import Diagnostics
import FormatSpecifiers

/// A translation whose format arguments differ from the source's in count, type or position.
///
/// Every unit is compared: the plain value, each plural and device case, each substitution case,
/// against the matching source unit (or the source's `other` where the source does not vary the same
/// way). Plural cases may leave the counted number out ("one file"); nothing else may be dropped, and
/// nothing the source does not pass may be added.
public struct FormatMismatchCheck: CatalogCheck {
    public init() {}
    public let id = "format-mismatch"
    public let defaultSeverity = Severity.error
    public let summary = "String(format:) reads arguments by position and type: a changed or extra specifier crashes or prints garbage."
    public let help = "Use the same specifiers as the source (reorder with %1$@, %2$lld if the grammar needs it)."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "reordered with positions", .passes,
                json: RuleExample.catalog(
                    #"""
                        "%@ has %lld files" : { "localizations" : {
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld Dateien gehören %1$@" } } } }
                    """#)),
            RuleExample(
                "plural one case leaves the number out", .passes,
                json: RuleExample.catalog(
                    #"""
                        "%lld files in %@" : { "localizations" : {
                          "de" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "Eine Datei in %2$@" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld Dateien in %2$@" } } } } } } }
                    """#)),
            RuleExample(
                "translation drops %@", .fails(containing: "drops argument 1", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "Current Keybind: %@" : { "localizations" : {
                          "da" : { "stringUnit" : { "state" : "translated", "value" : "Nuværende genvejstast:" } } } }
                    """#)),
            RuleExample(
                "object where the source has a number", .fails(containing: "where the source has %lld", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "%lld posts" : { "localizations" : {
                          "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld posts" } },
                          "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ publications" } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        guard facts.checkedIndices.contains(where: { $0 != facts.sourceIndex }),
            let reference = facts.source
        else { return }
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            guard index != facts.sourceIndex else { continue }
            let leaves = facts.leaves(at: index)
            for leaf in leaves where !leaf.unit.value.isEmpty {
                let counterpart = reference.counterpart(of: leaf.path)
                // A substitution the source does not have may only use what the source passes.
                guard counterpart != nil || leaf.substitution != nil else { continue }
                // Fast path for the common case: neither side formats anything.
                if leaf.format.directives.isEmpty && (counterpart?.format.directives.isEmpty ?? true) { continue }
                let translation = SourceReference.signature(of: leaf)
                let required = counterpart.map(reference.signature(ofCounterpart:)) ?? ArgumentSignature()
                // Arguments a value hands to its substitutions' cases count as present.
                var provided = translation
                let referenced = leaf.format.substitutionNames
                if !referenced.isEmpty {
                    for inner in leaves where inner.substitution.map({ referenced.contains($0.name) }) ?? false {
                        provided.formUnion(SourceReference.signature(of: inner))
                    }
                }
                var problems = ArgumentMismatch.compare(
                    translation: provided, required: required, available: reference.available,
                    numericMayBeOmitted: leaf.isPluralCase || (counterpart?.isPluralCase ?? false)
                ).filter { mismatch in
                    // Type and extra problems inside substitution cases are reported at those cases.
                    if case .missing = mismatch.kind { return true }
                    return translation.slots[mismatch.position] != nil
                }.map(\.description)
                problems += translation.conflicts.map { "uses argument \($0) as two different types" }
                guard !problems.isEmpty else { continue }
                sink.report(
                    "\(MessageFormatting.place(locale, leaf)) of \(MessageFormatting.key(entry.key)) \(problems.joined(separator: "; "))",
                    at: leaf.unit.valueLocation, key: entry.key, locale: locale)
            }
        }
    }
}
