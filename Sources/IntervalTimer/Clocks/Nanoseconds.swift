/// A signed span of time in whole nanoseconds: exact integer arithmetic, no floating-point drift.
public struct Nanoseconds: Hashable, Comparable, Sendable, AdditiveArithmetic, CustomStringConvertible {
    /// The span in nanoseconds (negative spans are allowed: a clock can step back).
    public var rawValue: Int64

    /// Wraps a nanosecond count.
    public init(_ rawValue: Int64) { self.rawValue = rawValue }

    /// No time at all.
    public static let zero = Nanoseconds(0)
    /// One second.
    public static let second = Nanoseconds(1_000_000_000)

    /// `n` whole seconds.
    public static func seconds(_ n: Int64) -> Nanoseconds { Nanoseconds(n * 1_000_000_000) }
    /// `n` milliseconds.
    public static func milliseconds(_ n: Int64) -> Nanoseconds { Nanoseconds(n * 1_000_000) }
    /// `n` microseconds.
    public static func microseconds(_ n: Int64) -> Nanoseconds { Nanoseconds(n * 1_000) }
    /// The nearest nanosecond count to `seconds` (for reporting and tests, never for anchoring).
    public static func approximately(seconds: Double) -> Nanoseconds { Nanoseconds(Int64((seconds * 1e9).rounded())) }

    /// The span in seconds as a Double (for display and statistics only).
    public var seconds: Double { Double(rawValue) / 1e9 }
    /// The span in milliseconds as a Double (for display and statistics only).
    public var milliseconds: Double { Double(rawValue) / 1e6 }

    /// The sum of two spans.
    public static func + (lhs: Nanoseconds, rhs: Nanoseconds) -> Nanoseconds { Nanoseconds(lhs.rawValue + rhs.rawValue) }
    /// The difference of two spans.
    public static func - (lhs: Nanoseconds, rhs: Nanoseconds) -> Nanoseconds { Nanoseconds(lhs.rawValue - rhs.rawValue) }
    /// The span with its sign flipped.
    public static prefix func - (value: Nanoseconds) -> Nanoseconds { Nanoseconds(-value.rawValue) }
    /// The span repeated `rhs` times (exact).
    public static func * (lhs: Nanoseconds, rhs: Int64) -> Nanoseconds { Nanoseconds(lhs.rawValue * rhs) }
    /// Orders spans from most negative to most positive.
    public static func < (lhs: Nanoseconds, rhs: Nanoseconds) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The absolute size of the span.
    public var magnitude: Nanoseconds { Nanoseconds(rawValue < 0 ? -rawValue : rawValue) }

    /// Seconds with millisecond precision, e.g. `12.345s`.
    public var description: String {
        let sign = rawValue < 0 ? "-" : ""
        let ms = (rawValue < 0 ? -rawValue : rawValue) / 1_000_000
        let fraction = String(ms % 1000)
        return "\(sign)\(ms / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)s"
    }
}
