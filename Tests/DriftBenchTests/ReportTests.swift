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
    #expect(files.map(\.name) == ["drift.md", "drift.csv", "drift.svg"])
    let markdown = String(decoding: files[0].contents, as: UTF8.self)
    #expect(markdown.hasPrefix("# Drift benchmark: comparison of 2 runs"))
    #expect(markdown.contains("| machine | strategy | mode |"))
    #expect(
        markdown.contains("| laptop | continuous-deadline | simulated |")
            && markdown.contains("| board | continuous-deadline | simulated |"))
    #expect(markdown.contains("## Strategy × scenario on laptop") && markdown.contains("## Strategy × scenario on board"))
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
