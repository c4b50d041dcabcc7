import IntervalTimer
import TestSupport
import Testing
import TimerSimulation

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

@Test func anAdjustedWallViewShiftsAWallDeadlineOntoTheMachineClock() {
    let view = AdjustedWallTimeSource()
    view.stepWall(by: .seconds(3600))
    let environment = SystemTimerEnvironment(label: "test.wall", clocks: view)
    let woke = Log<Nanoseconds>()
    let start = SystemTimeSource.shared.now(.monotonic)
    environment.sleep(until: view.now(.wall) + .milliseconds(20)) { woke.append(SystemTimeSource.shared.now(.monotonic) - start) }
    environment.queue.sync {}
    // Had the deadline been taken as machine wall time, it would have slept an hour.
    #expect(woke.all.count == 1 && woke.all[0] >= .milliseconds(20) && woke.all[0] < .seconds(60))
}
