import CatalogRuntime
import Foundation
import StringCatalog
import Testing

@testable import CatalogCompile

@Test func serverNotificationReadsInTheUsersLanguage() throws {
    let catalog = try RuntimeFixture.catalog()
    #expect(catalog.localized("Round %lld starts in %lld seconds", locale: "en", 3, 10) == "Round 3 starts in 10 seconds")
    #expect(catalog.localized("Round %lld starts in %lld seconds", locale: "de", 3, 10) == "Runde 3 beginnt in 10 Sekunden")
    #expect(catalog.localized("Round %lld starts in %lld seconds", locale: "pt-BR", 3, 10) == "A rodada 3 começa em 10 segundos")
}

@Test func pluralsFollowICUCategoriesAndApplesZeroCase() throws {
    let catalog = try RuntimeFixture.catalog()
    let key = "%lld rounds remaining"
    #expect(catalog.localized(key, locale: "en", 0) == "No rounds remaining")
    #expect(catalog.localized(key, locale: "en", 1) == "1 round remaining")
    #expect(catalog.localized(key, locale: "en", 2) == "2 rounds remaining")
    #expect(catalog.localized(key, locale: "ru", 1) == "Осталось 1 раунд")
    #expect(catalog.localized(key, locale: "ru", 3) == "Осталось 3 раунда")
    #expect(catalog.localized(key, locale: "ru", 5) == "Осталось 5 раундов")
    #expect(catalog.localized(key, locale: "ru", 11) == "Осталось 11 раундов")
    #expect(catalog.localized(key, locale: "ru", 21) == "Осталось 21 раунд")
    #expect(catalog.localized(key, locale: "ar", 0) == "لا جولات")
    #expect(catalog.localized(key, locale: "ar", 2) == "جولتان")
    #expect(catalog.localized(key, locale: "zh-Hant", 1) == "剩餘 1 回合")
}

@Test func numbersAreWrittenForTheLocale() throws {
    let catalog = try RuntimeFixture.catalog()
    #expect(catalog.localized("%lld rounds remaining", locale: "en", 1_000_000) == "1,000,000 rounds remaining")
    #expect(catalog.localized("%lld rounds remaining", locale: "de", 1_000) == "Noch 1.000 Runden")
    // Arabic uses Arabic-Indic digits in ICU 72 / CLDR 42.
    #expect(catalog.localized("%lld rounds remaining", locale: "ar", 3) == "٣ جولات")
}

@Test func decimalPluralsSelectOnTheDisplayedNumber() throws {
    let catalog = try RuntimeFixture.catalog()
    // "1.0" is `other` in English although the value is one.
    #expect(catalog.localized("%.1f km", locale: "en", 1.0) == "1.0 kilometres")
    #expect(catalog.localized("%.1f km", locale: "en", 2.5) == "2.5 kilometres")
    // French `one` covers 0 ≤ n < 2, and writes a decimal comma.
    #expect(catalog.localized("%.1f km", locale: "fr", 1.5) == "1,5 kilomètre")
    #expect(catalog.localized("%.1f km", locale: "fr", 2.5) == "2,5 kilomètres")
}

@Test func substitutionsSelectEachNumberOnItsOwn() throws {
    let catalog = try RuntimeFixture.catalog()
    let key = "%@ did %lld rounds in %lld minutes"
    #expect(catalog.localized(key, locale: "en", "Ana", 1, 5) == "Ana did 1 round in 5 minutes")
    #expect(catalog.localized(key, locale: "en", "Ana", 12, 1) == "Ana did 12 rounds in 1 minute")
    #expect(catalog.localized(key, locale: "de", "Ana", 1, 1) == "Ana schaffte 1 Runde in 1 Minute")
    #expect(catalog.localized("%lld sets of %lld reps", locale: "en", 1, 3) == "1 set of 3 reps")
    #expect(catalog.localized("%lld sets of %lld reps", locale: "en", 4, 1) == "4 sets of 1 rep")
}

@Test func deviceVariationIsChosenByTheParameter() throws {
    let catalog = try RuntimeFixture.catalog()
    #expect(catalog.localized("Tap to pause", locale: "en", device: .mac) == "Click to pause")
    #expect(catalog.localized("Tap to pause", locale: "en", device: .iphone) == "Tap to pause")
    #expect(catalog.localized("Tap to pause", locale: "en", device: .ipad) == "Press to pause")
    #expect(catalog.localized("Tap to pause", locale: "en") == "Press to pause")
    #expect(catalog.localized("Tap to pause", locale: "de", device: .mac) == "Klicken zum Pausieren")
    #expect(catalog.localized("%lld items on device", locale: "en", device: .iphone, 1) == "1 item on iPhone")
    #expect(catalog.localized("%lld items on device", locale: "en", device: .mac, 1) == "1 items")
}

@Test func fallbackChainRunsFromRegionToLanguageToSource() throws {
    let catalog = try RuntimeFixture.catalog()
    #expect(catalog.resolvedLocale(for: "pt-BR") == "pt-BR")
    #expect(catalog.resolvedLocale(for: "pt-PT") == "pt")
    #expect(catalog.resolvedLocale(for: "pt_BR") == "pt-BR")
    #expect(catalog.resolvedLocale(for: "zh-Hant-HK") == "zh-Hant")
    #expect(catalog.resolvedLocale(for: "ja") == "en")
    #expect(catalog.resolvedLocale(for: "not a locale!") == "en")
    #expect(catalog.localized("Start workout", locale: "zh-Hant-HK") == "開始訓練")
    #expect(catalog.localized("Start workout", locale: "ja") == "Start workout")
    // French "Start workout" is state `new`: the compiler put the source text in the French bundle.
    #expect(catalog.localized("Start workout", locale: "fr") == "Start workout")
    #expect(catalog.localized("Round %lld starts in %lld seconds", locale: "pt-PT", 3, 10) == "A ronda 3 começa em 10 segundos")
}

@Test func unknownKeysAndMissingArgumentsNeverCrash() throws {
    let catalog = try RuntimeFixture.catalog()
    #expect(catalog.localized("No such key", locale: "de") == "No such key")
    #expect(catalog.localized("No such key", table: "Other", locale: "de") == "No such key")
    #expect(catalog.localized("Round %lld starts in %lld seconds", locale: "en", 3) == "Round 3 starts in %2$ seconds")
    #expect(catalog.localized("%lld rounds remaining", locale: "en", "many") == "many rounds remaining")
}

@Test func generatedAccessorValuesResolve() throws {
    let catalog = try RuntimeFixture.catalog()
    let text = LocalizedText(key: "%lld rounds remaining", arguments: [.integer(2)])
    #expect(catalog.string(text, locale: "de") == "Noch 2 Runden")
}

@Test func lookupsFromManyThreadsAgree() async throws {
    let catalog = try RuntimeFixture.catalog()
    let cases: [(String, String, [CatalogArgument], String)] = [
        ("en", "%lld rounds remaining", [1], "1 round remaining"),
        ("ru", "%lld rounds remaining", [5], "Осталось 5 раундов"),
        ("de", "Round %lld starts in %lld seconds", [3, 10], "Runde 3 beginnt in 10 Sekunden"),
        ("fr", "%.1f km", [1.5], "1,5 kilomètre"),
        ("pt-PT", "Round %lld starts in %lld seconds", [1, 2], "A ronda 1 começa em 2 segundos"),
    ]
    let mismatches = await withTaskGroup(of: Int.self) { group in
        for worker in 0..<8 {
            group.addTask {
                var wrong = 0
                for iteration in 0..<500 {
                    let (locale, key, arguments, expected) = cases[(worker + iteration) % cases.count]
                    if catalog.localized(key, locale: locale, arguments: arguments) != expected { wrong += 1 }
                }
                return wrong
            }
        }
        return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
}

@Test func loadsTheFolderTheCompilerWrites() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = try CatalogReader.read(contentsOf: RuntimeFixture.catalogURL).catalog
    let compilation = CatalogCompilation.compile([catalog], with: [CompilerRegistry.named("json")!])
    try CompiledFileWriter.write(compilation.files, to: folder)
    let loaded = try LocalizedCatalog(contentsOf: folder.appendingPathComponent("json"))
    #expect(loaded.locales().contains("zh-Hant"))
    #expect(loaded.localized("%lld rounds remaining", locale: "de", 1) == "Noch 1 Runde")
}

@Test func brokenBundlesAreRejectedWithAPosition() throws {
    #expect(throws: CatalogBundleError.self) { try CatalogBundle(bytes: Array("{\"format\":".utf8), file: "x.json") }
    do {
        _ = try CatalogBundle(bytes: Array("{\n  \"format\": tru".utf8 + [0xFF]), file: "bad.json")
        Issue.record("accepted a broken bundle")
    } catch {
        #expect(error.line == 2)
        #expect(error.description.hasPrefix("bad.json:2:"))
    }
    let wrongVersion = #"{"format":"timekeeper-catalog-bundle","version":9,"table":"T","locale":"de","sourceLanguage":"en","strings":{}}"#
    #expect(throws: CatalogBundleError.self) { try CatalogBundle(bytes: Array(wrongVersion.utf8), file: "v.json") }
    let noOther =
        #"{"format":"timekeeper-catalog-bundle","version":1,"table":"T","locale":"de","sourceLanguage":"en","strings":{"k":{"plural":{"arg":1,"spec":"lld","cases":{"one":"x"}}}}}"#
    #expect(throws: CatalogBundleError.self) { try CatalogBundle(bytes: Array(noOther.utf8), file: "o.json").validate() }
    // Loading checks syntax and UTF-8; a node's meaning is checked on first use, or all at once by validate().
    let unknownField =
        #"{"format":"timekeeper-catalog-bundle","version":1,"table":"T","locale":"de","sourceLanguage":"en","strings":{"k":{"txt":"x"}}}"#
    let lazy = try CatalogBundle(bytes: Array(unknownField.utf8), file: "u.json")
    #expect(throws: CatalogBundleError.self) { try lazy.validate() }
    #expect(try LocalizedCatalog(bundles: [lazy]).localized("k", table: "T", locale: "de") == "k")
    let badUTF8 =
        Array(#"{"format":"timekeeper-catalog-bundle","version":1,"table":"T","locale":"de","sourceLanguage":"en","strings":{"k":"a"#.utf8)
        + [0xC3, 0x28] + Array(#""}}"#.utf8)
    do {
        _ = try CatalogBundle(bytes: badUTF8, file: "utf8.json")
        Issue.record("accepted invalid UTF-8")
    } catch {
        #expect(error.message.hasPrefix("invalid UTF-8"))
        #expect(error.column == 116)
    }
    let unclosed =
        #"{"format":"timekeeper-catalog-bundle","version":1,"table":"T","locale":"de","sourceLanguage":"en","strings":{"k":"a\q"}}"#
    #expect(throws: CatalogBundleError.self) { try CatalogBundle(bytes: Array(unclosed.utf8), file: "e.json") }
    let duplicate = try CatalogBundle(
        bytes: Array(
            #"{"format":"timekeeper-catalog-bundle","version":1,"table":"T","locale":"de","sourceLanguage":"en","strings":{}}"#.utf8),
        file: "d.json")
    #expect(throws: CatalogBundleError.self) { try LocalizedCatalog(bundles: [duplicate, duplicate]) }
}

@Test func handWrittenSequentialBundlesFormatToo() throws {
    let json =
        #"{"format":"timekeeper-catalog-bundle","version":1,"table":"T","locale":"en","sourceLanguage":"en","strings":{"k":"%@ has %02lld:%02lld left, 100%% sure","u":"\u00e9\ud83d\ude00"}}"#
    let bundle = try CatalogBundle(bytes: Array(json.utf8), file: "t.json")
    try bundle.validate()
    let catalog = try LocalizedCatalog(bundles: [bundle])
    #expect(catalog.localized("k", table: "T", locale: "en", "Ana", 5, 7) == "Ana has 05:07 left, 100% sure")
    #expect(catalog.localized("u", table: "T", locale: "en") == "é😀")
}
