import Foundation
import StringCatalog
import Testing

@testable import CatalogCompile

/// Per-case fallback, one resource type per key on Android, skipped phrase sets, all-or-nothing writes.
@Suite struct CompileFallbackTests {
    /// A Czech plural with `zero` still `new` (a real catalog had 106 such groups).
    static let czech = """
        {"sourceLanguage":"en","version":"1.0","strings":{"%lld photos":{"localizations":{
        "en":{"variations":{"plural":{
          "zero":{"stringUnit":{"state":"translated","value":"No photos"}},
          "one":{"stringUnit":{"state":"translated","value":"%lld photo"}},
          "other":{"stringUnit":{"state":"translated","value":"%lld photos"}}}}},
        "cs":{"variations":{"plural":{
          "zero":{"stringUnit":{"state":"new","value":""}},
          "one":{"stringUnit":{"state":"translated","value":"%lld fotka"}},
          "few":{"stringUnit":{"state":"translated","value":"%lld fotky"}},
          "other":{"stringUnit":{"state":"translated","value":"%lld fotek"}}}}}}}}}
        """

    @Test func anUntranslatedPluralCaseTakesTheSourceCaseAndTranslatedCasesStay() throws {
        let (files, compilation) = CompileTestSupport.compile([try CompileTestSupport.catalog(Self.czech)], formats: ["apple", "android"])
        #expect(!compilation.failed)
        let plist = try CompileTestSupport.plist(files["apple/cs.lproj/Localizable.stringsdict"])
        let variable = try #require((plist["%lld photos"] as? [String: Any])?["arg1"] as? [String: String])
        #expect(variable["zero"] == "No photos")
        #expect(variable["one"] == "%1$lld fotka")
        #expect(variable["few"] == "%1$lld fotky")
        #expect(variable["other"] == "%1$lld fotek")
        let android = CompileTestSupport.text(files["android/res/values-cs/strings.xml"])
        #expect(android.contains(#"<item quantity="few">%d fotky</item>"#))
        #expect(android.contains(#"<item quantity="zero">No photos</item>"#))
    }

    @Test func anEmptyNeedsReviewCaseFallsBackInsteadOfStoppingTheCompile() throws {
        let json = """
            {"sourceLanguage":"en","version":"1.0","strings":{"%lld new posts":{"localizations":{
            "en":{"variations":{"plural":{
              "one":{"stringUnit":{"state":"translated","value":"%lld new post"}},
              "other":{"stringUnit":{"state":"translated","value":"%lld new posts"}}}}},
            "de":{"variations":{"plural":{
              "one":{"stringUnit":{"state":"translated","value":"%lld neuer Beitrag"}},
              "other":{"stringUnit":{"state":"needs_review","value":""}}}}},
            "fr":{}}}}}
            """
        let (files, compilation) = CompileTestSupport.compile([try CompileTestSupport.catalog(json)], formats: ["apple", "json"])
        #expect(!compilation.failed, "\(compilation.findings.map(\.message))")
        let plist = try CompileTestSupport.plist(files["apple/de.lproj/Localizable.stringsdict"])
        let variable = try #require((plist["%lld new posts"] as? [String: Any])?["arg1"] as? [String: String])
        #expect(variable["one"] == "%1$lld neuer Beitrag")
        #expect(variable["other"] == "%1$lld new posts")
        // A localization without any text ships the source's.
        let french = try CompileTestSupport.plist(files["apple/fr.lproj/Localizable.stringsdict"])
        #expect(((french["%lld new posts"] as? [String: Any])?["arg1"] as? [String: String])?["one"] == "%1$lld new post")
    }

    @Test func aPluralCaseWithoutOtherTakesTheSourceOther() throws {
        let json = """
            {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
            "en":{"variations":{"plural":{
              "one":{"stringUnit":{"state":"translated","value":"%lld file"}},
              "other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}},
            "de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld Datei"}}}}}}}}}
            """
        let (files, compilation) = CompileTestSupport.compile([try CompileTestSupport.catalog(json)], formats: ["apple"])
        #expect(!compilation.failed)
        let plist = try CompileTestSupport.plist(files["apple/de.lproj/Localizable.stringsdict"])
        let variable = try #require((plist["%lld files"] as? [String: Any])?["arg1"] as? [String: String])
        #expect(variable["one"] == "%1$lld Datei")
        #expect(variable["other"] == "%1$lld files")
    }

    @Test func anUntranslatedDeviceCaseTakesTheSourceCase() throws {
        let json = """
            {"sourceLanguage":"en","version":"1.0","strings":{"Tap":{"localizations":{
            "en":{"variations":{"device":{
              "mac":{"stringUnit":{"state":"translated","value":"Click"}},
              "other":{"stringUnit":{"state":"translated","value":"Tap"}}}}},
            "de":{"variations":{"device":{
              "mac":{"stringUnit":{"state":"new","value":"Click"}},
              "other":{"stringUnit":{"state":"translated","value":"Tippen"}}}}}}}}}
            """
        let (files, compilation) = CompileTestSupport.compile([try CompileTestSupport.catalog(json)], formats: ["apple"])
        #expect(!compilation.failed)
        let plist = try CompileTestSupport.plist(files["apple/de.lproj/Localizable.stringsdict"])
        let devices = try #require((plist["Tap"] as? [String: Any])?["NSStringDeviceSpecificRuleType"] as? [String: String])
        #expect(devices == ["mac": "Click", "other": "Tippen"])
    }

    @Test func aTranslatedPluralWithoutTheNumberSelectsOnTheSourceNumber() throws {
        let json = """
            {"sourceLanguage":"en","version":"1.0","strings":{"%lld new posts":{"localizations":{
            "en":{"stringUnit":{"state":"translated","value":"%lld new posts"}},
            "ja":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"新しい投稿"}}}}}}}}}
            """
        let (files, compilation) = CompileTestSupport.compile([try CompileTestSupport.catalog(json)], formats: ["apple"])
        #expect(!compilation.failed, "\(compilation.findings.map(\.message))")
        let plist = try CompileTestSupport.plist(files["apple/ja.lproj/Localizable.stringsdict"])
        let variable = try #require((plist["%lld new posts"] as? [String: Any])?["arg1"] as? [String: String])
        #expect(variable["NSStringFormatValueTypeKey"] == "lld")
        #expect(variable["other"] == "新しい投稿")
    }

    @Test func androidGivesAKeyOneResourceTypeInEveryConfiguration() throws {
        // Source plain, German plural (IceCubesApp `notifications.label.favorite %lld`); source plural, Korean plain.
        let json = """
            {"sourceLanguage":"en","version":"1.0","strings":{
            "favorited %lld":{"localizations":{
              "en":{"stringUnit":{"state":"translated","value":"favorited %lld"}},
              "de":{"variations":{"plural":{
                "one":{"stringUnit":{"state":"translated","value":"%lld Mal favorisiert"}},
                "other":{"stringUnit":{"state":"translated","value":"%lld Mal favorisiert (mehrfach)"}}}}}}},
            "timeline.new-posts":{"localizations":{
              "en":{"variations":{"plural":{
                "one":{"stringUnit":{"state":"translated","value":"%lld new post"}},
                "other":{"stringUnit":{"state":"translated","value":"%lld new posts"}}}}},
              "ko":{"stringUnit":{"state":"translated","value":"새 게시물 %lld개"}},
              "ru":{"stringUnit":{"state":"translated","value":"Новые публикации: %lld"}}}}}}
            """
        let (files, compilation) = CompileTestSupport.compile([try CompileTestSupport.catalog(json)], formats: ["android"])
        #expect(!compilation.failed)
        let source = CompileTestSupport.text(files["android/res/values/strings.xml"])
        #expect(source.contains(#"<plurals name="favorited">"#))
        #expect(source.contains(#"<item quantity="one">favorited %d</item>"#))
        #expect(source.contains(#"<item quantity="other">favorited %d</item>"#))
        #expect(!source.contains("<string "))
        let korean = CompileTestSupport.text(files["android/res/values-ko/strings.xml"])
        #expect(korean.contains(#"<plurals name="timeline_new_posts">"# + "\n" + #"        <item quantity="other">새 게시물 %d개</item>"#))
        let russian = CompileTestSupport.text(files["android/res/values-ru/strings.xml"])
        for category in ["one", "few", "many", "other"] {
            #expect(russian.contains(#"<item quantity="\#(category)">Новые публикации: %d</item>"#), "\(category)")
        }
        #expect(!korean.contains("<string ") && !russian.contains("<string "))
    }

    @Test func appShortcutPhrasesAreReportedAsSkippedNotDroppedSilently() throws {
        let json = """
            {"sourceLanguage":"en","version":"1.0","strings":{"Start ${applicationName}":{"localizations":{
            "en":{"stringSet":{"state":"translated","values":["Start ${applicationName}","Begin ${applicationName}"]}}}},
            "Title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Title"}}}}}}
            """
        let (files, compilation) = CompileTestSupport.compile([try CompileTestSupport.catalog(json)], formats: ["apple"])
        #expect(!compilation.failed)
        let skipped = compilation.findings.filter { $0.ruleID == CompileRule.stringSetSkipped.id }
        #expect(skipped.count == 1)
        #expect(skipped.first?.severity == .warning)
        #expect(skipped.first?.location.line == 2)
        #expect(CompileTestSupport.text(files["apple/en.lproj/Localizable.strings"]).contains("\"Title\" = \"Title\";"))
    }

    @Test func anUnusedSubstitutionIsAWarningAndLeftOut() throws {
        let json = """
            {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{"en":{
            "stringUnit":{"state":"translated","value":"%lld files"},
            "substitutions":{"gone":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
              "other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}}}
            """
        let (files, compilation) = CompileTestSupport.compile([try CompileTestSupport.catalog(json)], formats: ["apple"])
        #expect(!compilation.failed)
        #expect(compilation.findings.map(\.ruleID) == [CompileRule.unusedSubstitution.id])
        #expect(compilation.findings.first?.severity == .warning)
        #expect(files["apple/en.lproj/Localizable.stringsdict"] == nil)
    }

    @Test func aFailureInALaterFormatLeavesNoFilesOfEarlierFormats() throws {
        let compilation = CatalogCompilation.compile(
            [try CompileTestSupport.fixture()], with: ["apple", "android"].map { CompilerRegistry.named($0)! })
        #expect(compilation.files.contains { $0.path.first == "apple" })
        let folder = try CompileTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A file where the android folder should be: every apple file could be written, no android file can.
        try Data("in the way".utf8).write(to: folder.appendingPathComponent("android"))
        #expect(throws: CompiledFileWriter.WriteError.self) { try CompiledFileWriter.write(compilation.files, to: folder) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["android"])
    }
}
