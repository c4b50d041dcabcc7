import Diagnostics
import FileOutput
import JSONCore
import StringCatalog

/// Builds a store's listing from a store-listing catalog, mapping catalog locales to store codes.
///
/// Keys are field names (`name`, `keywords`, `title`, …); each locale's `stringUnit` value is the field's text.
/// An entry marked `shouldTranslate: false` (typically a URL) gives its source value to every locale, as Xcode does.
public enum CatalogListingBuilder {
    /// The listing and the findings met while building it (unsupported locales, collisions, unknown keys, …).
    ///
    /// With `appVersion`, the release-notes fields (`release_notes`, `changelog`) take their text from the key
    /// `release_notes.<appVersion>`; other versions' keys stay in the catalog and are not written.
    public static func build(
        _ catalog: StringCatalog, for store: any Store, localeMap: LocaleMap, appVersion: String? = nil
    ) -> (listing: StoreListing, findings: [Finding]) {
        var findings: [Finding] = []
        let catalogStart = SourceLocation(file: catalog.file, line: 1, column: 1)

        for entry in catalog.entries where !StoreRegistry.isListingField(entry.key) {
            let known = StoreRegistry.all.flatMap { $0.fields.map(\.key) }
            findings.append(
                ListingIssue.unknownField.finding(
                    "Key '\(entry.key)' is not a store listing field, so it is not written anywhere.",
                    hint: "Rename it to a field (\(known.joined(separator: ", "))) or remove it.",
                    at: entry.location, key: entry.key
                ))
        }

        // Catalog locale → store codes, and which catalog locale claimed each code first.
        var targets: [(catalogLocale: String, code: String)] = []
        var claimedBy: [String: String] = [:]
        var sourceCode: String?
        // Looked up in tables built in one pass: searching the entries per locale cost locales² (100,000 locales: 74 s).
        let firstLocations = firstLocations(in: catalog)
        for catalogLocale in catalog.locales {
            let anchor = firstLocations[catalogLocale] ?? catalogStart
            switch localeMap.resolve(catalogLocale, in: store) {
            case .excluded:
                continue
            case .unsupported(let candidates):
                let suggestion = candidates.isEmpty ? "" : " (same language: \(candidates.joined(separator: ", ")))"
                findings.append(
                    ListingIssue.unsupportedLocale.finding(
                        "Catalog locale '\(catalogLocale)' has no \(store.displayName) locale\(suggestion), "
                            + "so its listing would not be uploaded.",
                        hint: "Map it in .timekeeper.json: {\"metadata\": {\"localeMap\": {\"\(store.id.rawValue)\": "
                            + "{\"\(catalogLocale)\": \"\(candidates.first ?? "<code>")\"}}}}, or map it to [] to leave it out.",
                        at: anchor, locale: catalogLocale
                    ))
            case .mapped(let codes):
                for code in codes {
                    if let reason = PathComponent.problem(with: code) {
                        findings.append(
                            ListingIssue.unsupportedLocale.finding(
                                "Catalog locale '\(catalogLocale)' maps to \"\(code)\", which cannot be a folder name: \(reason).",
                                hint: "Map it to a store locale code in .timekeeper.json (metadata.localeMap).",
                                at: anchor, locale: catalogLocale
                            ))
                        continue
                    }
                    if store.acceptedCode(matching: code) == nil {
                        findings.append(
                            ListingIssue.unknownLocaleCode.finding(
                                "Catalog locale '\(catalogLocale)' maps to '\(code)', which is not in \(store.uploaderName)'s list of "
                                    + "\(store.displayName) locales; the upload may refuse the folder.",
                                hint: "Check the code against the store's languages, or keep it if the store has added it since.",
                                at: anchor, locale: catalogLocale
                            ))
                    }
                    if let other = claimedBy[code] {
                        findings.append(
                            ListingIssue.localeCollision.finding(
                                "Catalog locales '\(other)' and '\(catalogLocale)' both map to \(store.displayName) locale '\(code)'; "
                                    + "only one listing can be uploaded there.",
                                hint: "Map one of them elsewhere (or to []) in .timekeeper.json (metadata.localeMap).",
                                at: anchor, locale: catalogLocale
                            ))
                        continue
                    }
                    claimedBy[code] = catalogLocale
                    targets.append((catalogLocale, code))
                    if catalogLocale == catalog.sourceLanguage, sourceCode == nil { sourceCode = code }
                }
            }
        }

        // Each field's entry (the first of its key) and that entry's localizations by locale (the first of each).
        var fieldEntries: [String: (entry: CatalogEntry, byLocale: [String: Int])] = [:]
        var fieldKeys = Set(store.fields.map(\.key))
        if let appVersion { fieldKeys.insert(ListingKey.releaseNotesKey(appVersion)) }
        for entry in catalog.entries where fieldKeys.contains(entry.key) && fieldEntries[entry.key] == nil {
            var byLocale: [String: Int] = [:]
            for (index, localization) in entry.localizations.enumerated() where byLocale[localization.locale] == nil {
                byLocale[localization.locale] = index
            }
            fieldEntries[entry.key] = (entry, byLocale)
        }
        var locales: [LocaleListing] = []
        for target in targets {
            var values: [String: ListingValue] = [:]
            var missing: [String: SourceLocation] = [:]
            for field in store.fields {
                let key = field.isReleaseNotes ? appVersion.map(ListingKey.releaseNotesKey) ?? field.key : field.key
                guard let (entry, byLocale) = fieldEntries[key] else {
                    missing[field.key] = catalogStart
                    continue
                }
                let index = byLocale[target.catalogLocale] ?? (entry.shouldTranslate ? nil : byLocale[catalog.sourceLanguage])
                let localization = index.map { entry.localizations[$0] }
                guard let localization else {
                    missing[field.key] = entry.location
                    continue
                }
                guard let unit = localization.content.stringUnit, localization.content.variations.isEmpty else {
                    findings.append(
                        ListingIssue.notPlainText.finding(
                            "'\(field.key)' for '\(localization.locale)' varies by plural or device; a store field takes one plain text.",
                            hint: "Replace the variations with a single string unit.",
                            at: localization.location, key: field.key, locale: target.code
                        ))
                    missing[field.key] = localization.location
                    continue
                }
                values[field.key] = ListingValue(text: unit.value, location: unit.valueLocation)
            }
            locales.append(
                LocaleListing(
                    code: target.code, origin: target.catalogLocale, values: values, missingFieldLocations: missing,
                    location: firstLocations[target.catalogLocale] ?? catalogStart
                ))
        }
        let listing = StoreListing(store: store.id, sourceLocale: sourceCode, locales: locales, appVersion: appVersion)
        return (listing, findings)
    }

    /// Each locale's first localization in the catalog (in entry order), where its findings point.
    private static func firstLocations(in catalog: StringCatalog) -> [String: SourceLocation] {
        var first: [String: SourceLocation] = [:]
        for entry in catalog.entries {
            for localization in entry.localizations where first[localization.locale] == nil {
                first[localization.locale] = localization.location
            }
        }
        return first
    }
}
