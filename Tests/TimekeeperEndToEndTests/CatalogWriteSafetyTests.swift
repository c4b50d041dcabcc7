import Foundation
import TestSupport
import Testing

/// A scratch folder for one test, removed afterwards.
private func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("write-safety-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

/// A catalog of `count` keys translated into German and French, written compactly (so `fmt` rewrites it) or not.
private func catalogText(keys count: Int) -> String {
    let entries = (0..<count).map { index in
        #""key \#(index)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Wert \#(index)"}},"#
            + #""fr":{"stringUnit":{"state":"translated","value":"Valeur \#(index)"}}}}"#
    }
    return #"{"sourceLanguage":"en","strings":{\#(entries.joined(separator: ","))},"version":"1.0"}"#
}

private func temporaryFiles(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".tmp-") || $0.contains(".tmp-") }
}

@Suite struct CatalogWriteSafetyTests {
    /// D4: two imports into one catalog at once: each either wrote its change (and the change is in the file) or
    /// refused because the other wrote first; never both "wrote" with one change gone.
    @Test func twoConcurrentImportsNeverLoseAChangeSilently() throws {
        try withFolder { folder in
            let catalog = folder.appendingPathComponent("C.xcstrings")
            try Data(catalogText(keys: 1500).utf8).write(to: catalog)
            let export = try ToolProcess.run(["catalog", "export", "C.xcstrings", "--xliff", "--out", "x"], in: folder)
            #expect(export.status == 0, "\(export.stderr)")
            let de = try String(contentsOf: folder.appendingPathComponent("x/de.xliff"), encoding: .utf8)
            let fr = try String(contentsOf: folder.appendingPathComponent("x/fr.xliff"), encoding: .utf8)
            try de.replacingOccurrences(of: ">Wert 7<", with: ">GEÄNDERT<").write(
                to: folder.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
            try fr.replacingOccurrences(of: ">Valeur 9<", with: ">CHANGÉ<").write(
                to: folder.appendingPathComponent("fr.xliff"), atomically: true, encoding: .utf8)
            let original = try Data(contentsOf: catalog)
            for trial in 0..<3 {
                try original.write(to: catalog)
                let first = try RunningTool(["catalog", "import", folder.appendingPathComponent("de.xliff").path, "--into", catalog.path])
                let second = try RunningTool(["catalog", "import", folder.appendingPathComponent("fr.xliff").path, "--into", catalog.path])
                let results = [("GEÄNDERT", try first.wait()), ("CHANGÉ", try second.wait())]
                let final = try String(contentsOf: catalog, encoding: .utf8)
                for (change, result) in results {
                    if result.status == 0 {
                        #expect(final.contains("\"\(change)\""), "trial \(trial): '\(change)' reported written but lost")
                    } else {
                        #expect(result.status == 2, "trial \(trial): \(result.stderr)")
                        #expect(result.stderr.contains("another program changed it after this command read it"), "\(result.stderr)")
                    }
                }
                #expect(results.contains { $0.1.status == 0 }, "trial \(trial): neither import wrote")
                #expect(try temporaryFiles(in: folder).isEmpty)
            }
        }
    }

    /// D10: SIGTERM or SIGINT while `fmt` rewrites a catalog leaves the old or the new file and no temporary file.
    @Test func anInterruptedRewriteLeavesNoTemporaryFile() throws {
        try withFolder { folder in
            let catalog = folder.appendingPathComponent("C.xcstrings")
            let compact = Data(catalogText(keys: 12000).utf8)
            try compact.write(to: catalog)
            let started = Date()
            let full = try ToolProcess.run(["catalog", "fmt", catalog.path], in: folder)
            #expect(full.status == 0, "\(full.stderr)")
            let duration = Date().timeIntervalSince(started)
            let formatted = try Data(contentsOf: catalog)
            for (trial, fraction) in [0.6, 0.75, 0.85, 0.9, 0.95].enumerated() {
                try compact.write(to: catalog)
                let tool = try RunningTool(["catalog", "fmt", catalog.path])
                usleep(useconds_t(duration * fraction * 1_000_000))
                tool.send(trial % 2 == 0 ? SIGTERM : SIGINT)
                _ = try tool.wait()
                let now = try Data(contentsOf: catalog)
                #expect(now == compact || now == formatted, "trial \(trial): the catalog is neither the old nor the new bytes")
                let left = try temporaryFiles(in: folder)
                #expect(left.isEmpty, "trial \(trial): \(left)")
            }
        }
    }

    /// D8: `export --xcloc` refuses a `<lang>.xcloc` inside --out that is a link to a folder elsewhere.
    @Test func xclocExportRefusesALinkedBundleFolder() throws {
        try withFolder { folder in
            try Data(catalogText(keys: 2).utf8).write(to: folder.appendingPathComponent("C.xcstrings"))
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("out/de.xcloc").path, withDestinationPath: "../elsewhere")
            let result = try ToolProcess.run(
                ["catalog", "export", "C.xcstrings", "--xliff", "--xcloc", "--out", "out", "--locale", "de"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("out/de.xcloc is a symbolic link; refusing to write through it"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("elsewhere").path).isEmpty)
        }
    }

    /// D3: a partly translated new language imports into a catalog `check` accepts, and the rest imports later.
    @Test func aPartialTranslationOfANewLanguageLeavesACatalogCheckAccepts() throws {
        try withFolder { folder in
            let catalog = """
                {"sourceLanguage":"en","strings":{"%lld rounds":{"localizations":{"en":{"variations":{"plural":{
                "one":{"stringUnit":{"state":"translated","value":"%lld round"}},
                "other":{"stringUnit":{"state":"translated","value":"%lld rounds"}}}}}}}},"version":"1.0"}
                """
            try Data(catalog.utf8).write(to: folder.appendingPathComponent("P.xcstrings"))
            func xliff(_ one: String?, _ other: String?) -> String {
                func target(_ text: String?) -> String { text.map { "<target state=\"translated\">\($0)</target>" } ?? "" }
                return """
                    <xliff version="1.2"><file original="P.xcstrings" source-language="en" target-language="de"><body>
                    <trans-unit id="%lld rounds|==|plural.one"><source>%lld round</source>\(target(one))</trans-unit>
                    <trans-unit id="%lld rounds|==|plural.other"><source>%lld rounds</source>\(target(other))</trans-unit>
                    </body></file></xliff>
                    """
            }
            try xliff("%lld Runde", nil).write(to: folder.appendingPathComponent("partial.xliff"), atomically: true, encoding: .utf8)
            try xliff(nil, "%lld Runden").write(to: folder.appendingPathComponent("rest.xliff"), atomically: true, encoding: .utf8)
            let refused = try ToolProcess.run(["catalog", "import", "partial.xliff", "--into", "P.xcstrings"], in: folder)
            #expect(refused.status == 2 && refused.stderr.contains("--add-language"), "\(refused.stderr)")
            let first = try ToolProcess.run(["catalog", "import", "partial.xliff", "--into", "P.xcstrings", "--add-language"], in: folder)
            #expect(first.status == 0, "\(first.stderr)")
            let check = try ToolProcess.run(["catalog", "check", "P.xcstrings"], in: folder)
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
            let again = try ToolProcess.run(["catalog", "import", "partial.xliff", "--into", "P.xcstrings"], in: folder)
            #expect(again.stdout == "0 changes, 1 unchanged, 0 skipped; P.xcstrings is unchanged\n", "\(again.stderr)")
            let rest = try ToolProcess.run(["catalog", "import", "rest.xliff", "--into", "P.xcstrings"], in: folder)
            #expect(rest.status == 0, "\(rest.stderr)")
            let final = try String(contentsOf: folder.appendingPathComponent("P.xcstrings"), encoding: .utf8)
            #expect(final.contains("\"%lld Runde\"") && final.contains("\"%lld Runden\""))
        }
    }

    /// D11: a revision that starts with '-' is refused, so git never reads it as an option (it could write a file).
    @Test func aGitRevisionThatLooksLikeAnOptionIsRefused() throws {
        try GitScratch.withRepository { folder in
            try Data(catalogText(keys: 1).utf8).write(to: folder.appendingPathComponent("L.xcstrings"))
            try GitScratch.git(["add", "."], in: folder)
            try GitScratch.git(["commit", "-q", "-m", "c"], in: folder)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("INJECTED:."), withIntermediateDirectories: true)
            let result = try ToolProcess.run(["catalog", "diff", "git:--output=INJECTED", "L.xcstrings"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("a revision cannot start with '-'"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("INJECTED:.").path).isEmpty)
        }
    }
}

/// D16: a newline in a locale or a file name is escaped in messages, so each finding stays one `file:line:col` line.
@Test func newlinesInLocalesAndFileNamesAreEscapedInMessages() throws {
    try withFolder { folder in
        let catalog =
            #"{"sourceLanguage":"en","strings":{"Go":{"localizations":{"de\nx":{"stringUnit":{"state":"translated","value":"Los"}}}}},"version":"1.0"}"#
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("a\nb.xcstrings"))
        let result = try ToolProcess.run(["catalog", "check", "a\nb.xcstrings"], in: folder)
        let output = result.stdout + result.stderr
        #expect(output.contains(#"a\nb.xcstrings:1:"#), "\(output)")
        #expect(output.contains(#"locale 'de\nx'"#), "\(output)")
        #expect(!output.contains("a\nb") && !output.contains("de\nx"), "\(output)")
    }
}
