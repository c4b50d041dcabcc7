import CatalogInputs
import Diagnostics
import StringCatalog

/// How a project tunes `catalog check`, from `.timekeeper.json`:
///
/// ```json
/// {
///   "checks" : { "untranslated-copy" : "off", "missing-translation" : "error" },
///   "locales" : [ "de", "fr", "uk" ],
///   "excludeKeys" : [ "debug.*", "*_legacy" ]
/// }
/// ```
/// Every member is optional; unknown members and unknown check ids are errors, so typos are caught.
public struct CheckConfiguration: Sendable, Equatable {
    /// Per-check settings by id.
    public var rules: [String: RuleSetting]
    /// The locales to check; nil means every locale the catalog uses.
    public var locales: [String]?
    /// Keys skipped by every check.
    var excludedKeys: [KeyPattern]
    /// The file this came from, nil for the defaults.
    public var file: String?
    /// `"budgets"`: the layout budgets file, resolved against the configuration's folder.
    public var budgetsPath: String?
    /// `"exclude"`: paths that folder searches and globs leave out, relative to the configuration's folder.
    public var excludedPaths: [ExcludePattern] = []

    public init(rules: [String: RuleSetting] = [:], locales: [String]? = nil, excludedKeys: [KeyPattern] = [], file: String? = nil) {
        self.rules = rules
        self.locales = locales
        self.excludedKeys = excludedKeys
        self.file = file
    }

    /// The name looked for in the current folder and each folder above it.
    public static let fileName = ".timekeeper.json"

    /// A checker for this configuration, with `locales` (from the command line) taking precedence.
    public func makeChecker(
        pluralRules: any PluralRulesProvider, localeValidator: any LocaleValidating, locales overrideLocales: [String]? = nil
    ) -> CatalogChecker {
        var active: [CatalogChecker.ActiveCheck] = []
        for check in CheckRegistry.all {
            switch rules[check.id] {
            case .off?: continue
            case .severity(let severity)?: active.append(.init(check: check, severity: severity))
            case nil: active.append(.init(check: check, severity: check.defaultSeverity))
            }
        }
        var disabled: Set<String> = []
        var overrides: [String: Severity] = [:]
        for (id, setting) in rules {
            switch setting {
            case .off: disabled.insert(id)
            case .severity(let severity): overrides[id] = severity
            }
        }
        return CatalogChecker(
            checks: active, pluralRules: pluralRules, localeValidator: localeValidator, excludedKeys: excludedKeys,
            locales: overrideLocales ?? locales, disabled: disabled, severityOverrides: overrides)
    }
}
