import Foundation
import StoreMetadata
import TestSupport
import Testing

@testable import StoreMetadata

// App Store forbidden characters, Google Play's title policy and other platforms, on the listings the stores
// rejected in public issue trackers (catalog-and-store-gaps review §b 4).

@Test func appStoreRejectsReportedEmojiAndSymbolsNamingCharacterCodePointFieldAndLocale() {
    let listing = Fixture.listing(
        AppStore(),
        [
            "en-US": Fixture.appStoreLocale([
                "name": "Roundly ⌘ Boxing Timer 🥊", "subtitle": "★★★★★ HIIT & Tabata",
                "release_notes": "🚨 Fixed the bell", "description": "Tunes ♪ and dice ⚄ for \u{F8FF} Watch.",
            ])
        ])
    let messages = Fixture.violations(ForbiddenCharacterRule(), listing).map(\.message)
    #expect(
        messages == [
            "en-US name: \"⌘\" (U+2318, a symbol), \"🥊\" (U+1F94A, an emoji); App Store Connect rejects emoji and such symbols.",
            "en-US subtitle: \"★\" (U+2605, a symbol); App Store Connect rejects emoji and such symbols.",
            "en-US description: \"♪\" (U+266A, a symbol), \"⚄\" (U+2684, a symbol), (U+F8FF, a private-use character such as the Apple logo); App Store Connect rejects emoji and such symbols.",
            "en-US release_notes: \"🚨\" (U+1F6A8, an emoji); App Store Connect rejects emoji and such symbols.",
        ])
    #expect(ForbiddenCharacterRule().defaultSeverity == .warning)
}

@Test func copyrightTrademarkDegreesAndEverydayPunctuationAreNotForbidden() {
    let text = "Roundly™ © 2026 Roundly Labs® — 3 × 3 min at 20 °C: “rounds”, «reps», 50 % → 100 %… ¿Listo? ¡Sí!"
    let listing = Fixture.listing(AppStore(), ["en-US": Fixture.appStoreLocale(["description": text])])
    #expect(Fixture.violations(ForbiddenCharacterRule(), listing).isEmpty)
}

@Test func emojiSequencesAreReportedOnceAsTheWholeCharacter() {
    let listing = Fixture.listing(AppStore(), ["de-DE": Fixture.appStoreLocale(["subtitle": "Boxen 👍🏽 und 🇩🇪 1️⃣ 👍🏽"])])
    #expect(
        Fixture.violations(ForbiddenCharacterRule(), listing).map(\.message) == [
            "de-DE subtitle: \"👍🏽\" (U+1F44D U+1F3FD, an emoji), \"🇩🇪\" (U+1F1E9 U+1F1EA, an emoji), \"1️⃣\" (U+0031 U+FE0F U+20E3, an emoji); App Store Connect rejects emoji and such symbols."
        ])
}

@Test func forbiddenCharactersAreAnAppStoreRuleOnly() {
    let listing = Fixture.listing(GooglePlay(), ["en-US": Fixture.playLocale(["full_description": "Timer ★ 🥊"])])
    #expect(Fixture.violations(ForbiddenCharacterRule(), listing, store: GooglePlay()).isEmpty)
}

/// Unicode's own tables, through Python's `unicodedata` (General_Category) and the `regex` module
/// (`\p{Extended_Pictographic}`, `\p{Emoji}`), agree with the rule on every scalar it flags and on a sample of those
/// it does not.
@Test(.requiresPython(modules: "regex", "unicodedata"))
func unicodeDataAndRegexClassifyEveryCharacterTheRuleFlags() throws {
    var flagged: [Unicode.Scalar] = []
    var passed: [Unicode.Scalar] = []
    for value in UInt32(0x20)...0x2FFFF {
        guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned,
            scalar.properties.generalCategory != .surrogate
        else { continue }
        if SymbolCharacter(scalar) != nil {
            flagged.append(scalar)
        } else if value % 53 == 0 || value < 0x3000 {
            passed.append(scalar)
        }
    }
    #expect(flagged.count > 3000)
    let script = """
        import sys, unicodedata, regex
        pictographic = regex.compile(r"\\p{Extended_Pictographic}")
        emoji = regex.compile(r"\\p{Emoji}")
        allowed = {0xA9, 0xAE, 0x2122, 0x2117, 0x2120, 0xB0, 0x2116}
        def rejected(c):
            cp = ord(c)
            if cp in allowed: return False
            if cp in (0xFE0F, 0x20E3): return True
            if cp > 0x7F and (emoji.match(c) or pictographic.match(c)): return True
            return unicodedata.category(c) in ("So", "Co")
        out = []
        for line in sys.stdin:
            verdict, cp = line.split()
            c = chr(int(cp, 16))
            if unicodedata.category(c) == "Cn": continue  # newer than Python's Unicode: not comparable
            if rejected(c) != (verdict == "flagged"):
                out.append(f"{verdict} U+{int(cp, 16):04X} {unicodedata.category(c)} {unicodedata.name(c, '?')}")
        print(unicodedata.unidata_version)
        print("\\n".join(out))
        """
    let input =
        flagged.map { "flagged \(String($0.value, radix: 16))" }.joined(separator: "\n") + "\n"
        + passed.map { "passed \(String($0.value, radix: 16))" }.joined(separator: "\n") + "\n"
    let result = try Python.run(script, stdin: input)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let disagreements = lines.dropFirst().filter { !$0.isEmpty }
    #expect(disagreements.isEmpty, "Unicode \(lines.first ?? "?") disagrees on \(disagreements.count): \(disagreements.prefix(20))")
}

// Google Play metadata policy: examples from the policy and its announcement.

@Test(arguments: [
    (
        "BEST HIIT TIMER #1 🔥",
        [
            "emoji or symbols \"🔥\" (U+1F525, an emoji)", "ALL CAPS \"BEST\", \"HIIT\", \"TIMER\"", "ranking or promotion claim \"#1\"",
            "ranking or promotion claim \"BEST\"",
        ]
    ),
    (
        "Free! The #1 boxing timer. Download now!!!",
        [
            "repeated special characters \"!!!\"", "ranking or promotion claim \"#1\"", "ranking or promotion claim \"Free\"",
            "call to action \"Download now\"",
        ]
    ),
    (
        "Top Timer: Sale, No Ads",
        ["ranking or promotion claim \"Top\"", "ranking or promotion claim \"Sale\"", "ranking or promotion claim \"No Ads\""]
    ),
    ("Crane - App of the Year", ["ranking or promotion claim \"App of the Year\""]),
    ("Crane: Update now :)", ["the emoticon \":)\"", "call to action \"Update now\""]),
    (
        "Crane ★★★ 10% off",
        ["emoji or symbols \"★\" (U+2605, a symbol)", "repeated special characters \"★★★\"", "ranking or promotion claim \"% off\""]
    ),
])
func playPolicyExamplesAreReported(title: String, problems: [String]) {
    #expect(PlayTitlePolicyRule().problems(in: title) == problems)
}

@Test(arguments: [
    "Roundly: HIIT & Boxing Timer", "Hands-free round timer for the desktop", "Interval timer for MMA, HIIT and Tabata",
    "Таймер раундов для бокса", "HIIT向けのラウンドタイマー", "Toptimer Freestyle", "Rounds... and rest",
])
func plainTitlesPassThePlayPolicy(title: String) {
    #expect(PlayTitlePolicyRule().problems(in: title) == [], "\(PlayTitlePolicyRule().problems(in: title))")
}

@Test func brandNamesInCapitalsAreExemptFromAllCaps() {
    #expect(PlayTitlePolicyRule().problems(in: "ROUNDLY Timer") == ["ALL CAPS \"ROUNDLY\""])
    #expect(PlayTitlePolicyRule(brandNames: ["ROUNDLY"]).problems(in: "ROUNDLY Timer").isEmpty)
    #expect(PlayTitlePolicyRule(brandNames: ["PUBG"]).problems(in: "PUBG MOBILE") == ["ALL CAPS \"MOBILE\""])
}

@Test func playPolicyChecksTitleAndShortDescriptionOfEveryLocaleButNotTheFullDescription() {
    let listing = Fixture.listing(
        GooglePlay(),
        [
            "en-US": Fixture.playLocale(["title": "BEST TIMER", "full_description": "The best timer. Download now!"]),
            "de-DE": Fixture.playLocale(["short_description": "Jetzt kostenlos 🥊"]),
        ])
    let violations = Fixture.violations(PlayTitlePolicyRule(), listing, store: GooglePlay())
    #expect(
        violations.map(\.message) == [
            "de-DE short_description: emoji or symbols \"🥊\" (U+1F94A, an emoji); Google Play's metadata policy forbids this in the short description.",
            "en-US title: ALL CAPS \"BEST\", \"TIMER\"; ranking or promotion claim \"BEST\"; Google Play's metadata policy forbids this in the title.",
        ])
    #expect(
        Fixture.violations(PlayTitlePolicyRule(), Fixture.listing(AppStore(), ["en-US": Fixture.appStoreLocale(["name": "BEST 🥊"])]))
            .isEmpty)
}

@Test func otherPlatformsInAppStoreTextAreReportedAsPrecheckDoes() {
    let listing = Fixture.listing(
        AppStore(),
        [
            "en-US": Fixture.appStoreLocale([
                "release_notes": "Fixed the bell on Android.", "description": "Also on Google Play. Measured with Google Analytics.",
            ]),
            "de-DE": Fixture.appStoreLocale(["description": "Mit Google Analytics gemessen; androids sind Roboter."]),
        ])
    #expect(
        Fixture.violations(OtherPlatformRule(), listing).map(\.message) == [
            "en-US description: names \"Google\"; App Review rejects metadata that mentions other platforms (Guideline 2.3.10).",
            "en-US release_notes: names \"Android\"; App Review rejects metadata that mentions other platforms (Guideline 2.3.10).",
        ])
}

@Test func playPolicyReadsAnyTextWithoutTrapping() {
    // Letters whose lowercase is longer, combining marks and a long text: matched, never a crash.
    #expect(
        PlayTitlePolicyRule().problems(in: "İSTANBUL BEST") == ["ALL CAPS \"İSTANBUL\", \"BEST\"", "ranking or promotion claim \"BEST\""])
    let long = String(repeating: "e\u{301}ß ", count: 20_000) + "download now"
    #expect(PlayTitlePolicyRule().problems(in: long) == ["call to action \"download now\""])
    #expect(SubscriptionTermsRule.urls(in: "İİ HTTPS://X.example/Terms. ") == ["HTTPS://X.example/Terms"])
}
