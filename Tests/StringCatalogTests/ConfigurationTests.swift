import Foundation
import Testing

@testable import CatalogCheck
@testable import Diagnostics
@testable import JSONCore
@testable import StringCatalog

private func parse(_ text: String) throws(ConfigurationError) -> CheckConfiguration {
    try ConfigurationLoader.parse(Array(text.utf8), file: ".timekeeper.json")
}

private func parseError(_ text: String) -> ConfigurationError? {
    do {
        _ = try parse(text)
        return nil
    } catch {
        return error
    }
}

@Test func configurationTurnsChecksOffChangesSeveritiesAndSetsLocalesAndExclusions() throws {
    let configuration = try parse(
        """
        {
          "checks" : { "untranslated-copy" : "off", "missing-translation" : "error", "unknown-version" : "info" },
          "locales" : [ "de", "uk" ],
          "excludeKeys" : [ "debug.*" ]
        }
        """)
    #expect(configuration.rules["untranslated-copy"] == .off)
    #expect(configuration.rules["missing-translation"] == .severity(.error))
    #expect(configuration.locales == ["de", "uk"])
    #expect(configuration.excludedKeys == [KeyPattern("debug.*")])
    let checker = configuration.makeChecker(pluralRules: CheckHarness.rules, localeValidator: CheckHarness.rules)
    #expect(!checker.checks.contains { $0.check.id == "untranslated-copy" })
    #expect(checker.checks.first { $0.check.id == "missing-translation" }?.severity == .error)
    #expect(checker.locales == ["de", "uk"])
    // Command-line locales win over the file's.
    #expect(
        configuration.makeChecker(pluralRules: CheckHarness.rules, localeValidator: CheckHarness.rules, locales: ["fr"]).locales == ["fr"])
}

@Test func configuredCheckerAppliesSeveritiesExclusionsAndLocales() throws {
    let configuration = try parse(
        #"{ "checks" : { "missing-translation" : "error", "needs-review" : "off" }, "excludeKeys" : [ "debug.*" ] }"#)
    let checker = configuration.makeChecker(pluralRules: CheckHarness.rules, localeValidator: CheckHarness.rules)
    let json = RuleExample.catalog(
        #"""
            "Start" : { "localizations" : { "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Starten" } }, "fr" : { "stringUnit" : { "state" : "translated", "value" : "Démarrer" } } } },
            "Stop" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Stopp" } } } },
            "debug.menu" : { }
        """#)
    guard case .checked(let findings) = CatalogInspector.inspect(bytes: Array(json.utf8), file: "c.xcstrings", with: checker) else {
        Issue.record("unreadable")
        return
    }
    #expect(!findings.contains { $0.ruleID == "needs-review" })
    #expect(!findings.contains { $0.key == "debug.menu" })
    let missing = findings.filter { $0.ruleID == "missing-translation" }
    #expect(missing.map(\.key) == ["Stop"])
    #expect(missing.first?.severity == .error)
    #expect(missing.first?.locale == "fr")
    let onlyGerman = configuration.makeChecker(pluralRules: CheckHarness.rules, localeValidator: CheckHarness.rules, locales: ["de"])
    guard case .checked(let german) = CatalogInspector.inspect(bytes: Array(json.utf8), file: "c.xcstrings", with: onlyGerman) else {
        return
    }
    #expect(!german.contains { $0.ruleID == "missing-translation" })
}

@Test func malformedConfigurationIsAnErrorWithItsLocation() {
    let broken = parseError("{\n  \"checks\" : { \"format-mismatch\" : \"off\" \n}")
    #expect(broken?.location.line == 3)
    #expect(broken?.description.hasPrefix(".timekeeper.json:3:") == true)

    let typo = parseError("{\n  \"checks\" : {\n    \"format-mismatsh\" : \"off\"\n  }\n}")
    #expect(typo?.location.line == 3 && typo?.location.column == 5)
    #expect(typo?.message.contains("did you mean \"format-mismatch\"") == true)

    let badSetting = parseError(#"{ "checks" : { "format-mismatch" : "fatal" } }"#)
    #expect(badSetting?.message.contains("\"off\", \"note\", \"warning\" or \"error\"") == true)

    #expect(parseError(#"{ "locale" : [ "de" ] }"#)?.message.contains("unknown member \"locale\"") == true)
    #expect(parseError(#"{ "locales" : "de" }"#)?.message.contains("array of strings") == true)
    #expect(parseError(#"[ ]"#) != nil)
}

@Test func configurationIsFoundInTheCurrentFolderOrAbove() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-config-\(UUID().uuidString)")
    let nested = root.appendingPathComponent("App/Resources")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(ConfigurationLoader.find(from: nested.path) == nil)
    try Data("{}".utf8).write(to: root.appendingPathComponent(".timekeeper.json"))
    #expect(ConfigurationLoader.find(from: nested.path) == root.appendingPathComponent(".timekeeper.json").path)
    // The nearest one wins.
    try Data("{}".utf8).write(to: root.appendingPathComponent("App/.timekeeper.json"))
    #expect(ConfigurationLoader.find(from: nested.path) == root.appendingPathComponent("App/.timekeeper.json").path)
}

@Test(arguments: [
    ("debug.*", "debug.menu.title", true), ("debug.*", "Debug.menu", false), ("*_legacy", "title_legacy", true),
    ("*_legacy", "title_legacy2", false), ("a?c", "abc", true), ("a?c", "ac", false), ("*", "", true),
    ("a*b*c", "aXXbYYc", true), ("a*b*c", "aXXbYY", false), ("exact", "exact", true),
])
func keyPatternsAreGlobs(_ pattern: String, _ key: String, _ matches: Bool) {
    #expect(KeyPattern(pattern).matches(key) == matches)
}

@Test func baselineFingerprintIgnoresPositionsButNotContent() {
    let finding = Finding(
        ruleID: "format-mismatch", severity: .error, message: "da drops  argument 1",
        location: SourceLocation(file: "/a/L.xcstrings", line: 10, column: 3), key: "k", locale: "da")
    var moved = finding
    moved.location = SourceLocation(file: "/b/L.xcstrings", line: 99, column: 7)
    moved.message = "da drops argument 1"
    #expect(Baseline.fingerprint(of: finding) == Baseline.fingerprint(of: moved))
    var otherLocale = finding
    otherLocale.locale = "de"
    #expect(Baseline.fingerprint(of: finding) != Baseline.fingerprint(of: otherLocale))
    var otherRule = finding
    otherRule.ruleID = "invalid-specifier"
    #expect(Baseline.fingerprint(of: finding) != Baseline.fingerprint(of: otherRule))
}

@Test func baselineAbsorbsRecordedFindingsCountingDuplicates() throws {
    let a = Finding(
        ruleID: "needs-review", severity: .warning, message: "de needs review",
        location: SourceLocation(file: "L.xcstrings", line: 1, column: 1), key: "a", locale: "de")
    let b = Finding(
        ruleID: "needs-review", severity: .warning, message: "fr needs review",
        location: SourceLocation(file: "L.xcstrings", line: 2, column: 1), key: "a", locale: "fr")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-baseline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("baseline.json").path
    try Baseline.write([a, a], to: path)
    let baseline = try Baseline.load(path)
    #expect(baseline == Baseline(findings: [a, a]))
    #expect(baseline.newFindings([a, b]) == [b])
    #expect(baseline.newFindings([a, a, a]) == [a])
    // No temporary file is left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["baseline.json"])
}

@Test func unreadableBaselineIsAnErrorWithLocation() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-baseline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("baseline.json").path
    try Data("{\n  \"findings\" : [ { \"count\" : 1 } ]\n}".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: ConfigurationError.self) { try Baseline.load(path) }
    do {
        _ = try Baseline.load(path)
    } catch {
        #expect(error.location.line == 2)
    }
    #expect(throws: ConfigurationError.self) { try Baseline.load(folder.appendingPathComponent("absent.json").path) }
}
