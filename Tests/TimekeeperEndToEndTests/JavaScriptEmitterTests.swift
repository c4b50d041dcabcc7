import Foundation
import TestSupport
import Testing

/// The plan and tick the JavaScript tests run: 5 s, 100 ticks of 50 ms, enough for a chain's lateness to add up.
private let plan = "2x2s/1s", tick = "50"

private let node = ChildProcess.onPath("node")
private let chromium = ChildProcess.onPath("chromium")

/// The error (fired − planned, ns) of every cue of `timer` in an ingested results.json, in firing order.
private func cueErrors(_ results: URL, timer: String) throws -> [(kind: String, round: Int, error: Int64)] {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any])
    let scenario = try #require((object["scenarios"] as? [[String: Any]])?.first)
    let row = try #require((scenario["strategies"] as? [[String: Any]])?.first { $0["strategy"] as? String == timer })
    #expect(row["status"] as? String == "complete")
    #expect(row["mode"] as? String == "external")
    return try #require(row["cues"] as? [[String: Any]]).map { cue in
        let due = (cue["dueNanoseconds"] as? NSNumber)?.int64Value ?? 0, fired = (cue["firedNanoseconds"] as? NSNumber)?.int64Value ?? 0
        return (cue["kind"] as? String ?? "", cue["round"] as? Int ?? -1, fired - due)
    }
}

/// Ingests `log` (from `emitter`) and checks what web timers are known for: a setTimeout chain's drift grows round
/// after round, an anchored deadline's does not. Margins are generous: a shared 2-core machine wakes late.
private func ingestAndCheck(_ log: String, device: String) throws {
    #expect(try cueLogSchemaErrors(log) == "checked, 0 errors\n")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-js-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let ingest = try ToolProcess.run(["drift", "ingest", "-", "--name", device, "--out", folder.path], stdin: log)
    #expect(ingest.status == 0, "\(ingest.stderr)")
    let results = folder.appendingPathComponent("results.json")
    for timer in ["setInterval-count", "setTimeout-chain", "anchored-deadline"] {
        #expect(try cueErrors(results, timer: timer).count == 7, "\(timer): 7 of 7 cues")
    }
    let chain = try cueErrors(results, timer: "setTimeout-chain"), anchored = try cueErrors(results, timer: "anchored-deadline")
    func endOfRound(_ cues: [(kind: String, round: Int, error: Int64)], _ round: Int) -> Int64 {
        cues.first { $0.kind == "work-end" && $0.round == round }?.error ?? 0
    }
    // 100 re-armed 50 ms timeouts: each wakes at least on time, most a little late, and nothing takes it back.
    #expect(endOfRound(chain, 2) > endOfRound(chain, 1), "setTimeout chain drift grows: \(chain)")
    #expect(endOfRound(chain, 2) > 20_000_000, "setTimeout chain loses more than 20 ms over 5 s: \(chain)")
    // The anchored deadline re-reads performance.now(): late by one wakeup at most, never by the sum of them.
    #expect(abs(endOfRound(anchored, 2)) < 50_000_000, "anchored deadline keeps time: \(anchored)")
    #expect(abs(endOfRound(anchored, 2)) < endOfRound(chain, 2), "anchored beats the chain: \(anchored) vs \(chain)")
}

@Test(.requiresPython(modules: "jsonschema"), .enabled(if: node != nil, "node is not on PATH (apt-get install nodejs)"))
func theNodeEmittersSetTimeoutChainDriftsAndItsAnchoredTimerDoesNot() throws {
    let result = try ChildProcess.run(
        try #require(node), [Repository.path("Emitters/js/cue-log.js").path, plan, tick])
    #expect(result.status == 0, "\(result.stderr)")
    try ingestAndCheck(result.stdout, device: "node")
}

@Test(.requiresPython(modules: "jsonschema"), .enabled(if: chromium != nil, "chromium is not on PATH (apt-get install chromium)"))
func theBrowserPagesSetTimeoutChainDriftsAndItsAnchoredTimerDoesNot() throws {
    let result = try ChildProcess.run(
        try #require(Python.executable),
        [Repository.path("Emitters/js/run-headless.py").path, try #require(chromium).path, plan, tick, "60"])
    #expect(result.status == 0, "\(result.stderr.suffix(2000))")
    #expect(result.stdout.contains(#""clock":"performance.now""#))
    try ingestAndCheck(result.stdout, device: "chromium")
}
