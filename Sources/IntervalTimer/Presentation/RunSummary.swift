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
        let quit = record.controls.last { $0.kind == .interrupted }?.cause == .user
        var text: String
        if interrupted {
            text = "\(quit ? "quit" : "interrupted") after \(endedAt): \(fired) of \(total) cues fired"
        } else {
            text = "completed \(plan) in \(endedAt): " + (fired == total ? "\(total)" : "\(fired) of \(total)") + " cues fired"
        }
        if interrupted, let last = record.display.last, let phase = last.phase {
            text += " (stopped in \(phase.rawValue) of round \(last.round)/\(plan.rounds) with \(last.displayedSeconds)s left)"
        }
        let pauses = record.controls.filter { $0.kind == .resumed }
        if !pauses.isEmpty {
            text += ", paused \(pauses.count) time\(pauses.count == 1 ? "" : "s") for \(pauses.reduce(.zero) { $0 + $1.span })"
        }
        let skips = record.controls.filter { $0.kind == .skipped }.count
        if skips > 0 { text += ", \(skips) phase\(skips == 1 ? "" : "s") skipped" }
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
