import Foundation
import TestSupport
import Testing

private let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Start" : {
          "comment" : "Button",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Los"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Start"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

/// A scratch folder holding `Localizable.xcstrings`, removed afterwards.
private func withCatalog(_ body: (URL, URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("exchange-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("Localizable.xcstrings")
    try Data(catalogText.utf8).write(to: catalog)
    try body(folder, catalog)
}

@Suite struct CatalogExportImportCommandTests {
    @Test func exportWritesOneFilePerLanguageAndImportOfItChangesNothing() throws {
        try withCatalog { folder, catalog in
            let export = try ToolProcess.run(
                ["catalog", "export", "Localizable.xcstrings", "--xliff", "--out", "out"], in: folder)
            #expect(export.status == 0, "\(export.stderr)")
            #expect(export.stdout == "de: 1 units in out/de.xliff\nen: 1 units in out/en.xliff\n")
            let german = try String(contentsOf: folder.appendingPathComponent("out/de.xliff"), encoding: .utf8)
            #expect(german.contains(#"<target state="translated">Los</target>"#))
            let result = try ToolProcess.run(
                ["catalog", "import", "out/de.xliff", "out/en.xliff", "--into", "Localizable.xcstrings"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "0 changes, 2 unchanged, 0 skipped; Localizable.xcstrings is unchanged\n")
            #expect(try String(contentsOf: catalog, encoding: .utf8) == catalogText)
        }
    }

    @Test func xclocLayoutHasContentsLocalizedAndSourceContents() throws {
        try withCatalog { folder, _ in
            let export = try ToolProcess.run(
                ["catalog", "export", "Localizable.xcstrings", "--xliff", "--xcloc", "--out", "out", "--locale", "de"], in: folder)
            #expect(export.status == 0, "\(export.stderr)")
            let bundle = folder.appendingPathComponent("out/de.xcloc")
            let files = try FileManager.default.subpathsOfDirectory(atPath: bundle.path).sorted()
            #expect(
                files == [
                    "Localized Contents", "Localized Contents/de.xliff", "Notes", "Source Contents",
                    "Source Contents/Localizable.xcstrings", "contents.json",
                ])
            let contents = try String(contentsOf: bundle.appendingPathComponent("contents.json"), encoding: .utf8)
            #expect(contents.contains(#""targetLocale" : "de""#) && !contents.hasSuffix("\n"))
            let source = try String(contentsOf: bundle.appendingPathComponent("Source Contents/Localizable.xcstrings"), encoding: .utf8)
            #expect(source.contains(#""en" : {"#) && !source.contains(#""de" : {"#))
            // The import takes the .xcloc folder itself.
            let result = try ToolProcess.run(
                ["catalog", "import", "out/de.xcloc", "--into", "Localizable.xcstrings", "--dry-run"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    /// As `catalog fmt` does, the import writes through a symbolic link into the file it names, and keeps the link.
    @Test func importingThroughASymbolicLinkWritesTheFileItNames() throws {
        try withCatalog { folder, catalog in
            let real = folder.appendingPathComponent("Real.xcstrings")
            try FileManager.default.moveItem(at: catalog, to: real)
            try FileManager.default.createSymbolicLink(atPath: catalog.path, withDestinationPath: "Real.xcstrings")
            _ = try ToolProcess.run(
                ["catalog", "export", "Localizable.xcstrings", "--xliff", "--out", "out", "--locale", "de"], in: folder)
            let path = folder.appendingPathComponent("out/de.xliff")
            let edited = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(of: ">Los<", with: ">Starten<")
            try Data(edited.utf8).write(to: path)
            let result = try ToolProcess.run(["catalog", "import", "out/de.xliff", "--into", "Localizable.xcstrings"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: catalog.path) == "Real.xcstrings")
            #expect(try String(contentsOf: real, encoding: .utf8).contains("\"Starten\""))
        }
    }

    @Test func dryRunPrintsTheChangeAndWritesNothing() throws {
        try withCatalog { folder, catalog in
            _ = try ToolProcess.run(
                ["catalog", "export", "Localizable.xcstrings", "--xliff", "--out", "out", "--locale", "de"], in: folder)
            let path = folder.appendingPathComponent("out/de.xliff")
            let edited = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(of: ">Los<", with: ">Starten<")
            try Data(edited.utf8).write(to: path)
            let dry = try ToolProcess.run(
                ["catalog", "import", "out/de.xliff", "--into", "Localizable.xcstrings", "--dry-run"], in: folder)
            #expect(dry.status == 0, "\(dry.stderr)")
            #expect(
                dry.stdout == """
                    out/de.xliff:10:9: de 'Start': 'Los' (translated) → 'Starten' (translated)
                    1 change, 0 unchanged, 0 skipped; dry run, Localizable.xcstrings was not changed

                    """)
            #expect(try String(contentsOf: catalog, encoding: .utf8) == catalogText)
            let real = try ToolProcess.run(["catalog", "import", "out/de.xliff", "--into", "Localizable.xcstrings"], in: folder)
            #expect(real.status == 0)
            // As in Xcode 27, a catalog the import changes is raised from version 1.0 to 1.1.
            let expected = catalogText.replacingOccurrences(of: "\"Los\"", with: "\"Starten\"")
                .replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.1\"")
            #expect(try String(contentsOf: catalog, encoding: .utf8) == expected)
        }
    }

    @Test func anyErrorMeansExitTwoAndNothingWritten() throws {
        try withCatalog { folder, catalog in
            _ = try ToolProcess.run(
                ["catalog", "export", "Localizable.xcstrings", "--xliff", "--out", "out", "--locale", "de"], in: folder)
            let path = folder.appendingPathComponent("out/de.xliff")
            // One good edit and one unit whose source changed: neither is written.
            let edited = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(of: ">Los<", with: ">Starten<")
                .replacingOccurrences(of: "<source>Start</source>", with: "<source>Begin</source>")
            try Data(edited.utf8).write(to: path)
            let result = try ToolProcess.run(["catalog", "import", "out/de.xliff", "--into", "Localizable.xcstrings"], in: folder)
            #expect(result.status == 2)
            #expect(
                result.stderr == """
                    out/de.xliff:9:9: error: the source of trans-unit 'Start' is 'Begin' but the catalog now says 'Start': \
                    the translation was made for a different text. Export again and translate the new text
                    1 error; Localizable.xcstrings was not changed

                    """)
            #expect(try String(contentsOf: catalog, encoding: .utf8) == catalogText)
        }
    }

    @Test func malformedXLIFFIsExitTwoWithItsLocation() throws {
        try withCatalog { folder, catalog in
            try Data("<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n  <file original=\"a\" source-language=\"en\">\n</xliff>\n".utf8)
                .write(to: folder.appendingPathComponent("bad.xliff"))
            let result = try ToolProcess.run(["catalog", "import", "bad.xliff", "--into", "Localizable.xcstrings"], in: folder)
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "bad.xliff:4:1: error: the XLIFF file is not well-formed XML: the end tag '</xliff>' does not match the open "
                    + "element '<file>'; nothing was imported\n")
            #expect(try String(contentsOf: catalog, encoding: .utf8) == catalogText)
        }
    }
}
