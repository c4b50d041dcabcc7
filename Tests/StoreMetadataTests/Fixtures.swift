import Foundation
import StoreMetadata
import StringCatalog

@testable import JSONCore

/// Small builders for listings and catalogs, so each test states only what it is about.
enum Fixture {
    static let appStore = AppStore()
    static let googlePlay = GooglePlay()

    /// A listing whose locale `code` has `values`; every value sits at `<code>.txt:<line>:1`, lines in key order.
    static func listing(_ store: any Store, source: String? = "en-US", _ locales: [String: [String: String]]) -> StoreListing {
        StoreListing(
            store: store.id, sourceLocale: source,
            locales: locales.map { code, values in
                let sortedKeys = values.keys.sorted()
                var listingValues: [String: ListingValue] = [:]
                for (index, key) in sortedKeys.enumerated() {
                    listingValues[key] = ListingValue(
                        text: values[key]!, location: SourceLocation(file: "\(code).txt", line: index + 1, column: 1))
                }
                return LocaleListing(
                    code: code, origin: code, values: listingValues, location: SourceLocation(file: "\(code).txt", line: 1, column: 1))
            })
    }

    /// A complete, clean App Store locale, to which a test adds or replaces one field.
    static func appStoreLocale(_ overrides: [String: String] = [:]) -> [String: String] {
        var values = [
            "name": "Roundly: Boxing Timer", "subtitle": "Rounds and rest", "description": "Keeps time for boxing.",
            "keywords": "mma,workout,sparring,kickboxing,stopwatch,interval,tabata,circuit,training,gym,bell",
            "support_url": "https://roundly.example/support",
            "privacy_url": "https://roundly.example/privacy",
        ]
        for (key, value) in overrides { values[key] = value }
        return values
    }

    /// A complete, clean Google Play locale.
    static func playLocale(_ overrides: [String: String] = [:]) -> [String: String] {
        var values = ["title": "Roundly", "short_description": "Round timer.", "full_description": "Keeps time for boxing."]
        for (key, value) in overrides { values[key] = value }
        return values
    }

    /// Violations of `rule` on `listing`.
    static func violations(_ rule: some ListingRule, _ listing: StoreListing, store: any Store = appStore) -> [RuleViolation] {
        rule.check(listing, in: store)
    }

    /// A catalog parsed from JSON text by the real reader, so locations are real.
    static func catalog(_ json: String, file: String = "Listing.xcstrings") throws -> StringCatalog {
        try CatalogReader.read(bytes: Array(json.utf8), file: file).catalog
    }

    /// JSON of a catalog with `values[key][locale] = text`; keys in `untranslatable` get `shouldTranslate: false`.
    static func catalogJSON(source: String = "en", _ values: [String: [String: String]], untranslatable: Set<String> = []) -> String {
        var strings: [String: Any] = [:]
        for (key, localized) in values {
            var localizations: [String: Any] = [:]
            for (locale, text) in localized {
                localizations[locale] = ["stringUnit": ["state": "translated", "value": text]]
            }
            var entry: [String: Any] = ["localizations": localizations]
            if untranslatable.contains(key) { entry["shouldTranslate"] = false }
            strings[key] = entry
        }
        let object: [String: Any] = ["sourceLanguage": source, "strings": strings, "version": "1.0"]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// A fresh empty folder under the temporary directory, removed by the caller with `remove(_:)`.
    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-metadata-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Every file below `folder`, relative, sorted, with its bytes.
    static func files(in folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return result }
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = folder + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                result[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return result
    }
}
