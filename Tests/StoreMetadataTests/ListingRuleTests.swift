import StoreMetadata
import StringCatalog
import Testing

@Test func completeListingPassesEveryRule() {
    let listing = Fixture.listing(
        AppStore(),
        [
            "en-US": Fixture.appStoreLocale(),
            "de-DE": Fixture.appStoreLocale([
                "subtitle": "Runden und Pausen", "description": "Misst die Zeit beim Boxen.",
                "keywords": "mma,training,sparring,kickboxen,stoppuhr,intervall,tabata,zirkel,fitness,glocke,kampfsport",
            ]),
        ])
    #expect(ListingChecker().check(listing, in: AppStore()).isEmpty)
}

@Test func missingRequiredFieldIsAnErrorNamingLocaleAndField() throws {
    var values = Fixture.appStoreLocale()
    values["description"] = nil
    let violations = Fixture.violations(MissingFieldRule(), Fixture.listing(AppStore(), ["fr-FR": values]))
    let violation = try #require(violations.first)
    #expect(violations.count == 1)
    #expect(violation.message == "fr-FR description: missing, and App Store Connect requires it in every localization.")
    #expect(MissingFieldRule().defaultSeverity == .error)
}

@Test func requiredFieldOfOnlyWhitespaceCountsAsEmptyForDeliver() {
    let violations = Fixture.violations(
        MissingFieldRule(), Fixture.listing(AppStore(), ["en-US": Fixture.appStoreLocale(["keywords": "  \n"])]))
    #expect(violations.map(\.message) == ["en-US keywords: empty, and App Store Connect requires it in every localization."])
}

@Test func missingOptionalFieldWarnsOnlyWhenTheSourceHasIt() {
    let withSubtitle = Fixture.appStoreLocale()
    var withoutSubtitle = Fixture.appStoreLocale(["description": "Misst die Zeit."])
    withoutSubtitle["subtitle"] = nil
    let listing = Fixture.listing(AppStore(), ["en-US": withSubtitle, "de-DE": withoutSubtitle])
    #expect(Fixture.violations(MissingOptionalFieldRule(), listing).map(\.message) == ["de-DE subtitle: missing, but en-US has one."])
    // Promotional text is optional and absent from the source too: nothing to say.
    #expect(!Fixture.violations(MissingOptionalFieldRule(), listing).contains { $0.key == "promotional_text" })
}

@Test func copyOfTheSourceInAnotherLanguageIsUntranslated() {
    let english = Fixture.appStoreLocale()
    let listing = Fixture.listing(AppStore(), ["en-US": english, "de-DE": english, "en-GB": english])
    let violations = Fixture.violations(UntranslatedRule(), listing)
    // de-DE copies subtitle, description and keywords; en-GB is the same language; names and URLs are exempt.
    #expect(Set(violations.map(\.locale)) == ["de-DE"])
    #expect(Set(violations.compactMap(\.key)) == ["subtitle", "description", "keywords"])
}

@Test func insecureURLIsAWarningAndANonURLIsAnError() {
    let listing = Fixture.listing(
        AppStore(),
        [
            "en-US": Fixture.appStoreLocale([
                "support_url": "http://roundly.example/support", "privacy_url": "roundly.example/privacy",
                "marketing_url": "https://roundly.example",
            ])
        ])
    #expect(Fixture.violations(InsecureURLRule(), listing).map(\.key) == ["support_url"])
    let invalid = Fixture.violations(InvalidURLRule(), listing)
    #expect(invalid.map(\.key) == ["privacy_url"])
    #expect(invalid.first?.message.contains("has no scheme") == true)
    #expect(InsecureURLRule().defaultSeverity == .warning && InvalidURLRule().defaultSeverity == .error)
}

@Test func urlWithSpacesOrAnotherSchemeIsInvalid() {
    let listing = Fixture.listing(
        AppStore(),
        [
            "en-US": Fixture.appStoreLocale([
                "support_url": "https://roundly.example/my support", "privacy_url": "ftp://roundly.example/privacy",
            ])
        ])
    let messages = Fixture.violations(InvalidURLRule(), listing).map(\.message)
    #expect(messages.count == 2)
    #expect(messages.contains { $0.contains("contains whitespace") })
    #expect(messages.contains { $0.contains("scheme is ftp") })
}

@Test func surroundingWhitespaceWarnsWithWhatEachUploaderDoes() throws {
    let appStore = Fixture.violations(
        SurroundingWhitespaceRule(), Fixture.listing(AppStore(), ["en-US": Fixture.appStoreLocale(["subtitle": " Rounds and rest "])]))
    #expect(
        try #require(appStore.first).message
            == "en-US subtitle: 1 leading and 1 trailing whitespace characters; fastlane deliver strips it, so the store gets different "
            + "text from what was reviewed."
    )
    let play = Fixture.violations(
        SurroundingWhitespaceRule(), Fixture.listing(GooglePlay(), ["en-US": Fixture.playLocale(["title": "Roundly\n"])]),
        store: GooglePlay())
    #expect(try #require(play.first).message.contains("uploads files as they are"))
    #expect(Fixture.violations(SurroundingWhitespaceRule(), Fixture.listing(AppStore(), ["en-US": Fixture.appStoreLocale()])).isEmpty)
}

@Test func ideographicSpaceSurvivesDeliversStripAndIsCalledOut() throws {
    let violations = Fixture.violations(
        SurroundingWhitespaceRule(), Fixture.listing(AppStore(), ["ja": Fixture.appStoreLocale(["subtitle": "ラウンド\u{3000}"])]))
    #expect(try #require(violations.first).message.contains("strips only ASCII whitespace"))
}

@Test func lineBreakInAOneLineFieldAndControlCharactersAnywhereAreErrors() {
    let listing = Fixture.listing(
        AppStore(),
        [
            "en-US": Fixture.appStoreLocale([
                "name": "Roundly\nTimer", "description": "Line one\nline two", "subtitle": "Bell\u{7}",
            ])
        ])
    let violations = Fixture.violations(ControlCharacterRule(), listing)
    #expect(Set(violations.compactMap(\.key)) == ["name", "subtitle"])
    #expect(violations.first { $0.key == "name" }?.message.contains("line feed") == true)
    #expect(violations.first { $0.key == "subtitle" }?.message.contains("U+0007") == true)
}

@Test func checkerAppliesSeverityOverridesAndDisabledRules() {
    let listing = Fixture.listing(AppStore(), ["en-US": Fixture.appStoreLocale(["support_url": "http://roundly.example"])])
    #expect(ListingChecker().check(listing, in: AppStore()).map(\.severity) == [.warning])
    #expect(ListingChecker(severityOverrides: ["store-url-not-https": .error]).check(listing, in: AppStore()).map(\.severity) == [.error])
    #expect(ListingChecker(disabledRules: ["store-url-not-https"]).check(listing, in: AppStore()).isEmpty)
}

@Test func ruleIDsAreUniqueAndPrefixed() {
    let ids = ListingRuleRegistry.findingIDs
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0.hasPrefix("store-") })
}
