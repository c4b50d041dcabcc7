import IntervalTimer
import TestSupport
import Testing

@testable import DriftBench

@Test func theRunnersLinuxSleepsNeverReturnEarlyOnAnyClock() {
    let environment = SystemTimerEnvironment(label: "test.linux-sleeps", sleeper: LinuxSleeper())
    let clocks = LinuxTimeSource.shared
    #expect(environment.clocks === clocks)
    let results = Log<Bool>()
    let before = clocks.now(.monotonic)
    environment.sleep(for: .milliseconds(20)) { results.append(clocks.now(.monotonic) - before >= .milliseconds(20)) }
    for (clock, milliseconds) in [(ClockKind.continuous, Int64(30)), (.monotonic, 40), (.raw, 50), (.wall, 60)] {
        let deadline = clocks.now(clock) + .milliseconds(milliseconds)
        environment.sleep(until: deadline) { results.append(clocks.now(clock) >= deadline) }
    }
    environment.queue.sync {}
    #expect(results.all == [true, true, true, true, true])
}

@Test func theLinuxClocksCountFromBootAsTheWorkersAgreeOnAStartInstant() {
    // CLOCK_BOOTTIME counts from boot: the same reading in every process, unlike the portable source's origin.
    let monotonic = LinuxTimeSource.shared.now(.monotonic), continuous = LinuxTimeSource.shared.now(.continuous)
    #expect(continuous.sinceOrigin >= monotonic.sinceOrigin)
    #expect(abs((continuous.sinceOrigin - Nanoseconds(SystemClocks.reference)).rawValue) < 1_000_000_000)
}
