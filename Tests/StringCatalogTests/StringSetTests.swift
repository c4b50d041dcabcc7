import Foundation
import TestSupport
import Testing

@testable import CatalogCheck
@testable import Diagnostics
@testable import StringCatalog

/// App Shortcuts phrases (`"stringSet" : { "state" : …, "values" : [...] }`): each phrase is a translation that
/// checks and statistics read like a string unit with the set's state.
@Suite struct StringSetTests {
    static let name = "AppShortcuts.xcstrings"

    static func findings() throws -> [Finding] {
        let checker = CatalogChecker(pluralRules: CheckHarness.rules, localeValidator: CheckHarness.rules)
        switch CatalogInspector.inspect(bytes: try Fixtures.bytes("States/\(name)"), file: name, with: checker) {
        case .checked(let findings): return findings
        case .unreadable(let error): throw error
        }
    }

    @Test func phrasesAreNotReportedAsEmptyLocalizations() throws {
        let findings = try Self.findings()
        #expect(!findings.contains { $0.message.contains("empty") && $0.message.contains("localization") }, "\(findings.map(\.message))")
    }

    @Test func checksThatApplyToUnitsApplyToEachPhrase() throws {
        let shown = try Self.findings().filter { ["missing-translation", "needs-review"].contains($0.ruleID) }.map {
            "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)"
        }
        #expect(
            shown.sorted() == [
                "41:15 needs-review de phrase 1 of 'Open ${applicationName} settings' needs review",
                "70:15 missing-translation de phrase 2 of 'Show ${applicationName} help' is empty",
                "87:15 missing-translation ja phrase 1 of 'Show ${applicationName} help' is in state 'new'",
            ])
    }

    @Test func statisticsCountPhrasesAsTranslations() throws {
        let catalog = try CatalogReader.read(bytes: try Fixtures.bytes("States/\(Self.name)"), file: Self.name).catalog
        let statistics = CatalogStatistics(catalog, pluralRules: CheckHarness.rules)
        let counts = statistics.rows.map { "\($0.locale) \($0.translated)/\($0.needsReview)/\($0.missing)" }
        #expect(counts == ["de 1/1/1", "en 3/0/0", "ja 2/0/1"])
    }

    @Test func aStringSetWithAnUnknownStateIsOneFindingAtItsState() {
        let json = CheckHarness.catalog(
            key: "Start ${applicationName}",
            #"""
            "de" : { "stringSet" : { "state" : "", "values" : [ "${applicationName} starten", "Mit ${applicationName} beginnen" ] } }
            """#)
        let found = CheckHarness.findings(json, checks: [UnknownStateCheck()])
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("de phrase 1 of 'Start ${applicationName}' has the state ''") == true)
        #expect(found.first.map { "\($0.location.line):\($0.location.column)" } == "4:91")
    }

    @Test func aStringSetWithoutPhrasesIsStillAnEmptyLocalization() {
        let json = CheckHarness.catalog(
            key: "Start ${applicationName}", #""de" : { "stringSet" : { "state" : "translated", "values" : [ ] } }"#)
        let found = CheckHarness.findings(json, checks: [MissingTranslationCheck()])
        #expect(found.map(\.message) == ["'Start ${applicationName}' has an empty de localization"])
    }
}
