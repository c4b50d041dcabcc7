/// A span (from session start, on the reference clock) in which the timers' process could not run at all:
/// from the SIGSTOP the runner sent to the SIGCONT that ended it, or a simulated system sleep.
///
/// A stall of the timer's own queue (busy-loop UI work) is not an outage: a strategy that shares its queue
/// with UI work is at fault for the cues that queue holds up.
public struct OutageWindow: Codable, Sendable, Equatable {
    /// When the process stopped running, from session start.
    public var startNanoseconds: Int64
    /// When it could run again, from session start.
    public var endNanoseconds: Int64

    /// An outage from `startNanoseconds` to `endNanoseconds`.
    init(startNanoseconds: Int64, endNanoseconds: Int64) {
        self.startNanoseconds = startNanoseconds
        self.endNanoseconds = endNanoseconds
    }

    /// Whether `instant` falls inside the window (both ends included).
    func covers(_ instant: Int64) -> Bool {
        startNanoseconds <= instant && instant <= endNanoseconds
    }
}
