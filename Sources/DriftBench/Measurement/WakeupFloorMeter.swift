import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Measures the machine's wakeup-latency floor the way cyclictest does, on its own thread.
///
/// A loop of `clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, next)` at a fixed interval records
/// latency = now − next into a 1 µs histogram, then advances `next` by the interval, skipping periods
/// already past (cyclictest's policy). It runs at the caller's scheduling policy (SCHED_OTHER), like
/// `cyclictest --default-system` without `-p`, so it feels the same load the timers feel.
final class WakeupFloorMeter: Sendable {
    /// The sleep interval in nanoseconds (cyclictest's default is 1 ms).
    let intervalNanoseconds: Int64
    private let stopRequested = Atomic<Bool>(false)
    private let outcome = Mutex<FloorSummary?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// A meter sleeping `intervalNanoseconds` per cycle; call ``start()`` then ``stop()``.
    init(intervalNanoseconds: Int64 = 1_000_000) {
        self.intervalNanoseconds = intervalNanoseconds
    }

    /// Starts measuring on a new thread.
    func start() {
        let thread = Thread { [self] in measure() }
        thread.name = "drift-floor"
        thread.start()
    }

    /// Stops the loop (within one interval) and returns what was measured.
    func stop() -> FloorSummary {
        stopRequested.store(true, ordering: .relaxed)
        finished.wait()
        return outcome.withLock { $0 }
            ?? FloorSummary(histogram: LatencyHistogram(), cpuNanoseconds: 0, intervalNanoseconds: intervalNanoseconds)
    }

    /// Measures for `seconds` on the calling thread's behalf and returns the floor (used to calibrate simulations).
    static func measure(seconds: Double, intervalNanoseconds: Int64 = 1_000_000) -> FloorSummary {
        let meter = WakeupFloorMeter(intervalNanoseconds: intervalNanoseconds)
        meter.start()
        SystemClocks.sleep(until: SystemClocks.monotonic + Int64(seconds * 1e9), on: CLOCK_MONOTONIC)
        return meter.stop()
    }

    private func measure() {
        let cpuAtStart = SystemClocks.threadCPU
        var histogram = LatencyHistogram()
        var next = SystemClocks.monotonic + intervalNanoseconds
        while !stopRequested.load(ordering: .relaxed) {
            SystemClocks.sleep(until: next, on: CLOCK_MONOTONIC)
            let now = SystemClocks.monotonic
            histogram.record(nanoseconds: now - next)
            next += intervalNanoseconds
            while next <= now { next += intervalNanoseconds }
        }
        let summary = FloorSummary(
            histogram: histogram, cpuNanoseconds: SystemClocks.threadCPU - cpuAtStart, intervalNanoseconds: intervalNanoseconds)
        outcome.withLock { $0 = summary }
        finished.signal()
    }
}
