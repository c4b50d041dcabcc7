import JSONCore
import StringCatalog

/// Per-case fallback: which text of a localization ships, and where the source language's text stands in.
///
/// A translated case stays; a case that is empty, `new` or has no text takes the source's text for that case
/// (the source's `other` when the source has no such case, or its plain text when it is not varied that way),
/// and a group without `other` gets the source's. Only when nothing of a localization is usable does the
/// source text stand in whole, so one untranslated `zero` never throws away a translated plural.
struct CaseFallback {
    /// Whether the content is the source language's own (where `new` units ship: the text is the developer's).
    let isSourceLanguage: Bool
    /// Set once any text of the localization's own is kept.
    private(set) var usesOwnText = false

    init(isSourceLanguage: Bool) {
        self.isSourceLanguage = isSourceLanguage
    }

    /// `own` with every unusable case replaced from `fallback`; check ``usesOwnText`` afterwards.
    mutating func merge(_ own: LocalizedContent, with fallback: LocalizedContent) -> LocalizedContent {
        // Several groups side by side are an Xcode error; the compiler reports them on the content as written.
        if own.variations.count > 1 {
            usesOwnText = true
            return own
        }
        var result: LocalizedContent
        if let group = own.variations.first {
            let fallbackGroup = fallback.variations.first { $0.selector == group.selector && fallback.variations.count == 1 }
            var cases: [VariationCase] = []
            for variationCase in group.cases {
                var merged = variationCase
                merged.content = merge(variationCase.content, with: Self.caseFallback(variationCase.name, in: fallbackGroup, of: fallback))
                cases.append(merged)
            }
            // The source's own group without `other` is an error the compiler reports (there is nothing to fall back to).
            // Only from a source that has an `other` (its group's, or its plain text): a source device group without
            // one has nothing to give, and the translation's cases are compiled as written.
            let sourceOther = fallbackGroup.map { $0.case("other")?.content } ?? (fallback.variations.isEmpty ? fallback : nil)
            if !isSourceLanguage, group.selector == .plural || group.selector == .device, group.case("other") == nil,
                let sourceOther
            {
                cases.append(VariationCase(name: "other", location: group.location, content: sourceOther))
            }
            result = own
            result.variations = [Variations(selector: group.selector, cases: cases, location: group.location)]
        } else if let unit = own.stringUnit, !unit.isUntranslated(inSourceLanguage: isSourceLanguage) {
            usesOwnText = true
            result = own
        } else {
            // An untranslated unit, or a localization without any text: the source's stands in.
            return fallback
        }
        result.substitutions = mergeSubstitutions(result.substitutions, with: fallback.substitutions)
        // Texts taken from the source may reference the source's substitutions.
        let defined = Set(result.substitutions.map(\.name))
        for name in Self.referencedNames(result) where !defined.contains(name) {
            if let substitution = fallback.substitutions.first(where: { $0.name == name }) { result.substitutions.append(substitution) }
        }
        return result
    }

    /// The source text for one case: the same case of the source group, its `other`, or the source's plain text.
    /// Substitutions it references are added where the merged content is assembled (see ``merge(_:with:)``).
    static func caseFallback(_ name: String, in group: Variations?, of fallback: LocalizedContent) -> LocalizedContent {
        guard let group else { return plain(fallback) }
        return (group.case(name) ?? group.case("other"))?.content ?? plain(fallback)
    }

    /// The content with every variation reduced to its `other` case (the text a group falls back to).
    static func plain(_ content: LocalizedContent) -> LocalizedContent {
        guard let group = content.variations.first, let chosen = group.case("other") ?? group.cases.first else { return content }
        return plain(chosen.content)
    }

    /// Substitution cases that are empty or `new` take the same case of the source's substitution of that name (or its
    /// `other`), else this substitution's own `other`.
    private mutating func mergeSubstitutions(_ own: [Substitution], with fallback: [Substitution]) -> [Substitution] {
        own.map { substitution in
            var merged = substitution
            let source = fallback.first { $0.name == substitution.name }?.variations.first
            merged.variations = substitution.variations.map { group in
                var group = group
                let ownOther = group.case("other").flatMap { isUsable($0.content) ? $0 : nil }
                group.cases = group.cases.map { variationCase in
                    guard !isUsable(variationCase.content) else { return variationCase }
                    var replaced = variationCase
                    if let sourceCase = source?.case(variationCase.name) ?? source?.case("other") {
                        replaced.content = sourceCase.content
                    } else if let ownOther {
                        replaced.content = ownOther.content
                    }
                    return replaced
                }
                if group.case("other") == nil, let sourceOther = source?.case("other") {
                    group.cases.append(VariationCase(name: "other", location: group.location, content: sourceOther.content))
                }
                return group
            }
            return merged
        }
    }

    /// Whether a substitution case's text can ship (a unit that is neither empty nor, outside the source, `new`).
    private func isUsable(_ content: LocalizedContent) -> Bool {
        guard content.variations.isEmpty, let unit = content.stringUnit else { return !content.variations.isEmpty }
        return !unit.isUntranslated(inSourceLanguage: isSourceLanguage)
    }

    /// The `%#@name@` references of every text in `content`, its substitutions' cases included.
    static func referencedNames(_ content: LocalizedContent) -> [String] {
        ContentLeaf.leaves(of: content).flatMap { leaf in
            FormatTemplate(leaf.unit.value, allowsArgumentPlaceholder: leaf.substitution != nil).substitutionNames
        }
    }

    /// The content a source localization falls back to: the key as its text (keys extracted from code are the text).
    static func keyText(_ key: String, at location: SourceLocation) -> LocalizedContent {
        LocalizedContent(stringUnit: StringUnit(state: .translated, value: key, valueLocation: location), location: location)
    }
}
