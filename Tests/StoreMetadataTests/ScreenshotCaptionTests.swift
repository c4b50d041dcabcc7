import Foundation
import StoreMetadata
import StringCatalog
import TestSupport
import Testing

@testable import JSONCore

private let captionCatalog: [String: [String: String]] = [
    "name": ["en": "Roundly: Boxing Timer", "de": "Roundly: Boxtimer", "ja": "Roundly：ボクシングタイマー"],
    "description": ["en": "Keeps time for boxing.", "de": "Misst die Zeit beim Boxen.", "ja": "ボクシングの時間を計ります。"],
    "keywords": ["en": "mma,sparring", "de": "mma,training", "ja": "総合格闘技,スパーリング"],
    "support_url": ["en": "https://roundly.example/support", "de": "https://roundly.example/de", "ja": "https://roundly.example/ja"],
    "privacy_url": ["en": "https://roundly.example/privacy", "de": "https://roundly.example/de/p", "ja": "https://roundly.example/ja/p"],
    "screenshot.timer.title": [
        "en": "Big digits, even mid-round", "de": "Große Ziffern – auch „mitten“ in der Runde", "ja": "ラウンド中でも見やすい大きな数字",
    ],
    "screenshot.timer.keyword": ["en": "Round timer", "de": "Rundentimer", "ja": "ラウンドタイマー"],
    "screenshot.plans.title": ["en": "Build any plan 💪🏽", "de": "Jeden Plan bauen", "ja": "どんな計画も自由に"],
]

/// frameit's `StringsParser.parse` (fastlane `frameit/lib/frameit/strings_parser.rb`): `iconv -f UTF-16 -t UTF-8`,
/// then every line starting with `"` gives `"(.*)" = ` as the key and ` = "(.*)"` as the value, both greedy.
private func frameitRead(_ path: String) throws -> [String: String] {
    let iconv = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/iconv"), ["-f", "UTF-16", "-t", "UTF-8", path])
    #expect(iconv.status == 0, "\(iconv.stderr)")
    var result: [String: String] = [:]
    for line in iconv.stdout.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("\"") {
        let key = try #require(try #/"(.*)" = /#.firstMatch(in: line)).1
        let value = try #require(try #/ = "(.*)"/#.firstMatch(in: line)).1
        result[String(key)] = String(value)
    }
    return result
}

/// Foundation's old-style property-list parser, the strict reader Apple's tools use for `.strings` files.
private func strictRead(_ data: Data) throws -> [String: String] {
    let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    return try #require(plist as? [String: String])
}

@Test func captionsBecomeUTF16StringsFilesThatFrameitAndAStrictParserReadBack() throws {
    let folder = try Fixture.temporaryFolder()
    defer { Fixture.remove(folder) }
    let catalog = try Fixture.catalog(Fixture.catalogJSON(captionCatalog))
    let result = try MetadataGenerator(store: AppStore()).generate(from: catalog)
    let plan = try #require(result.captionPlan)
    #expect(
        plan.files.map { $0.path.joined(separator: "/") } == [
            "de-DE/keyword.strings", "de-DE/title.strings", "en-US/keyword.strings", "en-US/title.strings", "ja/keyword.strings",
            "ja/title.strings",
        ])
    let summary = try FastlaneFolderWriter(outputFolder: folder).write(plan, store: AppStore(), clean: false)
    #expect(summary.written.count == 6)
    let title = try #require(FileManager.default.contents(atPath: folder + "/de-DE/title.strings"))
    // A byte-order mark, then UTF-16 little-endian: '"' is 22 00.
    #expect(Array(title.prefix(4)) == [0xFF, 0xFE, 0x22, 0x00])
    let expected = ["timer": "Große Ziffern – auch „mitten“ in der Runde", "plans": "Jeden Plan bauen"]
    #expect(try frameitRead(folder + "/de-DE/title.strings") == expected)
    #expect(try strictRead(title) == expected)
    #expect(try frameitRead(folder + "/en-US/title.strings") == ["timer": "Big digits, even mid-round", "plans": "Build any plan 💪🏽"])
    #expect(try frameitRead(folder + "/ja/keyword.strings") == ["timer": "ラウンドタイマー"])
    let units = stride(from: 2, to: title.count - 1, by: 2).map { UInt16(title[$0]) | UInt16(title[$0 + 1]) << 8 }
    #expect(String(decoding: units, as: UTF16.self).hasPrefix("\"plans\" = \"Jeden Plan bauen\";\n\"timer\" = "))
    #expect(result.findings.filter { $0.ruleID.hasPrefix("store-caption") }.isEmpty, "\(result.findings.map(\.message))")
}

@Test func escapesMakeQuotesBackslashesAndLineBreaksRoundTripThroughAStrictParser() throws {
    let nasty = "Say \"go\"\\now\nthen\trest\u{1}"
    let data = StringsFileEncoder.encode([(key: "a\"b", value: nasty), (key: "plain", value: "ok")])
    #expect(try strictRead(data) == ["a\"b": nasty, "plain": "ok"])
    #expect(StringsFileEncoder.escaped(nasty) == #"Say \"go\"\\now\nthen\trest\U0001"#)
    // The reader is strict: an unescaped quote or a missing semicolon is refused, not read around.
    for broken in ["\"a\" = \"x\"y\";\n", "\"a\" = \"x\"\n"] {
        let bytes = [UInt8]([0xFF, 0xFE]) + broken.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(throws: (any Error).self) { try strictRead(Data(bytes)) }
    }
}

@Test func captionFrameitWouldMisreadIsReportedAndAMissingTranslationToo() throws {
    var values = captionCatalog
    values["screenshot.timer.title"]?["de"] = "Große \"Ziffern\""
    values["screenshot.plans.title"]?["ja"] = nil
    let catalog = try Fixture.catalog(Fixture.catalogJSON(values))
    let findings = try MetadataGenerator(store: AppStore()).generate(from: catalog).findings.filter { $0.ruleID.hasPrefix("store-caption") }
    #expect(
        findings.map { "\($0.ruleID): \($0.message)" } == [
            "store-caption-missing: ja has no caption 'screenshot.plans.title', so frameit draws screenshot 'plans' without its title.",
            "store-caption-unreadable: de-DE caption 'screenshot.timer.title' contains a straight double quote (\"); frameit reads each line of title.strings as written, without unescaping, so it would draw the escape.",
        ])
    #expect(findings.allSatisfy { $0.severity == .warning })
}

@Test(arguments: [
    ("screenshot.timer.title", ListingKey.caption(screenshot: "timer", part: .title)),
    ("screenshot.iPhone 16-timer.keyword", ListingKey.caption(screenshot: "iPhone 16-timer", part: .keyword)),
])
func captionKeysNameScreenshotAndPart(key: String, expected: ListingKey) {
    #expect(ListingKey(key) == expected)
}

@Test(arguments: ["screenshot..title", "screenshot.timer", "screenshot.timer.subtitle"])
func otherScreenshotKeysAreUnknown(key: String) {
    #expect(ListingKey(key) == nil)
}

/// A caption budget that finds every caption longer than a number of characters too wide, standing in for HarfBuzz.
private struct CharacterBudget: CaptionBudget {
    var limit: Int
    func overflows(of entry: CatalogEntry, sourceLanguage: String) -> [CaptionOverflow] {
        entry.localizations.compactMap { localization in
            guard let unit = localization.content.stringUnit, unit.value.count > limit else { return nil }
            return CaptionOverflow(
                catalogLocale: localization.locale, message: "\(unit.value.count) > \(limit)", location: unit.valueLocation)
        }
    }
}

@Test func captionsOverTheirBudgetAreErrorsForTheStoreLocaleAndBlockTheWrite() throws {
    let catalog = try Fixture.catalog(Fixture.catalogJSON(captionCatalog))
    let result = try MetadataGenerator(store: AppStore()).generate(from: catalog, captionBudget: CharacterBudget(limit: 30))
    #expect(
        result.findings.filter { $0.ruleID.hasPrefix("store-caption") }.map { "\($0.ruleID) \($0.locale ?? "") \($0.message)" } == [
            "store-caption-over-budget de-DE de-DE caption 'screenshot.timer.title': 42 > 30"
        ])
    #expect(result.plan == nil && result.captionPlan == nil)
}
