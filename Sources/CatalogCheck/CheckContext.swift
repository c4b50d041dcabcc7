import StringCatalog

/// Everything a check may consult besides the entry: the catalog, the locales to check, plural rules.
public struct CheckContext: Sendable {
    /// The catalog being checked.
    public let catalog: StringCatalog
    /// The locales checked for completeness: from configuration or `--locales`, else every locale the
    /// catalog uses. Never contains the source language.
    public let targetLocales: [String]
    /// When set, per-locale checks look only at these locales (the source language is always read).
    public let localeFilter: Set<String>?
    private let plurals: [String: LocalePlurals]
    /// Decides which locale tags are valid.
    public let localeValidator: any LocaleValidating
    /// The plural data's version, e.g. "ICU 72.1, CLDR 42.0".
    public let pluralDataVersion: String
    /// A small number for every locale the catalog or the filter mentions, so entries find locales without hashing.
    public let localeIDs: [String: Int]
    /// The ids of ``targetLocales``, in the same order.
    public let targetLocaleIDs: [Int]
    /// The id of the source language.
    public let sourceLocaleID: Int

    /// Resolves plural rules for every locale the catalog (or the filter) mentions, once.
    public init(
        catalog: StringCatalog, locales: [String]? = nil, pluralRules: any PluralRulesProvider,
        localeValidator: any LocaleValidating
    ) {
        self.init(
            catalog: catalog, usedLocales: catalog.locales, locales: locales, pluralRules: pluralRules, localeValidator: localeValidator)
    }

    /// The same, with `catalog.locales` already known (it walks every localization of the catalog).
    init(
        catalog: StringCatalog, usedLocales used: [String], locales: [String]?, pluralRules: any PluralRulesProvider,
        localeValidator: any LocaleValidating
    ) {
        self.catalog = catalog
        let chosen = locales ?? used
        self.targetLocales = chosen.filter { $0 != catalog.sourceLanguage }
        self.localeFilter = locales.map { Set($0 + [catalog.sourceLanguage]) }
        var table: [String: LocalePlurals] = [:]
        var ids: [String: Int] = [:]
        for locale in (used + chosen + [catalog.sourceLanguage]) where ids[locale] == nil {
            ids[locale] = ids.count
            table[locale] = pluralRules.plurals(for: locale)
        }
        self.localeIDs = ids
        self.targetLocaleIDs = targetLocales.map { ids[$0]! }
        self.sourceLocaleID = ids[catalog.sourceLanguage]!
        self.plurals = table
        self.localeValidator = localeValidator
        self.pluralDataVersion = pluralRules.dataVersion
    }

    /// The catalog's source language.
    public var sourceLanguage: String { catalog.sourceLanguage }

    /// The plural rules of `locale`, nil when the locale is unknown.
    public func plurals(for locale: String) -> LocalePlurals? { plurals[locale] }

    /// Whether per-locale checks should look at `locale`.
    public func includes(_ locale: String) -> Bool { localeFilter?.contains(locale) ?? true }
}
