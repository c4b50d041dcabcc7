import Foundation

/// One line of a worker's stdout: a JSON object describing what its strategy just did.
///
/// Times are nanoseconds on the reference clock (CLOCK_BOOTTIME): `start` carries the absolute reading,
/// every later event the offset from it.
public struct WorkerEvent: Codable, Sendable, Equatable {
    /// What happened.
    public enum Kind: String, Codable, Sendable {
        /// The session started (`at` is the absolute reference reading).
        case start
        /// A cue fired.
        case cue
        /// The display changed.
        case display
        /// The session ended (`cpu` and `wakeups` say what it cost).
        case end
        /// The worker could not run the strategy (`message` says why).
        case failure
    }

    /// What happened.
    public var event: Kind
    /// Absolute reference reading (start) or offset from start (every other event).
    public var at: Int64?
    /// Cue name.
    public var kind: String?
    /// Cue round.
    public var round: Int?
    /// Cue due offset.
    public var due: Int64?
    /// Whether the strategy marked the cue late.
    public var late: Bool?
    /// Whole seconds of the session shown on the display.
    public var shown: Int?
    /// CPU nanoseconds used during the session.
    public var cpu: Int64?
    /// Wakeups (sleep returns and timer callbacks) during the session.
    public var wakeups: Int?
    /// Failure reason.
    public var message: String?

    /// An event; unset fields are omitted from the line.
    public init(event: Kind, at: Int64? = nil, kind: String? = nil, round: Int? = nil, due: Int64? = nil, late: Bool? = nil,
                shown: Int? = nil, cpu: Int64? = nil, wakeups: Int? = nil, message: String? = nil) {
        self.event = event
        self.at = at
        self.kind = kind
        self.round = round
        self.due = due
        self.late = late
        self.shown = shown
        self.cpu = cpu
        self.wakeups = wakeups
        self.message = message
    }

    /// The event as one JSON line (with the newline).
    public var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data("{\"event\":\"failure\",\"message\":\"unencodable event\"}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Parses one line; nil for anything that is not an event (a worker's stray output is ignored, not fatal).
    public init?(line: Substring) {
        guard let data = line.data(using: .utf8), let event = try? JSONDecoder().decode(WorkerEvent.self, from: data) else { return nil }
        self = event
    }
}
