import Foundation

/// One line of a worker's stdout: a JSON object describing what its strategy just did.
///
/// Times are nanoseconds on the reference clock (CLOCK_BOOTTIME): `start` carries the absolute reading,
/// every later event the offset from it.
struct WorkerEvent: Codable, Sendable, Equatable {
    /// What happened.
    enum Kind: String, Codable, Sendable {
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
        /// A floor worker's measurement (`histogram`, `interval`, and `cpu` of the measuring thread).
        case floor
    }

    /// What happened.
    var event: Kind
    /// Absolute reference reading (start) or offset from start (every other event).
    var at: Int64?
    /// Cue name.
    var kind: String?
    /// Cue round.
    var round: Int?
    /// Cue due offset.
    var due: Int64?
    /// Whether the strategy marked the cue late.
    var late: Bool?
    /// Whole seconds of the session shown on the display.
    var shown: Int?
    /// CPU nanoseconds used during the session.
    var cpu: Int64?
    /// Wakeups (sleep returns and timer callbacks) during the session.
    var wakeups: Int?
    /// Failure reason.
    var message: String?
    /// A floor worker's sleep interval in nanoseconds.
    var interval: Int64?
    /// A floor worker's 1 µs histogram as [microseconds, count] pairs, ascending.
    var histogram: [[Int64]]?
    /// A floor worker's timer slack in nanoseconds, as it read it.
    var slack: Int64?
    /// A floor worker's CLOCK_BOOTTIME − CLOCK_MONOTONIC in nanoseconds, as it read it.
    var bootOffset: Int64?
    /// The absolute reference reading every offset counts from (sent with `end`; `start`'s `at` is read a moment earlier).
    var sessionStart: Int64?

    /// An event; unset fields are omitted from the line.
    init(
        event: Kind, at: Int64? = nil, kind: String? = nil, round: Int? = nil, due: Int64? = nil, late: Bool? = nil,
        shown: Int? = nil, cpu: Int64? = nil, wakeups: Int? = nil, message: String? = nil, sessionStart: Int64? = nil,
        interval: Int64? = nil, histogram: [[Int64]]? = nil
    ) {
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
        self.sessionStart = sessionStart
        self.interval = interval
        self.histogram = histogram
    }

    /// The event as one JSON line (with the newline).
    var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data("{\"event\":\"failure\",\"message\":\"unencodable event\"}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Parses one line; nil for anything that is not an event (a worker's stray output is ignored, not fatal).
    init?(line: Substring) {
        guard let data = line.data(using: .utf8), let event = try? JSONDecoder().decode(WorkerEvent.self, from: data) else { return nil }
        self = event
    }
}
