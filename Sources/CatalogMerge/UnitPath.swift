/// Where one string unit sits in a catalog: its key, its locale and the variation path inside the localization.
///
/// The variation path names the cases that lead to the unit, joined with dots as Xcode's XLIFF ids do:
/// `""` for the localization's own unit, `plural.one`, `device.mac`, `substitutions.count.plural.few`.
public struct UnitPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var key: String
    public var locale: String
    public var variation: String

    public init(key: String, locale: String, variation: String = "") {
        self.key = key
        self.locale = locale
        self.variation = variation
    }

    /// The unit addressed by a JSON path (`strings`, key, `localizations`, locale, …, `stringUnit`), if it is one.
    init?(jsonPath path: [String]) {
        guard path.count >= 5, path[0] == "strings", path[2] == "localizations", path.last == "stringUnit" else { return nil }
        self.init(key: path[1], locale: path[3], variation: UnitPath.variation(path[4..<(path.count - 1)]))
    }

    /// The dotted variation path of the steps below a locale (`variations` steps are left out, as Xcode's ids do).
    static func variation(_ steps: ArraySlice<String>) -> String {
        steps.filter { $0 != "variations" }.joined(separator: ".")
    }

    /// `"key" de plural.one`, or `"key" de` for the plain unit.
    public var description: String {
        variation.isEmpty ? "\"\(key)\" \(locale)" : "\"\(key)\" \(locale) \(variation)"
    }

    public static func < (lhs: UnitPath, rhs: UnitPath) -> Bool {
        (lhs.key, lhs.locale, lhs.variation) < (rhs.key, rhs.locale, rhs.variation)
    }
}
