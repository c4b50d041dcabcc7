/// `text`: `  3.000s  work-start   round 2/3` plus the lateness when a cue fell due while the timer could not run.
public struct TextEventFormat: CueEventFormat {
    public let name = "text"
    public init() {}

    public func line(for event: CueEvent, rounds: Int) -> String {
        let kind = event.kind.rawValue.padding(to: 17)
        let round = event.round == 0 ? "" : "round \(event.round)/\(rounds)"
        let late = event.late ? "  late by \(event.error)" + (event.superseded ? " (superseded)" : "") : ""
        let line = "\(event.firedOffset.description.leftPadded(to: 9))  \(kind)\(round)\(late)"
        return String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
    }
}

extension String {
    func padding(to width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
