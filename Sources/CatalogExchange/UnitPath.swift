import StringCatalog

/// Where one translatable text sits in a catalog: the key and the steps from a localization to its string unit.
///
/// Its `id` is Xcode's trans-unit id: the key alone for the localization's own unit, else
/// `key|==|plural.one`, `key|==|device.iphone.plural.one`, `key|==|substitutions.NAME.plural.few` (a
/// substitution name containing a dot is written `@NAME@`).
public struct UnitPath: Hashable, Sendable {
    /// The catalog key.
    public var key: String
    /// Steps from the localization to the unit; empty for the localization's own `stringUnit`.
    public var steps: [ContentLeaf.Step]

    /// The unit at `steps` below `key`.
    public init(key: String, steps: [ContentLeaf.Step] = []) {
        self.key = key
        self.steps = steps
    }

    /// Xcode's trans-unit id for this unit.
    public var id: String {
        guard !steps.isEmpty else { return key }
        var suffix = ""
        for step in steps {
            if !suffix.isEmpty { suffix += "." }
            switch step {
            case .variation(let selector, let caseName): suffix += "\(selector.name).\(caseName)"
            case .substitution(let name): suffix += "substitutions." + (name.contains(".") ? "@\(name)@" : name)
            // Not exported (Xcode writes phrase sets as x-set marks, not units); named only so the id stays total.
            case .phrase(let index): suffix += "phrase.\(index)"
            }
        }
        return key + "|==|" + suffix
    }
}
