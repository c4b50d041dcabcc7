#if canImport(Glibc)
    import Glibc
#endif

/// The four POSIX clocks a timer can read, named after what they mean rather than their constants.
public enum ClockKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// CLOCK_REALTIME (`Date()`): counts system sleep, and is stepped and slewed by clock changes.
    case wall
    /// CLOCK_MONOTONIC (`DispatchTime`, `systemUptime`): stands still during system sleep; NTP slews its rate.
    case monotonic
    /// CLOCK_BOOTTIME (`ContinuousClock`): monotonic plus time spent in system sleep.
    case continuous
    /// CLOCK_MONOTONIC_RAW: the uncorrected hardware counter; stands still during system sleep.
    case raw

    /// The clock id passed to `clock_gettime` and `clock_nanosleep`.
    var clockID: clockid_t {
        switch self {
        case .wall: CLOCK_REALTIME
        case .monotonic: CLOCK_MONOTONIC
        case .continuous: CLOCK_BOOTTIME
        case .raw: CLOCK_MONOTONIC_RAW
        }
    }

    /// Whether the kernel can sleep until an absolute reading of this clock (`clock_nanosleep` rejects the raw clock).
    var supportsAbsoluteSleep: Bool { self != .raw }

    public var description: String { rawValue }
}
