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

@Test func virtualSystemSleepStopsMonotonicAndRawButNotBootOrWall() {
    let clock = VirtualClock()
    let before = ClockKind.allCases.map { clock.now($0) }
    clock.sleepSystem(for: .seconds(30))
    let after = ClockKind.allCases.map { clock.now($0) }
    let moved = Dictionary(uniqueKeysWithValues: zip(ClockKind.allCases, zip(after, before).map { $0 - $1 }))
    #expect(moved == [.wall: .seconds(30), .monotonic: .zero, .continuous: .seconds(30), .raw: .zero])
}

@Test func virtualProcessStallMovesEveryClock() {
    let clock = VirtualClock()
    let before = ClockKind.allCases.map { clock.now($0) }
    clock.stallProcess(for: .seconds(5))
    #expect(zip(ClockKind.allCases.map { clock.now($0) }, before).allSatisfy { $0 - $1 == .seconds(5) })
}

@Test func virtualWallStepsAndSlewsMoveOnlyTheWall() {
    let clock = VirtualClock()
    let wall0 = clock.now(.wall), boot0 = clock.now(.continuous)
    clock.stepWall(by: .seconds(-60))
    clock.slewWall(ppm: 500)
    clock.advance(by: .seconds(1000))
    #expect(clock.now(.continuous) - boot0 == .seconds(1000))
    #expect(clock.now(.wall) - wall0 == .seconds(-60) + .seconds(1000) + .milliseconds(500))
}

@Test func runningTimeUntilAWallDeadlineAccountsForTheSlew() {
    let clock = VirtualClock()
    clock.slewWall(ppm: -500_000)  // the wall runs at half speed
    let deadline = clock.now(.wall) + .seconds(10)
    let needed = clock.runningTime(until: deadline)
    #expect(needed == .seconds(20))
    clock.advance(by: needed)
    #expect(clock.now(.wall) == deadline)
    #expect(clock.runningTime(until: deadline) == .zero)
}

@Test func adjustedWallViewStepsAndSlewsWithoutTouchingItsBase() {
    let base = VirtualClock()
    let view = AdjustedWallTimeSource(base: base)
    view.stepWall(by: .seconds(3600))
    view.slewWall(ppm: 1000)
    base.advance(by: .seconds(100))
    #expect(view.now(.wall) - base.now(.wall) == .seconds(3600) + .milliseconds(100))
    #expect(view.wallOffset == .seconds(3600) + .milliseconds(100))
    #expect(view.now(.continuous) == base.now(.continuous))
    #expect(view.now(.monotonic) == base.now(.monotonic))
}

@Test func nanosecondsPrintAsSecondsWithMilliseconds() {
    #expect(Nanoseconds.milliseconds(2500).description == "2.500s")
    #expect(Nanoseconds.milliseconds(-40).description == "-0.040s")
    #expect(Nanoseconds.approximately(seconds: 1.5) == .milliseconds(1500))
}
