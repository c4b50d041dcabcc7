import Foundation

/// The `metadata` section of `.timekeeper.json`: per-store locale map overrides.
///
/// ```json
/// { "metadata": { "localeMap": { "appstore": { "es": ["es-ES", "es-MX"] }, "googleplay": { "he": "iw-IL" } } } }
/// ```
/// A value is a store code, a list of codes, or `[]` to leave the catalog locale out of that store.
public struct MetadataConfiguration: Sendable, Equatable {
    /// Catalog locale → store codes, per store.
    public var localeOverrides: [StoreID: [String: [String]]]

    /// A configuration with the given overrides (none by default).
    public init(localeOverrides: [StoreID: [String: [String]]] = [:]) {
        self.localeOverrides = localeOverrides
    }

    /// The locale map for `store`: its overrides over its defaults.
    public func localeMap(for store: StoreID) -> LocaleMap {
        LocaleMap(overrides: localeOverrides[store] ?? [:])
    }

    /// Parses the `metadata` section of a `.timekeeper.json` document; other sections are ignored.
    ///
    /// Throws ``MetadataConfigurationError`` naming the file and the JSON path of the first bad value.
    public static func parse(_ data: Data, file: String) throws(MetadataConfigurationError) -> MetadataConfiguration {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw MetadataConfigurationError(file: file, path: "", problem: "is not valid JSON (\(error.localizedDescription))")
        }
        guard let object = root as? [String: Any] else {
            throw MetadataConfigurationError(file: file, path: "", problem: "must be a JSON object")
        }
        guard let metadata = object["metadata"] else { return MetadataConfiguration() }
        guard let metadataObject = metadata as? [String: Any] else {
            throw MetadataConfigurationError(file: file, path: "metadata", problem: "must be an object")
        }
        for key in metadataObject.keys.sorted() where key != "localeMap" {
            throw MetadataConfigurationError(file: file, path: "metadata.\(key)", problem: "is not a known setting (the metadata section has only \"localeMap\")")
        }
        guard let localeMap = metadataObject["localeMap"] else { return MetadataConfiguration() }
        guard let perStore = localeMap as? [String: Any] else {
            throw MetadataConfigurationError(file: file, path: "metadata.localeMap", problem: "must be an object keyed by store (\(storeNames))")
        }
        var overrides: [StoreID: [String: [String]]] = [:]
        for storeName in perStore.keys.sorted() {
            let path = "metadata.localeMap.\(storeName)"
            guard let store = StoreID(rawValue: storeName) else {
                throw MetadataConfigurationError(file: file, path: path, problem: "is not a store; use one of \(storeNames)")
            }
            guard let entries = perStore[storeName] as? [String: Any] else {
                throw MetadataConfigurationError(file: file, path: path, problem: "must be an object mapping catalog locales to store codes")
            }
            var storeOverrides: [String: [String]] = [:]
            for locale in entries.keys.sorted() {
                let entryPath = "\(path).\(locale)"
                let codes: [String]
                if let single = entries[locale] as? String {
                    codes = [single]
                } else if let list = entries[locale] as? [Any], let strings = list as? [String] {
                    codes = strings
                } else {
                    throw MetadataConfigurationError(file: file, path: entryPath, problem: "must be a store code or a list of store codes (use [] to leave the locale out)")
                }
                for code in codes {
                    if let reason = PathComponent.problem(with: code) {
                        throw MetadataConfigurationError(file: file, path: entryPath, problem: "maps to \"\(code)\", which cannot be a folder name: \(reason)")
                    }
                }
                storeOverrides[locale] = codes
            }
            overrides[store] = storeOverrides
        }
        return MetadataConfiguration(localeOverrides: overrides)
    }

    /// Reads `.timekeeper.json` at `url`; a missing file is an empty configuration.
    public static func load(from url: URL) throws(MetadataConfigurationError) -> MetadataConfiguration {
        guard FileManager.default.fileExists(atPath: url.path) else { return MetadataConfiguration() }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw MetadataConfigurationError(file: url.path, path: "", problem: "cannot be read (\(error.localizedDescription))")
        }
        return try parse(data, file: url.path)
    }

    private static var storeNames: String { StoreID.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") }
}

/// A `.timekeeper.json` whose `metadata` section cannot be used; prints as a sentence naming file and setting.
public struct MetadataConfigurationError: Error, CustomStringConvertible, Equatable, Sendable {
    public var file: String
    /// The JSON path of the bad value (`metadata.localeMap.appstore.es`), empty for the whole file.
    public var path: String
    public var problem: String

    public var description: String {
        path.isEmpty ? "\(file) \(problem)." : "\(file): \(path) \(problem)."
    }
}
