import CatalogInputs
import Diagnostics
import Foundation
import JSONCore
import StringCatalog

/// Finds and parses `.timekeeper.json` files.
public enum ConfigurationLoader {
    /// The nearest `.timekeeper.json` in `folder` (default: the current folder) or any folder above it, if any, the
    /// way SwiftLint finds `.swiftlint.yml`: one configuration for the whole run, whichever catalogs it reads.
    public static func find(from folder: String = FileManager.default.currentDirectoryPath) -> String? {
        var folder = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(CheckConfiguration.fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The configuration for a run: the file `explicit` names (`--config FILE`), else the nearest one found
    /// ``find(from:)`` the current folder, else the defaults. Throws ``ConfigurationError`` for an unusable file.
    public static func load(explicit: String?, otherSections: Set<String> = []) throws(ConfigurationError) -> CheckConfiguration {
        guard let path = explicit ?? find() else { return CheckConfiguration() }
        return try load(path, otherSections: otherSections)
    }

    /// Reads and parses the configuration at `path`; throws ``ConfigurationError`` with a location.
    ///
    /// `otherSections` are the top-level members other tools own (such as `timekeeper metadata`'s); they are
    /// skipped here and validated by those tools. Any other unknown member is an error, so typos are caught.
    public static func load(_ path: String, otherSections: Set<String> = []) throws(ConfigurationError) -> CheckConfiguration {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(URL(fileURLWithPath: path), name: path, expecting: .configuration)
        } catch {
            throw ConfigurationError(
                at: SourceLocation(file: path, line: 0, column: 0), "cannot read the configuration file: \(error.reason)")
        }
        return try parse(bytes, file: path, otherSections: otherSections)
    }

    /// Parses configuration JSON; `file` names it in errors, `otherSections` as in ``load(_:otherSections:)``.
    public static func parse(_ bytes: [UInt8], file: String, otherSections: Set<String> = []) throws(ConfigurationError)
        -> CheckConfiguration
    {
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes, file: file)
        } catch {
            throw ConfigurationError(at: error.location, "the configuration is not valid JSON: \(error.message)")
        }
        let root = document.root
        guard document.kind(root) == .object else {
            throw ConfigurationError(
                at: document.location(root), "the configuration must be a JSON object with \"checks\", \"locales\" or \"excludeKeys\"")
        }
        var configuration = CheckConfiguration(file: file)
        for member in document.members(root) {
            let name = document.string(member.key) ?? ""
            switch name {
            case "checks":
                configuration.rules = try parseRules(document, member.value)
            case "locales":
                configuration.locales = try strings(document, member.value, what: "\"locales\"")
            case "excludeKeys":
                configuration.excludedKeys = try strings(document, member.value, what: "\"excludeKeys\"").map(KeyPattern.init)
            case "exclude":
                // Relative to the configuration's folder, wherever the tool runs from.
                let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
                configuration.excludedPaths = try strings(document, member.value, what: "\"exclude\"").map {
                    ExcludePattern($0, relativeTo: folder)
                }
            case "budgets":
                guard let path = document.string(member.value), !path.isEmpty else {
                    throw ConfigurationError(
                        at: document.location(member.value),
                        "\"budgets\" must be the path of a budgets file, e.g. \"Catalogs/budgets.json\"")
                }
                let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
                configuration.budgetsPath = path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
            case let other where otherSections.contains(other):
                continue
            default:
                throw ConfigurationError(
                    at: document.location(member.key),
                    "unknown member \"\(name)\"; a configuration may have \"checks\", \"locales\", \"excludeKeys\", \"exclude\" and \"budgets\""
                )
            }
        }
        return configuration
    }

    private static func parseRules(_ document: JSONDocument, _ node: JSONNodeID) throws(ConfigurationError) -> [String: RuleSetting] {
        guard document.kind(node) == .object else {
            throw ConfigurationError(
                at: document.location(node),
                "\"checks\" must be an object mapping a check id to \"off\", \"note\", \"warning\" or \"error\"")
        }
        let known = Set(RuleDescription.all.map(\.id))
        var rules: [String: RuleSetting] = [:]
        for member in document.members(node) {
            let id = document.string(member.key) ?? ""
            guard known.contains(id) else {
                let suggestion =
                    NameSuggestion.closest(to: id, among: RuleDescription.all.map(\.id)).map { "; did you mean \"\($0)\"?" } ?? ""
                throw ConfigurationError(
                    at: document.location(member.key),
                    "unknown check \"\(id)\"\(suggestion) (`timekeeper catalog check --list-checks` lists them)")
            }
            guard let setting = RuleSetting(configurationValue: document.string(member.value)) else {
                throw ConfigurationError(
                    at: document.location(member.value), "the setting of \"\(id)\" must be \"off\", \"note\", \"warning\" or \"error\"")
            }
            rules[id] = setting
        }
        return rules
    }

    private static func strings(_ document: JSONDocument, _ node: JSONNodeID, what: String) throws(ConfigurationError) -> [String] {
        guard document.kind(node) == .array else {
            throw ConfigurationError(at: document.location(node), "\(what) must be an array of strings")
        }
        var out: [String] = []
        for element in document.elements(node) {
            guard let text = document.string(element) else {
                throw ConfigurationError(at: document.location(element), "\(what) must contain only strings")
            }
            out.append(text)
        }
        return out
    }
}
