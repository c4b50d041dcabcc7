import StoreMetadata
import StringCatalog
import Testing

/// The limits the issue and research §3.2/§3.4 give, field by field.
struct ExpectedLimit: Sendable, CustomTestStringConvertible {
    var store: StoreID
    var key: String
    var minimum: Int?
    var maximum: Int
    var unit: LengthUnit
    var testDescription: String { "\(store.rawValue) \(key) ≤ \(maximum) \(unit.noun)" }
}

let expectedLimits: [ExpectedLimit] = [
    ExpectedLimit(store: .appStore, key: "name", minimum: 2, maximum: 30, unit: .characters),
    ExpectedLimit(store: .appStore, key: "subtitle", maximum: 30, unit: .characters),
    ExpectedLimit(store: .appStore, key: "promotional_text", maximum: 170, unit: .characters),
    ExpectedLimit(store: .appStore, key: "description", maximum: 4000, unit: .characters),
    ExpectedLimit(store: .appStore, key: "release_notes", maximum: 4000, unit: .characters),
    ExpectedLimit(store: .appStore, key: "keywords", maximum: 100, unit: .utf8Bytes),
    ExpectedLimit(store: .googlePlay, key: "title", maximum: 30, unit: .characters),
    ExpectedLimit(store: .googlePlay, key: "short_description", maximum: 80, unit: .characters),
    ExpectedLimit(store: .googlePlay, key: "full_description", maximum: 4000, unit: .characters),
    ExpectedLimit(store: .googlePlay, key: "changelog", maximum: 500, unit: .characters),
]

@Test func videoAndAppleTVPrivacyPolicyAreOptionalFieldsWithoutADocumentedLimit() throws {
    let video = try #require(GooglePlay().field("video"))
    #expect(video.kind == .url && video.requirement == .optional && video.limit == nil && video.file == .text("video.txt"))
    let policy = try #require(AppStore().field("apple_tv_privacy_policy"))
    #expect(policy.kind == .multiLine && policy.requirement == .optional && policy.limit == nil)
    #expect(policy.file == .text("apple_tv_privacy_policy.txt"))
}

@Test(arguments: expectedLimits)
func storeDeclaresTheFieldLimit(_ expected: ExpectedLimit) throws {
    let field = try #require(StoreRegistry.named(expected.store.rawValue)!.field(expected.key))
    #expect(field.limit == LengthLimit(minimum: expected.minimum, maximum: expected.maximum, unit: expected.unit))
}

@Test(arguments: expectedLimits)
func valueAtTheLimitPassesAndOneMoreFails(_ expected: ExpectedLimit) throws {
    let store = StoreRegistry.named(expected.store.rawValue)!
    let base = expected.store == .appStore ? Fixture.appStoreLocale() : Fixture.playLocale()
    // Keywords need separators to stay one list; `a` repeated is fine for the length rule.
    let atLimit = String(repeating: "a", count: expected.maximum)
    let over = atLimit + "a"
    var passing = base
    passing[expected.key] = atLimit
    var failing = base
    failing[expected.key] = over
    #expect(Fixture.violations(FieldTooLongRule(), Fixture.listing(store, ["en-US": passing]), store: store).isEmpty)
    let violations = Fixture.violations(FieldTooLongRule(), Fixture.listing(store, ["en-US": failing]), store: store)
    #expect(violations.count == 1)
    #expect(violations.first?.message.contains("1 over") == true)
    #expect(violations.first?.key == expected.key && violations.first?.locale == "en-US")
}

@Test func urlFieldsExistForTheAppStore() {
    let store = AppStore()
    for key in ["privacy_url", "support_url", "marketing_url"] {
        #expect(store.field(key)?.kind == .url)
    }
}

@Test func overLimitMessageSaysByHowMuchAndHowCharactersWereCounted() throws {
    // 28 letters + a boxing-glove emoji: 29 graphemes and scalars, but 30 UTF-16 units; + 2 more letters → 32 units.
    let name = String(repeating: "a", count: 30) + "🥊"
    let violations = Fixture.violations(FieldTooLongRule(), Fixture.listing(AppStore(), ["de-DE": Fixture.appStoreLocale(["name": name])]))
    let message = try #require(violations.first?.message)
    #expect(message.contains("de-DE name: 32 characters, 2 over App Store Connect's limit of 30"))
    #expect(message.contains("31 graphemes / 31 scalars / 32 UTF-16 units"))
    #expect(message.contains("does not say how it counts"))
}

@Test func emojiNameFitsByGraphemesButFailsTheSafeCount() {
    // 29 graphemes, but the emoji takes 2 UTF-16 units: 31 by the safe count, so it fails.
    let name = String(repeating: "a", count: 28) + "🥊"
    #expect(TextMeasurement(name).graphemes == 29)
    #expect(
        Fixture.violations(FieldTooLongRule(), Fixture.listing(AppStore(), ["en-US": Fixture.appStoreLocale(["name": name])])).count == 0)
    let longer = String(repeating: "a", count: 29) + "🥊"
    #expect(
        Fixture.violations(FieldTooLongRule(), Fixture.listing(AppStore(), ["en-US": Fixture.appStoreLocale(["name": longer])])).count == 1)
}

@Test func keywordsAreCountedInBytesSoJapaneseFailsWhereTheCharacterCountWouldPass() throws {
    // 41 characters = 109 bytes: under 100 characters, over 100 bytes.
    let keywords = String(repeating: "タイマー,", count: 7) + "ゴングゴング"
    #expect(TextMeasurement(keywords).graphemes < 100)
    let measurement = TextMeasurement(keywords)
    let violations = Fixture.violations(
        FieldTooLongRule(), Fixture.listing(AppStore(), ["ja": Fixture.appStoreLocale(["keywords": keywords])]))
    let message = try #require(violations.first?.message)
    #expect(message.contains("ja keywords: \(measurement.utf8Bytes) bytes of UTF-8, \(measurement.utf8Bytes - 100) over"))
}

@Test func keywordsOfExactlyOneHundredBytesInRussianPass() {
    // 50 Cyrillic letters × 2 bytes = 100 bytes.
    let keywords = String(repeating: "ф", count: 50)
    #expect(
        Fixture.violations(FieldTooLongRule(), Fixture.listing(AppStore(), ["ru": Fixture.appStoreLocale(["keywords": keywords])])).isEmpty)
    #expect(
        Fixture.violations(FieldTooLongRule(), Fixture.listing(AppStore(), ["ru": Fixture.appStoreLocale(["keywords": keywords + "a"])]))
            .count == 1)
}

@Test func appStoreLimitsApplyAfterDeliverStripsWhitespaceButPlayLimitsDoNot() {
    let padded = "  " + String(repeating: "a", count: 30) + "\n"
    #expect(
        Fixture.violations(FieldTooLongRule(), Fixture.listing(AppStore(), ["en-US": Fixture.appStoreLocale(["name": padded])])).isEmpty)
    let violations = Fixture.violations(
        FieldTooLongRule(), Fixture.listing(GooglePlay(), ["en-US": Fixture.playLocale(["title": padded])]), store: GooglePlay())
    #expect(violations.count == 1)
}

@Test func nameOfOneCharacterIsTooShortAndTwoIsEnough() throws {
    let short = Fixture.violations(FieldTooShortRule(), Fixture.listing(AppStore(), ["en-US": Fixture.appStoreLocale(["name": "R"])]))
    let message = try #require(short.first?.message)
    #expect(message.contains("en-US name: 1 character, fewer than App Store Connect's minimum of 2"))
    #expect(Fixture.violations(FieldTooShortRule(), Fixture.listing(AppStore(), ["en-US": Fixture.appStoreLocale(["name": "Ro"])])).isEmpty)
}

@Test func oneEmojiNameIsTooShortBecauseTheMinimumUsesTheSmallestCount() {
    // 🥊 is 2 UTF-16 units but 1 grapheme: the safe count for a minimum is 1.
    let violations = Fixture.violations(FieldTooShortRule(), Fixture.listing(AppStore(), ["en-US": Fixture.appStoreLocale(["name": "🥊"])]))
    #expect(violations.count == 1)
    #expect(violations.first?.message.contains("smallest of") == true)
}

/// 77 Arabic letters (2 bytes each) and 14 commas: 91 characters in 168 bytes, what an App Store Connect API test accepted.
private let arabicKeywords =
    ["الملاكمة", "مؤقت", "التمارين", "الجولات", "راحة", "اللياقة", "تاباتا", "قتال", "ركل", "تدريب", "عداد", "جرس", "قوة", "سرعة"]
    .joined(separator: ",") + ",كيكبوكس"

/// What the length rule of the checker `configuration` makes finds (the keyword waste rules also look at these lists).
private func lengthFindings(_ configuration: MetadataConfiguration, _ keywords: String) -> [RuleViolation] {
    let listing = Fixture.listing(AppStore(), ["ar-SA": Fixture.appStoreLocale(["keywords": keywords])])
    let rule = configuration.makeChecker().rules.first { $0.id == "store-field-too-long" }
    return rule?.check(listing, in: AppStore()) ?? []
}

@Test func keywordLimitUnitIsBytesByDefaultAndTheFindingSaysWhichRuleAndWhy() throws {
    #expect(TextMeasurement(arabicKeywords).graphemes == 91 && TextMeasurement(arabicKeywords).utf8Bytes == 168)
    let violation = try #require(lengthFindings(MetadataConfiguration(), arabicKeywords).first)
    #expect(violation.message.contains("ar-SA keywords: 168 bytes of UTF-8, 68 over App Store Connect's limit of 100 bytes"))
    #expect(violation.message.contains(#"counted in bytes because App Store Connect Help says "up to 100 bytes""#))
    #expect(violation.message.contains(#"metadata.keywordLimitUnit "bytes", the default"#))
    #expect(violation.hint?.contains(#"set metadata.keywordLimitUnit to "characters""#) == true)
}

@Test func keywordLimitUnitCharactersFromTheConfigurationCountsCharactersAndSaysSo() throws {
    let json = #"{"metadata": {"keywordLimitUnit": "characters"}}"#
    let configuration = try MetadataConfiguration.parse(Array(json.utf8), file: ".timekeeper.json")
    #expect(configuration.keywordLimitUnit == .characters)
    #expect(lengthFindings(configuration, arabicKeywords).isEmpty)
    let tooLong = arabicKeywords + "," + String(repeating: "ب", count: 9)
    let violation = try #require(lengthFindings(configuration, tooLong).first)
    #expect(violation.message.contains("ar-SA keywords: 101 characters, 1 over App Store Connect's limit of 100"))
    #expect(violation.message.contains(#"counted in characters because .timekeeper.json sets metadata.keywordLimitUnit to "characters""#))
    #expect(violation.message.contains("Apple's help says 100 bytes (this is 187)"))
    #expect(violation.hint == "Shorten the ar-SA 'keywords' by at least 1 character.")
}

@Test func keywordLimitUnitOtherThanBytesOrCharactersIsAnErrorNamingTheSetting() {
    #expect {
        try MetadataConfiguration.parse(Array(#"{"metadata": {"keywordLimitUnit": "runes"}}"#.utf8), file: "c.json")
    } throws: { error in
        "\(error)".contains(#"c.json:1:35: metadata.keywordLimitUnit must be "bytes" or "characters""#)
    }
}
