import Foundation
import TestSupport
import Testing

@testable import CatalogCheck
@testable import Diagnostics
@testable import StringCatalog

/// `catalog check` over the real catalogs in ../shared/corpus: no crash, the known real defects from
/// MANIFEST.md found at the right place, and Romance `many` gaps kept out of the errors.
@Suite(.requiresCorpus) struct CorpusCheckTests {
    /// Findings per corpus file name, computed once (only when a test of the suite runs, so only with the corpus).
    static let results: [String: (findings: [Finding], lines: [Substring])] = {
        let checker = CatalogChecker(pluralRules: CheckHarness.rules, localeValidator: CheckHarness.rules)
        var out: [String: (findings: [Finding], lines: [Substring])] = [:]
        for file in Corpus.xcstringsFiles() {
            let name = file.lastPathComponent, path = file.path
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            switch CatalogInspector.inspect(path: path, with: checker) {
            case .checked(let findings): out[name] = (findings, text.split(separator: "\n", omittingEmptySubsequences: false))
            case .unreadable(let error):
                out[name] = ([Finding(ruleID: "unreadable", severity: .error, message: "\(error)", location: error.location)], [])
            }
        }
        return out
    }()

    static let iceCubes = "Dimillian__IceCubesApp__Localizable.xcstrings"

    /// The findings of `file` with `rule` (and `locale`), each paired with the file line it points at.
    func findings(_ file: String, _ rule: String, locale: String? = nil) throws -> [(finding: Finding, line: Substring)] {
        let result = try #require(Self.results[file], "corpus file \(file) missing")
        return result.findings.filter { $0.ruleID == rule && (locale == nil || $0.locale == locale) }.map {
            ($0, $0.location.line >= 1 && $0.location.line <= result.lines.count ? result.lines[$0.location.line - 1] : "")
        }
    }

    @Test func everyCorpusFileIsCheckedWithoutBecomingUnreadable() throws {
        let results = Self.results
        #expect(results.count >= 13)
        for (name, result) in results {
            #expect(!result.findings.contains { $0.ruleID == "unreadable" }, "\(name): \(result.findings.first?.message ?? "")")
            #expect(
                result.findings.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 }, "\(name) has a finding without a position")
        }
    }

    @Test func ukrainianAndBelarusianOneOtherPluralsAreErrors() throws {
        for locale in ["uk", "be"] {
            let found = try findings(Self.iceCubes, "plural-missing-category", locale: locale).filter { $0.finding.severity == .error }
            #expect(found.filter { $0.finding.message.contains("lacks 'few'") }.count >= 12, "\(locale)")
            #expect(found.allSatisfy { $0.line.contains("\"plural\"") }, "\(locale) findings point at the plural")
        }
    }

    @Test func polishWithoutManyIsAnError() throws {
        let found = try findings(Self.iceCubes, "plural-missing-category", locale: "pl")
        #expect(found.filter { $0.finding.severity == .error && $0.finding.message.contains("lacks 'many'") }.count >= 12)
    }

    @Test func romanceLanguagesWithoutManyAreNeverErrors() throws {
        let results = Self.results
        let romance: Set<String> = ["fr", "es", "it", "pt", "pt-BR", "pt-PT", "ca"]
        var informational = 0
        for (name, result) in results {
            for finding in result.findings
            where finding.ruleID == "plural-missing-category" && romance.contains(finding.locale ?? "")
                && finding.message.contains("'many'")
            {
                #expect(finding.severity == .note, "\(name): \(finding.message)")
                informational += 1
            }
        }
        #expect(informational > 50)
    }

    /// The number is dropped and nothing follows it: the text loses it, String(format:) reads nothing wrong (a warning).
    @Test func catalanPercentWithoutSpecifierIsAFormatMismatch() throws {
        let found = try findings(Self.iceCubes, "format-mismatch", locale: "ca")
        #expect(
            found.contains {
                $0.line.contains("\"% publicacions\"") && $0.finding.severity == .warning
                    && $0.finding.message.contains("drops trailing argument 1")
            })
        let prose = try findings(Self.iceCubes, "suspicious-specifier", locale: "ca")
        #expect(prose.contains { $0.line.contains("% publicacions") })
    }

    @Test func polishTranslationDroppingTheObjectIsAFormatMismatch() throws {
        let found = try findings(Self.iceCubes, "format-mismatch", locale: "pl")
        #expect(
            found.contains {
                $0.finding.key == "%@ add-tag-groups.edit.title.field.warning.already-exists" && $0.line.contains("\"value\"")
                    && !$0.line.contains("%@")
            })
    }

    @Test func danishKeybindWithoutObjectIsAFormatMismatch() throws {
        let found = try findings("ejbills__DockDoor__Localizable.xcstrings", "format-mismatch", locale: "da")
        #expect(found.contains { $0.finding.key == "Current Keybind: %@" && $0.line.contains("Nuværende genvejstast:") })
    }

    @Test func russianCorruptedPositionIsAnInvalidSpecifier() throws {
        let found = try findings("MrKai77__Loop__Localizable.xcstrings", "invalid-specifier", locale: "ru")
        #expect(found.contains { $0.line.contains("%$11d") && $0.finding.message.contains("'%$11d'") && $0.finding.severity == .error })
    }

    @Test func arabicPercentSignIsAnInvalidSpecifierInBothUnits() throws {
        let found = try findings("XcodesOrg__XcodesApp__Localizable.xcstrings", "invalid-specifier", locale: "ar")
        let lines = Set(found.filter { $0.line.contains("٪@") && $0.finding.message.contains("U+066A") }.map(\.finding.location.line))
        #expect(lines.count == 2)
    }

    @Test func proseHundredPercentIsOnlyANote() throws {
        let file = "duckduckgo__apple-browsers__Localizable.xcstrings"
        let notes = try findings(file, "suspicious-specifier", locale: "en")
        #expect(notes.contains { $0.finding.message.contains("'% a'") && $0.finding.severity == .note && $0.line.contains("100% a") })
        let errors = try findings(file, "invalid-specifier")
        #expect(!errors.contains { $0.line.contains("100% a") })
    }

    @Test func japaneseExtraOneIsAnUnusedCategory() throws {
        let found = try findings(Self.iceCubes, "plural-unused-category", locale: "ja")
        #expect(found.count >= 12)
        #expect(found.allSatisfy { $0.line.contains("\"one\"") && $0.finding.severity == .warning })
    }
}
