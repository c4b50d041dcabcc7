import Foundation
import TestSupport
import Testing

/// `catalog pseudo` and `catalog check --budgets/--pseudo` through the built tool.
struct LayoutBudgetTests {
    static let notoInstalled = FileManager.default.isReadableFile(atPath: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf")

    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-budgets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func pseudoAddsTheLocaleAndTheResultIsStillACatalogThatFmtAccepts() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("Pseudo.xcstrings")
        let result = try ToolProcess.run(["catalog", "pseudo", "Catalogs/Localizable.xcstrings", "--style", "accented", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.contains("\"en-XA\" : {"))
        #expect(text.contains("\"value\" : \"Ŕöûñð %lld öƒ %lld\""))
        // Written as Xcode writes it: formatting the copy changes nothing.
        let fmt = try ToolProcess.run(["catalog", "fmt", "--check", out.path])
        #expect(fmt.status == 0, "\(fmt.stdout)\(fmt.stderr)")
    }

    @Test func pseudoWritesToStandardOutputAndRejectsAnUnknownStyle() throws {
        let rtl = try ToolProcess.run(["catalog", "pseudo", "Catalogs/Localizable.xcstrings", "--style", "rtl"])
        #expect(rtl.status == 0)
        #expect(rtl.stdout.contains("\"ar-XB\" : {"))
        let bad = try ToolProcess.run(["catalog", "pseudo", "Catalogs/Localizable.xcstrings", "--style", "loud"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("expected one of accented, long, bounded, rtl"))
    }

    @Test func sampleCatalogPassesItsBudgetsButNotWhenExpanded() throws {
        guard Self.notoInstalled else { return print("notice: skipped: Noto Sans is not installed (run .ci/run)") }
        let real = try ToolProcess.run(["catalog", "check", "Catalogs/Localizable.xcstrings", "--budgets", "Catalogs/budgets.json"])
        #expect(real.status == 0, "\(real.stdout)")
        #expect(!real.stdout.contains("label-over-budget"))
        let long = try ToolProcess.run([
            "catalog", "check", "Catalogs/Localizable.xcstrings", "--budgets", "Catalogs/budgets.json", "--pseudo", "long",
        ])
        #expect(long.status == 1)
        #expect(
            long.stdout.contains(
                #"error: "Warning" in en-XL "Ŵáŕñîñĝ one two three" needs 237.9 pt at title2 at large (22 pt) in NotoSans-Regular.ttf, allowed 200.0 pt: over by 37.9 pt (18.9%). [label-over-budget]"#
            ))
    }

    @Test func budgetsComeFromTheConfigurationAndUnmatchedPatternsWarn() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{ "budgets" : "limits.json" }"#.write(
            to: folder.appendingPathComponent(".timekeeper.json"), atomically: true, encoding: .utf8)
        try #"""
        { "budgets" : [ { "key" : "Start", "unit" : "graphemes", "max" : 8 }, { "key" : "Gone", "unit" : "graphemes", "max" : 8 } ] }
        """#.write(to: folder.appendingPathComponent("limits.json"), atomically: true, encoding: .utf8)
        try #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Start" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Training starten" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#.write(to: folder.appendingPathComponent("App.xcstrings"), atomically: true, encoding: .utf8)
        let result = try ToolProcess.run(["catalog", "check", "App.xcstrings", "--format", "json"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("is 16 graphemes long, allowed 8: over by 8 (100.0%)"))
        #expect(result.stdout.contains(#"The budget for \"Gone\" matches no key"#))
    }

    @Test func badBudgetsFilesAreUnusableInputWithALocation() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let budgets = folder.appendingPathComponent("budgets.json")
        try #"{ "budgets" : [ { "key" : "Start", "unit" : "inches", "max" : 8 } ] }"#.write(to: budgets, atomically: true, encoding: .utf8)
        let result = try ToolProcess.run(["catalog", "check", "Catalogs/Localizable.xcstrings", "--budgets", budgets.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(budgets.path):1:45: unknown unit \"inches\""))
        let pseudoAlone = try ToolProcess.run(["catalog", "check", "Catalogs/Localizable.xcstrings", "--pseudo", "long"])
        #expect(pseudoAlone.status == 2)
        #expect(pseudoAlone.stderr.contains("add --budgets FILE"))
    }
}
