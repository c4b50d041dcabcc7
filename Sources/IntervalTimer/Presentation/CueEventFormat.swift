/// How a cue event is written as one line of output for people or programs.
public protocol CueEventFormat: Sendable {
    /// The name selected on the command line, e.g. `jsonl`.
    var name: String { get }
    /// One line (with its newline) for `event` in a session of `rounds` rounds.
    func line(for event: CueEvent, rounds: Int) -> String
}
