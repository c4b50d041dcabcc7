import Foundation
import TestSupport
import Testing

@testable import CatalogCheck
@testable import Diagnostics
@testable import StringCatalog

/// `catalog pseudo` then `catalog check`: the tool's own check finds nothing in the pseudo-locale that the source
/// language does not already have.
struct PseudoCatalogCheckTests {
    /// The corpus files whose plurals and substitutions failed the check as `ar-XB` (one/other copied from English).
    static let corpusFiles = [
        "Dimillian__IceCubesApp__Localizable.xcstrings", "MrKai77__Loop__Localizable.xcstrings",
        "coteditor__CotEditor__Document.xcstrings", "paulgessinger__swift-paperless__App.xcstrings",
        "stonerl__Thaw__Localizable.xcstrings",
    ]

    /// Findings about `style`'s locale after adding it to the catalog at `url`, that the source does not explain.
    ///
    /// A finding is explained when the source language has one of the same rule on the same key (a source's own
    /// mixed specifiers are copied, as they must be), or when it says an empty text is empty (a key with no source
    /// text, such as `""`, stays empty in every locale).
    static func unexplainedFindings(_ url: URL, _ style: PseudoStyle) throws -> (added: Int, unexplained: [Finding]) {
        let read = try CatalogReader.read(contentsOf: url)
        let pseudo = PseudoCatalog.adding(style, to: read.catalog)
        let bytes = try CatalogWriter.write(pseudo)
        let checker = CatalogChecker(pluralRules: CheckHarness.rules, localeValidator: CheckHarness.rules)
        guard case .checked(let findings) = CatalogInspector.inspect(bytes: bytes, file: url.lastPathComponent, with: checker) else {
            Issue.record("the pseudo catalog of \(url.lastPathComponent) is unreadable")
            return (0, [])
        }
        let source = pseudo.sourceLanguage
        let sourceFindings = Set(findings.filter { $0.locale == source }.map { "\($0.ruleID) \($0.key ?? "")" })
        let emptyTexts = Set(
            pseudo.entries.filter { entry in
                guard let content = entry.localization(style.locale)?.content else { return false }
                return content.variations.isEmpty && content.stringUnit?.value.isEmpty == true
            }.map(\.key))
        let unexplained = findings.filter { finding in
            guard finding.locale == style.locale else { return false }
            if sourceFindings.contains("\(finding.ruleID) \(finding.key ?? "")") { return false }
            return !(finding.ruleID == "missing-translation" && emptyTexts.contains(finding.key ?? "\u{0}"))
        }
        let added = pseudo.entries.filter { $0.localization(style.locale) != nil }.count
        return (added, unexplained)
    }

    @Test(arguments: PseudoStyle.allCases)
    func pseudoLocaleOfTheSampleCatalogPassesTheCheck(_ style: PseudoStyle) throws {
        let url = Repository.root.appendingPathComponent("Catalogs/Localizable.xcstrings")
        let (added, unexplained) = try Self.unexplainedFindings(url, style)
        #expect(added >= 20)
        #expect(unexplained.isEmpty, "\(unexplained.map { "\($0.location): \($0.message)" }.prefix(5))")
    }

    @Test(.requiresCorpus, arguments: PseudoStyle.allCases, corpusFiles)
    func pseudoLocaleOfACorpusCatalogAddsNoFindingOfItsOwn(_ style: PseudoStyle, _ name: String) throws {
        let (added, unexplained) = try Self.unexplainedFindings(Corpus.xcstrings.appendingPathComponent(name), style)
        #expect(added > 0)
        #expect(unexplained.isEmpty, "\(unexplained.count): \(unexplained.map { "\($0.location): \($0.message)" }.prefix(5))")
    }
}
