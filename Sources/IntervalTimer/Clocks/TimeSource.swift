#if canImport(Glibc)
    import Glibc
#endif

/// Something that can read the four clocks: the machine (``SystemTimeSource``), or, from TimerSimulation, a test's
/// `VirtualClock` or a view with an adjusted wall clock (`AdjustedWallTimeSource`).
public protocol TimeSource: AnyObject, Sendable {
    /// The current reading of `clock`.
    func now(_ clock: ClockKind) -> ClockInstant
}

/// The machine's clocks, read with `clock_gettime`.
public final class SystemTimeSource: TimeSource {
    /// The one shared instance (it has no state).
    public static let shared = SystemTimeSource()

    public init() {}

    /// Reads `clock` with `clock_gettime`.
    public func now(_ clock: ClockKind) -> ClockInstant {
        var spec = timespec()
        clock_gettime(clock.clockID, &spec)
        return ClockInstant(clock, Nanoseconds(Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)))
    }
}
