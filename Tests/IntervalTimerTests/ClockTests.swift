import Foundation
import IntervalTimer
import Testing

@Test func systemClocksReadTheirOwnClockAndKeepTheirOrder() {
    let clocks = SystemTimeSource.shared
    let monotonic1 = clocks.now(.monotonic), continuous = clocks.now(.continuous), monotonic2 = clocks.now(.monotonic)
    #expect(monotonic1.clock == .monotonic && continuous.clock == .continuous)
    #expect(monotonic2 >= monotonic1)
    // Boot time includes every system sleep, so it is never behind monotonic.
    #expect(continuous.sinceOrigin >= monotonic1.sinceOrigin)
    // The wall reading is the same clock as Date().
    let date = Date().timeIntervalSince1970
    #expect(abs(clocks.now(.wall).sinceOrigin.seconds - date) < 1)
}

@Test func nanosecondsPrintAsSecondsWithMilliseconds() {
    #expect(Nanoseconds.milliseconds(2500).description == "2.500s")
    #expect(Nanoseconds.milliseconds(-40).description == "-0.040s")
    #expect(Nanoseconds.approximately(seconds: 1.5) == .milliseconds(1500))
}
