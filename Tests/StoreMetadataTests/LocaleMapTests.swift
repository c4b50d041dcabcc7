import CatalogCheck
import StoreMetadata
import StringCatalog
import Testing

@Test(arguments: [
    ("en", "en-US"), ("de", "de-DE"), ("fr", "fr-FR"), ("es", "es-ES"), ("es-MX", "es-MX"), ("pt-BR", "pt-BR"),
    ("pt", "pt-BR"), ("ja", "ja"), ("zh-Hans", "zh-Hans"), ("zh_Hant", "zh-Hant"), ("ar", "ar-SA"), ("he", "he"),
    ("nb", "no"), ("ru", "ru"), ("uk", "uk"), ("pl", "pl"), ("EN-gb", "en-GB"), ("nl", "nl-NL"),
])
func catalogLocaleMapsToItsAppStoreConnectCode(_ catalogLocale: String, _ code: String) {
    #expect(LocaleMap().resolve(catalogLocale, in: AppStore()) == .mapped([code]))
}

@Test(arguments: [
    ("en", "en-US"), ("de", "de-DE"), ("he", "iw-IL"), ("iw", "iw-IL"), ("zh-Hans", "zh-CN"), ("zh-Hant", "zh-TW"),
    ("ja", "ja-JP"), ("ko", "ko-KR"), ("ru", "ru-RU"), ("uk", "uk"), ("pl", "pl-PL"), ("ar", "ar"), ("nb", "no-NO"),
    ("es-MX", "es-419"), ("es-419", "es-419"), ("pt-BR", "pt-BR"), ("fil", "fil"),
])
func catalogLocaleMapsToItsGooglePlayCode(_ catalogLocale: String, _ code: String) {
    #expect(LocaleMap().resolve(catalogLocale, in: GooglePlay()) == .mapped([code]))
}

@Test func everyDefaultMappingTargetIsACodeTheStoreAccepts() {
    for store in StoreRegistry.all {
        for (locale, codes) in store.defaultLocaleMap {
            for code in codes {
                #expect(store.acceptedCode(matching: code) == code, "\(store.id.rawValue): \(locale) → \(code)")
            }
        }
    }
}

@Test func unknownLocaleIsUnsupportedWithSameLanguageCandidates() {
    #expect(LocaleMap().resolve("de-AT", in: AppStore()) == .unsupported(candidates: ["de-DE"]))
    #expect(LocaleMap().resolve("en-IN", in: AppStore()) == .unsupported(candidates: ["en-AU", "en-CA", "en-GB", "en-US"]))
    #expect(LocaleMap().resolve("tlh", in: AppStore()) == .unsupported(candidates: []))
}

@Test func overridesWinMapToSeveralCodesOrExclude() {
    let map = LocaleMap(overrides: ["es": ["es-ES", "es-MX"], "de-AT": ["de-DE"], "en-XA": []])
    #expect(map.resolve("es", in: AppStore()) == .mapped(["es-ES", "es-MX"]))
    #expect(map.resolve("de_at", in: AppStore()) == .mapped(["de-DE"]))
    #expect(map.resolve("en-XA", in: AppStore()) == .excluded)
}

@Test func configurationReadsPerStoreLocaleMaps() throws {
    let json =
        #"{"checks": {}, "metadata": {"localeMap": {"appstore": {"es": ["es-ES", "es-MX"]}, "googleplay": {"he": "iw-IL", "x-test": []}}}}"#
    let configuration = try MetadataConfiguration.parse(Array(json.utf8), file: ".timekeeper.json")
    #expect(configuration.localeOverrides[.appStore] == ["es": ["es-ES", "es-MX"]])
    #expect(configuration.localeOverrides[.googlePlay] == ["he": ["iw-IL"], "x-test": []])
    #expect(configuration.localeMap(for: .googlePlay).resolve("x-test", in: GooglePlay()) == .excluded)
}

@Test func configurationWithoutAMetadataSectionIsEmpty() throws {
    #expect(try MetadataConfiguration.parse(Array(#"{"checks": {"severity": {}}}"#.utf8), file: "c.json") == MetadataConfiguration())
}

@Test(arguments: [
    (#"{"metadata": {"localeMap": {"itunes": {}}}}"#, "1:29: metadata.localeMap.itunes is not a store"),
    (#"{"metadata": {"localeMap": {"appstore": {"es": 3}}}}"#, "1:48: metadata.localeMap.appstore.es must be a store code or a list"),
    (#"{"metadata": {"localeMap": {"appstore": {"es": ["es-ES", 4]}}}}"#, "metadata.localeMap.appstore.es must be a store code or a list"),
    (#"{"metadata": {"locales": {}}}"#, "1:15: metadata.locales is not a known setting"),
    (#"{"metadata": []}"#, "1:14: metadata must be an object"),
    (#"{"metadata": {"localeMap": {"appstore": {"es": "../../etc"}}}}"#, "cannot be a folder name: it contains a path separator"),
    (#"{"metadata": {"localeMap": {"appstore": {"es": ".."}}}}"#, "cannot be a folder name: it names a folder relative"),
    (#"{"metadata": {"localeMap": {"appstore": {"es": "a/b"}}}}"#, "cannot be a folder name: it contains a path separator"),
    (#"{"metadata": {"localeMap": {"appstore": {"es": "/etc"}}}}"#, "cannot be a folder name: it contains a path separator"),
    (#"{"metadata": {"localeMap": {"appstore": {"es": "es\u0000"}}}}"#, "cannot be a folder name: it contains a control character"),
    (#"{"metadata": {"#, "c.json:1:"),
])
func badConfigurationIsAnErrorNamingFileLineAndSetting(_ json: String, _ expected: String) {
    do {
        _ = try MetadataConfiguration.parse(Array(json.utf8), file: "c.json")
        Issue.record("expected an error for \(json)")
    } catch {
        #expect(error.description.contains(expected), "\(error.description)")
        #expect(error.description.hasPrefix("c.json:"))
    }
}

@Test func configurationTurnsRulesOffOrChangesTheirSeverity() throws {
    let json = #"{"metadata": {"checks": {"store-url-not-https": "error", "store-keyword-too-short": "off"}}}"#
    let configuration = try MetadataConfiguration.parse(Array(json.utf8), file: "c.json")
    let checker = configuration.makeChecker()
    #expect(checker.severityOverrides == ["store-url-not-https": .error])
    #expect(checker.disabledRules == ["store-keyword-too-short"])
    let listing = Fixture.listing(
        AppStore(),
        [
            "en-US": Fixture.appStoreLocale([
                "support_url": "http://roundly.example",
                "keywords": "mma,ko,workout,sparring,kickboxing,stopwatch,interval,tabata,circuit,training,gym,bell",
            ])
        ])
    #expect(checker.check(listing, in: AppStore()).map(\.ruleID) == ["store-url-not-https"])
    #expect(checker.check(listing, in: AppStore()).map(\.severity) == [.error])
}

@Test func configurationRejectsUnknownRuleIdsAndSettings() {
    #expect(throws: MetadataConfigurationError.self) {
        try MetadataConfiguration.parse(Array(#"{"metadata": {"checks": {"store-typo": "off"}}}"#.utf8), file: "c.json")
    }
    #expect(throws: MetadataConfigurationError.self) {
        try MetadataConfiguration.parse(Array(#"{"metadata": {"checks": {"store-untranslated": "loud"}}}"#.utf8), file: "c.json")
    }
}

@Test func catalogCheckConfigurationAcceptsTheMetadataSection() throws {
    // One .timekeeper.json serves both commands: catalog check must not reject the metadata section.
    let json = #"{"checks": {"untranslated-copy": "off"}, "metadata": {"localeMap": {"appstore": {"es": ["es-ES", "es-MX"]}}}}"#
    let configuration = try ConfigurationLoader.parse(
        Array(json.utf8), file: ".timekeeper.json", otherSections: [MetadataConfiguration.sectionName])
    #expect(configuration.rules["untranslated-copy"] == .off)
}
