import ICU

/// Plural rules and locale validation from the ICU library this tool links (CLDR data of that ICU).
public struct ICUPluralRulesProvider: PluralRulesProvider, LocaleValidating {
    public init() {}

    /// "ICU 72.1, CLDR 42.0" for the linked library.
    public var dataVersion: String { "ICU \(ICUVersion.icu), CLDR \(ICUVersion.cldr)" }

    public func plurals(for locale: String) -> LocalePlurals? {
        guard let rules = try? PluralRules(locale: locale) else { return nil }
        var reach: [String: PluralReach] = [:]
        for usage in rules.usages { reach[usage.category.rawValue] = usage.reach }
        return LocalePlurals(
            locale: locale, categories: rules.categories.map(\.rawValue), reach: reach,
            integerCategory: { (try? rules.category(for: $0))?.rawValue })
    }

    public func problem(with locale: String) -> String? {
        do {
            let identifier = try LocaleIdentifier(locale)
            return identifier.tag == locale ? nil : "is not written the way Xcode writes it; use '\(identifier.tag)'"
        } catch {
            return "\(error)"
        }
    }
}

/// The ICU and CLDR versions behind plural rules, for reports.
public enum ICUVersionInfo {
    /// The ICU library version, e.g. "72.1".
    public static var icu: String { ICUVersion.icu }
    /// The CLDR data version, e.g. "42.0".
    public static var cldr: String { ICUVersion.cldr }
}
