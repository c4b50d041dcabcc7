import Foundation

/// One line of `run --events jsonl`.
struct CueLine: Decodable, Equatable {
    let kind: String
    let round: Int
    let planned_offset: Double
    let fired_offset: Double
    let wall_time: String
    let late: Bool
    let superseded: Bool

    static func parse(_ output: String) throws -> [CueLine] {
        try output.split(separator: "\n").map { try JSONDecoder().decode(CueLine.self, from: Data($0.utf8)) }
    }
}
