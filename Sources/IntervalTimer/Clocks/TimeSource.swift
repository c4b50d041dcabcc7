#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Something that can read the four clocks: the machine (``SystemTimeSource``), or, from TimerSimulation, a test's
/// `VirtualClock` or a view with an adjusted wall clock (`AdjustedWallTimeSource`).
public protocol TimeSource: AnyObject, Sendable {
    /// The current reading of `clock`.
    func now(_ clock: ClockKind) -> ClockInstant
}

/// The machine's clocks read through the standard library, so the same code runs on Linux, Darwin and Android:
/// `ContinuousClock` (counts sleep), `SuspendingClock` (stops in sleep; also the raw clock) and `Date` (wall).
///
/// The standard library does not expose its clocks' origin, so the monotonic, continuous and raw readings count
/// from one instant fixed when the process first reads them: comparable within a process, not across processes
/// (the drift runner, which coordinates processes, reads the POSIX clocks instead).
public final class SystemTimeSource: TimeSource {
    /// The one shared instance (it has no state).
    public static let shared = SystemTimeSource()

    /// The process-wide origin of the monotonic, continuous and raw readings, read together (continuous first, so
    /// a continuous reading is never behind a monotonic one, as boot time never is behind uptime).
    private static let origins = (continuous: ContinuousClock.now, suspending: SuspendingClock.now)

    public init() {}

    /// Reads `clock`.
    public func now(_ clock: ClockKind) -> ClockInstant {
        switch clock {
        case .wall:
            let seconds = Date().timeIntervalSince1970
            return ClockInstant(.wall, Nanoseconds(Int64((seconds * 1e9).rounded())))
        case .continuous:
            return ClockInstant(.continuous, Nanoseconds(duration: Self.origins.continuous.duration(to: .now)))
        case .monotonic, .raw:
            return ClockInstant(clock, Nanoseconds(duration: Self.origins.suspending.duration(to: .now)))
        }
    }
}
