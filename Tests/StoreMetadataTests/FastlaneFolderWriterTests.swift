import Foundation
import StoreMetadata
import StringCatalog
import Testing

private func generate(
    _ values: [String: [String: String]], store: any Store, versionCode: Int? = nil, overrides: [StoreID: [String: [String]]] = [:]
) throws -> MetadataGenerator.Result {
    let catalog = try Fixture.catalog(Fixture.catalogJSON(values, untranslatable: ["support_url", "privacy_url", "marketing_url"]))
    return try MetadataGenerator(store: store, configuration: MetadataConfiguration(localeOverrides: overrides)).generate(
        from: catalog, versionCode: versionCode)
}

private let listingValues: [String: [String: String]] = [
    "name": ["en": "Roundly: Boxing Timer", "he": "Roundly: טיימר לאגרוף"],
    "description": ["en": "Keeps time for boxing.\n\nRounds and rest.", "he": "מודד את הזמן לאגרוף.\n\nסיבובים ומנוחות."],
    "keywords": ["en": "mma,sparring", "he": "קיקבוקס,כושר"],
    "support_url": ["en": "https://roundly.example/support"],
    "privacy_url": ["en": "https://roundly.example/privacy"],
    "title": ["en": "Roundly", "he": "Roundly"],
    "short_description": ["en": "Round timer for boxing.", "he": "טיימר סיבובים לאגרוף."],
    "full_description": ["en": "Keeps time for boxing.", "he": "מודד את הזמן לאגרוף."],
    "changelog": ["en": "Bigger digits.", "he": "ספרות גדולות יותר."],
]

@Test func appStoreListingIsWrittenInDeliversLayoutExactlyAsWritten() throws {
    let out = try Fixture.temporaryFolder()
    defer { Fixture.remove(out) }
    let result = try generate(listingValues, store: AppStore())
    let plan = try #require(result.plan)
    let summary = try FastlaneFolderWriter(outputFolder: out).write(plan, store: AppStore(), clean: false)
    let files = Fixture.files(in: out)
    #expect(
        files.keys.sorted() == [
            "en-US/description.txt", "en-US/keywords.txt", "en-US/name.txt", "en-US/privacy_url.txt", "en-US/support_url.txt",
            "he/description.txt", "he/keywords.txt", "he/name.txt", "he/privacy_url.txt", "he/support_url.txt",
        ])
    #expect(summary.written.count == 10 && summary.unchanged.isEmpty)
    // UTF-8, the value exactly, no newline added (what deliver download_metadata writes).
    #expect(files["he/name.txt"] == Data("Roundly: טיימר לאגרוף".utf8))
    #expect(files["en-US/description.txt"] == Data("Keeps time for boxing.\n\nRounds and rest.".utf8))
}

@Test func googlePlayListingIsWrittenInSupplysLayoutWithTheVersionCodeChangelog() throws {
    let out = try Fixture.temporaryFolder()
    defer { Fixture.remove(out) }
    let plan = try #require(try generate(listingValues, store: GooglePlay(), versionCode: 42).plan)
    _ = try FastlaneFolderWriter(outputFolder: out).write(plan, store: GooglePlay(), clean: false)
    #expect(
        Fixture.files(in: out).keys.sorted() == [
            "android/en-US/changelogs/42.txt", "android/en-US/full_description.txt", "android/en-US/short_description.txt",
            "android/en-US/title.txt",
            "android/iw-IL/changelogs/42.txt", "android/iw-IL/full_description.txt", "android/iw-IL/short_description.txt",
            "android/iw-IL/title.txt",
        ])
    let withoutCode = try #require(try generate(listingValues, store: GooglePlay()).plan)
    #expect(withoutCode.files.contains { $0.path == ["android", "en-US", "changelogs", "default.txt"] })
}

@Test func sameInputGivesByteIdenticalOutputAndASecondRunChangesNothing() throws {
    let first = try Fixture.temporaryFolder(), second = try Fixture.temporaryFolder()
    defer {
        Fixture.remove(first)
        Fixture.remove(second)
    }
    let plan = try #require(try generate(listingValues, store: AppStore()).plan)
    _ = try FastlaneFolderWriter(outputFolder: first).write(plan, store: AppStore(), clean: false)
    let planAgain = try #require(try generate(listingValues, store: AppStore()).plan)
    #expect(plan == planAgain)
    _ = try FastlaneFolderWriter(outputFolder: second).write(planAgain, store: AppStore(), clean: false)
    #expect(Fixture.files(in: first) == Fixture.files(in: second))
    let rerun = try FastlaneFolderWriter(outputFolder: first).write(plan, store: AppStore(), clean: false)
    #expect(rerun.written.isEmpty && rerun.unchanged.count == plan.files.count)
}

@Test func listingWithErrorsPlansNothingSoNothingIsWritten() throws {
    var values = listingValues
    values["name"]?["he"] = String(repeating: "א", count: 31)
    let result = try generate(values, store: AppStore())
    #expect(result.plan == nil)
    #expect(result.findings.contains { $0.ruleID == "store-field-too-long" && $0.locale == "he" })
}

@Test func strictThresholdAlsoStopsOnWarnings() throws {
    var values = listingValues
    values["support_url"] = ["en": "http://roundly.example/support"]
    let catalog = try Fixture.catalog(Fixture.catalogJSON(values, untranslatable: ["support_url", "privacy_url"]))
    #expect(try MetadataGenerator(store: AppStore()).generate(from: catalog).plan != nil)
    #expect(try MetadataGenerator(store: AppStore(), threshold: .warnings).generate(from: catalog).plan == nil)
}

@Test func filesTheToolDidNotWriteAreLeftAloneWithoutClean() throws {
    let out = try Fixture.temporaryFolder()
    defer { Fixture.remove(out) }
    try FileManager.default.createDirectory(atPath: out + "/fr-FR", withIntermediateDirectories: true)
    try Data("Roundly".utf8).write(to: URL(fileURLWithPath: out + "/fr-FR/name.txt"))
    try Data("2026 Roundly".utf8).write(to: URL(fileURLWithPath: out + "/copyright.txt"))
    let plan = try #require(try generate(listingValues, store: AppStore()).plan)
    let summary = try FastlaneFolderWriter(outputFolder: out).write(plan, store: AppStore(), clean: false)
    #expect(summary.removed.isEmpty)
    #expect(FileManager.default.fileExists(atPath: out + "/fr-FR/name.txt"))
    #expect(FileManager.default.fileExists(atPath: out + "/copyright.txt"))
}

@Test func cleanRemovesStaleListingFilesButNothingElse() throws {
    let out = try Fixture.temporaryFolder()
    defer { Fixture.remove(out) }
    let manager = FileManager.default
    for folder in ["fr-FR", "en-US", "review_information", "screenshots/en-US", "notes"] {
        try manager.createDirectory(atPath: out + "/" + folder, withIntermediateDirectories: true)
    }
    for (path, text) in [
        ("fr-FR/name.txt", "stale locale"), ("en-US/subtitle.txt", "stale field"), ("en-US/notes.md", "mine"),
        ("copyright.txt", "2026"), ("review_information/notes.txt", "for review"), ("notes/name.txt", "not a locale"),
    ] {
        try Data(text.utf8).write(to: URL(fileURLWithPath: out + "/" + path))
    }
    let plan = try #require(try generate(listingValues, store: AppStore()).plan)
    let summary = try FastlaneFolderWriter(outputFolder: out).write(plan, store: AppStore(), clean: true)
    #expect(summary.removed == ["en-US/subtitle.txt", "fr-FR/name.txt"])
    #expect(!manager.fileExists(atPath: out + "/fr-FR"))
    for kept in ["en-US/notes.md", "copyright.txt", "review_information/notes.txt", "notes/name.txt", "screenshots/en-US"] {
        #expect(manager.fileExists(atPath: out + "/" + kept), "\(kept)")
    }
}

@Test func cleanKeepsChangelogsOfOtherVersionsBecauseTheyAreReleaseHistory() throws {
    let out = try Fixture.temporaryFolder()
    defer { Fixture.remove(out) }
    try FileManager.default.createDirectory(atPath: out + "/android/en-US/changelogs", withIntermediateDirectories: true)
    try Data("old".utf8).write(to: URL(fileURLWithPath: out + "/android/en-US/changelogs/41.txt"))
    let plan = try #require(try generate(listingValues, store: GooglePlay(), versionCode: 42).plan)
    let summary = try FastlaneFolderWriter(outputFolder: out).write(plan, store: GooglePlay(), clean: true)
    #expect(summary.removed.isEmpty)
    #expect(FileManager.default.fileExists(atPath: out + "/android/en-US/changelogs/41.txt"))
    #expect(FileManager.default.fileExists(atPath: out + "/android/en-US/changelogs/42.txt"))
}

@Test func cleanWithoutAVersionCodeKeepsAnExistingVersionsChangelogAndRemovesOnlyTheStaleDefault() throws {
    let out = try Fixture.temporaryFolder()
    defer { Fixture.remove(out) }
    let manager = FileManager.default
    for locale in ["en-US", "iw-IL"] {
        try manager.createDirectory(atPath: out + "/android/\(locale)/changelogs", withIntermediateDirectories: true)
        try Data("Bigger digits.".utf8).write(to: URL(fileURLWithPath: out + "/android/\(locale)/changelogs/42.txt"))
    }
    // A default changelog this run would write for iw-IL, but the catalog no longer has a Hebrew changelog.
    try Data("old default".utf8).write(to: URL(fileURLWithPath: out + "/android/iw-IL/changelogs/default.txt"))
    var values = listingValues
    values["changelog"]?["he"] = nil
    let plan = try #require(try generate(values, store: GooglePlay()).plan)
    let summary = try FastlaneFolderWriter(outputFolder: out).write(plan, store: GooglePlay(), clean: true)
    #expect(summary.removed == ["android/iw-IL/changelogs/default.txt"])
    for kept in ["android/en-US/changelogs/42.txt", "android/iw-IL/changelogs/42.txt", "android/en-US/changelogs/default.txt"] {
        #expect(manager.fileExists(atPath: out + "/" + kept), "\(kept)")
    }
}

@Test func cleanRemovesThisVersionsChangelogOfALocaleThatLeftTheListing() throws {
    let out = try Fixture.temporaryFolder()
    defer { Fixture.remove(out) }
    try FileManager.default.createDirectory(atPath: out + "/android/fr-FR/changelogs", withIntermediateDirectories: true)
    for name in ["41.txt", "42.txt", "title.txt"] {
        let path = name == "title.txt" ? out + "/android/fr-FR/title.txt" : out + "/android/fr-FR/changelogs/" + name
        try Data("stale".utf8).write(to: URL(fileURLWithPath: path))
    }
    let plan = try #require(try generate(listingValues, store: GooglePlay(), versionCode: 42).plan)
    let summary = try FastlaneFolderWriter(outputFolder: out).write(plan, store: GooglePlay(), clean: true)
    #expect(summary.removed.sorted() == ["android/fr-FR/changelogs/42.txt", "android/fr-FR/title.txt"])
    #expect(FileManager.default.fileExists(atPath: out + "/android/fr-FR/changelogs/41.txt"))
}

@Test func videoAndAppleTVPrivacyPolicyAreWrittenFromTheCatalogLikeTheOtherFields() throws {
    let out = try Fixture.temporaryFolder()
    defer { Fixture.remove(out) }
    var values = listingValues
    values["video"] = ["en": "https://www.youtube.com/watch?v=roundly"]
    values["apple_tv_privacy_policy"] = ["en": "Roundly collects no data.", "he": "Roundly לא אוסף מידע."]
    let catalog = try Fixture.catalog(
        Fixture.catalogJSON(values, untranslatable: ["support_url", "privacy_url", "marketing_url", "video"]))
    for store in [AppStore(), GooglePlay()] as [any Store] {
        let result = try MetadataGenerator(store: store).generate(from: catalog, versionCode: 42)
        #expect(!result.findings.contains { $0.ruleID == "store-unknown-field" }, "\(result.findings.map(\.message))")
        _ = try FastlaneFolderWriter(outputFolder: out).write(try #require(result.plan), store: store, clean: false)
    }
    let files = Fixture.files(in: out)
    #expect(files["en-US/apple_tv_privacy_policy.txt"] == Data("Roundly collects no data.".utf8))
    #expect(files["he/apple_tv_privacy_policy.txt"] == Data("Roundly לא אוסף מידע.".utf8))
    // A URL marked "Don't translate" reaches every locale, as the other URLs do.
    #expect(files["android/en-US/video.txt"] == Data("https://www.youtube.com/watch?v=roundly".utf8))
    #expect(files["android/iw-IL/video.txt"] == Data("https://www.youtube.com/watch?v=roundly".utf8))
}

@Test func writesLeaveNoTemporaryFilesBehind() throws {
    let out = try Fixture.temporaryFolder()
    defer { Fixture.remove(out) }
    let plan = try #require(try generate(listingValues, store: AppStore()).plan)
    _ = try FastlaneFolderWriter(outputFolder: out).write(plan, store: AppStore(), clean: false)
    #expect(!Fixture.files(in: out).keys.contains { $0.contains(".tmp") || ($0 as NSString).lastPathComponent.hasPrefix(".") })
}

@Test(arguments: ["../escape", "/absolute", "a/b", "..", ".", "", "nul\u{0}byte", "back\\slash", "new\nline"])
func planRefusesALocaleCodeThatIsNotOneSafeName(_ code: String) {
    let listing = Fixture.listing(AppStore(), [code: Fixture.appStoreLocale()])
    #expect(throws: MetadataWriteError.self) { try OutputPlan(listing: listing, store: AppStore(), versionCode: nil) }
}

@Test func writerRefusesToWriteThroughASymbolicLinkInsideTheOutputFolder() throws {
    let out = try Fixture.temporaryFolder(), elsewhere = try Fixture.temporaryFolder()
    defer {
        Fixture.remove(out)
        Fixture.remove(elsewhere)
    }
    try FileManager.default.createSymbolicLink(atPath: out + "/en-US", withDestinationPath: elsewhere)
    let plan = try #require(try generate(listingValues, store: AppStore()).plan)
    #expect(throws: MetadataWriteError.symbolicLink(out + "/en-US")) {
        try FastlaneFolderWriter(outputFolder: out).write(plan, store: AppStore(), clean: false)
    }
    // Checked before any write: nothing landed anywhere.
    #expect(Fixture.files(in: elsewhere).isEmpty)
    #expect(Fixture.files(in: out).isEmpty)
}

@Test func outputFolderMayItselfBeASymbolicLink() throws {
    let real = try Fixture.temporaryFolder()
    let link = real + "-link"
    defer {
        Fixture.remove(real)
        Fixture.remove(link)
    }
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
    let plan = try #require(try generate(listingValues, store: AppStore()).plan)
    _ = try FastlaneFolderWriter(outputFolder: link).write(plan, store: AppStore(), clean: false)
    #expect(Fixture.files(in: real).count == plan.files.count)
}

@Test func folderWhereAListingFileMustGoStopsTheRunBeforeAnyWrite() throws {
    let out = try Fixture.temporaryFolder()
    defer { Fixture.remove(out) }
    try FileManager.default.createDirectory(atPath: out + "/he/name.txt", withIntermediateDirectories: true)
    let plan = try #require(try generate(listingValues, store: AppStore()).plan)
    #expect(throws: MetadataWriteError.notAFile(out + "/he/name.txt")) {
        try FastlaneFolderWriter(outputFolder: out).write(plan, store: AppStore(), clean: false)
    }
    #expect(Fixture.files(in: out).isEmpty)
}
