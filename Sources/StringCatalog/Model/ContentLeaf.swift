import FormatSpecifiers

/// One string unit somewhere inside a localization, with the path that leads to it.
///
/// A class so that the many checks passing units around share one copy (one reference count, not one
/// per string inside).
public final class ContentLeaf: Sendable {
    /// The unit itself.
    public let unit: StringUnit
    /// Steps from the localization to the unit; empty for the localization's own `stringUnit`.
    public let path: [UnitStep]
    /// The substitution the unit belongs to, if it sits inside one.
    public let substitution: Substitution?
    /// Substitutions visible to the unit (those of the localization and of enclosing cases).
    public let visibleSubstitutions: [Substitution]
    /// The unit's value parsed as a format string (in the unit's context), once.
    public let format: ParsedFormat

    public init(unit: StringUnit, path: [UnitStep], substitution: Substitution?, visibleSubstitutions: [Substitution]) {
        self.unit = unit
        self.path = path
        self.substitution = substitution
        self.visibleSubstitutions = visibleSubstitutions
        self.format = FormatSpecifierParser.parse(unit.value, context: substitution == nil ? .value : .substitutionCase)
    }

    /// Whether the unit is one case of a plural variation (directly or inside a substitution).
    public var isPluralCase: Bool {
        path.contains {
            if case .variation(.plural, _) = $0 { return true }
            return false
        }
    }

    /// The innermost plural category, if any.
    public var pluralCategory: String? {
        for step in path.reversed() {
            if case .variation(.plural, let name) = step { return name }
        }
        return nil
    }

    /// The parser context for the unit's value.
    public var parserContext: FormatSpecifierParser.Context { substitution == nil ? .value : .substitutionCase }

    /// "plural 'one'", "substitution 'count' › plural 'few'", or "" for the plain value.
    public var pathDescription: String { Self.describe(path) }

    /// "plural 'one'", "substitution 'count' › plural 'few'", or "" for an empty path.
    public static func describe(_ path: [UnitStep]) -> String {
        path.map {
            switch $0 {
            case .variation(let selector, let caseName): "\(selector.name) '\(caseName)'"
            case .substitution(let name): "substitution '\(name)'"
            case .phrase(let index): "phrase \(index + 1)"
            }
        }.joined(separator: " › ")
    }

    /// Every unit in `content`, depth first in file order; each phrase of a `stringSet` is a unit of its own.
    public static func leaves(of content: LocalizedContent) -> [ContentLeaf] {
        var out: [ContentLeaf] = []
        collect(content, path: [], substitution: nil, visible: [], into: &out)
        return out
    }

    private static func collect(
        _ content: LocalizedContent, path: [UnitStep], substitution: Substitution?, visible: [Substitution],
        into out: inout [ContentLeaf]
    ) {
        let visible = visible + content.substitutions
        if let unit = content.stringUnit {
            out.append(ContentLeaf(unit: unit, path: path, substitution: substitution, visibleSubstitutions: visible))
        }
        if let set = content.stringSet {
            for (index, unit) in set.units.enumerated() {
                out.append(
                    ContentLeaf(unit: unit, path: path + [.phrase(index: index)], substitution: substitution, visibleSubstitutions: visible)
                )
            }
        }
        for group in content.variations {
            for variationCase in group.cases {
                collect(
                    variationCase.content, path: path + [.variation(selector: group.selector, caseName: variationCase.name)],
                    substitution: substitution, visible: visible, into: &out)
            }
        }
        for nested in content.substitutions {
            for group in nested.variations {
                for variationCase in group.cases {
                    collect(
                        variationCase.content,
                        path: path + [
                            .substitution(name: nested.name), .variation(selector: group.selector, caseName: variationCase.name),
                        ],
                        substitution: nested, visible: visible, into: &out)
                }
            }
        }
    }

    /// Every plural variation group in `content`, with the path to it (substitutions included).
    public static func pluralGroups(of content: LocalizedContent) -> [(group: Variations, path: [UnitStep])] {
        var out: [(Variations, [UnitStep])] = []
        func walk(_ content: LocalizedContent, _ path: [UnitStep]) {
            for group in content.variations {
                if group.selector == .plural { out.append((group, path)) }
                for variationCase in group.cases {
                    walk(variationCase.content, path + [.variation(selector: group.selector, caseName: variationCase.name)])
                }
            }
            for substitution in content.substitutions {
                for group in substitution.variations {
                    let substitutionPath = path + [.substitution(name: substitution.name)]
                    if group.selector == .plural { out.append((group, substitutionPath)) }
                    for variationCase in group.cases {
                        walk(variationCase.content, substitutionPath + [.variation(selector: group.selector, caseName: variationCase.name)])
                    }
                }
            }
        }
        walk(content, [])
        return out
    }
}
