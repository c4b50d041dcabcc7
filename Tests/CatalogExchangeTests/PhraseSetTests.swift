import StringCatalog
import Testing

@testable import CatalogExchange

/// App Shortcuts catalogs hold phrase sets (`stringSet`), which Xcode exports as `<mrk mtype="x-set">` lists and this
/// tool cannot bring back yet: they are left out of the export, and an import that names one writes nothing.
private let appShortcuts = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Timer" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Timer"
              }
            }
          }
        },
        "Start a timer in ${applicationName}" : {
          "localizations" : {
            "de" : {
              "stringSet" : {
                "state" : "translated",
                "values" : [
                  "Starte einen Timer in ${applicationName}"
                ]
              }
            },
            "en" : {
              "stringSet" : {
                "state" : "new",
                "values" : [
                  "Start a timer in ${applicationName}",
                  "Begin a ${applicationName} timer"
                ]
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

private func catalog() throws -> StringCatalog {
    try CatalogReader.read(bytes: Array(appShortcuts.utf8), file: "AppShortcuts.xcstrings").catalog
}

private func exporter() throws -> XLIFFExporter {
    XLIFFExporter(sources: [.init(catalog: try catalog(), original: "AppShortcuts.xcstrings")], toolVersion: testToolVersion)
}

@Suite struct PhraseSetTests {
    @Test func phraseSetsAreLeftOutOfEveryLanguageAndListed() throws {
        let exporter = try exporter()
        for language in ["de", "en"] {
            let text = String(decoding: try exporter.document(for: language).bytes, as: UTF8.self)
            #expect(!text.contains("applicationName"), "\(language)")
            #expect(text.contains(#"<trans-unit id="Timer""#), "\(language)")
        }
        #expect(exporter.phraseSets.map(\.key) == ["Start a timer in ${applicationName}"])
        #expect(exporter.phraseSets.map(\.original) == ["AppShortcuts.xcstrings"])
    }

    /// One definition of "holds a phrase set" for export, import and the warning: a set in any language, not only in
    /// the source or the language being exported, leaves the key out.
    @Test func aPhraseSetInAnotherLanguageLeavesTheKeyOutOfEveryLanguage() throws {
        // The German set becomes French, and the English set a plain string unit.
        var catalog = try catalog()
        let row = try #require(catalog.entries.firstIndex { $0.key.hasPrefix("Start") })
        for index in catalog.entries[row].localizations.indices {
            switch catalog.entries[row].localizations[index].locale {
            case "de": catalog.entries[row].localizations[index].locale = "fr"
            case "en":
                let location = catalog.entries[row].localizations[index].content.location
                catalog.entries[row].localizations[index].content = LocalizedContent(
                    stringUnit: StringUnit(state: .new, value: "Start a timer in ${applicationName}", valueLocation: location),
                    location: location)
            default: break
            }
        }
        #expect(catalog.entries[row].localizations.map(\.locale).sorted() == ["en", "fr"])
        #expect(!catalog.entries[row].localizations.contains { $0.locale == "en" && $0.content.hasStringSet })
        let exporter = XLIFFExporter(sources: [.init(catalog: catalog, original: "AppShortcuts.xcstrings")], toolVersion: testToolVersion)
        for language in ["de", "en"] {
            let xliff = String(decoding: try exporter.document(for: language).bytes, as: UTF8.self)
            #expect(!xliff.contains("applicationName"), "\(language)")
        }
        #expect(exporter.phraseSets.map(\.key) == ["Start a timer in ${applicationName}"])
    }

    /// A file from an older export, which wrote the set as a plain unit: importing its target would have put a
    /// string beside the set.
    @Test func anImportThatNamesAPhraseSetIsRefusedAtTheUnit() throws {
        var text = String(decoding: try exporter().document(for: "de").bytes, as: UTF8.self)
        let unit = """
                  <trans-unit id="Start a timer in ${applicationName}" xml:space="preserve">
                    <source>Start a timer in ${applicationName}</source>
                    <target state="translated">Timer starten</target>
                    <note/>
                  </trans-unit>

            """
        let body = try #require(text.range(of: "<body>\n"))
        text.insert(contentsOf: unit, at: body.upperBound)
        let document = try XLIFFDocument.parse(Array(text.utf8), path: "de.xliff")
        let plan = XLIFFImporter(catalog: try catalog()).plan([document])
        guard case .phraseSet(let id, let catalog, let location)? = plan.errors.first else {
            Issue.record("expected a phrase-set error, got \(plan.errors)")
            return
        }
        #expect(id == "Start a timer in ${applicationName}")
        #expect(catalog == "AppShortcuts.xcstrings")
        #expect(location.line == 8 && location.column == 7)
        #expect(plan.errors[0].description.contains("App Shortcuts phrase set"))
        #expect(plan.changes.isEmpty)
    }
}
