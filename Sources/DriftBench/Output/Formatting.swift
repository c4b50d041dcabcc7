import Foundation

/// Number formats shared by the writers, so Markdown, CSV and SVG agree digit for digit.
enum Formatting {
    /// A signed duration with a unit that keeps 2–3 significant digits: `+85 µs`, `+1.25 ms`, `-30.00 s`, `0`.
    static func duration(_ nanoseconds: Int64?) -> String {
        guard let nanoseconds else { return "—" }
        if nanoseconds == 0 { return "0" }
        let sign = nanoseconds > 0 ? "+" : "-"
        let magnitude = Double(abs(nanoseconds))
        switch magnitude {
        case ..<1e6: return "\(sign)\(Int((magnitude / 1e3).rounded())) µs"
        case ..<1e7: return sign + String(format: "%.2f ms", magnitude / 1e6)
        case ..<1e9: return sign + String(format: "%.1f ms", magnitude / 1e6)
        default: return sign + String(format: "%.2f s", magnitude / 1e9)
        }
    }

    /// An unsigned instant or length such as `0 s`, `850 ms`, `12.40 s` (for disturbance times).
    static func instant(_ nanoseconds: Int64) -> String {
        nanoseconds == 0 ? "0 s" : String(duration(abs(nanoseconds)).dropFirst())
    }

    /// Microseconds as `62 µs` or `1.2 ms`.
    static func microseconds(_ value: Int64) -> String {
        value < 1000 ? "\(value) µs" : String(format: "%.1f ms", Double(value) / 1000)
    }

    /// Milliseconds with a fixed number of decimals, for CSV cells (empty when absent).
    static func milliseconds(_ nanoseconds: Int64?, decimals: Int = 3) -> String {
        guard let nanoseconds else { return "" }
        return String(format: "%.\(decimals)f", Double(nanoseconds) / 1e6)
    }

    /// A plan length such as `40 s` or `47 min`.
    static func sessionLength(_ nanoseconds: Int64) -> String {
        let seconds = Double(nanoseconds) / 1e9
        return seconds < 120 ? String(format: "%.0f s", seconds) : String(format: "%.0f min", seconds / 60)
    }
}
