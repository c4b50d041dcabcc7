/// One step from a localization towards a unit: a variation case, a substitution, or one phrase of a `stringSet`.
public enum UnitStep: Hashable, Sendable {
    case variation(selector: Variations.Selector, caseName: String)
    case substitution(name: String)
    /// The phrase at `index` (0-based) of a `stringSet` (App Shortcuts): a unit with the set's state.
    case phrase(index: Int)
}

/// Where one unit sits in a catalog: its key, its locale and the steps from the localization to the unit.
///
/// The one address of a unit, whoever walks the catalog (check, compile, statistics, XLIFF exchange, diff and
/// merge). It has two renderings: `variation`, the dotted path a person reads in `catalog diff` (`plural.one`,
/// `device.mac.plural.few`, `substitutions.count.plural.few`, `phrase.2`), and `xliffID`, Xcode's trans-unit id
/// (`key|==|plural.one`; a substitution name containing a dot is written `@NAME@`).
public struct UnitAddress: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The catalog key.
    public var key: String
    /// The localization's language; empty where the address names a place in any language (a trans-unit).
    public var locale: String
    /// Steps from the localization to the unit; empty for the localization's own `stringUnit`.
    public var steps: [UnitStep]

    /// The unit at `steps` inside the `locale` localization of `key`.
    public init(key: String, locale: String = "", steps: [UnitStep] = []) {
        self.key = key
        self.locale = locale
        self.steps = steps
    }

    /// The dotted variation path (`""` for the localization's own unit); phrases are counted from 1.
    public var variation: String { Self.dotted(steps, escapingDots: false) }

    /// Xcode's trans-unit id: the key alone for the localization's own unit, else `key|==|` and the dotted path.
    public var xliffID: String {
        steps.isEmpty ? key : key + "|==|" + Self.dotted(steps, escapingDots: true)
    }

    /// `"key" de plural.one`, or `"key" de` for the plain unit.
    public var description: String {
        let variation = variation
        return variation.isEmpty ? "\"\(key)\" \(locale)" : "\"\(key)\" \(locale) \(variation)"
    }

    /// By key, locale, then dotted variation path (the order `catalog diff` lists units in).
    public static func < (lhs: UnitAddress, rhs: UnitAddress) -> Bool {
        if lhs.key != rhs.key { return lhs.key < rhs.key }
        if lhs.locale != rhs.locale { return lhs.locale < rhs.locale }
        return lhs.variation < rhs.variation
    }

    /// The steps joined with dots as Xcode's ids do: `selector.case`, `substitutions.NAME`, `phrase.N`.
    private static func dotted(_ steps: [UnitStep], escapingDots: Bool) -> String {
        var out = ""
        for step in steps {
            if !out.isEmpty { out += "." }
            switch step {
            case .variation(let selector, let caseName): out += "\(selector.name).\(caseName)"
            case .substitution(let name): out += "substitutions." + (escapingDots && name.contains(".") ? "@\(name)@" : name)
            // Xcode exports no phrase-set units (it writes x-set marks); named so that every address renders.
            case .phrase(let index): out += "phrase.\(index + 1)"
            }
        }
        return out
    }
}
