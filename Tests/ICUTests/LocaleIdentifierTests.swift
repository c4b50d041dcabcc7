import ICU
import Testing

@Test(arguments: [
    ("pt-BR", "pt-BR"), ("zh-Hans", "zh-Hans"), ("es-419", "es-419"), ("sr-Latn", "sr-Latn"),
    ("zh-Hant-HK", "zh-Hant-HK"), ("en-GB", "en-GB"), ("en", "en"),
    ("pt_BR", "pt-BR"), ("zh-hans", "zh-Hans"), ("ZH_hant_hk", "zh-Hant-HK"), ("EN-us", "en-US"), ("iw", "he"),
])
func tagsCanonicalizeToXcodesForm(input: String, canonical: String) throws {
    #expect(try LocaleIdentifier(input).tag == canonical)
}

@Test func partsComeFromICU() throws {
    let hongKong = try LocaleIdentifier("zh-Hant-HK")
    #expect(hongKong.language == "zh")
    #expect(hongKong.script == "Hant")
    #expect(hongKong.region == "HK")
    #expect(hongKong.icuIdentifier == "zh_Hant_HK")
    let latinAmerica = try LocaleIdentifier("es-419")
    #expect(latinAmerica.script == nil)
    #expect(latinAmerica.region == "419")
    let german = try LocaleIdentifier("de")
    #expect(german.script == nil && german.region == nil)
}

@Test func parentChainDropsTheLastSubtag() throws {
    #expect(try LocaleIdentifier("zh-Hant-HK").fallbackChain.map(\.tag) == ["zh-Hant-HK", "zh-Hant", "zh"])
    #expect(try LocaleIdentifier("pt-BR").fallbackChain.map(\.tag) == ["pt-BR", "pt"])
    #expect(try LocaleIdentifier("sr-Latn").parent?.tag == "sr")
    #expect(try LocaleIdentifier("en").parent == nil)
    #expect(try LocaleIdentifier("en-x-foo").fallbackChain.map(\.tag) == ["en-x-foo", "en"])
    #expect(try LocaleIdentifier("de-CH-1996").fallbackChain.map(\.tag) == ["de-CH-1996", "de-CH", "de"])
}

@Test func garbageIsATypedErrorWithAnActionableMessage() {
    #expect(throws: LocaleIdentifierError.malformed("xx_!!")) { try LocaleIdentifier("xx_!!") }
    #expect {
        try LocaleIdentifier("xx_!!")
    } throws: { error in
        "\(error)" == "'xx_!!' is not a BCP-47 language tag; use a form like pt-BR or zh-Hans"
    }
    for malformed in ["", "en-", "-en", "a", "abcdefghi", "en us", "pt-BR\u{0}", "zh--Hans", "日本語"] {
        #expect(throws: LocaleIdentifierError.malformed(malformed)) { try LocaleIdentifier(malformed) }
    }
    #expect(throws: LocaleIdentifierError.unknownLanguage("xx", language: "xx")) { try LocaleIdentifier("xx") }
    #expect(throws: LocaleIdentifierError.self) { try LocaleIdentifier("und") }
    #expect(throws: LocaleIdentifierError.self) { try LocaleIdentifier("Base") }
    #expect("\(LocaleIdentifierError.unknownLanguage("xx-FR", language: "xx"))".contains("'xx' is not an ISO 639 language code"))
}

@Test func everyAvailableICULocaleRoundTripsThroughItsOwnTag() throws {
    for locale in LocaleIdentifier.availableLocales {
        #expect(try LocaleIdentifier(locale.tag) == locale)
    }
}

@Test func availableLocalesCoverEveryLocaleICUHasDataFor() {
    let locales = LocaleIdentifier.availableLocales
    #expect(Set(locales).count == locales.count)
    #expect(locales.contains { $0.tag == "sr-Latn" } && locales.contains { $0.tag == "zh-Hant-HK" })
    #expect(locales.count == LocaleIdentifier.availableLocaleCount, "every ICU locale id must parse as a tag")
}
