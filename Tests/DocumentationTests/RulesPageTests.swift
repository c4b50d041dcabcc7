import CatalogCheck
import CatalogCompile
import Diagnostics
import Foundation
import StoreMetadata
import StringCatalog
import Testing

/// The sections of `docs/rules.md`: every rule of every command, from the registries.
private let sections = [
    RulesPage.Section(
        title: "`timekeeper catalog check`",
        introduction: """
            The catalog checks, then the reader's own warnings. Turn a rule off or change its severity in the `checks` \
            member of `.timekeeper.json` (see [configuration](configuration.md)).
            """,
        rules: RuleDescription.all),
    RulesPage.Section(
        title: "`timekeeper metadata`",
        introduction: """
            The store-listing rules, then the problems found while building a listing. Configure them under \
            `metadata.checks` in `.timekeeper.json`.
            """,
        rules: ListingRuleRegistry.descriptions),
    RulesPage.Section(
        title: "`timekeeper catalog compile`",
        introduction: """
            What makes `catalog compile` refuse a catalog (errors) or keep the closest form an output format can hold \
            (warnings). Xcode's own compiler refuses the same catalogs.
            """,
        rules: CompileRule.allCases.map(\.ruleDescription)),
]

private let regenerateCommand = "RECORD_SNAPSHOTS=1 swift test --filter rulesPageIsUpToDate"

@Test func rulesPageIsUpToDate() throws {
    let page = RulesPage.markdown(sections, regenerateCommand: regenerateCommand)
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let file = root.appendingPathComponent("docs/rules.md")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
        try Data(page.utf8).write(to: file, options: .atomic)
    }
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written == page, "docs/rules.md is out of date: run `\(regenerateCommand)`")
}

@Test func everyRuleOfEveryCommandIsOnTheRulesPage() throws {
    let page = RulesPage.markdown(sections, regenerateCommand: regenerateCommand)
    let ids = RuleDescription.all.map(\.id) + ListingRuleRegistry.findingIDs + CompileRule.allCases.map(\.id)
    for id in ids {
        #expect(page.contains("| `\(id)` |"), "\(id) is missing from the rules page")
    }
}
