import Diagnostics
import FileOutput
import Foundation
import JSONCore

/// The `metadata` section of `.timekeeper.json`: per-store locale map overrides and rule settings.
///
/// ```json
/// { "metadata": {
///     "localeMap": { "appstore": { "es": ["es-ES", "es-MX"] }, "googleplay": { "he": "iw-IL" } },
///     "checks": { "store-keyword-too-short": "off", "store-url-not-https": "error" } } }
/// ```
/// A locale maps to a store code, a list of codes, or `[]` to leave it out of that store; a rule to `"off"`,
/// `"note"`, `"warning"` or `"error"`. `"keywordLimitUnit"` is `"bytes"` (the default) or `"characters"`;
/// `"subscriptionApp": true` asks for a Terms of Use link in every App Store description; `"brandNames"` lists words
/// the brand writes in capitals, which Google Play's ALL CAPS rule allows.
public struct MetadataConfiguration: Sendable, Equatable {
    /// Catalog locale → store codes, per store.
    public var localeOverrides: [StoreID: [String: [String]]]
    /// Settings by rule id (`store-…`).
    public var rules: [String: RuleSetting]
    /// How the App Store keyword limit is counted (`metadata.keywordLimitUnit`).
    public var keywordLimitUnit: KeywordLimitUnit
    /// Whether the app sells subscriptions (`metadata.subscriptionApp`), so descriptions must link the Terms of Use.
    public var subscriptionApp: Bool
    /// Words the brand writes in capitals (`metadata.brandNames`), exempt from Google Play's ALL CAPS rule.
    public var brandNames: [String]

    /// A configuration with the given overrides and rule settings (none by default) and keyword unit (bytes).
    public init(
        localeOverrides: [StoreID: [String: [String]]] = [:], rules: [String: RuleSetting] = [:],
        keywordLimitUnit: KeywordLimitUnit = .bytes, subscriptionApp: Bool = false, brandNames: [String] = []
    ) {
        self.localeOverrides = localeOverrides
        self.rules = rules
        self.keywordLimitUnit = keywordLimitUnit
        self.subscriptionApp = subscriptionApp
        self.brandNames = brandNames
    }

    /// A checker over every listing rule, each given this configuration's settings, with its severities and switches.
    public func makeChecker() -> ListingChecker {
        var overrides: [String: Severity] = [:]
        var disabled: Set<String> = []
        for (id, setting) in rules {
            switch setting {
            case .off: disabled.insert(id)
            case .severity(let severity): overrides[id] = severity
            }
        }
        return ListingChecker(
            rules: ListingRuleRegistry.all.map { $0.configured(by: self) }, severityOverrides: overrides, disabledRules: disabled)
    }

    /// The locale map for `store`: its overrides over its defaults.
    public func localeMap(for store: StoreID) -> LocaleMap {
        LocaleMap(overrides: localeOverrides[store] ?? [:])
    }

    /// The top-level member of `.timekeeper.json` this configuration is read from.
    public static let sectionName = "metadata"

    /// Parses the `metadata` section of a `.timekeeper.json` document; other sections are ignored.
    ///
    /// Throws ``MetadataConfigurationError`` naming `file:line:col` and the JSON path of the first bad value.
    public static func parse(_ bytes: [UInt8], file: String) throws(MetadataConfigurationError) -> MetadataConfiguration {
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes, file: file)
        } catch {
            throw MetadataConfigurationError(location: error.location, path: "", problem: "is not valid JSON: \(error.message)")
        }
        let root = document.root
        guard document.kind(root) == .object else {
            throw MetadataConfigurationError(location: document.location(root), path: "", problem: "must be a JSON object")
        }
        guard let metadata = document.member(root, named: sectionName)?.value else { return MetadataConfiguration() }
        guard document.kind(metadata) == .object else {
            throw MetadataConfigurationError(
                location: document.location(metadata), path: "metadata",
                problem: "must be an object, not \(document.kind(metadata))")
        }
        var localeMapNode: JSONNodeID?
        var rules: [String: RuleSetting] = [:]
        var keywordUnit = KeywordLimitUnit.bytes
        var subscriptionApp = false
        var brandNames: [String] = []
        for member in document.members(metadata) {
            let name = document.string(member.key) ?? ""
            switch name {
            case "localeMap": localeMapNode = member.value
            case "checks": rules = try parseRules(document, member.value)
            case "keywordLimitUnit":
                guard let unit = document.string(member.value).flatMap(KeywordLimitUnit.init(rawValue:)) else {
                    let units = KeywordLimitUnit.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
                    throw MetadataConfigurationError(
                        location: document.location(member.value), path: "metadata.keywordLimitUnit",
                        problem: "must be \(units) (how the App Store's keyword limit of 100 is counted)")
                }
                keywordUnit = unit
            case "subscriptionApp":
                guard let flag = document.bool(member.value) else {
                    throw MetadataConfigurationError(
                        location: document.location(member.value), path: "metadata.subscriptionApp",
                        problem: "must be true or false (whether the app sells subscriptions)")
                }
                subscriptionApp = flag
            case "brandNames":
                let badShape = MetadataConfigurationError(
                    location: document.location(member.value), path: "metadata.brandNames",
                    problem: "must be a list of words the brand writes in capitals, such as [\"HIIT\"]")
                guard document.kind(member.value) == .array else { throw badShape }
                for element in document.elements(member.value) {
                    guard let word = document.string(element), !word.isEmpty else { throw badShape }
                    brandNames.append(word)
                }
            default:
                throw MetadataConfigurationError(
                    location: document.location(member.key), path: "metadata.\(name)",
                    problem:
                        "is not a known setting (the metadata section has \"localeMap\", \"checks\", \"keywordLimitUnit\", "
                        + "\"subscriptionApp\" and \"brandNames\")")
            }
        }
        guard let localeMap = localeMapNode else {
            return MetadataConfiguration(
                rules: rules, keywordLimitUnit: keywordUnit, subscriptionApp: subscriptionApp, brandNames: brandNames)
        }
        guard document.kind(localeMap) == .object else {
            throw MetadataConfigurationError(
                location: document.location(localeMap), path: "metadata.localeMap",
                problem: "must be an object keyed by store (\(storeNames))")
        }
        var overrides: [StoreID: [String: [String]]] = [:]
        for storeMember in document.members(localeMap) {
            let storeName = document.string(storeMember.key) ?? ""
            let path = "metadata.localeMap.\(storeName)"
            guard let store = StoreRegistry.named(storeName)?.id else {
                throw MetadataConfigurationError(
                    location: document.location(storeMember.key), path: path, problem: "is not a store; use one of \(storeNames)")
            }
            guard document.kind(storeMember.value) == .object else {
                throw MetadataConfigurationError(
                    location: document.location(storeMember.value), path: path,
                    problem: "must be an object mapping catalog locales to store codes")
            }
            var storeOverrides: [String: [String]] = [:]
            for entry in document.members(storeMember.value) {
                let locale = document.string(entry.key) ?? ""
                let entryPath = "\(path).\(locale)"
                let badShape = MetadataConfigurationError(
                    location: document.location(entry.value), path: entryPath,
                    problem: "must be a store code or a list of store codes (use [] to leave the locale out)")
                var codes: [(String, JSONNodeID)] = []
                switch document.kind(entry.value) {
                case .string:
                    codes = [(document.string(entry.value) ?? "", entry.value)]
                case .array:
                    for element in document.elements(entry.value) {
                        guard let code = document.string(element) else { throw badShape }
                        codes.append((code, element))
                    }
                default:
                    throw badShape
                }
                for (code, node) in codes {
                    if let reason = PathComponent.problem(with: code) {
                        throw MetadataConfigurationError(
                            location: document.location(node), path: entryPath,
                            problem: "maps to \"\(code.debugDescription.dropFirst().dropLast())\", "
                                + "which cannot be a folder name: \(reason)")
                    }
                }
                storeOverrides[locale] = codes.map(\.0)
            }
            overrides[store] = storeOverrides
        }
        return MetadataConfiguration(
            localeOverrides: overrides, rules: rules, keywordLimitUnit: keywordUnit, subscriptionApp: subscriptionApp,
            brandNames: brandNames)
    }

    private static func parseRules(
        _ document: JSONDocument, _ node: JSONNodeID
    ) throws(MetadataConfigurationError) -> [String: RuleSetting] {
        guard document.kind(node) == .object else {
            throw MetadataConfigurationError(
                location: document.location(node), path: "metadata.checks",
                problem: "must be an object mapping a rule id to \"off\", \"note\", \"warning\" or \"error\"")
        }
        let known = ListingRuleRegistry.findingIDs
        var rules: [String: RuleSetting] = [:]
        for member in document.members(node) {
            let id = document.string(member.key) ?? ""
            let path = "metadata.checks.\(id)"
            guard known.contains(id) else {
                throw MetadataConfigurationError(
                    location: document.location(member.key), path: path,
                    problem: "is not a metadata rule; the rules are \(known.joined(separator: ", "))")
            }
            guard let setting = RuleSetting(configurationValue: document.string(member.value)) else {
                throw MetadataConfigurationError(
                    location: document.location(member.value), path: path,
                    problem: "must be \"off\", \"note\", \"warning\" or \"error\"")
            }
            rules[id] = setting
        }
        return rules
    }

    /// Reads `.timekeeper.json` at `path`; a missing file is an empty configuration.
    public static func load(from path: String) throws(MetadataConfigurationError) -> MetadataConfiguration {
        guard FileManager.default.fileExists(atPath: path) else { return MetadataConfiguration() }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(URL(fileURLWithPath: path), name: path, expecting: .configuration)
        } catch {
            throw MetadataConfigurationError(
                location: SourceLocation(file: path, line: 0, column: 0), path: "",
                problem: "cannot read the configuration file: \(error.reason)")
        }
        return try parse(bytes, file: path)
    }

    private static var storeNames: String { StoreRegistry.names.map { "\"\($0)\"" }.joined(separator: ", ") }
}

/// A `.timekeeper.json` whose `metadata` section cannot be used; prints as a sentence naming file and setting.
public struct MetadataConfigurationError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Where the bad value is written.
    public var location: SourceLocation
    /// The JSON path of the bad value (`metadata.localeMap.appstore.es`), empty for the whole file.
    public var path: String
    public var problem: String

    public var description: String {
        if location.line == 0 { return "\(location.file): \(problem)" }
        return path.isEmpty ? "\(location): the configuration \(problem)." : "\(location): \(path) \(problem)."
    }
}
