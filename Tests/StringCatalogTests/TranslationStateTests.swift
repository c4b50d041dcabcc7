import Foundation
import TestSupport
import Testing

@testable import CatalogCheck
@testable import Diagnostics
@testable import JSONCore
@testable import StringCatalog

/// Translation states as Xcode 15 to 27 write them, and the states no Xcode writes (`""` in a real es-419 unit).
@Suite struct TranslationStateTests {
    static func read(_ name: String) throws -> CatalogReadResult {
        try CatalogReader.read(bytes: try Fixtures.bytes("States/\(name)"), file: name)
    }

    /// The findings of every check on the fixture `name`, configured by `.timekeeper.json` text `configuration`.
    static func check(_ name: String, configuration: String = "{}") throws -> [Finding] {
        let checker = try ConfigurationLoader.parse(Array(configuration.utf8), file: ".timekeeper.json")
            .makeChecker(pluralRules: CheckHarness.rules, localeValidator: CheckHarness.rules)
        switch CatalogInspector.inspect(bytes: try Fixtures.bytes("States/\(name)"), file: name, with: checker) {
        case .checked(let findings): return findings
        case .unreadable(let error): throw error
        }
    }

    @Test func emptyAndUnknownStatesAreFindingsAtTheStateItself() throws {
        let found = try Self.check("UnknownState.xcstrings").filter { $0.ruleID == "unknown-state" }
        #expect(found.map(\.location.description) == ["UnknownState.xcstrings:14:23", "UnknownState.xcstrings:24:23"])
        #expect(found.map(\.locale) == ["es-419", "de"])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(
            found.first?.message
                == "es-419 of 'Find Next' has the state '', which Xcode does not write (translated, needs_review, machine_translated, "
                + "new, stale); it counts as untranslated, so users may see the source text")
        #expect(found.last?.message.contains("the state 'approved'") == true)
    }

    @Test func unknownStatesAreNotCountedAsTranslated() throws {
        let catalog = try Self.read("UnknownState.xcstrings").catalog
        let unit = try #require(catalog.entries[0].localization("es-419")?.content.stringUnit)
        #expect(unit.state == .unknown(""))
        #expect(unit.isUntranslated(inSourceLanguage: false))
        #expect(!unit.isUntranslated(inSourceLanguage: true))
        let statistics = CatalogStatistics(catalog, pluralRules: CheckHarness.rules)
        for locale in ["de", "es-419"] {
            let row = try #require(statistics.rows.first { $0.locale == locale })
            #expect(row.translated == 1 && row.missing == 1, "\(locale): \(row)")
        }
        // Reported once, by unknown-state: the text may be a translation, so missing-translation's advice would be wrong.
        #expect(!(try Self.check("UnknownState.xcstrings")).contains { $0.ruleID == "missing-translation" })
    }

    @Test func machineTranslatedIsAKnownStateShippedAsTranslated() throws {
        let result = try Self.read("MachineTranslated.xcstrings")
        #expect(result.warnings.isEmpty, "version 1.3 is known: \(result.warnings.map(\.message))")
        let unit = try #require(result.catalog.entries[0].localization("fr")?.content.stringUnit)
        #expect(unit.state == .machineTranslated && unit.state?.rawValue == "machine_translated")
        #expect(!unit.isUntranslated(inSourceLanguage: false))
        let findings = try Self.check("MachineTranslated.xcstrings")
        #expect(!findings.contains { $0.ruleID == "unknown-state" || $0.ruleID == "missing-translation" })
    }

    @Test func machineTranslatedUnitsAreAReviewQueueWithAConfigurableSeverity() throws {
        let found = try Self.check("MachineTranslated.xcstrings").filter { $0.ruleID == "machine-translated" }
        #expect(
            found.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.message)" } == [
                "25:23 warning fr of 'Target machine' is machine translated and not reviewed",
                "35:23 warning de of 'Work' is machine translated and not reviewed",
            ])
        let lowered = try Self.check("MachineTranslated.xcstrings", configuration: #"{ "checks" : { "machine-translated" : "info" } }"#)
        #expect(lowered.filter { $0.ruleID == "machine-translated" }.map(\.severity) == [.note, .note])
        let off = try Self.check("MachineTranslated.xcstrings", configuration: #"{ "checks" : { "machine-translated" : "off" } }"#)
        #expect(!off.contains { $0.ruleID == "machine-translated" })
        #expect(off.contains { $0.ruleID == "needs-review" })
    }

    @Test func machineTranslatedHasItsOwnColumnInStats() throws {
        let statistics = CatalogStatistics(try Self.read("MachineTranslated.xcstrings").catalog, pluralRules: CheckHarness.rules)
        let fr = try #require(statistics.rows.first { $0.locale == "fr" })
        #expect(fr.translated == 0 && fr.needsReview == 1 && fr.machineTranslated == 1 && fr.missing == 0)
        let de = try #require(statistics.rows.first { $0.locale == "de" })
        #expect(de.translated == 1 && de.machineTranslated == 1 && de.percentTranslated == 50)
        expectSnapshot(statistics.table(), as: "txt")
        let json = String(decoding: try CatalogWriter.write(statistics.json()), as: UTF8.self)
        #expect(json.contains(#""machineTranslated" : 1"#))
    }

    @Test func entryFieldsOfNewerXcodesAreNamedAndWrittenBackByteForByte() throws {
        let bytes = try Fixtures.bytes("States/MachineTranslated.xcstrings")
        let entry = try Self.read("MachineTranslated.xcstrings").catalog.entries[0]
        #expect(entry.generatesSymbol == false && entry.commentGenerationVersion == "1" && entry.isCommentAutoGenerated == true)
        #expect(entry.unknownFields.isEmpty)
        #expect(try CatalogWriter.write(try Self.read("MachineTranslated.xcstrings").catalog) == bytes)
        #expect(try CatalogWriter.write(try JSONDocument.parse(bytes, file: "MachineTranslated.xcstrings")) == bytes)
    }

    @Test func newerEntryFieldsOfAnotherTypeAreKeptAsWritten() throws {
        let json = RuleExample.catalog(
            #"""
                "Work" : { "commentGenerationVersion" : 2, "generatesSymbol" : "no" }
            """#)
        let catalog = try CatalogText.read(json).catalog
        #expect(catalog.entries[0].generatesSymbol == nil && catalog.entries[0].commentGenerationVersion == nil)
        #expect(catalog.entries[0].unknownFields.map(\.key) == ["commentGenerationVersion", "generatesSymbol"])
        let written = String(decoding: try CatalogWriter.write(catalog), as: UTF8.self)
        #expect(written.contains(#""commentGenerationVersion" : 2"#) && written.contains(#""generatesSymbol" : "no""#))
    }
}
