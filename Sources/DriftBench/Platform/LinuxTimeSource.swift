import IntervalTimer

#if canImport(Glibc)
    import Glibc
#endif

/// The POSIX clocks read with `clock_gettime`, counted from boot: what the drift runner and its worker processes
/// share (a start instant one process picks and another sleeps until), and the only source of CLOCK_MONOTONIC_RAW.
/// Linux only: the runner's own seam, kept out of IntervalTimer so the library an app links stays portable.
public final class LinuxTimeSource: TimeSource {
    /// The one shared instance (it has no state).
    public static let shared = LinuxTimeSource()

    public init() {}

    public func now(_ clock: ClockKind) -> ClockInstant {
        var spec = timespec()
        clock_gettime(clock.clockID, &spec)
        return ClockInstant(clock, Nanoseconds(Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)))
    }
}

extension ClockKind {
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
}
