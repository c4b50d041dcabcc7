import Foundation
import TestSupport
import Testing

/// A scratch folder for one test, removed at the end.
private struct Scratch {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-metadata-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path + "/" + relative) }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// A small listing catalog: `values[key][locale]`.
private func catalogJSON(_ values: [String: [String: String]]) -> String {
    var strings: [String: Any] = [:]
    for (key, localized) in values {
        var localizations: [String: Any] = [:]
        for (locale, text) in localized { localizations[locale] = ["stringUnit": ["state": "translated", "value": text]] }
        strings[key] = ["localizations": localizations]
    }
    let data = try! JSONSerialization.data(
        withJSONObject: ["sourceLanguage": "en", "strings": strings, "version": "1.0"], options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
}

private let validListing: [String: [String: String]] = [
    "name": ["en": "Roundly: Boxing Timer", "de": "Roundly: Boxtimer"],
    "description": ["en": "Keeps time for boxing.", "de": "Misst die Zeit beim Boxen."],
    "keywords": ["en": "mma,sparring", "de": "mma,training"],
    "support_url": ["en": "https://roundly.example/support", "de": "https://roundly.example/de/support"],
    "privacy_url": ["en": "https://roundly.example/privacy", "de": "https://roundly.example/de/privacy"],
    "title": ["en": "Roundly", "de": "Roundly"],
    "short_description": ["en": "Round timer.", "de": "Rundentimer."],
    "full_description": ["en": "Keeps time for boxing.", "de": "Misst die Zeit beim Boxen."],
    "changelog": ["en": "Bigger digits.", "de": "Größere Ziffern."],
]

@Test func sampleStoreListingWritesBothStoresAndExitsZero() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let appStore = try ToolProcess.run(["metadata", "Catalogs/StoreListing.xcstrings", "--store", "appstore", "--out", scratch.path])
    #expect(appStore.status == 0, "\(appStore.stdout)\(appStore.stderr)")
    #expect(appStore.stderr.contains("appstore: 16 locales, 160 files"))
    #expect(scratch.read("ja/keywords.txt")?.utf8.count ?? 101 <= 100)
    #expect(scratch.exists("ar-SA/name.txt") && scratch.exists("zh-Hans/subtitle.txt") && scratch.exists("pt-BR/release_notes.txt"))
    let play = try ToolProcess.run([
        "metadata", "Catalogs/StoreListing.xcstrings", "--store", "googleplay", "--out", scratch.path, "--version-code", "42",
    ])
    #expect(play.status == 0, "\(play.stdout)\(play.stderr)")
    #expect(
        scratch.exists("android/iw-IL/title.txt") && scratch.exists("android/zh-CN/changelogs/42.txt")
            && scratch.exists("android/ja-JP/short_description.txt"))
    // The folder just written checks clean.
    let check = try ToolProcess.run(["metadata", "--check", scratch.path, "--store", "appstore"])
    #expect(check.status == 0, "\(check.stdout)")
}

@Test func listingTheStoreWouldRejectWritesNothingAndExitsOne() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var values = validListing
    values["name"]?["de"] = "Roundly: der genaueste Boxtimer der Welt"
    values["keywords"]?["en"] = "mma, sparring"
    try scratch.write("Listing.xcstrings", catalogJSON(values))
    let result = try ToolProcess.run(
        ["metadata", "Listing.xcstrings", "--store", "appstore", "--out", "out"], in: URL(fileURLWithPath: scratch.path))
    #expect(result.status == 1)
    #expect(result.stdout.contains("Listing.xcstrings:1:"))
    #expect(result.stdout.contains("error: de-DE name: 40 characters, 10 over App Store Connect's limit of 30"))
    #expect(result.stdout.contains("[store-field-too-long]"))
    #expect(
        result.stdout.contains(
            "warning: en-US keywords: whitespace next to commas; removing it frees 1 byte of the 100. [store-keyword-spacing]"))
    #expect(result.stderr.contains("nothing written"))
    #expect(!scratch.exists("out"))
}

@Test func warningsWriteButStrictRefusesAndExitsOne() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var values = validListing
    values["support_url"]?["de"] = "http://roundly.example/de/support"
    try scratch.write("Listing.xcstrings", catalogJSON(values))
    let lenient = try ToolProcess.run(
        ["metadata", "Listing.xcstrings", "--store", "appstore", "--out", "out"], in: URL(fileURLWithPath: scratch.path))
    #expect(lenient.status == 0)
    #expect(scratch.read("out/de-DE/support_url.txt") == "http://roundly.example/de/support")
    let strict = try ToolProcess.run(
        ["metadata", "Listing.xcstrings", "--store", "appstore", "--out", "strict-out", "--strict"], in: URL(fileURLWithPath: scratch.path))
    #expect(strict.status == 1)
    #expect(!scratch.exists("strict-out"))
}

@Test func checkModeValidatesAHandKeptFolder() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("metadata/en-US/name.txt", "Roundly: Boxing Timer\n")
    try scratch.write("metadata/en-US/description.txt", "Keeps time for boxing.")
    try scratch.write("metadata/en-US/keywords.txt", "タイマー,タイマー,mma")
    try scratch.write("metadata/en-US/support_url.txt", "https://roundly.example/support")
    try scratch.write("metadata/en-US/privacy_url.txt", "https://roundly.example/privacy")
    try scratch.write("metadata/Deutsch/name.txt", "Roundly")
    let result = try ToolProcess.run(
        ["metadata", "--check", "metadata", "--store", "appstore", "--format", "json"], in: URL(fileURLWithPath: scratch.path))
    #expect(result.status == 1)
    #expect(result.stdout.contains("\"store-unsupported-locale\""))
    #expect(result.stdout.contains("\"store-keyword-duplicate\""))
    #expect(result.stdout.contains("metadata/en-US/keywords.txt"))
    let data = Data(result.stdout.utf8)
    #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "the json reporter prints one JSON document")
}

@Test func sarifAndGitHubReportersWorkForMetadata() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var values = validListing
    values["name"]?["de"] = "R"
    try scratch.write("Listing.xcstrings", catalogJSON(values))
    let sarif = try ToolProcess.run(
        ["metadata", "Listing.xcstrings", "--store", "appstore", "--out", "out", "--format", "sarif"],
        in: URL(fileURLWithPath: scratch.path))
    #expect(sarif.status == 1)
    #expect(sarif.stdout.contains("\"ruleId\"") && sarif.stdout.contains("store-field-too-short"))
    let github = try ToolProcess.run(
        ["metadata", "Listing.xcstrings", "--store", "appstore", "--out", "out", "--format", "github"],
        in: URL(fileURLWithPath: scratch.path))
    #expect(github.stdout.contains("::error file=Listing.xcstrings,line=1,"))
}

@Test func cleanRemovesStaleLocaleFilesAndKeepsOthers() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("Listing.xcstrings", catalogJSON(validListing))
    try scratch.write("out/fr-FR/name.txt", "Roundly")
    try scratch.write("out/copyright.txt", "2026 Roundly")
    let keep = try ToolProcess.run(
        ["metadata", "Listing.xcstrings", "--store", "appstore", "--out", "out"], in: URL(fileURLWithPath: scratch.path))
    #expect(keep.status == 0)
    #expect(scratch.exists("out/fr-FR/name.txt"))
    let clean = try ToolProcess.run(
        ["metadata", "Listing.xcstrings", "--store", "appstore", "--out", "out", "--clean"], in: URL(fileURLWithPath: scratch.path))
    #expect(clean.status == 0)
    #expect(clean.stderr.contains("(0 written, 10 unchanged, 1 removed)"))
    #expect(!scratch.exists("out/fr-FR"))
    #expect(scratch.read("out/copyright.txt") == "2026 Roundly")
}

@Test func localeMapFromTheConfigurationPublishesSpanishTwice() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var values = validListing
    for (key, localized) in validListing { values[key]?["es"] = localized["de"] }
    values["name"]?["es"] = "Roundly: temporizador de boxeo"
    values["description"]?["es"] = "Mide el tiempo en el boxeo."
    values["keywords"]?["es"] = "mma,entrenamiento"
    try scratch.write("Listing.xcstrings", catalogJSON(values))
    try scratch.write(
        ".timekeeper.json",
        #"{"metadata": {"localeMap": {"appstore": {"es": ["es-ES", "es-MX"]}}, "checks": {"store-untranslated": "off"}}}"#)
    let result = try ToolProcess.run(
        ["metadata", "Listing.xcstrings", "--store", "appstore", "--out", "out"], in: URL(fileURLWithPath: scratch.path))
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(scratch.read("out/es-MX/name.txt") == "Roundly: temporizador de boxeo")
    #expect(scratch.read("out/es-ES/name.txt") == "Roundly: temporizador de boxeo")
}

@Test func pathEscapeInTheConfigurationIsRefusedWithExitTwo() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("Listing.xcstrings", catalogJSON(validListing))
    try scratch.write(".timekeeper.json", #"{"metadata": {"localeMap": {"appstore": {"de": "../../escaped"}}}}"#)
    let result = try ToolProcess.run(
        ["metadata", "Listing.xcstrings", "--store", "appstore", "--out", "out"], in: URL(fileURLWithPath: scratch.path))
    #expect(result.status == 2)
    #expect(result.stderr.contains(".timekeeper.json:1:"))
    #expect(result.stderr.contains("cannot be a folder name: it contains a path separator"))
    #expect(!scratch.exists("out") && !scratch.exists("../escaped"))
}

@Test func unusableInputAndCommandLinesExitTwo() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("broken.xcstrings", #"{"sourceLanguage": "en", "strings": {"#)
    let here = URL(fileURLWithPath: scratch.path)
    let broken = try ToolProcess.run(["metadata", "broken.xcstrings", "--store", "appstore", "--out", "out"], in: here)
    #expect(broken.status == 2 && broken.stderr.hasPrefix("error: ") && broken.stderr.contains("broken.xcstrings:1:"))
    let noStore = try ToolProcess.run(["metadata", "broken.xcstrings", "--out", "out"], in: here)
    #expect(noStore.status == 2 && noStore.stderr.contains("missing --store"))
    let badStore = try ToolProcess.run(["metadata", "broken.xcstrings", "--store", "itunes", "--out", "out"], in: here)
    #expect(badStore.status == 2 && badStore.stderr.contains("expected one of appstore, googleplay"))
    let noOut = try ToolProcess.run(["metadata", "broken.xcstrings", "--store", "appstore"], in: here)
    #expect(noOut.status == 2 && noOut.stderr.contains("missing --out"))
    let badCode = try ToolProcess.run(
        ["metadata", "broken.xcstrings", "--store", "googleplay", "--out", "o", "--version-code", "../1"], in: here)
    #expect(badCode.status == 2 && badCode.stderr.contains("--version-code"))
    let missingFolder = try ToolProcess.run(["metadata", "--check", "nowhere", "--store", "googleplay"], in: here)
    #expect(missingFolder.status == 2 && missingFolder.stderr.contains("nowhere has no android folder"))
}

@Test func secondRunIsByteIdenticalAndRewritesNothing() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let arguments = ["metadata", "Catalogs/StoreListing.xcstrings", "--store", "googleplay", "--out", scratch.path]
    #expect(try ToolProcess.run(arguments).status == 0)
    let first = scratch.read("android/ar/full_description.txt")
    let again = try ToolProcess.run(arguments)
    #expect(again.stderr.contains("(0 written, 80 unchanged)"))
    #expect(scratch.read("android/ar/full_description.txt") == first)
}

@Test func appVersionWritesThatVersionsNotesAndKeepsOtherVersionsChangelogs() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    for (version, code) in [("2.0", "20"), ("2.1", "21")] {
        let play = try ToolProcess.run([
            "metadata", "Catalogs/StoreListing.xcstrings", "--store", "googleplay", "--out", scratch.path, "--version-code", code,
            "--app-version", version, "--clean",
        ])
        #expect(play.status == 0, "\(play.stdout)\(play.stderr)")
    }
    #expect(scratch.read("android/de-DE/changelogs/20.txt")?.hasPrefix("• Sprachansagen") == true)
    #expect(scratch.read("android/de-DE/changelogs/21.txt")?.hasPrefix("• Für jede Runde eine eigene Länge") == true)
    let appStore = try ToolProcess.run([
        "metadata", "Catalogs/StoreListing.xcstrings", "--store", "appstore", "--out", scratch.path, "--app-version", "2.1",
    ])
    #expect(appStore.status == 0, "\(appStore.stdout)\(appStore.stderr)")
    #expect(scratch.read("ja/release_notes.txt")?.hasPrefix("• ラウンドごとに") == true)
    let unknown = try ToolProcess.run([
        "metadata", "Catalogs/StoreListing.xcstrings", "--store", "appstore", "--out", scratch.path, "--app-version", "9.9",
    ])
    #expect(unknown.status == 1)
    #expect(unknown.stdout.contains("ar-SA release_notes: no release notes for version 9.9"))
    let bad = try ToolProcess.run([
        "metadata", "Catalogs/StoreListing.xcstrings", "--store", "appstore", "--out", scratch.path, "--app-version", "v2",
    ])
    #expect(bad.status == 2 && bad.stderr.contains("--app-version 'v2' is not a version"))
}

@Test func baseAtAGitRevisionReportsTranslationsThatDidNotFollowTheSource() throws {
    try GitScratch.withRepository { repository in
        var values = validListing
        values["promotional_text"] = ["en": "New: bigger digits.", "de": "Neu: größere Ziffern."]
        let file = repository.appendingPathComponent("Listing.xcstrings")
        try Data(catalogJSON(values).utf8).write(to: file)
        try GitScratch.git(["add", "."], in: repository)
        try GitScratch.git(["commit", "-q", "-m", "listing"], in: repository)
        values["promotional_text"]?["en"] = "New: voice cues."
        try Data(catalogJSON(values).utf8).write(to: file)
        let out = repository.appendingPathComponent("out").path
        let result = try ToolProcess.run(
            ["metadata", "Listing.xcstrings", "--store", "appstore", "--out", out, "--base", "git:HEAD"], in: repository)
        #expect(result.status == 0, "warnings do not stop the write: \(result.stderr)")
        #expect(
            result.stdout.contains(
                "warning: de-DE promotional_text: unchanged since the base, but the en-US text changed (\"New: bigger digits.\" → \"New: voice cues.\"). [store-outdated-translation]"
            ), "\(result.stdout)")
        let option = try ToolProcess.run(
            ["metadata", "Listing.xcstrings", "--store", "appstore", "--out", out, "--base", "git:--output=/tmp/x"], in: repository)
        #expect(option.status == 2)
        #expect(option.stderr.contains("--base git:--output=/tmp/x is not a revision"), "\(option.stderr)")
        let missing = try ToolProcess.run(
            ["metadata", "Listing.xcstrings", "--store", "appstore", "--out", out, "--base", "git:no-such-tag"], in: repository)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read it at git revision 'no-such-tag'"), "\(missing.stderr)")
    }
}

@Test func screenshotCaptionsAreWrittenForFrameitAndMeasuredAgainstBudgets() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let shots = scratch.path + "/screenshots"
    let result = try ToolProcess.run([
        "metadata", "Catalogs/StoreListing.xcstrings", "--store", "appstore", "--out", scratch.path + "/metadata", "--screenshots", shots,
    ])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("captions: 16 locales, 32 files in \(shots) (32 written, 0 unchanged)"))
    let iconv = try ChildProcess.run(
        URL(fileURLWithPath: "/usr/bin/iconv"), ["-f", "UTF-16", "-t", "UTF-8", shots + "/ar-SA/title.strings"])
    #expect(iconv.stdout == "\"plans\" = \"أنشئ أي خطة تمرين\";\n\"timer\" = \"أرقام كبيرة حتى في منتصف الجولة\";\n")
    let play = try ToolProcess.run([
        "metadata", "Catalogs/StoreListing.xcstrings", "--store", "googleplay", "--out", scratch.path, "--screenshots", shots,
    ])
    #expect(play.status == 2 && play.stderr.contains("--screenshots only applies to --store appstore"))

    guard LayoutBudgetTests.notoInstalled else { return print("notice: skipped the caption budget: Noto Sans is not installed") }
    try scratch.write(
        "captions.json",
        #"{ "budgets" : [ { "key" : "screenshot.*.title", "unit" : "points", "max" : 600, "size" : 40, "lines" : 1 } ] }"#)
    let tight = try ToolProcess.run([
        "metadata", "Catalogs/StoreListing.xcstrings", "--store", "appstore", "--out", scratch.path + "/metadata2", "--screenshots",
        scratch.path + "/shots2", "--budgets", scratch.path + "/captions.json",
    ])
    #expect(tight.status == 1, "\(tight.stdout)")
    #expect(tight.stdout.contains("error: de-DE caption 'screenshot.timer.title': "), "\(tight.stdout)")
    #expect(tight.stdout.contains("[store-caption-over-budget]"))
    #expect(!scratch.exists("shots2") && !scratch.exists("metadata2"))
    try scratch.write(
        "captions.json",
        #"{ "budgets" : [ { "key" : "screenshot.*.title", "unit" : "points", "max" : 1100, "size" : 40, "lines" : 2 } ] }"#)
    let roomy = try ToolProcess.run([
        "metadata", "Catalogs/StoreListing.xcstrings", "--store", "appstore", "--out", scratch.path + "/metadata2", "--screenshots",
        scratch.path + "/shots2", "--budgets", scratch.path + "/captions.json",
    ])
    #expect(roomy.status == 0, "\(roomy.stdout)")
}

/// D16: an empty folder holds no listing and does not pass; a link, a FIFO and a non-UTF-8 file are each named for
/// what they are, once, not reported as missing.
@Test func checkRefusesAnEmptyFolderAndNamesUnreadableFilesOnce() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try FileManager.default.createDirectory(atPath: scratch.path + "/empty", withIntermediateDirectories: true)
    let empty = try ToolProcess.run(["metadata", "--check", scratch.path + "/empty", "--store", "appstore"])
    #expect(empty.status == 2)
    #expect(empty.stderr.contains("has no locale folder (such as en-US/) in it"), "\(empty.stderr)")

    try scratch.write("m/en-US/description.txt", "A timer.\n")
    try scratch.write("m/en-US/keywords.txt", "timer\n")
    try scratch.write("elsewhere.txt", "Timer\n")
    try FileManager.default.createSymbolicLink(atPath: scratch.path + "/m/en-US/name.txt", withDestinationPath: "../../elsewhere.txt")
    #expect(mkfifo(scratch.path + "/m/en-US/support_url.txt", 0o644) == 0)
    try Data([0xFF, 0xFE, 0x41]).write(to: URL(fileURLWithPath: scratch.path + "/m/en-US/privacy_url.txt"))
    let check = try ToolProcess.run(["metadata", "--check", scratch.path + "/m", "--store", "appstore"])
    let output = check.stdout + check.stderr
    #expect(output.contains("en-US name: the file is a symbolic link, which the check does not follow."), "\(output)")
    #expect(output.contains("en-US support_url: this is a folder, FIFO or device, not a text file."), "\(output)")
    #expect(output.contains("en-US privacy_url: not valid UTF-8; the store needs UTF-8 text."), "\(output)")
    for field in ["name", "support_url", "privacy_url"] {
        #expect(!output.contains("en-US \(field): missing"), "\(output)")
    }
}
