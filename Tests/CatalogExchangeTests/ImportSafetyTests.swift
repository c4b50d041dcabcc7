import Foundation
import JSONCore
import StringCatalog
import Testing

@testable import CatalogExchange

/// A catalog with a plural key, a key with two plural substitutions, and French for a plain key.
private let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%#@rounds@ in %#@minutes@" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@rounds@ in %#@minutes@" },
              "substitutions" : {
                "minutes" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg minute" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg minutes" } } } } },
                "rounds" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg round" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg rounds" } } } } }
              }
            }
          }
        },
        "%lld rounds" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld round" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld rounds" } } } } }
          }
        },
        "Again" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Nochmal" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Encore" } } } },
        "Pause" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Anhalten" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Mettre en pause" } } } },
        "Start" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Starten" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Démarrer" } } } },
        "Stop" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Beenden" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Arrêter" } } } }
      },
      "version" : "1.0"
    }
    """

private func catalog(_ text: String = catalogText) throws -> StringCatalog {
    try CatalogReader.read(bytes: Array(text.utf8), file: "Timer.xcstrings").catalog
}

/// A one-file XLIFF for `language` with `units` as (id, source, target).
private func xliff(_ language: String, _ units: [(String, String, String?)]) -> XLIFFDocument {
    func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "\n", with: "&#10;")
    }
    let body = units.map { id, source, target in
        "<trans-unit id=\"\(escaped(id))\"><source>\(escaped(source))</source>"
            + (target.map { "<target state=\"translated\">\(escaped($0))</target>" } ?? "") + "</trans-unit>"
    }
    let text =
        "<xliff version=\"1.2\"><file original=\"Timer.xcstrings\" source-language=\"en\" target-language=\"\(escaped(language))\">"
        + "<body>\(body.joined())</body></file></xliff>"
    return try! XLIFFDocument.parse(Array(text.utf8), path: "\(language).xliff")
}

private func plan(_ document: XLIFFDocument, into catalog: StringCatalog, adding: Bool = true) -> XLIFFImporter.Plan {
    XLIFFImporter(catalog: catalog, addsLanguages: adding).plan([document])
}

private func unit(_ catalog: StringCatalog, _ key: String, _ language: String, _ steps: [UnitStep]) -> StringUnit? {
    guard let content = catalog.entries.first(where: { $0.key == key })?.localization(language)?.content else { return nil }
    return ContentEditor.unit(in: content, at: steps[...])
}

@Suite struct PartialTranslationImportTests {
    private let one = UnitStep.variation(selector: .plural, caseName: "one")
    private let other = UnitStep.variation(selector: .plural, caseName: "other")

    /// D3: one plural case of a new language creates the whole plural; the rest stays the source's text, marked new.
    @Test func onePluralCaseOfANewLanguageCreatesEveryCase() throws {
        let partial = xliff(
            "de", [("%lld rounds|==|plural.one", "%lld round", "%lld Runde"), ("%lld rounds|==|plural.other", "%lld rounds", nil)])
        let first = plan(partial, into: try catalog())
        #expect(first.errors.isEmpty, "\(first.errors)")
        #expect(first.changes.map(\.id) == ["%lld rounds|==|plural.one"])
        #expect(unit(first.catalog, "%lld rounds", "de", [one])?.value == "%lld Runde")
        #expect(unit(first.catalog, "%lld rounds", "de", [other]).map { [$0.value, $0.state?.rawValue ?? "-"] } == ["%lld rounds", "new"])

        // The same file again changes nothing; the rest arrives later.
        let again = plan(partial, into: first.catalog)
        #expect(again.errors.isEmpty && again.changes.isEmpty, "\(again.errors) \(again.changes)")
        let rest = plan(xliff("de", [("%lld rounds|==|plural.other", "%lld rounds", "%lld Runden")]), into: first.catalog)
        #expect(rest.errors.isEmpty, "\(rest.errors)")
        #expect(
            unit(rest.catalog, "%lld rounds", "de", [other]).map { [$0.value, $0.state?.rawValue ?? "-"] } == ["%lld Runden", "translated"])
    }

    /// D3: translating a parent and one substitution of a new language defines the other substitution too.
    @Test func aPartlyTranslatedSubstitutionKeyDefinesEverySubstitution() throws {
        let key = "%#@rounds@ in %#@minutes@"
        let partial = xliff(
            "de",
            [
                (key, "%1$#@rounds@ in %2$#@minutes@", "%1$#@rounds@ in %2$#@minutes@"),
                ("\(key)|==|substitutions.minutes.plural.one", "%2$lld minute", "%2$lld Minute"),
                ("\(key)|==|substitutions.minutes.plural.other", "%2$lld minutes", "%2$lld Minuten"),
            ])
        let first = plan(partial, into: try catalog())
        #expect(first.errors.isEmpty, "\(first.errors)")
        let localization = try #require(first.catalog.entries.first { $0.key == key }?.localization("de"))
        #expect(localization.content.stringUnit?.value == "%#@rounds@ in %#@minutes@")
        #expect(localization.content.substitutions.map(\.name).sorted() == ["minutes", "rounds"])
        let rounds = localization.content.substitutions.first { $0.name == "rounds" }
        #expect(rounds?.argNum == 1 && rounds?.formatSpecifier == "lld")
        #expect(
            unit(first.catalog, key, "de", [.substitution(name: "rounds"), other]).map { [$0.value, $0.state?.rawValue ?? "-"] } == [
                "%arg rounds", "new",
            ])

        let again = plan(partial, into: first.catalog)
        #expect(again.errors.isEmpty && again.changes.isEmpty, "\(again.errors) \(again.changes)")
        let rest = plan(
            xliff("de", [("\(key)|==|substitutions.rounds.plural.other", "%1$lld rounds", "%1$lld Runden")]), into: first.catalog)
        #expect(rest.errors.isEmpty, "\(rest.errors)")
        #expect(unit(rest.catalog, key, "de", [.substitution(name: "rounds"), other])?.value == "%arg Runden")
    }
}

@Suite struct TargetLanguageTests {
    /// D5: a target-language that is no language tag is refused, whatever it would have become.
    @Test(arguments: ["../../x", "a/b", "de\nx", "", "de\",\"x", String(repeating: "x", count: 5000), "xx-Nope-1"])
    func aTargetLanguageThatIsNoTagIsRefused(language: String) throws {
        let result = plan(xliff(language, [("Start", "Start", "Los")]), into: try catalog())
        #expect(result.changes.isEmpty)
        let message = result.errors.first?.description ?? "no error"
        #expect(message.contains("which is not a BCP 47 language tag of a known language"), "\(message.prefix(300))")
        #expect(!message.dropFirst(3).contains("\n"), "\(message.prefix(300))")
    }

    /// D5: a language the catalog lacks needs --add-language; a tag in another case is the catalog's own.
    @Test func aNewLanguageNeedsToBeAskedForAndCaseDoesNotMakeANewOne() throws {
        let refused = plan(xliff("ja", [("Start", "Start", "開始")]), into: try catalog(), adding: false)
        #expect(refused.changes.isEmpty)
        #expect(refused.errors.first?.description.contains("is for 'ja', a language Timer.xcstrings does not have") == true)
        #expect(refused.errors.first?.description.contains("--add-language") == true)
        let added = plan(xliff("ja", [("Start", "Start", "開始")]), into: try catalog(), adding: true)
        #expect(added.errors.isEmpty && added.changes.map(\.language) == ["ja"])

        let upper = plan(xliff("DE", [("Start", "Start", "Los")]), into: try catalog(), adding: false)
        #expect(upper.errors.isEmpty, "\(upper.errors)")
        #expect(upper.changes.map(\.language) == ["de"])
        #expect(upper.catalog.entries.first { $0.key == "Start" }?.localizations.map(\.locale) == ["de", "fr"])
    }

    /// D5: German labelled French is refused (its targets are the catalog's German), not written over the French.
    @Test func aFileWhoseTargetsAreAnotherLanguagesTextIsRefused() throws {
        let german = [
            ("Again", "Again", "Nochmal"), ("Pause", "Pause", "Anhalten"), ("Start", "Start", "Starten"), ("Stop", "Stop", "Beenden"),
        ]
        let result = plan(xliff("fr", german), into: try catalog(), adding: false)
        #expect(result.changes.isEmpty)
        #expect(result.errors.first?.description.contains("looks like 'de', not 'fr': 4 of its 4 new targets") == true, "\(result.errors)")
        // The same file as German is fine (it changes nothing), and so is Swiss German, which shares most of its text.
        #expect(plan(xliff("de", german), into: try catalog(), adding: false).errors.isEmpty)
        let swiss = plan(xliff("de-CH", german), into: try catalog(), adding: true)
        #expect(swiss.errors.isEmpty && swiss.changes.count == 4, "\(swiss.errors)")
    }

    /// D5: targets in another script than the language's text in the catalog are refused (Russian labelled German).
    @Test func aFileInAnotherScriptThanTheLanguagesTextIsRefused() throws {
        let russian = [("Again", "Again", "Снова"), ("Pause", "Pause", "Пауза"), ("Start", "Start", "Старт"), ("Stop", "Stop", "Стоп")]
        let result = plan(xliff("de", russian), into: try catalog(), adding: false)
        #expect(result.changes.isEmpty)
        #expect(
            result.errors.first?.description.contains(
                "4 of 4 targets are written in the script Cyrl where the catalog's 'de' text is in Latn")
                == true, "\(result.errors)")
        // A real German update of the same units goes through.
        let update = [("Again", "Again", "Noch mal"), ("Pause", "Pause", "Pausieren"), ("Start", "Start", "Los"), ("Stop", "Stop", "Halt")]
        let accepted = plan(xliff("de", update), into: try catalog(), adding: false)
        #expect(accepted.errors.isEmpty && accepted.changes.count == 4, "\(accepted.errors)")
    }
}

@Suite struct AmbiguousIDTests {
    private let pipeCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : { "localizations" : { "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "one a" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "many a" } } } } } } },
            "a|==|plural.one" : { }
          },
          "version" : "1.0"
        }
        """

    /// D9: two units with one trans-unit id make the export refuse, naming both keys.
    @Test func exportRefusesACatalogWhoseKeysGiveOneID() throws {
        let exporter = XLIFFExporter(sources: [.init(catalog: try catalog(pipeCatalog), original: "Timer.xcstrings")], toolVersion: "t")
        #expect(throws: ExchangeError.self) { try exporter.document(for: "de") }
        do {
            _ = try exporter.document(for: "de")
        } catch {
            #expect(
                error.description.contains(
                    "the keys 'a' and 'a|==|plural.one' of Timer.xcstrings both give the trans-unit id 'a|==|plural.one'"),
                "\(error)")
        }
    }

    /// D9: the import never places such an id by position (a reordered file once wrote into the other key).
    @Test func importRefusesAnIDTwoUnitsShare() throws {
        let reordered = xliff("de", [("a|==|plural.one", "a|==|plural.one", "FOR THE PLAIN KEY"), ("a|==|plural.one", "one a", "ein a")])
        let result = plan(reordered, into: try catalog(pipeCatalog))
        #expect(result.changes.isEmpty)
        #expect(result.errors.count == 2)
        #expect(result.errors.allSatisfy { if case .ambiguousID = $0 { true } else { false } })
    }
}
