import Foundation
import Testing

@testable import DriftBench

@Test func theSameSeedGivesByteIdenticalResultsApartFromTheMachineBlock() throws {
    var first = try Fixtures.simulatedRun(plan: "2x5s/2s", seed: 7)
    var second = try Fixtures.simulatedRun(plan: "2x5s/2s", seed: 7)
    // Writers other than JSON carry no volatile machine fields except in the Markdown header.
    #expect(try CSVTableWriter.render([first]) == CSVTableWriter.render([second]))
    #expect(try SVGChartWriter.render([first]) == SVGChartWriter.render([second]))
    #expect(MarkdownTableWriter.tables([first]) == MarkdownTableWriter.tables([second]))
    second.machine = first.machine
    #expect(try ResultsFile.encode(first) == ResultsFile.encode(second))
    first.machine.date = "changed"
    #expect(try ResultsFile.encode(first) != ResultsFile.encode(second))
}

@Test func anotherSeedMovesTheSeededDisturbances() throws {
    let one = try Fixtures.simulatedRun(plan: "2x5s/2s", scenarios: ["busy-loop", "suspend"], seed: 1)
    let two = try Fixtures.simulatedRun(plan: "2x5s/2s", scenarios: ["busy-loop", "suspend"], seed: 2)
    #expect(one.scenarios.map(\.disturbances) != two.scenarios.map(\.disturbances))
}

@Test func scenarioDisturbancesStayInsideTheSessionAndInTheirRanges() {
    let session = Int64(40) * 1_000_000_000
    for seed in UInt64(0)..<20 {
        let busy = BusyLoopScenario().disturbances(session: .init(session), seed: seed)
        #expect(busy.allSatisfy { $0.at.rawValue < session })
        for scheduled in busy {
            guard case .queueStall(let span) = scheduled.disturbance else {
                Issue.record("busy-loop made \(scheduled)")
                continue
            }
            #expect((5_000_000...400_000_000).contains(span.rawValue))
        }
        let jumps = ClockJumpScenario().disturbances(session: .init(session), seed: seed)
        #expect(jumps.count == 2 && jumps[0].at < jumps[1].at)
        // The forward jump leaves at least 30 s of the session, so a wall-anchored timer is off by the whole jump.
        #expect(session - jumps[0].at.rawValue > 30_000_000_000)
    }
}
