/// `text`: `  3.000s  work-start   round 2/3` plus the lateness when a cue fell due while the timer could not run;
/// pauses, skips and the interruption on lines of the same shape.
public struct TextEventFormat: CueEventFormat {
    public let name = "text"
    public init() {}

    public func header(for run: RunDescription) -> String? { nil }

    public func line(for event: CueEvent, rounds: Int) -> String {
        let late = event.late ? "  late by \(event.error)" + (event.superseded ? " (superseded)" : "") : ""
        return Self.line(at: event.firedOffset, event.kind.rawValue, round: event.round, rounds: rounds, late)
    }

    public func line(for event: ControlEvent, rounds: Int) -> String {
        let cause = event.cause == .user ? "" : " (\(event.cause.rawValue))"
        let detail: String
        switch event.kind {
        case .resumed: detail = "  after \(event.span)\(cause)"
        case .skipped: detail = "  \(event.span) of \(event.phase?.rawValue ?? "phase") skipped"
        case .paused, .interrupted: detail = cause.isEmpty ? "" : " \(cause)"
        }
        return Self.line(at: event.at, event.kind.rawValue, round: event.round, rounds: rounds, detail)
    }

    private static func line(at offset: Nanoseconds, _ kind: String, round: Int, rounds: Int, _ detail: String) -> String {
        let round = round == 0 ? "" : "round \(round)/\(rounds)"
        let line = "\(offset.description.leftPadded(to: 9))  \(kind.padding(to: 17))\(round)\(detail)"
        return String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
    }
}

extension String {
    func padding(to width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
