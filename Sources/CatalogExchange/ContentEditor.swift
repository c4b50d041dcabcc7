import JSONCore
import StringCatalog

/// Puts one string unit at a unit path inside a localization, creating the variation cases and substitutions
/// on the way (a substitution created here takes its argument number and specifier from the source's).
enum ContentEditor {
    /// The unit at `steps`, if the content has one there.
    static func unit(in content: LocalizedContent, at steps: ArraySlice<UnitStep>) -> StringUnit? {
        guard let step = steps.first else { return content.stringUnit }
        switch step {
        case .variation(let selector, let caseName):
            guard let group = content.variations.first(where: { $0.selector == selector }), let found = group.case(caseName) else {
                return nil
            }
            return unit(in: found.content, at: steps.dropFirst())
        case .substitution(let name):
            guard let substitution = content.substitutions.first(where: { $0.name == name }),
                case .variation(let selector, let caseName)? = steps.dropFirst().first,
                let group = substitution.variations.first(where: { $0.selector == selector }), let found = group.case(caseName)
            else { return nil }
            return unit(in: found.content, at: steps.dropFirst(2))
        case .phrase:
            // App Shortcuts phrase sets are not exported, so no trans-unit id leads to one.
            return nil
        }
    }

    /// The substitution a unit at `steps` belongs to, and those visible to it.
    static func context(
        in content: LocalizedContent, at steps: ArraySlice<UnitStep>
    ) -> (substitution: Substitution?, visible: [Substitution]) {
        var content = content
        var visible = content.substitutions
        var substitution: Substitution?
        var rest = steps
        while let step = rest.first {
            switch step {
            case .variation(let selector, let caseName):
                guard let group = content.variations.first(where: { $0.selector == selector }), let found = group.case(caseName) else {
                    return (substitution, visible)
                }
                content = found.content
                rest = rest.dropFirst()
            case .substitution(let name):
                guard let found = visible.first(where: { $0.name == name }) else { return (nil, visible) }
                substitution = found
                guard case .variation(let selector, let caseName)? = rest.dropFirst().first,
                    let group = found.variations.first(where: { $0.selector == selector }), let next = group.case(caseName)
                else { return (substitution, visible) }
                content = next.content
                rest = rest.dropFirst(2)
            case .phrase:
                return (substitution, visible)
            }
            visible += content.substitutions
        }
        return (substitution, visible)
    }

    /// Sets the unit at `steps` to `value` in `state`, keeping the unit's other fields when it exists.
    static func set(
        value: String, state: TranslationState, at steps: ArraySlice<UnitStep>, in content: inout LocalizedContent,
        source: LocalizedContent?, location: SourceLocation
    ) {
        guard let step = steps.first else {
            if content.stringUnit != nil {
                content.stringUnit!.value = value
                content.stringUnit!.state = state
            } else {
                content.stringUnit = StringUnit(state: state, value: value, valueLocation: location)
            }
            return
        }
        switch step {
        case .variation(let selector, let caseName):
            var groupIndex = content.variations.firstIndex { $0.selector == selector }
            if groupIndex == nil {
                content.variations.append(Variations(selector: selector, cases: [], location: location))
                groupIndex = content.variations.count - 1
            }
            setCase(
                caseName, value: value, state: state, rest: steps.dropFirst(), in: &content.variations[groupIndex!], source: source,
                location: location)
        case .substitution(let name):
            var index = content.substitutions.firstIndex { $0.name == name }
            if index == nil {
                let model = source.flatMap { ContentEditor.findSubstitution(name, in: $0) }
                content.substitutions.append(
                    Substitution(
                        name: name, location: location, argNum: model?.argNum, formatSpecifier: model?.formatSpecifier, variations: []))
                index = content.substitutions.count - 1
            }
            guard case .variation(let selector, let caseName)? = steps.dropFirst().first else { return }
            var groupIndex = content.substitutions[index!].variations.firstIndex { $0.selector == selector }
            if groupIndex == nil {
                content.substitutions[index!].variations.append(Variations(selector: selector, cases: [], location: location))
                groupIndex = content.substitutions[index!].variations.count - 1
            }
            setCase(
                caseName, value: value, state: state, rest: steps.dropFirst(2),
                in: &content.substitutions[index!].variations[groupIndex!], source: source, location: location)
        case .phrase:
            // Phrase sets are not exported, so an import never addresses one.
            return
        }
    }

    private static func setCase(
        _ name: String, value: String, state: TranslationState, rest: ArraySlice<UnitStep>, in group: inout Variations,
        source: LocalizedContent?, location: SourceLocation
    ) {
        var caseIndex = group.cases.firstIndex { $0.name == name }
        if caseIndex == nil {
            group.cases.append(VariationCase(name: name, location: location, content: LocalizedContent(location: location)))
            caseIndex = group.cases.count - 1
        }
        set(value: value, state: state, at: rest, in: &group.cases[caseIndex!].content, source: source, location: location)
    }

    /// A substitution named `name` anywhere in `content`.
    static func findSubstitution(_ name: String, in content: LocalizedContent) -> Substitution? {
        if let found = content.substitutions.first(where: { $0.name == name }) { return found }
        for group in content.variations {
            for variationCase in group.cases {
                if let found = findSubstitution(name, in: variationCase.content) { return found }
            }
        }
        return nil
    }
}
