import Foundation
import StoreMetadata
import Testing

@testable import StoreMetadata

// Subscription terms, keyword audit across locales, and outdated translations.

@Test func subscriptionAppNeedsATermsLinkInEveryAppStoreDescriptionNamingTheLocale() {
    let rule = SubscriptionTermsRule(subscriptionApp: true)
    let listing = Fixture.listing(
        AppStore(),
        [
            "en-US": Fixture.appStoreLocale([
                "description": "Premium unlocks everything.\nTerms of Use: https://roundly.example/terms."
            ]),
            "de-DE": Fixture.appStoreLocale([
                "description": "Premium schaltet alles frei. Nutzungsbedingungen (EULA): \(SubscriptionTermsRule.standardEULA)"
            ]),
            // IsraelHikingMap/Site#2142: "Also missing EULA in the app listing in Hebrew".
            "he": Fixture.appStoreLocale(["description": "פרימיום פותח הכול. תנאי שימוש באתר שלנו: https://roundly.example/he"]),
            "ja": Fixture.appStoreLocale(["description": "プレミアムですべて利用可能。利用規約 <https://roundly.example/ja/eula>"]),
        ])
    #expect(
        Fixture.violations(rule, listing).map(\.message) == [
            "he description: no link to the Terms of Use (EULA); App Review rejects subscription apps whose metadata lacks one (Guideline 3.1.2)."
        ])
    #expect(Fixture.violations(SubscriptionTermsRule(subscriptionApp: false), listing).isEmpty)
    #expect(Fixture.violations(rule, Fixture.listing(GooglePlay(), ["en-US": Fixture.playLocale()]), store: GooglePlay()).isEmpty)
}

@Test func subscriptionAppSettingReachesTheRuleFromTheConfiguration() throws {
    let configuration = try MetadataConfiguration.parse(
        Array(#"{"metadata": {"subscriptionApp": true, "brandNames": ["HIIT"]}}"#.utf8), file: ".timekeeper.json")
    #expect(configuration.subscriptionApp && configuration.brandNames == ["HIIT"])
    let listing = Fixture.listing(AppStore(), ["en-US": Fixture.appStoreLocale()])
    #expect(configuration.makeChecker().check(listing, in: AppStore()).map(\.ruleID).contains("store-subscription-terms"))
    #expect(!MetadataConfiguration().makeChecker().check(listing, in: AppStore()).map(\.ruleID).contains("store-subscription-terms"))
}

@Test func badSubscriptionAndBrandSettingsNameTheSetting() {
    #expect(throws: MetadataConfigurationError.self) {
        try MetadataConfiguration.parse(Array(#"{"metadata": {"subscriptionApp": "yes"}}"#.utf8), file: "c.json")
    }
    do {
        _ = try MetadataConfiguration.parse(Array("{\"metadata\": {\n  \"brandNames\": \"HIIT\"}}".utf8), file: "c.json")
        Issue.record("a string for brandNames was accepted")
    } catch {
        #expect(
            error.description
                == "c.json:2:17: metadata.brandNames must be a list of words the brand writes in capitals, such as [\"HIIT\"].")
    }
}

@Test func keywordInTwoLocalesOfOneStorefrontIsReportedWithTheStorefront() {
    let listing = Fixture.listing(
        AppStore(),
        [
            "en-US": Fixture.appStoreLocale(["keywords": "boxeo,timer,sparring"]),
            "es-MX": Fixture.appStoreLocale(["keywords": "Boxeo,temporizador,sparring"]),
            // es-ES is searched in Spain with ca and en-GB, not with en-US.
            "es-ES": Fixture.appStoreLocale(["keywords": "boxeo,temporizador,sparring"]),
        ])
    #expect(
        Fixture.violations(KeywordCrossLocaleRule(), listing).map(\.message) == [
            "es-MX keywords: \"Boxeo\", \"sparring\" also in en-US, and the US storefront searches both; removing them here frees about 15 bytes."
        ])
}

@Test func storefrontTableNamesOnlyLocaleCodesDeliverAccepts() {
    let codes = Set(AppStore().localeCodes)
    for row in AppStoreStorefronts.indexedLocales {
        #expect(row.locales.allSatisfy(codes.contains), "\(row.storefront): \(row.locales.filter { !codes.contains($0) })")
    }
    #expect(AppStoreStorefronts.sharing("en-US", "es-MX") == ["us"])
    #expect(AppStoreStorefronts.sharing("de-DE", "ja").isEmpty)
}

@Test func keywordFieldFarFromFullIsANoteInTheConfiguredUnit() {
    let listing = Fixture.listing(
        AppStore(),
        [
            "en-US": Fixture.appStoreLocale(["keywords": "mma,workout,sparring"]),
            "ja": Fixture.appStoreLocale(["keywords": "総合格闘技,キックボクシング,トレーニング,筋トレ,スパーリング,ゴング"]),
        ])
    #expect(
        Fixture.violations(KeywordUnderfilledRule(), listing).map(\.message) == [
            "en-US keywords: 20 of 100 bytes used; 80 more would fit."
        ])
    #expect(
        Fixture.violations(KeywordUnderfilledRule(unit: .characters), listing).map(\.message) == [
            "en-US keywords: 20 of 100 characters used; 80 more would fit.",
            "ja keywords: 36 of 100 characters used; 64 more would fit.",
        ])
    #expect(KeywordUnderfilledRule().defaultSeverity == .note)
}

@Test func translationUnchangedWhileTheSourceChangedIsOutdated() {
    var listing = Fixture.listing(
        AppStore(),
        [
            "en-US": Fixture.appStoreLocale(["promotional_text": "New: voice cues."]),
            "de-DE": Fixture.appStoreLocale(["promotional_text": "Neu: größere Ziffern."]),
            "fr-FR": Fixture.appStoreLocale(["promotional_text": "Nouveau : annonces vocales."]),
        ])
    listing.base = [
        "en-US": ["promotional_text": "New: bigger digits.", "name": "Roundly: Boxing Timer"],
        "de-DE": ["promotional_text": "Neu: größere Ziffern."],
        "fr-FR": ["promotional_text": "Nouveau : chiffres plus grands."],
    ]
    #expect(
        Fixture.violations(OutdatedTranslationRule(), listing).map(\.message) == [
            "de-DE promotional_text: unchanged since the base, but the en-US text changed (\"New: bigger digits.\" → \"New: voice cues.\")."
        ])
    listing.base = nil
    #expect(Fixture.violations(OutdatedTranslationRule(), listing).isEmpty)
}

@Test func outdatedTranslationsFollowTheBaseCatalogThroughTheGenerator() throws {
    let before = try Fixture.catalog(
        Fixture.catalogJSON(["promotional_text": ["en": "New: bigger digits.", "de": "Neu: größere Ziffern.", "fr": "Chiffres."]]))
    let after = try Fixture.catalog(
        Fixture.catalogJSON(["promotional_text": ["en": "New: voice cues.", "de": "Neu: größere Ziffern.", "fr": "Annonces."]]))
    let result = try MetadataGenerator(store: AppStore()).generate(from: after, base: before)
    let outdated = result.findings.filter { $0.ruleID == "store-outdated-translation" }
    #expect(outdated.map(\.locale) == ["de-DE"])
    #expect(outdated.first?.severity == .warning)
}
