#if canImport(Glibc)
    import Glibc
#endif

/// Readings of the Linux clocks the bench measures with, in nanoseconds.
///
/// The reference clock is CLOCK_BOOTTIME: no scenario touches it (jumps and slews are applied only to
/// the wall clock handed to a timer), and unlike CLOCK_MONOTONIC_RAW it is NTP-disciplined, so it
/// measures true seconds rather than the oscillator's error.
enum SystemClocks {
    /// The current value of `clock` in nanoseconds.
    static func nanoseconds(_ clock: clockid_t) -> Int64 {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }

    /// The undisturbed reference clock (CLOCK_BOOTTIME).
    static var reference: Int64 { nanoseconds(CLOCK_BOOTTIME) }
    /// CLOCK_MONOTONIC, the clock cyclictest sleeps on.
    static var monotonic: Int64 { nanoseconds(CLOCK_MONOTONIC) }
    /// CLOCK_REALTIME, the machine's wall clock (read, never set).
    static var wall: Int64 { nanoseconds(CLOCK_REALTIME) }
    /// CPU time used by the calling thread.
    static var threadCPU: Int64 { nanoseconds(CLOCK_THREAD_CPUTIME_ID) }
    /// CPU time used by the whole process.
    static var processCPU: Int64 { nanoseconds(CLOCK_PROCESS_CPUTIME_ID) }

    /// Sleeps until `deadline` on `clock` with an absolute deadline, resuming after signals.
    static func sleep(until deadline: Int64, on clock: clockid_t) {
        var spec = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        while clock_nanosleep(clock, TIMER_ABSTIME, &spec, nil) == EINTR {}
    }
}
