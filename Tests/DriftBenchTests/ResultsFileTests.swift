import Foundation
import Testing

@testable import DriftBench

@Suite struct ResultsFileTests {
    let valid: Data

    init() throws {
        valid = try ResultsFile.encode(try Fixtures.simulatedRun(plan: "1x2s", scenarios: ["idle"]))
    }

    private func object() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: valid) as? [String: Any])
    }

    @Test func aNewerSchemaVersionIsRejectedByNumber() throws {
        var changed = try object()
        changed["schemaVersion"] = 99
        let data = try JSONSerialization.data(withJSONObject: changed)
        #expect(throws: ResultsFileError.unsupportedVersion(path: "new.json", found: 99, supported: DriftResults.currentSchemaVersion)) {
            try ResultsFile.decode(data, path: "new.json")
        }
        let message = "\(ResultsFileError.unsupportedVersion(path: "new.json", found: 99, supported: 2))"
        #expect(message.hasPrefix("new.json:1:1: results schema version 99 is not supported (this build reads versions 1 to 2)"))
        changed["schemaVersion"] = 0
        #expect(throws: ResultsFileError.unsupportedVersion(path: "old.json", found: 0, supported: DriftResults.currentSchemaVersion)) {
            try ResultsFile.decode(try JSONSerialization.data(withJSONObject: changed), path: "old.json")
        }
    }

    @Test func brokenJSONNamesLineAndColumn() {
        let data = Data("{\n  \"format\": \"timekeeper-drift-results\",\n  oops\n}".utf8)
        do {
            _ = try ResultsFile.decode(data, path: "bad.json")
            Issue.record("decoded broken JSON")
        } catch {
            guard case .notJSON(let path, let line, let column, _) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(path == "bad.json")
            #expect(line == 3)
            #expect(column == 3)
            #expect("\(error)".hasPrefix("bad.json:3:3: not valid JSON"))
        }
    }

    @Test func otherJSONIsNotAResultsFile() {
        #expect(throws: ResultsFileError.wrongFormat(path: "x.json")) { try ResultsFile.decode(Data("{\"a\": 1}".utf8), path: "x.json") }
        #expect(throws: ResultsFileError.wrongFormat(path: "x.json")) { try ResultsFile.decode(Data("[1, 2]".utf8), path: "x.json") }
    }

    @Test func aMissingFieldIsNamed() throws {
        var changed = try object()
        changed.removeValue(forKey: "settings")
        let data = try JSONSerialization.data(withJSONObject: changed)
        #expect(throws: ResultsFileError.invalidContent(path: "x.json", field: "settings", reason: "missing")) {
            try ResultsFile.decode(data, path: "x.json")
        }
    }

    @Test func anUnreadablePathSaysSo() {
        #expect("\(String(describing: (try? ResultsFile.read(path: "/nonexistent/results.json"))))" == "nil")
        do {
            _ = try ResultsFile.read(path: "/nonexistent/results.json")
        } catch {
            guard case .unreadable = error else {
                Issue.record("wrong error \(error)")
                return
            }
        }
    }

    /// The file as schema 1 wrote it: no response lateness in the metrics, no outages in the rows.
    private func schemaOne() throws -> Data {
        var file = try object()
        file["schemaVersion"] = 1
        var scenarios = try #require(file["scenarios"] as? [[String: Any]])
        for s in scenarios.indices {
            var rows = try #require(scenarios[s]["strategies"] as? [[String: Any]])
            for r in rows.indices {
                rows[r].removeValue(forKey: "outages")
                rows[r].removeValue(forKey: "otherSeeds")
                var metrics = try #require(rows[r]["metrics"] as? [String: Any])
                // Schema 4's fields, absent from every older file.
                metrics.removeValue(forKey: "responseEarliestNanoseconds")
                metrics.removeValue(forKey: "responseLatestNanoseconds")
                for key in ["responseP50Nanoseconds", "responseP99Nanoseconds", "responseMaxNanoseconds"] {
                    #expect(metrics.removeValue(forKey: key) != nil, "schema 2 writes \(key)")
                }
                rows[r]["metrics"] = metrics
            }
            scenarios[s]["strategies"] = rows
        }
        file["scenarios"] = scenarios
        return try JSONSerialization.data(withJSONObject: file)
    }

    /// The file as schema 2 wrote it: no cue counts, floor verdicts or poll intervals.
    private func schemaTwo() throws -> Data {
        var file = try object()
        file["schemaVersion"] = 2
        var settings = try #require(file["settings"] as? [String: Any])
        #expect(settings.removeValue(forKey: "pollNanoseconds") != nil, "schema 3 writes the poll interval")
        file["settings"] = settings
        var scenarios = try #require(file["scenarios"] as? [[String: Any]])
        for s in scenarios.indices {
            var rows = try #require(scenarios[s]["strategies"] as? [[String: Any]])
            for r in rows.indices {
                rows[r].removeValue(forKey: "pollNanoseconds")
                rows[r].removeValue(forKey: "floorVerdict")
                var metrics = try #require(rows[r]["metrics"] as? [String: Any])
                #expect(metrics.removeValue(forKey: "cueSamples") != nil, "schema 3 writes cueSamples")
                rows[r]["metrics"] = metrics
            }
            scenarios[s]["strategies"] = rows
        }
        file["scenarios"] = scenarios
        return try JSONSerialization.data(withJSONObject: file)
    }

    @Test func aSchemaTwoFileStillLoadsWithoutCueCountsVerdictsOrPollInterval() throws {
        let old = try ResultsFile.decode(try schemaTwo(), path: "old.json")
        #expect(old.schemaVersion == 2 && old.settings.pollNanoseconds == nil)
        let row = try #require(old.scenarios.first?.strategies.first)
        #expect(row.metrics.cueSamples == nil && row.floorVerdict == nil && row.pollNanoseconds == nil)
        #expect(row.metrics.latenessP99Nanoseconds != nil)
        let cues = try #require(MarkdownTableWriter.header.firstIndex(of: "cues"))
        #expect(MarkdownTableWriter.cells(row)[cues] == "—")
    }

    @Test func aSchemaOneFileStillLoadsWithResponseLatenessUnmeasured() throws {
        #expect(DriftResults.currentSchemaVersion == 4)
        let old = try ResultsFile.decode(try schemaOne(), path: "old.json")
        #expect(old.schemaVersion == 1)
        let row = try #require(old.scenarios.first?.strategies.first)
        #expect(row.outages == nil)
        #expect(row.metrics.responseP99Nanoseconds == nil && row.metrics.latenessP99Nanoseconds != nil)
        #expect(row.metrics.responseEarliestNanoseconds == nil && row.metrics.responseLatestNanoseconds == nil && row.otherSeeds == nil)
        let table = MarkdownTableWriter.tables([old])
        #expect(table.contains("response lateness was not measured for this run (results schema 1)"))
        let csv = String(decoding: try CSVTableWriter.render([old]), as: UTF8.self)
        let fields = try #require(csv.components(separatedBy: "\r\n").dropFirst().first).components(separatedBy: ",")
        let p99 = try #require(CSVTableWriter.columns.firstIndex(of: "response_p99_ms"))
        #expect(fields[p99] == "")
        // A comparison of an old and a new run names only the old one as unmeasured.
        let current = try ResultsFile.decode(valid, path: "new.json")
        var older = old
        older.machine.label = "old-machine"
        let merged = MarkdownTableWriter.tables([older, current])
        #expect(merged.contains("response lateness was not measured for old-machine (results schema 1)"))
        #expect(!MarkdownTableWriter.tables([current]).contains("was not measured"))
    }
}
