import Foundation
import TestSupport
import Testing

@testable import CatalogCheck
@testable import Diagnostics
@testable import JSONCore
@testable import StringCatalog

private func ids(_ findings: [Finding], _ rule: String) -> [Finding] { findings.filter { $0.ruleID == rule } }

// MARK: - symbol-name

/// Keys Xcode 27 reported, and their neighbours: every derivable, non-keyword key is declared as a `static var` in a
/// Swift file, and swiftc must reject exactly the names the rule reports as taken twice.
@Test(.enabled(if: ChildProcess.onPath("swiftc") != nil, "swiftc is not on PATH"))
func symbolNamesCompileExactlyWhereTheRuleFindsNoCollision() throws {
    let keys = [
        "All", "all", "OK", "Ok", "Reconnect", "Reconnect…", "days", "Days", "Allow uploads", "allow Uploads", "Don't ask",
        "Dont ask", "3 rounds", "Open URL", "open url", "%lld rounds left", "%@ rounds left", "Rest: %lld s", "Übung",
        "%(landmark)@ is contained in %(landmarkCollection)@",
    ]
    var owners: [String: String] = [:]
    var collisions: Set<String> = []
    var declarations = ""
    for key in keys {
        let name = try #require(SymbolName.derive(key), "\(key)")
        #expect(SymbolName.closeKeyword(name) == nil)
        if owners[name] != nil { collisions.insert(name) } else { owners[name] = key }
        declarations += "    static var \(name): String { \"\(key.jsonEscaped)\" }\n"
    }
    #expect(collisions == ["all", "ok", "reconnect", "days", "allowUploads", "dontAsk", "openUrl", "roundsLeft"])
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Symbols.swift")
    try Data("enum Symbols {\n\(declarations)}\n".utf8).write(to: file)
    let swiftc = try #require(ChildProcess.onPath("swiftc"))
    let result = try ChildProcess.run(swiftc, ["-typecheck", file.path])
    // swiftc: "invalid redeclaration of 'all'", once per repeated name.
    var rejected: Set<String> = []
    for line in result.stderr.split(separator: "\n") where line.contains("invalid redeclaration of '") {
        let name = line.split(separator: "'")[1]
        rejected.insert(String(name))
    }
    #expect(rejected == collisions, "\(result.stderr.prefix(2000))")
    // Without the repeats every derived name is a valid Swift member name.
    let unique = keys.filter { owners[SymbolName.derive($0)!] == $0 }
    let clean = unique.map { "    static var \(SymbolName.derive($0)!): Int { 0 }\n" }.joined()
    try Data("enum Symbols {\n\(clean)}\n".utf8).write(to: file)
    let cleanResult = try ChildProcess.run(swiftc, ["-typecheck", file.path])
    #expect(cleanResult.status == 0, "\(cleanResult.stderr.prefix(2000))")
    // Every keyword the rule reports (but `type`, Xcode's own refusal) is one swiftc refuses as a member name.
    for keyword in SymbolName.keywords.sorted() where keyword != "type" {
        try Data("enum Symbols {\n    static var \(keyword): Int { 0 }\n}\n".utf8).write(to: file)
        #expect(try ChildProcess.run(swiftc, ["-typecheck", file.path]).status != 0, "swiftc accepts '\(keyword)'")
    }
    #expect(SymbolName.closeKeyword(SymbolName.derive("Default")!) == "default")
}

@Test func symbolNameSkipsExtractedKeysAndGeneratesSymbolFalse() {
    let json = RuleExample.catalog(
        #"""
            "All" : { "extractionState" : "manual" },
            "all" : { "extractionState" : "manual", "generatesSymbol" : false },
            "ALL" : { },
            "%@" : { "extractionState" : "extracted_with_value" },
            "%lld%%" : { "extractionState" : "manual" },
            "%@ → %@" : { "extractionState" : "manual" }
        """#)
    let findings = ids(CheckHarness.findings(json, checks: [SymbolNameCheck()]), "symbol-name")
    #expect(findings.count == 2)
    #expect(findings.allSatisfy { $0.message.contains("no symbol name can be derived") })
    #expect(Set(findings.compactMap(\.key)) == ["%lld%%", "%@ → %@"])
}

// MARK: - implied-quantity

/// The categories whose integers the rule counts agree with CLDR's own `@integer` samples (Debian's
/// unicode-cldr-core, an independent copy of the rules ICU compiled): a category gets findings exactly when CLDR
/// lists more than one integer for it.
@Test(
    .enabled(
        if: FileManager.default.fileExists(atPath: "/usr/share/unicode/cldr/common/supplemental/plurals.xml"),
        "Debian's unicode-cldr-core is not installed"))
func impliedQuantityFollowsCLDRsIntegerSamples() throws {
    let xml = try String(contentsOfFile: "/usr/share/unicode/cldr/common/supplemental/plurals.xml", encoding: .utf8)
    for (locale, category) in [("fr", "one"), ("ru", "one"), ("sl", "one"), ("pl", "one"), ("de", "one"), ("ar", "zero"), ("lv", "zero")] {
        // <pluralRules locales="… fr …"> … <pluralRule count="one">… @integer 0, 1 @decimal …</pluralRule>
        guard
            let block = xml.components(separatedBy: "<pluralRules locales=\"").first(where: {
                $0.prefix { $0 != "\"" }.split(separator: " ").contains(Substring(locale))
            })
        else {
            Issue.record("CLDR has no rules for \(locale)")
            continue
        }
        let rule = try #require(block.components(separatedBy: "<pluralRule count=\"\(category)\">").dropFirst().first)
        let integers = rule.components(separatedBy: "@integer").dropFirst().first?.components(separatedBy: "@decimal")[0] ?? ""
        let cldrSaysSeveral = integers.contains(",") || integers.contains("~")
        let json = CheckHarness.catalog(
            key: "%lld rounds",
            CheckHarness.plural(locale, [category: "Words only", "other": "%lld rounds"]))
        let found = !ids(CheckHarness.findings(json, checks: [ImpliedQuantityCheck()]), "implied-quantity").isEmpty
        #expect(found == cldrSaysSeveral, "\(locale) \(category): CLDR integers '\(integers)'")
    }
}

@Test func impliedQuantityLeavesASubstitutionsNumberToTheStringAroundIt() {
    let json = RuleExample.catalog(
        #"""
            "%lld rounds" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld %#@rounds@" },
              "substitutions" : { "rounds" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "tour" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "tours" } } } } } } } } }
        """#)
    #expect(ids(CheckHarness.findings(json, checks: [ImpliedQuantityCheck()]), "implied-quantity").isEmpty)
}

// MARK: - plurals-candidate

@Test func pluralsCandidateNeedsACountedNounAndALanguageWithSeveralForms() {
    #expect(PluralsCandidateCheck.countedNoun("Try again in %lld seconds") == "seconds")
    #expect(PluralsCandidateCheck.countedNoun("Rest %lld s") == nil)
    #expect(PluralsCandidateCheck.countedNoun("%lld of %lld rounds") == nil)
    #expect(PluralsCandidateCheck.countedNoun("%@ rounds") == nil)
    #expect(PluralsCandidateCheck.countedNoun("%lld class") == nil)
    // Japanese has one form for every number: nothing to vary.
    let japanese = CheckHarness.catalog(
        key: "%lld seconds", CheckHarness.unit("en", "%lld seconds") + ", " + CheckHarness.unit("ja", "%lld 秒"))
    let findings = ids(CheckHarness.findings(japanese, checks: [PluralsCandidateCheck()]), "plurals-candidate")
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("with one form in en, whose") == true)
}

// MARK: - number-mismatch

/// translate-toolkit's `numbers` check, run on the same pairs, flags the same ones.
@Test(.requiresPython(modules: "translate.filters.checks"))
func numberMismatchAgreesWithPofiltersNumbersCheck() throws {
    let pairs: [(String, String)] = [
        ("Rest 30 s", "Pause 20 s"), ("Rest 30 s", "Pause 30 s"), ("Round %lld of 12", "Runde %lld von 12"),
        ("Round %lld of 12", "Runde %lld von 10"), ("Warm up 5 min", "Aufwärmen"), ("Tabata: 8 × 20 s", "Tabata : 20 s × 8"),
        ("Go!", "Los, 3 2 1!"),
    ]
    let script = """
        import json, sys
        from translate.filters import checks
        checker = checks.StandardChecker()
        for source, target in json.loads(sys.stdin.read()):
            try:
                checker.numbers(source, target)
                print('ok')
            except checks.FilterFailure:
                print('fail')
        """
    let input = String(decoding: try JSONSerialization.data(withJSONObject: pairs.map { [$0.0, $0.1] }), as: UTF8.self)
    let result = try Python.run(script, stdin: input)
    #expect(result.status == 0, "\(result.stderr)")
    let verdicts = result.stdout.split(separator: "\n").map(String.init)
    #expect(verdicts.count == pairs.count)
    for ((source, target), verdict) in zip(pairs, verdicts) {
        let json = CheckHarness.catalog(key: source, CheckHarness.unit("de", target))
        let found = !ids(CheckHarness.findings(json, checks: [NumberParityCheck()]), "number-mismatch").isEmpty
        #expect(found == (verdict == "fail"), "\(source) → \(target): pofilter says \(verdict)")
    }
}

// MARK: - markdown-mismatch

/// cmark-gfm (GitHub's CommonMark) renders each string; the spans the rule counts are the `<strong>`, `<em>`,
/// `<del>`, `<code>` and `<a href>` it produces.
@Test(.requiresPython(modules: "cmarkgfm"))
func markdownSpansAreWhatCmarkRenders() throws {
    let texts = [
        "Read the **[terms](https://example.com/terms)** first", "Удалить ** %@ **?", "Delete **%@**?", "*Note:* it's _really_ done",
        "snake_case_name and 2*3*4", "~~old~~ new", "Use `**raw**` here", "a **b *c* d** e", "__strong__ and _em_",
        "[one](https://a.example) [two](https://b.example)", "100% * 2 = 200%", "Tap ** Start **",
    ]
    let script = """
        import json, re, sys
        import cmarkgfm
        from cmarkgfm.cmark import Options
        for text in json.loads(sys.stdin.read()):
            html = cmarkgfm.github_flavored_markdown_to_html(text, options=Options.CMARK_OPT_UNSAFE)
            print(json.dumps([sorted(re.findall(r'<a href="([^"]*)"', html)), html.count('<strong>'), html.count('<em>'),
                              html.count('<del>'), html.count('<code>')]))
        """
    let input = String(decoding: try JSONSerialization.data(withJSONObject: texts), as: UTF8.self)
    let result = try Python.run(script, stdin: input)
    #expect(result.status == 0, "\(result.stderr)")
    let rendered = result.stdout.split(separator: "\n").map(String.init)
    #expect(rendered.count == texts.count)
    for (text, line) in zip(texts, rendered) {
        let spans = MarkdownSpans(text)
        let mine = String(
            decoding: try JSONSerialization.data(withJSONObject: [
                spans.links, spans.strong, spans.emphasis, spans.strikethrough, spans.code,
            ]),
            as: UTF8.self)
        let theirs = String(
            decoding: try JSONSerialization.data(withJSONObject: try JSONSerialization.jsonObject(with: Data(line.utf8))), as: UTF8.self)
        #expect(mine == theirs, "\(text)")
    }
}

// MARK: - unknown-member

/// An entry placed next to `strings` (manaflow-ai/cmux#12097) and a misspelled `stringunit` are reported where they
/// are, by both readers, and the catalog is still written back byte for byte.
@Test func unknownMembersAreReportedWhereTheyAreAndKept() throws {
    let text = """
        {
          "Pause" : {
            "extractionState" : "manual"
          },
          "sourceLanguage" : "en",
          "strings" : {
            "Start" : {
              "localizations" : {
                "de" : {
                  "stringunit" : {
                    "state" : "translated",
                    "value" : "Los"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
    let findings = ids(CheckHarness.findings(text, checks: [UnknownMemberCheck()]), "unknown-member")
    #expect(findings.map { "\($0.location.line):\($0.location.column)" } == ["2:3", "9:9"])
    #expect(findings[0].message.contains("'Pause'") && findings[0].message.contains("outside \"strings\""))
    #expect(findings[1].message.contains("'stringunit' (did you mean 'stringUnit'?)"))
    // The whole-document reader gives the same top-level location; `catalog fmt` (Xcode's layout, which sorts
    // "Pause" first) keeps every member as written.
    let whole = try CatalogReader.decode(try JSONParser.parse(Array(text.utf8), file: "example.xcstrings"))
    #expect(whole.catalog.unknownFieldLocations.map(\.line) == [2])
    #expect(try CatalogFormatter.format(bytes: Array(text.utf8), file: "example.xcstrings").bytes == Array(text.utf8))
}
