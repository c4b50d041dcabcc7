import StoreMetadata
import StringCatalog
import Testing

private let appStoreValues: [String: [String: String]] = [
    "name": ["en": "Roundly: Boxing Timer", "de": "Roundly: Boxtimer"],
    "description": ["en": "Keeps time for boxing.", "de": "Misst die Zeit beim Boxen."],
    "keywords": ["en": "mma,sparring", "de": "mma,training"],
    "support_url": ["en": "https://roundly.example/support"],
    "privacy_url": ["en": "https://roundly.example/privacy"],
]

@Test func catalogLocalesBecomeStoreLocalesWithValuesAtTheirCatalogPositions() throws {
    let catalog = try Fixture.catalog(Fixture.catalogJSON(appStoreValues, untranslatable: ["support_url", "privacy_url"]))
    let (listing, findings) = CatalogListingBuilder.build(catalog, for: AppStore(), localeMap: LocaleMap())
    #expect(findings.isEmpty)
    #expect(listing.locales.map(\.code) == ["de-DE", "en-US"])
    #expect(listing.sourceLocale == "en-US")
    let german = try #require(listing.locale("de-DE"))
    #expect(german.values["name"]?.text == "Roundly: Boxtimer")
    // URLs marked shouldTranslate: false reach every locale from the source, as in Xcode.
    #expect(german.values["support_url"]?.text == "https://roundly.example/support")
    let location = try #require(german.values["name"]?.location)
    #expect(location.file == "Listing.xcstrings" && location.line > 1 && location.column > 1)
}

@Test func unsupportedCatalogLocaleIsAnErrorFindingNotACrash() throws {
    var values = appStoreValues
    values["name"]?["de-AT"] = "Roundly: Boxtimer"
    let catalog = try Fixture.catalog(Fixture.catalogJSON(values, untranslatable: ["support_url", "privacy_url"]))
    let (listing, findings) = CatalogListingBuilder.build(catalog, for: AppStore(), localeMap: LocaleMap())
    let finding = try #require(findings.first)
    #expect(finding.ruleID == "store-unsupported-locale" && finding.severity == .error && finding.locale == "de-AT")
    #expect(finding.message.contains("(same language: de-DE)"))
    #expect(finding.hint?.contains(#""appstore": {"de-AT": "de-DE"}"#) == true)
    #expect(!listing.locales.contains { $0.origin == "de-AT" })
}

@Test func twoCatalogLocalesOnOneStoreCodeCollide() throws {
    var values = appStoreValues
    values["name"]?["de-DE"] = "Roundly"
    let catalog = try Fixture.catalog(Fixture.catalogJSON(values, untranslatable: ["support_url", "privacy_url"]))
    let findings = CatalogListingBuilder.build(catalog, for: AppStore(), localeMap: LocaleMap()).findings
    #expect(findings.map(\.ruleID) == ["store-locale-collision"])
    #expect(findings.first?.message.contains("'de' and 'de-DE' both map to App Store Connect locale 'de-DE'") == true)
}

@Test func overrideToOneLocaleTwiceWritesBothCodes() throws {
    var values = appStoreValues
    values["name"]?["es"] = "Roundly: temporizador"
    let catalog = try Fixture.catalog(Fixture.catalogJSON(values, untranslatable: ["support_url", "privacy_url"]))
    let listing = CatalogListingBuilder.build(catalog, for: AppStore(), localeMap: LocaleMap(overrides: ["es": ["es-ES", "es-MX"]])).listing
    #expect(listing.locales.map(\.code) == ["de-DE", "en-US", "es-ES", "es-MX"])
    #expect(listing.locale("es-MX")?.values["name"]?.text == "Roundly: temporizador")
}

@Test func overrideToACodeTheStoreDoesNotListIsAWarning() throws {
    let catalog = try Fixture.catalog(Fixture.catalogJSON(appStoreValues, untranslatable: ["support_url", "privacy_url"]))
    let findings = CatalogListingBuilder.build(catalog, for: AppStore(), localeMap: LocaleMap(overrides: ["de": ["de-CH"]])).findings
    #expect(findings.map(\.ruleID) == ["store-unknown-locale-code"])
    #expect(findings.first?.severity == .warning)
}

@Test func keysOfNoStoreAreReportedAndKeysOfTheOtherStoreAreNot() throws {
    var values = appStoreValues
    values["title"] = ["en": "Roundly"]
    values["tagline"] = ["en": "Keep time"]
    let catalog = try Fixture.catalog(Fixture.catalogJSON(values, untranslatable: ["support_url", "privacy_url"]))
    let findings = CatalogListingBuilder.build(catalog, for: AppStore(), localeMap: LocaleMap()).findings
    #expect(findings.map(\.ruleID) == ["store-unknown-field"])
    #expect(findings.first?.key == "tagline")
}

@Test func missingTranslationPointsAtTheCatalogKey() throws {
    var values = appStoreValues
    values["description"]?["de"] = nil
    let catalog = try Fixture.catalog(Fixture.catalogJSON(values, untranslatable: ["support_url", "privacy_url"]))
    let listing = CatalogListingBuilder.build(catalog, for: AppStore(), localeMap: LocaleMap()).listing
    let findings = ListingChecker().check(listing, in: AppStore())
    let missing = try #require(findings.first { $0.ruleID == "store-missing-field" })
    #expect(missing.locale == "de-DE" && missing.key == "description")
    let entry = try #require(catalog.entries.first { $0.key == "description" })
    #expect(missing.location == entry.location)
}

@Test func pluralVariationsInAListingFieldAreAnError() throws {
    let json = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"name": {"localizations": {"en": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "Round"}},
          "other": {"stringUnit": {"state": "translated", "value": "Rounds"}}}}}}}}}
        """
    let findings = CatalogListingBuilder.build(try Fixture.catalog(json), for: AppStore(), localeMap: LocaleMap()).findings
    #expect(findings.map(\.ruleID) == ["store-value-not-plain-text"])
}

@Test func localeMappedToAnUnsafeCodeIsRefusedNotWritten() throws {
    let catalog = try Fixture.catalog(Fixture.catalogJSON(appStoreValues, untranslatable: ["support_url", "privacy_url"]))
    for unsafe in ["../escape", "/etc", "a/b", "..", "x\u{0}y", "back\\slash"] {
        let (listing, findings) = CatalogListingBuilder.build(catalog, for: AppStore(), localeMap: LocaleMap(overrides: ["de": [unsafe]]))
        #expect(
            findings.contains { $0.ruleID == "store-unsupported-locale" && $0.message.contains("cannot be a folder name") }, "\(unsafe)")
        #expect(listing.locales.map(\.code) == ["en-US"], "\(unsafe)")
    }
}

@Test func catalogLocaleThatLooksLikeAPathIsUnsupportedAndNeverAFolder() throws {
    for hostile in ["../../escape", "/etc", "de/../../x", "a\\b", ".."] {
        var values = appStoreValues
        values["name"]?[hostile] = "Roundly"
        let catalog = try Fixture.catalog(Fixture.catalogJSON(values, untranslatable: ["support_url", "privacy_url"]))
        let (listing, findings) = CatalogListingBuilder.build(catalog, for: AppStore(), localeMap: LocaleMap())
        #expect(findings.contains { $0.ruleID == "store-unsupported-locale" && $0.locale == hostile }, "\(hostile)")
        #expect(listing.locales.map(\.code) == ["de-DE", "en-US"], "\(hostile)")
    }
}
