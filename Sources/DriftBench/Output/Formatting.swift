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

    /// An unsigned duration for a sentence, to two significant digits: `1.6 s`, `42 ms`, `3.1 ms`, `850 µs`; whole
    /// seconds from 10 s on (`30 s`), since a verdict names the size of a loss, not its last digit.
    static func roughDuration(_ nanoseconds: Int64) -> String {
        let magnitude = Double(abs(nanoseconds))
        switch magnitude {
        case ..<1e6: return "\(Int((magnitude / 1e3).rounded())) µs"
        case ..<1e7: return String(format: "%.1f ms", magnitude / 1e6)
        case ..<1e9: return String(format: "%.0f ms", magnitude / 1e6)
        case ..<1e10: return String(format: "%.1f s", magnitude / 1e9)
        default: return String(format: "%.0f s", magnitude / 1e9)
        }
    }

    /// How many terminal columns `text` takes: combining marks and zero-width characters take none, East Asian
    /// wide and full-width characters (and emoji) two, everything else one.
    public static func displayColumns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in total + columns(of: scalar) }
    }

    /// The display width of one scalar (a wcwidth for the characters a table can hold).
    private static func columns(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}
