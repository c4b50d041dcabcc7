import Foundation
import StoreMetadata
import StringCatalog
import TestSupport
import Testing

@testable import JSONCore

private func write(_ files: [String: String], in folder: String) throws {
    for (path, text) in files {
        let url = URL(fileURLWithPath: folder + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

private let cleanAppStoreFolder = [
    "en-US/name.txt": "Roundly: Boxing Timer\n", "en-US/description.txt": "Keeps time for boxing.\n",
    "en-US/keywords.txt": "mma,workout,sparring,kickboxing,stopwatch,interval,tabata,circuit,training,gym,bell",
    "en-US/support_url.txt": "https://roundly.example/support",
    "en-US/privacy_url.txt": "https://roundly.example/privacy", "review_information/notes.txt": "Hello",
    "copyright.txt": "2026",
]

@Test func cleanDeliverFolderChecksCleanAndAFinalNewlineIsFine() throws {
    let folder = try Fixture.temporaryFolder()
    defer { Fixture.remove(folder) }
    try write(cleanAppStoreFolder, in: folder)
    let result = try MetadataGenerator(store: AppStore()).check(folder: folder)
    #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
    #expect(result.listing.locales.map(\.code) == ["en-US"])
    #expect(result.plan == nil)
}

@Test func checkFindsTheSameProblemsAsGenerationAndPointsAtTheFile() throws {
    let folder = try Fixture.temporaryFolder()
    defer { Fixture.remove(folder) }
    var files = cleanAppStoreFolder
    files["en-US/keywords.txt"] = "mma, sparring, mma"
    files["en-US/name.txt"] = String(repeating: "a", count: 31)
    files["de_AT/name.txt"] = "Roundly"
    try write(files, in: folder)
    let findings = try MetadataGenerator(store: AppStore()).check(folder: folder).findings
    #expect(
        Set(findings.map(\.ruleID)) == [
            "store-field-too-long", "store-keyword-spacing", "store-keyword-duplicate", "store-unsupported-locale",
            "store-keyword-underfilled",
        ])
    let tooLong = try #require(findings.first { $0.ruleID == "store-field-too-long" })
    #expect(tooLong.location == SourceLocation(file: folder + "/en-US/name.txt", line: 1, column: 1))
    #expect(findings.first { $0.ruleID == "store-unsupported-locale" }?.location.file == folder + "/de_AT")
}

@Test func checkOfSupplyFolderCountsAFinalNewlineBecauseSupplyUploadsIt() throws {
    let folder = try Fixture.temporaryFolder()
    defer { Fixture.remove(folder) }
    try write(
        [
            "android/en-US/title.txt": String(repeating: "a", count: 30) + "\n",
            "android/en-US/short_description.txt": "Round timer.", "android/en-US/full_description.txt": "Keeps time.",
            "android/en-US/changelogs/7.txt": String(repeating: "b", count: 501),
        ], in: folder)
    let findings = try MetadataGenerator(store: GooglePlay()).check(folder: folder, versionCode: 7).findings
    #expect(findings.filter { $0.ruleID == "store-field-too-long" }.compactMap(\.key).sorted() == ["changelog", "title"])
    #expect(findings.contains { $0.ruleID == "store-surrounding-whitespace" && $0.key == "title" })
    // Pointing at the android folder itself works too.
    #expect(try MetadataGenerator(store: GooglePlay()).check(folder: folder + "/android", versionCode: 7).findings.count == findings.count)
}

@Test func fileThatIsNotUTF8IsAFindingNamingTheFile() throws {
    let folder = try Fixture.temporaryFolder()
    defer { Fixture.remove(folder) }
    try write(cleanAppStoreFolder, in: folder)
    try Data([0x52, 0x6F, 0xFF, 0x6E]).write(to: URL(fileURLWithPath: folder + "/en-US/subtitle.txt"))
    let findings = try MetadataGenerator(store: AppStore()).check(folder: folder).findings
    #expect(findings.map(\.ruleID) == ["store-unreadable-file"])
    #expect(findings.first?.location.file == folder + "/en-US/subtitle.txt")
}

@Test func missingFolderIsAnErrorThatSaysWhatToPass() throws {
    let folder = try Fixture.temporaryFolder()
    defer { Fixture.remove(folder) }
    #expect(throws: MetadataWriteError.missingFolder(folder, expected: "android folder")) {
        try MetadataGenerator(store: GooglePlay()).check(folder: folder)
    }
}

@Test func writtenFolderChecksCleanWithTheSameRules() throws {
    let folder = try Fixture.temporaryFolder()
    defer { Fixture.remove(folder) }
    let catalog = try CatalogReader.read(contentsOf: Repository.path("Catalogs/StoreListing.xcstrings")).catalog
    for store in StoreRegistry.all {
        let plan = try #require(try MetadataGenerator(store: store).generate(from: catalog).plan)
        _ = try FastlaneFolderWriter(outputFolder: folder).write(plan, store: store, clean: false)
        let checked = try MetadataGenerator(store: store).check(folder: folder)
        #expect(checked.findings.isEmpty, "\(store.id.rawValue): \(checked.findings.map(\.message))")
        #expect(checked.listing.locales.count == 16)
    }
}

@Test func checkReadsDeliversDefaultFolderAsTheFallbackOfEveryLocaleThatLacksAFile() throws {
    let folder = try Fixture.temporaryFolder()
    defer { Fixture.remove(folder) }
    try write(
        [
            // de-DE has only its own name and description: deliver gives it default/'s keywords and URLs.
            "de-DE/name.txt": "Roundly: Boxtimer", "de-DE/description.txt": "Misst die Zeit beim Boxen.",
            "default/keywords.txt": String(repeating: "タイマー,", count: 20), "default/support_url.txt": "https://roundly.example/support",
            "default/privacy_url.txt": "https://roundly.example/privacy", "default/name.txt": "Roundly",
            // An empty file is not lacking: deliver keeps it empty (and skips it), so it is still missing.
            "ja/name.txt": "Roundly", "ja/description.txt": "ボクシング用タイマー。", "ja/keywords.txt": "",
        ], in: folder)
    let result = try MetadataGenerator(store: AppStore()).check(folder: folder)
    let missing = result.findings.filter { $0.ruleID == "store-missing-field" }
    #expect(missing.map { "\($0.locale ?? "") \($0.key ?? "")" } == ["ja keywords"], "\(missing.map(\.message))")
    // The fallback's over-long keywords are one finding, at default/keywords.txt, however many locales take them.
    let tooLong = result.findings.filter { $0.ruleID == "store-field-too-long" }
    #expect(tooLong.count == 1)
    #expect(tooLong.first?.location == SourceLocation(file: folder + "/default/keywords.txt", line: 1, column: 1))
    #expect(tooLong.first?.message.hasPrefix("default keywords: ") == true)
    #expect(!result.findings.contains { $0.ruleID == "store-unsupported-locale" || $0.ruleID == "store-untranslated" })
    #expect(result.listing.locales.filter(\.isFallback).map(\.code) == ["default"])
    #expect(result.listing.locale("de-DE")?.fieldsFromFallback == ["keywords", "support_url", "privacy_url"])
}
