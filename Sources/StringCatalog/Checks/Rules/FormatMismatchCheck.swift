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
    public let rationale = "String(format:) reads arguments by position and type: a changed or extra specifier crashes or prints garbage."
    public let hint = "Use the same specifiers as the source (reorder with %1$@, %2$lld if the grammar needs it)."

    public var examples: [CheckExample] {
        [
            CheckExample("reordered with positions", .passes, json: CheckExample.catalog(#"""
                "%@ has %lld files" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld Dateien gehören %1$@" } } } }
            """#)),
            CheckExample("plural one case leaves the number out", .passes, json: CheckExample.catalog(#"""
                "%lld files in %@" : { "localizations" : {
                  "de" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "Eine Datei in %2$@" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld Dateien in %2$@" } } } } } } }
            """#)),
            CheckExample("translation drops %@", .fails(containing: "drops argument 1", severity: .error), json: CheckExample.catalog(#"""
                "Current Keybind: %@" : { "localizations" : {
                  "da" : { "stringUnit" : { "state" : "translated", "value" : "Nuværende genvejstast:" } } } }
            """#)),
            CheckExample("object where the source has a number", .fails(containing: "where the source has %lld", severity: .error), json: CheckExample.catalog(#"""
                "%lld posts" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld posts" } },
                  "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ publications" } } } }
            """#)),
        ]
    }

    public func check(_ entry: CatalogEntry, in context: CheckContext, into sink: inout FindingSink) {
        guard entry.localizations.contains(where: { $0.locale != context.sourceLanguage && context.includes($0.locale) }),
            let reference = SourceReference(entry: entry, sourceLanguage: context.sourceLanguage)
        else { return }
        for localization in context.checkedLocalizations(of: entry) where localization.locale != context.sourceLanguage {
            for leaf in ContentLeaf.leaves(of: localization.content) where !leaf.unit.value.isEmpty {
                guard let counterpart = reference.counterpart(of: leaf.path) else { continue }
                let translation = SourceReference.signature(of: leaf)
                let required = SourceReference.signature(of: counterpart)
                var problems = ArgumentMismatch.compare(
                    translation: translation, required: required, available: reference.available,
                    numericMayBeOmitted: leaf.isPluralCase || counterpart.isPluralCase
                ).map(\.description)
                problems += translation.conflicts.map { "uses argument \($0) as two different types" }
                guard !problems.isEmpty else { continue }
                sink.report(
                    "\(MessageFormatting.place(localization.locale, leaf)) of \(MessageFormatting.key(entry.key)) \(problems.joined(separator: "; "))",
                    at: leaf.unit.valueLocation, key: entry.key, locale: localization.locale)
            }
        }
    }
}
