import Testing

@testable import CatalogCheck
@testable import StringCatalog

/// Every registered check must ship passing and failing examples, and they must behave as documented.
@Test(arguments: CheckRegistry.all.map(\.id))
func checkExamplesPassAndFailAsDocumented(_ id: String) throws {
    let check = try #require(CheckRegistry.named(id)).exampleInstance
    #expect(!check.summary.isEmpty && !check.help.isEmpty)
    #expect(
        check.examples.contains { if case .passes = $0.expectation { return true } else { return false } }, "\(id) has no passing example")
    #expect(
        check.examples.contains { if case .fails = $0.expectation { return true } else { return false } }, "\(id) has no failing example")
    for example in check.examples {
        let findings = CheckHarness.findings(example.json, checks: [check])
        #expect(!findings.contains { $0.ruleID == "unreadable" }, "\(id) example '\(example.title)' does not read: \(findings)")
        let own = findings.filter { $0.ruleID == id }
        switch example.expectation {
        case .passes:
            #expect(own.isEmpty, "\(id) example '\(example.title)' should pass but reported \(own.map(\.message))")
        case .fails(let text, let severity):
            #expect(
                own.contains { $0.message.contains(text) && $0.severity == severity },
                "\(id) example '\(example.title)' should report '\(text)' at \(severity) but reported \(own.map { "\($0.severity): \($0.message)" })"
            )
            #expect(own.allSatisfy { $0.location.line > 0 && $0.location.file == "example.xcstrings" })
        }
    }
}

@Test func checkIdsAreUniqueAndKebabCase() {
    let ids = CheckRegistry.names
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
}
