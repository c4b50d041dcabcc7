import DriftBench
import Foundation
import Testing

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
        let message = "\(ResultsFileError.unsupportedVersion(path: "new.json", found: 99, supported: 1))"
        #expect(message.hasPrefix("new.json:1:1: results schema version 99 is not supported"))
    }

    @Test func brokenJSONNamesLineAndColumn() {
        let data = Data("{\n  \"format\": \"timekeeper-drift-results\",\n  oops\n}".utf8)
        do {
            _ = try ResultsFile.decode(data, path: "bad.json")
            Issue.record("decoded broken JSON")
        } catch {
            guard case .notJSON(let path, let line, let column, _) = error else { Issue.record("wrong error \(error)"); return }
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
            guard case .unreadable = error else { Issue.record("wrong error \(error)"); return }
        }
    }
}
