import Foundation

/// One `cue` line of `run --format jsonl`.
struct CueLine: Decodable, Equatable {
    let kind: String
    let round: Int
    let planned_offset: Double
    let fired_offset: Double
    let shift: Double
    let wall_time: String
    let late: Bool
    let superseded: Bool

    /// The cue lines of a jsonl stream (the start line and pause, skip and interruption lines left out).
    static func parse(_ output: String) throws -> [CueLine] {
        try EventLine.parse(output).filter { $0.event == "cue" }.map { try JSONDecoder().decode(CueLine.self, from: Data($0.text.utf8)) }
    }
}

/// Any line of `run --format jsonl`: its `event` and the keys the non-cue events carry.
struct EventLine: Decodable {
    let event: String
    let format_version: Int?
    let cause: String?
    let at: Double?
    let plan_offset: Double?
    let phase: String?
    let paused_for: Double?
    let skipped_time: Double?
    var text = ""

    private enum CodingKeys: String, CodingKey {
        case event, format_version, cause, at, plan_offset, phase, paused_for, skipped_time
    }

    /// Every line, each of which must be a JSON object with an `event` key.
    static func parse(_ output: String) throws -> [EventLine] {
        try output.split(separator: "\n").map {
            var line = try JSONDecoder().decode(EventLine.self, from: Data($0.utf8))
            line.text = String($0)
            return line
        }
    }
}
