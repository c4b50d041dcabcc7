import Foundation

/// How a poll interval reads in tables and the machine block: `16.7 ms (60 Hz)`.
enum PollDescription {
    /// The interval in milliseconds (one decimal when needed) and its rate in hertz.
    static func text(nanoseconds: Int64) -> String {
        let milliseconds = Double(nanoseconds) / 1e6, hertz = 1e9 / Double(nanoseconds)
        func number(_ value: Double) -> String {
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(format: "%.0f", rounded) : String(format: "%.1f", rounded)
        }
        return "\(number(milliseconds)) ms (\(number(hertz)) Hz)"
    }
}
