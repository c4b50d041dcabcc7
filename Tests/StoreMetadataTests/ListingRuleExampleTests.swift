import Diagnostics
import StoreMetadata
import Testing

/// Every listing rule with examples (shown on docs/rules.md), so the pages never show an example the rule disagrees with.
private let rulesWithExamples = ListingRuleRegistry.all.filter { !$0.examples.isEmpty }.map(\.id)

@Test func theNewStoreTextRulesShowExamples() {
    for id in ["store-forbidden-character", "store-play-title-policy", "store-other-platform", "store-keyword-cross-locale"] {
        #expect(rulesWithExamples.contains(id), "\(id) has no examples")
    }
}

@Test(arguments: rulesWithExamples)
func listingRuleExamplesPassAndFailAsMarked(id: String) throws {
    let rule = try #require(ListingRuleRegistry.named(id))
    for example in rule.examples {
        let catalog = try Fixture.catalog(example.json, file: "Example.xcstrings")
        // An example holds the fields of one store or the other: the rule's findings over both stores are what it shows.
        var findings: [Finding] = []
        for store in StoreRegistry.all {
            findings += try MetadataGenerator(store: store).generate(from: catalog).findings.filter { $0.ruleID == id }
        }
        switch example.expectation {
        case .passes:
            #expect(findings.isEmpty, "\(id), \(example.title): \(findings.map(\.message))")
        case .fails(let text, let severity):
            #expect(
                findings.contains { $0.message.contains(text) && $0.severity == severity },
                "\(id), \(example.title): wanted \(severity) containing \(text), got \(findings.map(\.message))")
        }
    }
}
