/// A reading of one clock, in nanoseconds since that clock's origin.
///
/// Readings of different clocks cannot be compared or subtracted: doing so is a programming error and traps,
/// which is what keeps a monotonic deadline from being mixed up with a boot-time one.
public struct ClockInstant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Which clock this reading belongs to.
    public let clock: ClockKind
    /// Nanoseconds since the clock's origin (the epoch for `.wall`, boot for the others).
    public let sinceOrigin: Nanoseconds

    /// A reading of `clock` at `sinceOrigin`.
    public init(_ clock: ClockKind, _ sinceOrigin: Nanoseconds) {
        self.clock = clock
        self.sinceOrigin = sinceOrigin
    }

    /// The reading `span` later on the same clock.
    public static func + (lhs: ClockInstant, rhs: Nanoseconds) -> ClockInstant { ClockInstant(lhs.clock, lhs.sinceOrigin + rhs) }
    /// The reading `span` earlier on the same clock.
    public static func - (lhs: ClockInstant, rhs: Nanoseconds) -> ClockInstant { ClockInstant(lhs.clock, lhs.sinceOrigin - rhs) }

    /// The span between two readings of the same clock; traps if the clocks differ.
    public static func - (lhs: ClockInstant, rhs: ClockInstant) -> Nanoseconds {
        precondition(lhs.clock == rhs.clock, "cannot subtract a \(rhs.clock) reading from a \(lhs.clock) reading")
        return lhs.sinceOrigin - rhs.sinceOrigin
    }

    /// Orders readings of the same clock; traps if the clocks differ.
    public static func < (lhs: ClockInstant, rhs: ClockInstant) -> Bool {
        precondition(lhs.clock == rhs.clock, "cannot compare a \(lhs.clock) reading with a \(rhs.clock) reading")
        return lhs.sinceOrigin < rhs.sinceOrigin
    }

    public var description: String { "\(clock)@\(sinceOrigin)" }
}
