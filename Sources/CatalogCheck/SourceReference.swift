import FormatSpecifiers
import StringCatalog

/// The source-language text an entry's translations are compared with.
///
/// Usually the source localization; when it is absent and the key is the text itself (entries
/// extracted from code with no explicit value), the key.
public struct SourceReference: Sendable {
    /// The source content (a synthesized plain unit when the key stands in for it).
    public let content: LocalizedContent
    /// Whether ``content`` was synthesized from the key.
    let isKey: Bool
    /// Every argument the source passes: the union over all its strings.
    public let available: ArgumentSignature
    /// Every unit of the source, parsed once.
    public let leaves: [ContentLeaf]
    /// The arguments of each of ``leaves``, in the same order.
    let signatures: [ArgumentSignature]

    /// The reference for `entry`, or nil when there is nothing to compare with (a manual key without a
    /// source value, whose key is an identifier rather than text).
    public init?(entry: CatalogEntry, sourceLanguage: String) {
        if let source = entry.localization(sourceLanguage) {
            content = source.content
            isKey = false
        } else if entry.extractionState != .manual {
            content = LocalizedContent(
                stringUnit: StringUnit(state: .translated, value: entry.key, valueLocation: entry.location),
                location: entry.location)
            isKey = true
        } else {
            return nil
        }
        leaves = ContentLeaf.leaves(of: content)
        signatures = leaves.map(Self.signature(of:))
        var union = ArgumentSignature()
        for signature in signatures {
            union.formUnion(signature)
        }
        // A key extracted from code ("notifications.label %lld") names the arguments the code passes,
        // even when the source text leaves some of them out ("starred").
        if !isKey {
            union.formUnion(ArgumentSignature(FormatSpecifierParser.parse(entry.key)))
        }
        available = union
    }

    /// The arguments one unit formats, resolving its substitutions.
    public static func signature(of leaf: ContentLeaf) -> ArgumentSignature {
        let parsed = leaf.format
        guard !parsed.directives.isEmpty else { return ArgumentSignature() }
        var substitutions: [String: ArgumentSignature.SubstitutionArgument] = [:]
        for substitution in leaf.visibleSubstitutions {
            substitutions[substitution.name] = .init(
                argNum: substitution.argNum, family: substitution.formatSpecifier.flatMap(ArgumentFamily.init(formatSpecifier:)))
        }
        let own = leaf.substitution.map {
            ArgumentSignature.SubstitutionArgument(
                argNum: $0.argNum ?? inferredArgNum(of: $0.name, in: leaf.visibleSubstitutions),
                family: $0.formatSpecifier.flatMap(ArgumentFamily.init(formatSpecifier:)))
        }
        return ArgumentSignature(parsed, substitutions: substitutions, substitutionArgument: own)
    }

    /// Without `argNum`, a substitution's argument is the one its `%#@name@` reference takes; with the
    /// references in order that is its rank among the substitutions (the common single-substitution case: 1).
    private static func inferredArgNum(of name: String, in substitutions: [Substitution]) -> Int {
        (substitutions.firstIndex { $0.name == name } ?? 0) + 1
    }

    /// The source unit matching a translation unit's path: the same cases where the source has them,
    /// `other` (or the first case) where it does not, and the plain value where the source does not vary.
    func counterpart(of path: [UnitStep]) -> ContentLeaf? {
        // Most translations vary the way the source does: the unit at the same path.
        if let same = leaves.first(where: { $0.path == path }) { return same }
        var content = self.content
        var walked: [UnitStep] = []
        var substitution: Substitution?
        var visible = content.substitutions
        var remaining = path[...]
        func enter(_ group: Variations, _ chosen: VariationCase) {
            content = chosen.content
            walked.append(.variation(selector: group.selector, caseName: chosen.name))
            visible += content.substitutions
        }
        while let step = remaining.first {
            switch step {
            case .variation(let selector, let caseName):
                if let group = content.variations.first(where: { $0.selector == selector }) {
                    guard let chosen = group.case(caseName) ?? group.case("other") ?? group.cases.first else { return nil }
                    enter(group, chosen)
                    remaining = remaining.dropFirst()
                } else if content.variations.isEmpty {
                    // The source does not vary by this selector: skip the step, keep looking deeper.
                    remaining = remaining.dropFirst()
                } else {
                    // The source varies by another selector (device vs plural): take its fallback.
                    let group = content.variations[0]
                    guard let fallback = group.case("other") ?? group.cases.first else { return nil }
                    enter(group, fallback)
                }
            case .substitution(let name):
                remaining = remaining.dropFirst()
                guard let found = visible.first(where: { $0.name == name }), let group = found.variations.first else { return nil }
                substitution = found
                walked.append(.substitution(name: name))
                if case .variation(let selector, let caseName)? = remaining.first, selector == group.selector {
                    guard let chosen = group.case(caseName) ?? group.case("other") ?? group.cases.first else { return nil }
                    enter(group, chosen)
                    remaining = remaining.dropFirst()
                } else {
                    guard let chosen = group.case("other") ?? group.cases.first else { return nil }
                    enter(group, chosen)
                }
            case .phrase(let index):
                remaining = remaining.dropFirst()
                // A phrase compares with the source's phrase at the same place (its last one when the translation has
                // more phrases), or with the source's plain value where the source has no phrases.
                guard let set = content.stringSet, !set.values.isEmpty else { continue }
                let chosen = min(index, set.values.count - 1)
                walked.append(.phrase(index: chosen))
                if let known = leaves.firstIndex(where: { $0.path == walked }) { return leaves[known] }
                return ContentLeaf(unit: set.units[chosen], path: walked, substitution: substitution, visibleSubstitutions: visible)
            }
        }
        // Where the source varies further than the translation, compare with its fallback case.
        while content.stringUnit == nil {
            guard let group = content.variations.first, let fallback = group.case("other") ?? group.cases.first else { return nil }
            enter(group, fallback)
        }
        guard let unit = content.stringUnit else { return nil }
        if let known = leaves.firstIndex(where: { $0.path == walked }) { return leaves[known] }
        return ContentLeaf(unit: unit, path: walked, substitution: substitution, visibleSubstitutions: visible)
    }

    /// The arguments of a unit ``counterpart(of:)`` returned (cached for the source's own units).
    public func signature(ofCounterpart leaf: ContentLeaf) -> ArgumentSignature {
        if let index = leaves.firstIndex(where: { $0.unit.valueLocation == leaf.unit.valueLocation && $0.path == leaf.path }) {
            return signatures[index]
        }
        return Self.signature(of: leaf)
    }
}
