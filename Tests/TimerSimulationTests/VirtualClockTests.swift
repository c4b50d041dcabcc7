import IntervalTimer
import Testing
import TimerSimulation

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
