import FormatSpecifiers

extension Pseudolocalizer {
    /// The pseudo content for an entry: its source-language content (or the key itself when the source has none),
    /// every string transformed, variations and substitutions kept in shape. Nil for `shouldTranslate: false` keys.
    public func content(for entry: CatalogEntry, sourceLanguage: String) -> LocalizedContent? {
        guard entry.shouldTranslate else { return nil }
        if let source = entry.localization(sourceLanguage) {
            return transform(source.content, context: .value)
        }
        let unit = StringUnit(state: .translated, value: entry.key, valueLocation: entry.location)
        return transform(LocalizedContent(stringUnit: unit, location: entry.location), context: .value)
    }

    /// `content` with every string transformed; units are marked `translated`, as a finished pseudo-translation.
    public func transform(_ content: LocalizedContent, context: FormatSpecifierParser.Context) -> LocalizedContent {
        var result = content
        if let unit = content.stringUnit {
            result.stringUnit = StringUnit(
                state: .translated, value: transform(unit.value, context: context), valueLocation: unit.valueLocation)
        }
        if let set = content.stringSet {
            result.stringSet = StringSet(
                state: .translated, values: set.values.map { transform($0, context: context) },
                valueLocations: set.valueLocations, location: set.location)
        }
        result.variations = content.variations.map { transform($0, context: context) }
        result.substitutions = content.substitutions.map { substitution in
            var copy = substitution
            copy.variations = substitution.variations.map { transform($0, context: .substitutionCase) }
            return copy
        }
        return result
    }

    private func transform(_ variations: Variations, context: FormatSpecifierParser.Context) -> Variations {
        var copy = variations
        let cases = variations.selector == .plural ? pluralCases(variations.cases) : variations.cases
        copy.cases = cases.map { variationCase in
            var caseCopy = variationCase
            caseCopy.content = transform(variationCase.content, context: context)
            return caseCopy
        }
        return copy
    }

    /// The source's plural cases reshaped to the pseudo-locale's own rules, so the pseudo output passes the plural
    /// checks: every category the pseudo-locale defines, in CLDR order, each with the source's case of that name or
    /// else the source's `other` (`ar-XB` gets zero, one, two, few and many from an English one/other pair);
    /// the source's `zero` is kept (Apple selects it for 0 in every language) and categories the pseudo-locale
    /// never selects are dropped (a Russian `few` under `en-XA` would be dead text).
    func pluralCases(_ source: [VariationCase]) -> [VariationCase] {
        guard let categories = pluralCategories,
            let fallback = source.first(where: { $0.name == "other" }) ?? source.last
        else { return source }
        var names = categories
        if !names.contains("zero"), source.contains(where: { $0.name == "zero" }) { names.insert("zero", at: 0) }
        return names.map { name in
            if let own = source.first(where: { $0.name == name }) { return own }
            var copy = fallback
            copy.name = name
            return copy
        }
    }
}
