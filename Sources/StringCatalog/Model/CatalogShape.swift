import JSONCore

/// The shape of a localization, said once: which members hold units, which hold variations and substitutions.
///
/// The typed model walks it through `ContentLeaf.leaves`; code that works on the parsed JSON tree (diff and merge,
/// which must keep unknown fields and bytes as written) walks it through `forEachUnit`. A member named in
/// `unitMembers` is one value to a merge: its state and its text are decided together, never mixed from two sides.
public enum CatalogShape {
    /// A localization's (or a case's) own text with its state.
    public static let stringUnit = "stringUnit"
    /// An App Shortcuts phrase set: several phrases sharing one state; each phrase is a unit.
    public static let stringSet = "stringSet"
    /// Members whose value is atomic in a merge: a unit, or a phrase set (its phrases share the state).
    public static let unitMembers: Set<String> = [stringUnit, stringSet]

    /// One unit found on the JSON tree.
    public struct FoundUnit {
        /// Steps from the localization to the unit.
        public var steps: [UnitStep]
        /// The unit's text (`value`, or the phrase).
        public var value: String
        /// `state` as written (a phrase's is its set's); nil when there is none.
        public var state: String?
        /// Where the text is written (the unit's member when it has no text).
        public var location: SourceLocation
    }

    /// One substitution found on the JSON tree, with the argument it formats.
    public struct FoundSubstitution {
        public var name: String
        /// `%` + `argNum$` when numbered + `formatSpecifier` (`@` when missing): `%1$lld`.
        public var format: String
    }

    /// Calls `unit` for every unit below `localization` (a localization's value in a parsed catalog), depth first in
    /// file order, and `substitution` for every substitution on the way; the cost is linear in the subtree.
    public static func forEachUnit(
        in document: JSONDocument, localization: JSONNodeID, unit: (FoundUnit) -> Void,
        substitution: (FoundSubstitution) -> Void = { _ in }
    ) {
        var steps: [UnitStep] = []
        walk(localization, in: document, steps: &steps, unit: unit, substitution: substitution)
    }

    private static func walk(
        _ node: JSONNodeID, in document: JSONDocument, steps: inout [UnitStep], unit: (FoundUnit) -> Void,
        substitution: (FoundSubstitution) -> Void
    ) {
        guard document.kind(node) == .object else { return }
        document.forEachMember(node) { member in
            switch document.string(member.key) {
            case stringUnit:
                let value = document.member(member.value, named: "value")
                unit(
                    FoundUnit(
                        steps: steps, value: value.flatMap { document.string($0.value) } ?? "",
                        state: state(of: member.value, in: document),
                        location: document.location(value?.value ?? member.value)))
            case stringSet:
                let state = state(of: member.value, in: document)
                guard let values = document.member(member.value, named: "values"), document.kind(values.value) == .array else { return }
                for (index, phrase) in document.elements(values.value).enumerated() {
                    unit(
                        FoundUnit(
                            steps: steps + [.phrase(index: index)], value: document.string(phrase) ?? "", state: state,
                            location: document.location(phrase)))
                }
            case "variations":
                document.forEachMember(member.value) { selector in
                    let name = Variations.Selector(document.string(selector.key) ?? "")
                    document.forEachMember(selector.value) { variant in
                        steps.append(.variation(selector: name, caseName: document.string(variant.key) ?? ""))
                        walk(variant.value, in: document, steps: &steps, unit: unit, substitution: substitution)
                        steps.removeLast()
                    }
                }
            case "substitutions":
                document.forEachMember(member.value) { found in
                    let name = document.string(found.key) ?? ""
                    let number = document.member(found.value, named: "argNum").flatMap { document.numberText($0.value) }
                    let specifier = document.member(found.value, named: "formatSpecifier").flatMap { document.string($0.value) }
                    substitution(FoundSubstitution(name: name, format: "%" + (number.map { "\($0)$" } ?? "") + (specifier ?? "@")))
                    steps.append(.substitution(name: name))
                    walk(found.value, in: document, steps: &steps, unit: unit, substitution: substitution)
                    steps.removeLast()
                }
            default: break
            }
        }
    }

    private static func state(of node: JSONNodeID, in document: JSONDocument) -> String? {
        document.member(node, named: "state").flatMap { document.string($0.value) }
    }
}
