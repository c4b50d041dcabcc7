import StoreMetadata
import StringCatalog
import Testing

private func keywordViolations(
    _ rule: some ListingRule, _ keywords: String, locale: String = "en-US", name: String = "Roundly: Boxing Timer",
    subtitle: String = "Rounds and rest"
) -> [RuleViolation] {
    Fixture.violations(
        rule, Fixture.listing(AppStore(), [locale: Fixture.appStoreLocale(["keywords": keywords, "name": name, "subtitle": subtitle])]))
}

@Test func keywordListSplitsAtEnglishAndFullWidthCommas() {
    let list = KeywordList("mma, sparring，ゴング,,")
    #expect(list.items.map(\.keyword) == ["mma", "sparring", "ゴング", "", ""])
    #expect(list.items.map(\.whitespaceBytes) == [0, 1, 0, 0, 0])
}

@Test func spacesAfterCommasWasteOneByteEach() throws {
    let violation = try #require(keywordViolations(KeywordSpacingRule(), "mma, workout, sparring ,gym").first)
    #expect(violation.message == "en-US keywords: whitespace next to commas; removing it frees 3 bytes of the 100.")
    #expect(keywordViolations(KeywordSpacingRule(), "mma,workout,sparring,gym").isEmpty)
    // A space inside a keyword ("muay thai") is part of it, not waste.
    #expect(keywordViolations(KeywordSpacingRule(), "muay thai,sparring").isEmpty)
}

@Test func duplicatesAreFoundIgnoringCaseAccentsAndWidth() throws {
    let violation = try #require(keywordViolations(KeywordDuplicateRule(), "karate,Karaté,workout,KARATE,ｍｍａ,mma", locale: "fr-FR").first)
    #expect(violation.message.contains("\"Karaté\" (as \"karate\")"))
    #expect(violation.message.contains("\"KARATE\" (as \"karate\")"))
    #expect(violation.message.contains("\"mma\" (as \"ｍｍａ\")"))
    // Karaté (7 bytes) + KARATE (6) + mma (3), each with its comma: 8 + 7 + 4.
    #expect(violation.message.hasSuffix("removing the repeats frees 19 bytes."))
    #expect(keywordViolations(KeywordDuplicateRule(), "karate,judo").isEmpty)
}

@Test func duplicatesAreCountedPerLocaleNotAcrossLocales() {
    let listing = Fixture.listing(
        AppStore(),
        [
            "en-US": Fixture.appStoreLocale(["keywords": "mma,sparring"]),
            "de-DE": Fixture.appStoreLocale(["keywords": "mma,sparring"]),
        ])
    #expect(Fixture.violations(KeywordDuplicateRule(), listing).isEmpty)
}

@Test func keywordAlreadyInTheNameOrSubtitleIsWasted() throws {
    let violation = try #require(keywordViolations(KeywordRepeatsNameRule(), "boxing,rest,round,sparring").first)
    #expect(violation.message.contains("\"boxing\" (in the name)"))
    #expect(violation.message.contains("\"rest\" (in the subtitle)"))
    // "round" is not a whole word of "Roundly" nor of "Rounds".
    #expect(!violation.message.contains("\"round\""))
    // boxing, (7) + rest, (5)
    #expect(violation.message.hasSuffix("removing them frees 12 bytes."))
}

@Test func keywordInNameMatchesInsideUnspacedScripts() throws {
    let violation = try #require(
        keywordViolations(KeywordRepeatsNameRule(), "タイマー,総合格闘技", locale: "ja", name: "Roundly：ボクシングタイマー", subtitle: "インターバル").first)
    #expect(violation.message.contains("\"タイマー\" (in the name)"))
    // タイマー (12 bytes) + its comma.
    #expect(violation.message.hasSuffix("frees 13 bytes."))
    #expect(
        keywordViolations(KeywordRepeatsNameRule(), "総合格闘技,スパーリング", locale: "ja", name: "Roundly：ボクシングタイマー", subtitle: "インターバル").isEmpty)
}

@Test func keywordInNameIgnoresAccentsAndCase() {
    #expect(
        keywordViolations(KeywordRepeatsNameRule(), "chronometre", locale: "fr-FR", name: "Roundly : Chronomètre", subtitle: "Rounds").count
            == 1)
}

@Test func emptyItemsAreReportedWithTheBytesTheirCommasCost() throws {
    let violation = try #require(keywordViolations(KeywordEmptyItemRule(), ",mma,,sparring,").first)
    #expect(violation.message == "en-US keywords: 3 empty items; removing the extra commas frees 3 bytes.")
    #expect(keywordViolations(KeywordEmptyItemRule(), "mma,sparring").isEmpty)
}

@Test func keywordsOfTwoCharactersOrFewerAreTooShort() throws {
    let violation = try #require(keywordViolations(KeywordTooShortRule(), "mma,ko,x,sparring").first)
    #expect(violation.message.contains("(\"ko\", \"x\")"))
    // ko, (3) + x, (2)
    #expect(violation.message.hasSuffix("removing them frees 5 bytes."))
    #expect(keywordViolations(KeywordTooShortRule(), "mma,gym").isEmpty)
    // Two kanji are two characters, however many bytes.
    #expect(keywordViolations(KeywordTooShortRule(), "計時,総合格闘技", locale: "ja").count == 1)
}

@Test func keywordRulesUseTheFullWidthCommaBytesWhenFreeing() throws {
    // A repeated keyword after a full-width comma frees its 3 bytes plus the comma's 3.
    let violation = try #require(keywordViolations(KeywordDuplicateRule(), "ゴング，ゴング", locale: "ja").first)
    #expect(violation.message.hasSuffix("frees 12 bytes."))
}
