import Foundation
import StoreMetadata
import Testing

private let versionedCatalog: [String: [String: String]] = [
    "name": ["en": "Roundly: Boxing Timer", "de": "Roundly: Boxtimer"],
    "description": ["en": "Keeps time for boxing.", "de": "Misst die Zeit beim Boxen."],
    "keywords": ["en": "mma,sparring", "de": "mma,training"],
    "support_url": ["en": "https://roundly.example/support", "de": "https://roundly.example/de/support"],
    "privacy_url": ["en": "https://roundly.example/privacy", "de": "https://roundly.example/de/privacy"],
    "title": ["en": "Roundly", "de": "Roundly"],
    "short_description": ["en": "Round timer.", "de": "Rundentimer."],
    "full_description": ["en": "Keeps time for boxing.", "de": "Misst die Zeit beim Boxen."],
    "release_notes.2.0": ["en": "Voice cues.", "de": "Sprachansagen."],
    "release_notes.2.1": ["en": "Round lengths."],
]

@Test func appVersionWritesThatVersionsNotesForDeliverAndSupply() throws {
    let catalog = try Fixture.catalog(Fixture.catalogJSON(versionedCatalog))
    let appStore = try MetadataGenerator(store: AppStore()).generate(from: catalog, appVersion: "2.0")
    let files = try #require(appStore.plan).files
    #expect(files.first { $0.path == ["de-DE", "release_notes.txt"] }?.contents == Data("Sprachansagen.".utf8))
    #expect(files.first { $0.path == ["en-US", "release_notes.txt"] }?.contents == Data("Voice cues.".utf8))
    let play = try MetadataGenerator(store: GooglePlay()).generate(from: catalog, versionCode: 20, appVersion: "2.0")
    #expect(
        try #require(play.plan).files.first { $0.path == ["android", "de-DE", "changelogs", "20.txt"] }?.contents
            == Data("Sprachansagen.".utf8))
    // The versioned keys are listing keys, not unknown ones.
    #expect(!appStore.findings.contains { $0.ruleID == "store-unknown-field" })
}

@Test func updateWithoutNotesForALocaleIsAnErrorNamingLocaleAndVersion() throws {
    let catalog = try Fixture.catalog(Fixture.catalogJSON(versionedCatalog))
    let result = try MetadataGenerator(store: AppStore()).generate(from: catalog, appVersion: "2.1")
    let missing = result.findings.filter { $0.ruleID == "store-missing-release-notes" }
    #expect(
        missing.map(\.message) == [
            "de-DE release_notes: no release notes for version 2.1 ('release_notes.2.1' has no de text); App Store Connect refuses an update without them."
        ])
    #expect(missing.first?.severity == .error && result.plan == nil)
    #expect(!result.findings.contains { $0.ruleID == "store-missing-optional-field" && $0.key == "release_notes" })
    // A version the catalog has no notes for at all names every locale.
    let none = try MetadataGenerator(store: GooglePlay()).generate(from: catalog, appVersion: "3.0")
    #expect(none.findings.filter { $0.ruleID == "store-missing-release-notes" }.compactMap(\.locale) == ["de-DE", "en-US"])
}

@Test func withoutAppVersionVersionedNotesAreNotWrittenAndNotRequired() throws {
    let catalog = try Fixture.catalog(Fixture.catalogJSON(versionedCatalog))
    let result = try MetadataGenerator(store: AppStore()).generate(from: catalog)
    #expect(!(try #require(result.plan).files.contains { $0.path.last == "release_notes.txt" }))
    #expect(!result.findings.contains { $0.ruleID == "store-missing-release-notes" })
}

@Test func writingANewVersionKeepsOlderChangelogsAndDeletesNothing() throws {
    let folder = try Fixture.temporaryFolder()
    defer { Fixture.remove(folder) }
    var values = versionedCatalog
    values["release_notes.2.1"] = ["en": "Round lengths.", "de": "Rundenlängen."]
    let catalog = try Fixture.catalog(Fixture.catalogJSON(values))
    for (version, code) in [("2.0", 20), ("2.1", 21)] {
        let result = try MetadataGenerator(store: GooglePlay()).generate(from: catalog, versionCode: code, appVersion: version)
        _ = try FastlaneFolderWriter(outputFolder: folder).write(try #require(result.plan), store: GooglePlay(), clean: true)
    }
    let files = Fixture.files(in: folder)
    #expect(files["android/de-DE/changelogs/20.txt"] == Data("Sprachansagen.".utf8))
    #expect(files["android/de-DE/changelogs/21.txt"] == Data("Rundenlängen.".utf8))
}

@Test(arguments: ["2", "2.1", "2.1.3", "10.0.0.1"])
func versionKeysAreNumbersSeparatedByDots(version: String) {
    #expect(ListingKey("release_notes.\(version)") == .releaseNotes(version: version))
}

@Test(arguments: ["release_notes.", "release_notes.2.", "release_notes.v2", "release_notes.2..1", "release_notes.1.2.3.4.5"])
func otherReleaseNotesKeysAreUnknown(key: String) {
    #expect(ListingKey(key) == nil)
}
