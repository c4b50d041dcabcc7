import Testing

@testable import CatalogCheck
@testable import Diagnostics
@testable import StringCatalog

private func only(_ id: String, _ json: String, locales: [String]? = nil) -> [Finding] {
    CheckHarness.findings(json, checks: [CheckRegistry.named(id)!], locales: locales)
}

@Test func formatMismatchComparesEachPluralCaseAndPointsAtIt() {
    let json = CheckHarness.catalog(
        key: "%lld files in %@",
        [
            CheckHarness.plural("en", ["one": "%lld file in %@", "other": "%lld files in %@"]),
            CheckHarness.plural(
                "uk", ["one": "%lld файл у %@", "few": "%lld файли", "many": "%lld файлів у %@", "other": "%lld файлу у %@"]),
        ].joined(separator: ", "))
    let findings = only("format-mismatch", json)
    #expect(findings.count == 1)
    #expect(findings.first?.message.hasPrefix("uk plural 'few' of '%lld files in %@' drops trailing argument 2") == true)
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.locale == "uk")
}

@Test func formatMismatchComparesDeviceCasesWithTheSourceFallback() {
    let json = CheckHarness.catalog(
        key: "Open %@",
        """
        \(CheckHarness.unit("en", "Open %@")),
        "de" : { "variations" : { "device" : {
          "mac" : { "stringUnit" : { "state" : "translated", "value" : "%@ öffnen" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld öffnen" } } } } }
        """)
    let findings = only("format-mismatch", json)
    #expect(
        findings.map(\.message) == ["de device 'other' of 'Open %@' formats argument 1 as %lld (integer) where the source has %@ (object)"])
}

@Test func formatMismatchChecksSubstitutionCases() {
    let json = CheckHarness.catalog(
        key: "%lld followers of %@",
        """
        \(CheckHarness.unit("en", "%lld followers of %@")),
        "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@followers@" },
          "substitutions" : { "followers" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Follower von %2$@" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Follower von %2$f" } } } } } } }
        """)
    let findings = only("format-mismatch", json)
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("de substitution 'followers' › plural 'other'") == true)
    #expect(findings.first?.message.contains("where the source has %@") == true)
}

@Test func formatMismatchUsesTheKeyWhenTheSourceUnitIsAbsent() {
    let json = CheckHarness.catalog(key: "Open in %@", CheckHarness.unit("fr", "Ouvrir dans % @"))
    #expect(only("format-mismatch", json).first?.message.contains("drops trailing argument 1") == true)
    #expect(only("suspicious-specifier", json).first?.message.contains("not as '%@'") == true)
}

@Test func arabicNeedsTwoFewAndMany() {
    let json = CheckHarness.catalog(
        [
            CheckHarness.plural("en", ["one": "%lld file", "other": "%lld files"]),
            CheckHarness.plural("ar", ["zero": "لا ملفات", "one": "ملف", "other": "%lld ملف"]),
        ].joined(separator: ", "))
    let messages = only("plural-missing-category", json).filter { $0.severity == .error }.map(\.message)
    #expect(messages.contains { $0.contains("lacks 'two'") && $0.contains("(2)") })
    #expect(messages.contains { $0.contains("lacks 'few'") })
    #expect(messages.contains { $0.contains("lacks 'many'") })
}

@Test func pluralChecksLookInsideSubstitutions() {
    let json = CheckHarness.catalog(
        """
        "pl" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" },
          "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg plik" } } } } } } }
        """)
    #expect(only("plural-missing-other", json).count == 1)
    let missing = only("plural-missing-category", json)
    #expect(missing.contains { $0.message.hasPrefix("pl substitution 'n' plural") && $0.message.contains("lacks 'few'") })
}

@Test func missingTranslationUsesTheCatalogsLocalesOrTheGivenOnes() {
    let json = RuleExample.catalog(
        #"""
            "A" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "A-de" } } } },
            "B" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "B-fr" } } } },
            "C" : { "shouldTranslate" : false },
            "D" : { "extractionState" : "stale" }
        """#)
    let all = only("missing-translation", json)
    #expect(Set(all.map { "\($0.key!)/\($0.locale!)" }) == ["A/fr", "B/de"])
    let japanese = only("missing-translation", json, locales: ["ja"])
    #expect(Set(japanese.map { "\($0.key!)/\($0.locale!)" }) == ["A/ja", "B/ja"])
}

@Test func invalidLocalesAreNamed() {
    let json = CheckHarness.catalog(
        key: "Start",
        [CheckHarness.unit("en_US", "Start"), CheckHarness.unit("xx", "Start"), CheckHarness.unit("de", "Starten")].joined(separator: ", "))
    let messages = only("invalid-locale", json).map(\.message)
    #expect(messages.count == 2)
    #expect(messages.contains { $0.contains("'en_US'") && $0.contains("'en-US'") })
    #expect(messages.contains { $0.contains("'xx'") })
}

@Test func duplicateKeyIsAFindingAtTheSecondOccurrence() {
    let json = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {},\n    \"A\" : {}\n  },\n  \"version\" : \"1.0\"\n}"
    let findings = CheckHarness.findings(json)
    #expect(findings.map(\.ruleID) == ["duplicate-key"])
    #expect(findings.first?.location.line == 5)
    // Turned off, the duplicate is ignored rather than making the file unusable.
    let without = CheckRegistry.all.filter { $0.id != "duplicate-key" }
    let checker = CatalogChecker(
        checks: without.map { .init(check: $0, severity: $0.defaultSeverity) }, pluralRules: CheckHarness.rules,
        localeValidator: CheckHarness.rules, disabled: ["duplicate-key"])
    if case .checked(let none) = CatalogInspector.inspect(bytes: Array(json.utf8), file: "d.xcstrings", with: checker) {
        #expect(none.isEmpty)
    } else {
        Issue.record("a disabled duplicate-key check must not make the file unusable")
    }
}

@Test func unreadableInputIsAnOutcomeNotACrash() {
    for text in [
        "", "{", "[1,2]", "{\"strings\": 3}", "\u{FF}\u{FE}",
        "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"localizations\":{\"de\":{\"stringUnit\":5}}}}}",
    ] {
        if case .checked(let findings) = CheckHarness.run(text) {
            #expect(findings.isEmpty || findings.allSatisfy { $0.location.line >= 1 }, "\(text)")
        }
    }
    guard case .unreadable(let error) = CheckHarness.run("{\n  \"sourceLanguage\" : ") else {
        Issue.record("truncated JSON must be unreadable")
        return
    }
    #expect(error.location.line == 2)
}

@Test func findingsAreTheSameWhetherEntriesAreCheckedInParallelOrNot() {
    // 200 entries make several chunks; the order must still be by location.
    let entries = (0..<200).map {
        "\"key \($0) %@\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0 % 7 == 0 ? "kein Argument" : "mit %@")\" } } } }"
    }
    let findings = CheckHarness.findings(RuleExample.catalog(entries.joined(separator: ",\n")), checks: [FormatMismatchCheck()])
    #expect(findings.count == 29)
    #expect(findings.map(\.location) == findings.map(\.location).sorted())
}
