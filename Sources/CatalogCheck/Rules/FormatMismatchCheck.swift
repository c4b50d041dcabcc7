import Diagnostics
import FormatSpecifiers

/// A translation whose format arguments differ from the source's in count, type or position.
///
/// Every unit is compared: the plain value, each plural and device case, each substitution case,
/// against the matching source unit (or the source's `other` where the source does not vary the same
/// way). Plural cases may leave the counted number out ("one file"); nothing the source does not pass may be
/// added. A translation that drops only trailing arguments (ko `%lld 앱` for `%lld App%@`) reads every argument
/// it formats correctly, so that is a warning; dropping an argument before one the translation formats, a
/// changed type or an extra argument is an error.
struct FormatMismatchCheck: CatalogCheck {
    public init() {}
    public let id = "format-mismatch"
    public let defaultSeverity = Severity.error
    public let summary =
        "String(format:) reads arguments by position and type: a changed, extra or skipped-over argument crashes or prints garbage."
    public let help = "Use the same specifiers as the source (reorder with %1$@, %2$lld if the grammar needs it)."
    /// The hint when the translation only drops trailing arguments (a warning: nothing is read wrongly).
    static let trailingHint =
        "Add the dropped specifier if the text should show the value (numbered, e.g. %2$@, if the word order differs)."

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
                "translation drops the trailing %@", .fails(containing: "drops trailing argument 2", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "%lld App%@" : { "localizations" : {
                          "ko" : { "stringUnit" : { "state" : "translated", "value" : "%lld 앱" } } } }
                    """#)),
            RuleExample(
                "translation drops an argument a later one needs", .fails(containing: "drops argument 1", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "%@ has %lld files" : { "localizations" : {
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld Dateien" } } } }
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
                // Named arguments (`%(count)lld`) are numbered by the source's order, so a reordering is no mismatch.
                let translation = SourceReference.signature(of: NamedArgumentCheck.numberedLikeSource(leaf, reference))
                let required = counterpart.map(reference.signature(ofCounterpart:)) ?? ArgumentSignature()
                // Arguments a value hands to its substitutions' cases count as present.
                var provided = translation
                let referenced = leaf.format.substitutionNames
                if !referenced.isEmpty {
                    for inner in leaves where inner.substitution.map({ referenced.contains($0.name) }) ?? false {
                        provided.formUnion(SourceReference.signature(of: inner))
                    }
                }
                let mismatches = ArgumentMismatch.compare(
                    translation: provided, required: required, available: reference.available,
                    numericMayBeOmitted: leaf.isPluralCase || (counterpart?.isPluralCase ?? false)
                ).filter { mismatch in
                    // Type and extra problems inside substitution cases are reported at those cases.
                    if case .missing = mismatch.kind { return true }
                    return translation.slots[mismatch.position] != nil
                }
                // String(format:) reads arguments in order and ignores those after the last one the text formats, so
                // dropping only trailing arguments loses text but reads nothing wrong; a drop before a formatted
                // argument leaves String(format:) without the type it needs to step over it.
                let lastFormatted = provided.arity
                var crashes = !translation.conflicts.isEmpty
                var problems: [String] = []
                for mismatch in mismatches {
                    guard case .missing(let expected) = mismatch.kind else {
                        crashes = true
                        problems.append(mismatch.description)
                        continue
                    }
                    if mismatch.position > lastFormatted {
                        problems.append(
                            "drops trailing argument \(mismatch.position) (\(expected.text) in the source): the text loses it, "
                                + "but String(format:) ignores unused trailing arguments")
                    } else {
                        crashes = true
                        problems.append(
                            "drops argument \(mismatch.position) (\(expected.text) in the source) before argument \(lastFormatted), "
                                + "which it formats: String(format:) needs the dropped argument's type to reach the later one")
                    }
                }
                problems += translation.conflicts.map { "uses argument \($0) as two different types" }
                guard !problems.isEmpty else { continue }
                sink.report(
                    "\(MessageFormatting.place(locale, leaf)) of \(MessageFormatting.key(entry.key)) \(problems.joined(separator: "; "))",
                    at: leaf.unit.valueLocation, key: entry.key, locale: locale, capped: crashes ? nil : .warning,
                    hint: crashes ? nil : Self.trailingHint)
            }
        }
    }
}
