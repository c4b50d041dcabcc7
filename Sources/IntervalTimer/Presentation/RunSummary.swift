/// What a run amounted to, in one paragraph: printed when a session completes or is interrupted.
public struct RunSummary: Sendable, CustomStringConvertible {
    /// The run being summarised.
    public let record: RunRecord
    /// Offset from the session start (reference clock) at which it ended or was interrupted.
    public let endedAt: Nanoseconds
    /// Whether Ctrl-C (or `stop()`) ended it before the last cue.
    public let interrupted: Bool

    public init(record: RunRecord, endedAt: Nanoseconds, interrupted: Bool) {
        self.record = record
        self.endedAt = endedAt
        self.interrupted = interrupted
    }

    /// Lateness of every cue that needed a wakeup (offset above zero), in firing order.
    public var lateness: [Nanoseconds] { record.events.filter { $0.dueOffset > .zero }.map(\.error) }

    public var description: String {
        let plan = record.timeline.plan
        let fired = record.events.count, total = record.timeline.cues.count
        let late = record.events.filter(\.late).count
        var text =
            interrupted
            ? "interrupted after \(endedAt): \(fired) of \(total) cues fired"
            : "completed \(plan) in \(endedAt): \(total) cues fired"
        if interrupted, let last = record.display.last, let phase = last.phase {
            text += " (stopped in \(phase.rawValue) of round \(last.round)/\(plan.rounds) with \(last.displayedSeconds)s left)"
        }
        text += ", \(late) late"
        if let worst = lateness.max() { text += ", worst lateness \(worst.microsecondsText)" }
        return text + "; strategy \(record.strategy)\n"
    }
}

extension Nanoseconds {
    /// e.g. `0.213 ms`.
    var microsecondsText: String {
        let micros = rawValue / 1000
        let sign = micros < 0 ? "-" : ""
        let magnitude = micros < 0 ? -micros : micros
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) ms"
    }
}
