import Foundation
import TestSupport
import Testing

@Test func pluralPrintsTheCategoryOfEachNumberAsDisplayed() throws {
    let result = try ToolProcess.run(["plural", "--locale", "ru", "0", "1", "2", "5", "21", "1.5", "1.0"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Plural rules for ru (ICU ") == true)
    #expect(lines.first?.contains(", CLDR ") == true)
    let pairs = lines.dropFirst().map { $0.split(separator: " ").map(String.init) }
    #expect(pairs == [["0", "many"], ["1", "one"], ["2", "few"], ["5", "many"], ["21", "one"], ["1.5", "other"], ["1.0", "other"]])
}

@Test func pluralWithoutNumbersListsCategoriesTheirReachAndASample() throws {
    let result = try ToolProcess.run(["plural", "--locale", "fr"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("  one       whole numbers             0\n"))
    #expect(result.stdout.contains("  many      large round numbers only  1000000\n"))
    #expect(result.stdout.contains("  other     whole numbers             2\n"))
    #expect(result.stdout.hasSuffix("A translation needs: one, other.\nOptional: many (large round numbers only, e.g. 1000000).\n"))
    let czech = try ToolProcess.run(["plural", "--locale", "cs"])
    #expect(czech.stdout.contains("  many      decimals only             1.5\n"))
    #expect(czech.stdout.hasSuffix("A translation needs: one, few, other.\nOptional: many (decimals only, e.g. 1.5).\n"))
    let russian = try ToolProcess.run(["plural", "--locale", "ru"])
    #expect(russian.stdout.hasSuffix("  other     decimals only             1.5\nA translation needs: one, few, many, other.\n"))
}

@Test func pluralJSONIsMachineReadable() throws {
    let listing = try ToolProcess.run(["plural", "--locale", "ar", "--format", "json"])
    #expect(listing.status == 0)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [String: Any])
    #expect(document["locale"] as? String == "ar")
    #expect((document["icu"] as? String)?.isEmpty == false)
    #expect((document["cldr"] as? String)?.isEmpty == false)
    let categories = try #require(document["categories"] as? [[String: String]])
    #expect(categories.map { $0["category"] } == ["zero", "one", "two", "few", "many", "other"])
    #expect(categories.map { $0["reach"] } == Array(repeating: "whole-numbers", count: 6))
    #expect(categories.map { $0["sample"] } == ["0", "1", "2", "3", "11", "100"])
    #expect(document["required"] as? [String] == ["zero", "one", "two", "few", "many", "other"])

    let selection = try ToolProcess.run(["plural", "--locale", "en", "--format", "json", "1", "1.0", "-1"])
    let selected = try #require(try JSONSerialization.jsonObject(with: Data(selection.stdout.utf8)) as? [String: Any])
    let numbers = try #require(selected["numbers"] as? [[String: String]])
    #expect(
        numbers == [["number": "1", "category": "one"], ["number": "1.0", "category": "other"], ["number": "-1", "category": "one"]])
    #expect(selected["categories"] == nil)
}

@Test(arguments: [
    (
        ["plural", "--locale", "xx_!!", "1"],
        "error: invalid value for --locale: 'xx_!!' is not a BCP-47 language tag; use a form like pt-BR or zh-Hans"
    ),
    (["plural", "--locale", "xx"], "error: invalid value for --locale: 'xx' does not name a known language"),
    (["plural", "--locale", "ru", "1,5"], "error: '1,5' is not a plain decimal number"),
    (["plural", "--locale", "ru", "1e6"], "error: '1e6' is not a plain decimal number"),
    (["plural", "1"], "error: missing option --locale"),
])
func pluralRejectsBadInputWithExitTwo(arguments: [String], message: String) throws {
    let result = try ToolProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    #expect(result.stderr.contains("usage: timekeeper plural"))
}
