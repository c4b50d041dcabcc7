import Foundation
import JSONCore
import StringCatalog
import TestSupport
import Testing

@testable import CatalogExchange

/// A catalog with one key per thing the import must handle.
private let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Done" : {
          "comment" : "Button",
          "localizations" : {
            "fr" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Fini"
              }
            }
          }
        },
        "Rounds" : {
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%#@rounds@"
              },
              "substitutions" : {
                "rounds" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg round"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg rounds"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "Start" : {
          "localizations" : {
            "fr" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Démarrer"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

private func catalog() throws -> StringCatalog {
    try CatalogReader.read(bytes: Array(catalogText.utf8), file: "Localizable.xcstrings").catalog
}

/// The French export of the catalog above, as text to edit.
private func frenchExport() throws -> String {
    let exporter = XLIFFExporter(sources: [.init(catalog: try catalog(), original: "Localizable.xcstrings")], toolVersion: testToolVersion)
    return String(decoding: try exporter.document(for: "fr").bytes, as: UTF8.self)
}

private func plan(_ xliff: String) throws -> XLIFFImporter.Plan {
    let document = try XLIFFDocument.parse(Array(xliff.utf8), path: "fr.xliff")
    return XLIFFImporter(catalog: try catalog()).plan([document])
}

@Suite struct ImportTests {
    @Test func anUneditedExportChangesNothing() throws {
        let result = try plan(try frenchExport())
        #expect(result.errors.isEmpty)
        #expect(result.changes.isEmpty)
        #expect(try CatalogWriter.write(result.catalog) == Array(catalogText.utf8))
    }

    @Test func anEditedTargetReplacesTheTextAndBecomesTranslated() throws {
        let edited = try frenchExport().replacingOccurrences(
            of: #"<target state="translated">Démarrer</target>"#, with: #"<target state="final">Commencer</target>"#)
        let result = try plan(edited)
        #expect(result.errors.isEmpty)
        #expect(result.changes.map(\.id) == ["Start"])
        let unit = result.catalog.entries.first { $0.key == "Start" }?.localization("fr")?.content.stringUnit
        #expect(unit?.value == "Commencer")
        #expect(unit?.state == .translated)
        #expect(result.changedEntries.map { result.catalog.entries[$0].key } == ["Start"])
    }

    /// Xcode 27's import raises a 1.0 catalog it changes to 1.1, and to 1.3 once it holds `machine_translated`; an
    /// import that changes nothing leaves the version alone.
    @Test func anImportThatChangesTheCatalogRaisesItsVersionAsXcodeDoes() throws {
        let translated = try frenchExport().replacingOccurrences(
            of: #"<target state="translated">Démarrer</target>"#, with: #"<target state="translated">Commencer</target>"#)
        #expect(try plan(translated).catalog.version == "1.1")
        let machine = try frenchExport().replacingOccurrences(
            of: #"<target state="translated">Démarrer</target>"#,
            with: #"<target state="translated" state-qualifier="leveraged-mt">Commencer</target>"#)
        #expect(try plan(machine).catalog.version == "1.3")
        #expect(try plan(try frenchExport()).catalog.version == "1.0")
        #expect(XLIFFImporter.version(after: [], raising: "1.2") == "1.2")
    }

    @Test func aHigherOrMissingVersionIsKept() throws {
        let change = XLIFFImporter.Change(
            id: "a", language: "fr", oldValue: nil, newValue: "b", oldState: nil, newState: "translated",
            location: SourceLocation(file: "fr.xliff", line: 1, column: 1))
        #expect(XLIFFImporter.version(after: [change], raising: "1.2") == "1.2")
        #expect(XLIFFImporter.version(after: [change], raising: nil) == nil)
        #expect(XLIFFImporter.version(after: [change], raising: "2") == "2")
    }

    /// The write takes every entry the import did not change from the file as it is, and only the edited one from the model.
    @Test func writingAnImportChangesOnlyTheEditedEntrysBytes() throws {
        let edited = try frenchExport().replacingOccurrences(
            of: #"<target state="translated">Démarrer</target>"#, with: #"<target state="final">Commencer</target>"#)
        let document = try JSONDocument.parse(Array(catalogText.utf8), file: "Localizable.xcstrings")
        let result = try plan(edited)
        try withScratchFolder { folder in
            let path = folder.appendingPathComponent("Localizable.xcstrings").path
            try XLIFFImporter.write(result, editing: document, to: path)
            let written = try String(contentsOfFile: path, encoding: .utf8)
            let expected = catalogText.replacingOccurrences(of: "\"Démarrer\"", with: "\"Commencer\"")
                .replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.1\"")
            #expect(written == expected)
        }
    }

    /// Xcode 27 leaves targets marked new or needs-review out of its import; so does this one, and says so.
    @Test func targetsMarkedNeedsReviewOrNewAreNotImported() throws {
        let edited = try frenchExport().replacingOccurrences(
            of: #"<target state="needs-review-l10n">Fini</target>"#, with: #"<target state="needs-review-l10n">Terminé</target>"#)
        let result = try plan(edited)
        #expect(result.changes.isEmpty)
        #expect(result.skipped.map(\.id) == ["Done"])
        #expect(result.skipped.first?.location.description == "fr.xliff:10:9")
    }

    @Test func leveragedMachineTranslationImportsAsMachineTranslated() throws {
        let edited = try frenchExport().replacingOccurrences(
            of: #"<target state="translated">Démarrer</target>"#,
            with: #"<target state="translated" state-qualifier="leveraged-mt">Lancer</target>"#)
        let result = try plan(edited)
        let unit = result.catalog.entries.first { $0.key == "Start" }?.localization("fr")?.content.stringUnit
        #expect(unit?.state?.rawValue == "machine_translated")
        // And the export writes it back as Xcode does.
        let exporter = XLIFFExporter(
            sources: [.init(catalog: result.catalog, original: "Localizable.xcstrings")], toolVersion: testToolVersion)
        let text = String(decoding: try exporter.document(for: "fr").bytes, as: UTF8.self)
        #expect(text.contains(#"<target state="translated" state-qualifier="leveraged-mt">Lancer</target>"#))
    }

    /// A language the catalog lacks: the units follow the source's substitution, with French plural categories,
    /// and the imported text is written with the catalog's `%arg` and `%#@rounds@` again.
    @Test func translatingANewSubstitutionBuildsItFromTheSource() throws {
        var text = try frenchExport()
        #expect(text.contains(#"<trans-unit id="Rounds|==|substitutions.rounds.plural.one" xml:space="preserve">"#))
        #expect(text.contains("<source>%1$#@rounds@</source>"))
        text = text.replacingOccurrences(
            of: "<source>%1$#@rounds@</source>\n", with: "<source>%1$#@rounds@</source>\n        <target>%1$#@rounds@</target>\n")
        text = text.replacingOccurrences(
            of: "<source>%1$lld round</source>\n", with: "<source>%1$lld round</source>\n        <target>%1$lld manche</target>\n")
        text = text.replacingOccurrences(
            of: "<source>%1$lld rounds</source>\n", with: "<source>%1$lld rounds</source>\n        <target>%1$lld manches</target>\n")
        let result = try plan(text)
        #expect(result.errors.isEmpty)
        #expect(result.changes.count == 3)
        let french = try #require(result.catalog.entries.first { $0.key == "Rounds" }?.localization("fr")?.content)
        #expect(french.stringUnit?.value == "%#@rounds@")
        let substitution = try #require(french.substitutions.first)
        #expect(substitution.argNum == 1 && substitution.formatSpecifier == "lld")
        #expect(substitution.variations.first?.case("other")?.content.stringUnit?.value == "%arg manches")
    }

    @Test func anUnknownIdIsAnErrorAtItsLocation() throws {
        let edited = try frenchExport().replacingOccurrences(of: #"id="Start""#, with: #"id="Stop""#)
        let result = try plan(edited)
        #expect(result.errors.map(\.description).first?.hasPrefix("fr.xliff:") == true)
        guard case .unknownUnit(let id, _, let location)? = result.errors.first else {
            Issue.record("expected an unknown-unit error, got \(result.errors)")
            return
        }
        #expect(id == "Stop")
        #expect(location.line > 0 && location.column == 7)
    }

    @Test func aChangedSourceIsAnErrorAtTheSource() throws {
        let edited = try frenchExport().replacingOccurrences(of: "<source>Start</source>", with: "<source>Begin</source>")
        let result = try plan(edited)
        guard case .sourceChanged(let id, let expected, let found, let location)? = result.errors.first else {
            Issue.record("expected a source-changed error, got \(result.errors)")
            return
        }
        #expect(id == "Start" && expected == "Start" && found == "Begin")
        #expect(location.column == 9)
    }

    @Test func commentsAreNeverChanged() throws {
        let edited = try frenchExport().replacingOccurrences(of: "<note>Button</note>", with: "<note>Something else</note>")
        let result = try plan(edited)
        #expect(result.changes.isEmpty && result.errors.isEmpty)
        #expect(result.catalog.entries.first { $0.key == "Done" }?.comment == "Button")
    }
}
