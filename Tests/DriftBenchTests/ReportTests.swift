import Foundation
import Testing

@testable import DriftBench

@Test func mergingTwoMachinesGivesOneComparison() throws {
    var laptop = try Fixtures.simulatedRun(plan: "1x3s", scenarios: ["idle", "system-sleep"], seed: 1)
    laptop.machine.label = "laptop"
    var board = try Fixtures.simulatedRun(plan: "1x3s", scenarios: ["idle", "system-sleep"], seed: 2)
    board.machine.label = "board"
    let merged = try ReportMerger.merge([("a.json", laptop), ("b.json", board)])
    let files = try DriftWriterRegistry.renderAll(merged)
    #expect(files.map(\.name) == ["drift.md", "drift.csv", "drift.svg", "drift.html"])
    let markdown = String(decoding: files[0].contents, as: UTF8.self)
    #expect(markdown.hasPrefix("# Drift benchmark: comparison of 2 runs"))
    #expect(markdown.contains("| machine | strategy | mode |"))
    #expect(
        markdown.contains("| laptop | continuous-deadline | simulated |")
            && markdown.contains("| board | continuous-deadline | simulated |"))
    #expect(markdown.contains("## Drift by machine") && markdown.contains("### idle"))
    #expect(markdown.contains("| strategy | drift | laptop | board |"))
    #expect(markdown.contains("### laptop") && markdown.contains("### board"))
    let csv = parseCSV(String(decoding: files[1].contents, as: UTF8.self))
    #expect(Set(csv.dropFirst().map { $0[0] }) == ["laptop", "board"])
    #expect(csv.count == 1 + 2 * 2 * 7)
    // A mark per machine, strategy and scenario, each with its figures as a tooltip.
    let tooltips = String(decoding: files[2].contents, as: UTF8.self).components(separatedBy: "<title>").dropFirst().map {
        $0.prefix { $0 != "<" }
    }
    #expect(tooltips.filter { $0.contains(": p50 ") && !$0.contains("wakeup floor") }.count == 2 * 2 * 7)
}

@Test func mergingTheSameMachineTwiceKeepsBothApart() throws {
    let run = try Fixtures.simulatedRun(plan: "1x2s", scenarios: ["idle"])
    let merged = try ReportMerger.merge([("a.json", run), ("b.json", run), ("c.json", run)])
    #expect(merged.map(\.machine.label) == ["test-machine", "test-machine (2)", "test-machine (3)"])
}

@Test func aRunWithoutScenariosCannotBeCompared() throws {
    var empty = try Fixtures.simulatedRun(plan: "1x2s", scenarios: ["idle"])
    empty.scenarios = []
    #expect(throws: ReportMergeError.self) { try ReportMerger.merge([("empty.json", empty)]) }
}

@Test func namesReplaceTheHostNamesInOrderAndACountMismatchIsRefused() throws {
    let run = try Fixtures.simulatedRun(plan: "1x2s", scenarios: ["idle"])
    let merged = try ReportMerger.merge([("a.json", run), ("b.json", run)], names: ["laptop", "board"])
    #expect(merged.map(\.machine.label) == ["laptop", "board"])
    #expect(throws: ReportMergeError.self) { try ReportMerger.merge([("a.json", run), ("b.json", run)], names: ["laptop"]) }
}

@Test func theSameRowsFromEveryMachineStandTogetherInTheScenarioTables() throws {
    var laptop = try Fixtures.simulatedRun(plan: "1x2s", scenarios: ["idle"])
    laptop.machine.label = "laptop"
    var board = laptop
    board.machine.label = "board"
    let text = MarkdownTableWriter.tables(try ReportMerger.merge([("a.json", laptop), ("b.json", board)]))
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| laptop |") || $0.hasPrefix("| board |") }.map {
        $0.split(separator: "|")[0]
    }
    #expect(rows.prefix(4).map { $0.trimmingCharacters(in: .whitespaces) } == ["laptop", "board", "laptop", "board"])
}

@Test func runsWithDifferentPlansOrStrategiesAreNamedInAWarning() throws {
    let a = try Fixtures.simulatedRun(plan: "1x2s", scenarios: ["idle"])
    var b = a
    var c = a
    b.settings.plan = "2x3s/2s"
    c.settings.strategies = ["tick-sleep", "continuous-deadline"]
    c.settings.seed = 9  // a different seed is a different draw of the same conditions: no warning
    #expect(ReportMerger.differences([("a.json", a), ("a2.json", a)]).isEmpty)
    #expect(
        ReportMerger.differences([("a.json", a), ("b.json", b)]).first?.description
            == "a.json and b.json were run with different plans (1x2s in a.json; 2x3s/2s in b.json); compare their figures with that in mind."
    )
    // A file given twice is named once.
    #expect(
        ReportMerger.differences([("a.json", a), ("a.json", a), ("b.json", b)]).first?.description.contains("(1x2s in a.json; ") == true)
    let differences = ReportMerger.differences([("a.json", a), ("b.json", b), ("c.json", c)])
    #expect(differences.map(\.setting) == ["plans", "strategy sets"])
    #expect(
        differences.first?.description
            == "These 3 results files were run with different plans (1x2s in a.json, c.json; 2x3s/2s in b.json); "
            + "compare their figures with that in mind.")
    #expect(differences.last?.description.contains("continuous-deadline, tick-sleep in c.json") == true)
}

@Test func aPollSettingIsNamedInWords() throws {
    #expect(SettingsDifference.words(for: "pollNanoseconds") == "poll settings")
    #expect(SettingsDifference.words(for: "strategies") == "strategy sets")
    var a = try Fixtures.simulatedRun(plan: "1x2s", scenarios: ["idle"])
    var b = a
    a.settings.pollNanoseconds = 16_666_667
    b.settings.pollNanoseconds = 100_000_000
    #expect(ReportMerger.differences([("a.json", a), ("b.json", b)]).map(\.setting) == ["poll settings"])
}
