/// The four clocks a timer can read, named after what they mean rather than a platform's constants.
///
/// ``SystemTimeSource`` reads them with the standard library alone (the same meaning on Linux, Darwin and Android);
/// the Linux drift runner reads the POSIX clocks themselves (`LinuxTimeSource` in DriftBench).
public enum ClockKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The wall clock (`Date()`, CLOCK_REALTIME): counts system sleep, and is stepped and slewed by clock changes.
    case wall
    /// Stands still during system sleep (`SuspendingClock`: CLOCK_MONOTONIC on Linux, CLOCK_UPTIME_RAW on Darwin).
    case monotonic
    /// Counts time spent in system sleep (`ContinuousClock`: CLOCK_BOOTTIME on Linux, mach_continuous_time on Darwin).
    case continuous
    /// The uncorrected hardware counter, standing still during system sleep: CLOCK_MONOTONIC_RAW on Linux. Where no
    /// separate raw clock exists (Darwin's uptime clock is already raw; the standard library has none), it reads as
    /// ``monotonic``.
    case raw

    public var description: String { rawValue }
}
