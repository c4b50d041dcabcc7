import Dispatch
import Foundation
import IntervalTimer
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Measures the machine's wakeup-latency floor for one wakeup primitive the way cyclictest does, on its own thread.
///
/// A loop sleeps to `next` at a fixed interval and records latency = now − next into a 1 µs histogram, then
/// advances `next` by the interval, skipping periods already past (cyclictest's policy). The sleep is the
/// primitive's own: `clock_nanosleep(clock, TIMER_ABSTIME)`, a relative `nanosleep` for the time left, or a
/// repeating strict Dispatch timer (a timerfd on Linux, which timer slack does not delay). It runs at the
/// caller's scheduling policy (SCHED_OTHER), like `cyclictest --default-system` without `-p`, so it feels the
/// same load and the same slack the timers feel.
final class WakeupFloorMeter: Sendable {
    /// The sleep interval in nanoseconds (cyclictest's default is 1 ms).
    let intervalNanoseconds: Int64
    /// The primitive it sleeps with.
    let primitive: WakeupPrimitive
    private let stopRequested = Atomic<Bool>(false)
    private let outcome = Mutex<FloorSummary?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// A meter sleeping `intervalNanoseconds` per cycle with `primitive`; call ``start()`` then ``stop()``.
    init(intervalNanoseconds: Int64 = 1_000_000, primitive: WakeupPrimitive = .cyclictest) {
        self.intervalNanoseconds = intervalNanoseconds
        self.primitive = primitive.measured
    }

    /// Starts measuring on a new thread (or, for the repeating timer, on a serial queue of its own).
    func start() {
        if primitive == .repeatingTimer {
            measureRepeatingTimer()
            return
        }
        let thread = Thread { [self] in measureSleeps() }
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

    private func measureSleeps() {
        let clock: clockid_t
        switch primitive {
        case .absoluteSleep(let kind): clock = kind.linuxClock
        default: clock = CLOCK_MONOTONIC
        }
        let relative = primitive == .relativeSleep
        let cpuAtStart = SystemClocks.threadCPU
        var histogram = LatencyHistogram()
        var next = SystemClocks.nanoseconds(clock) + intervalNanoseconds
        while !stopRequested.load(ordering: .relaxed) {
            if relative {
                Self.relativeSleep(next - SystemClocks.nanoseconds(clock))
            } else {
                SystemClocks.sleep(until: next, on: clock)
            }
            let now = SystemClocks.nanoseconds(clock)
            histogram.record(nanoseconds: now - next)
            next += intervalNanoseconds
            while next <= now { next += intervalNanoseconds }
        }
        let summary = FloorSummary(
            histogram: histogram, cpuNanoseconds: SystemClocks.threadCPU - cpuAtStart, intervalNanoseconds: intervalNanoseconds)
        outcome.withLock { $0 = summary }
        finished.signal()
    }

    /// A repeating strict timer with no leeway, as ``SystemTimerEnvironment`` arms for the strategies; each fire's
    /// latency is measured from the last period it covers, on Dispatch's own clock.
    private func measureRepeatingTimer() {
        let queue = DispatchQueue(label: "drift-floor", qos: .userInteractive)
        let source = DispatchSource.makeTimerSource(flags: .strict, queue: queue)
        let interval = UInt64(intervalNanoseconds)
        let first = DispatchTime.now().uptimeNanoseconds + interval
        let state = Mutex((histogram: LatencyHistogram(), periods: UInt64(0), cpu: Int64(0), cpuAtStart: Int64?.none))
        source.schedule(
            deadline: DispatchTime(uptimeNanoseconds: first), repeating: .nanoseconds(Int(intervalNanoseconds)),
            leeway: .nanoseconds(0))
        source.setEventHandler { [self] in
            let now = DispatchTime.now().uptimeNanoseconds
            let threadCPU = SystemClocks.threadCPU
            let stopping = stopRequested.load(ordering: .relaxed)
            state.withLock { state in
                state.periods += max(1, UInt64(source.data))
                let due = first + (state.periods - 1) * interval
                state.histogram.record(nanoseconds: Int64(bitPattern: now &- due))
                // Dispatch may run fires on different pool threads: add each handler's own CPU time.
                state.cpu += max(0, SystemClocks.threadCPU - threadCPU)
            }
            guard stopping, !source.isCancelled else { return }
            source.cancel()
        }
        source.setCancelHandler { [self] in
            let measured = state.withLock { $0 }
            outcome.withLock {
                $0 = FloorSummary(histogram: measured.histogram, cpuNanoseconds: measured.cpu, intervalNanoseconds: intervalNanoseconds)
            }
            finished.signal()
        }
        source.resume()
    }

    /// `nanosleep` for `nanoseconds` (nothing if not positive), resumed with the time left after a signal.
    private static func relativeSleep(_ nanoseconds: Int64) {
        guard nanoseconds > 0 else { return }
        var request = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        var left = timespec()
        while nanosleep(&request, &left) == -1 && errno == EINTR { request = left }
    }
}

extension ClockKind {
    /// The Linux clock id of this clock (IntervalTimer keeps its own internal).
    var linuxClock: clockid_t {
        switch self {
        case .wall: CLOCK_REALTIME
        case .monotonic: CLOCK_MONOTONIC
        case .continuous: CLOCK_BOOTTIME
        case .raw: CLOCK_MONOTONIC_RAW
        }
    }
}
