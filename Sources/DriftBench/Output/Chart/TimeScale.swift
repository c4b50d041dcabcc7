/// The session-time axis: 0 to the session's length, in seconds or, for long sessions, minutes, with a round
/// step whose labels do not touch.
struct TimeScale {
    /// The session length in seconds.
    let seconds: Double
    /// Whether the labels count minutes.
    let inMinutes: Bool
    /// The labelled instants, in seconds.
    let ticks: [Double]

    /// A scale for a session of `nanoseconds` drawn `length` pixels wide, labels `size` pixels high.
    init(sessionNanoseconds nanoseconds: Int64, length: Double, size: Double) {
        seconds = max(Double(nanoseconds) / 1e9, 1)
        inMinutes = seconds > 600
        let unit = inMinutes ? 60.0 : 1
        let widest = TextMetrics.width(Self.format(seconds, inMinutes: inMinutes), size: size)
        var step = 3600.0
        for candidate in [1.0, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600] where candidate >= unit || !inMinutes {
            if candidate / seconds * length >= max(widest + 16, 44) {
                step = candidate
                break
            }
        }
        ticks = Array(stride(from: 0, through: seconds + 1e-9, by: step))
    }

    /// The axis title.
    var title: String { inMinutes ? "session time when the cue was due (min)" : "session time when the cue was due (s)" }

    /// The x of `nanoseconds` between `start` and `end`, clamped to the session.
    func position(_ nanoseconds: Int64, from start: Double, to end: Double) -> Double {
        start + (end - start) * min(max(Double(nanoseconds) / 1e9 / seconds, 0), 1)
    }

    /// A tick's label.
    func label(_ tick: Double) -> String { Self.format(tick, inMinutes: inMinutes) }

    private static func format(_ seconds: Double, inMinutes: Bool) -> String {
        let value = inMinutes ? seconds / 60 : seconds
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
