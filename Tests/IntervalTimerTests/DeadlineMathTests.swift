import IntervalTimer
import Testing

@Test func remainingIsEndMinusNowAndNeverNegative() {
    #expect(DeadlineMath.remaining(until: .seconds(10), at: .milliseconds(2500)) == .milliseconds(7500))
    #expect(DeadlineMath.remaining(until: .seconds(10), at: .seconds(11)) == .zero)
}

@Test func displayShowsTheCeilingOfTheRemainingTime() {
    #expect(DeadlineMath.displayedSeconds(remaining: .seconds(3)) == 3)
    #expect(DeadlineMath.displayedSeconds(remaining: Nanoseconds(2_000_000_001)) == 3)
    #expect(DeadlineMath.displayedSeconds(remaining: .seconds(2)) == 2)
    #expect(DeadlineMath.displayedSeconds(remaining: Nanoseconds(1)) == 1)
    #expect(DeadlineMath.displayedSeconds(remaining: .zero) == 0)
    #expect(DeadlineMath.displayedSeconds(remaining: .seconds(-4)) == 0)
}

@Test func aCueFiresOnCrossingEvenWhenAReadingSkipsOverIt() {
    let warning = Nanoseconds.seconds(10)
    // 11 s left, then a 2 s stall: 9 s left. Equality never happened; the crossing did.
    #expect(DeadlineMath.crossed(warning, previousRemaining: .seconds(11), remaining: .seconds(9)))
    #expect(DeadlineMath.crossed(warning, previousRemaining: .seconds(11), remaining: .seconds(10)))
    // Already crossed earlier: not again.
    #expect(!DeadlineMath.crossed(warning, previousRemaining: .seconds(10), remaining: .seconds(9)))
    #expect(!DeadlineMath.crossed(warning, previousRemaining: .seconds(12), remaining: .seconds(11)))
}

@Test func nextDisplayChangeIsTheNextWholeSecondOfTimeLeft() {
    let end = Nanoseconds.seconds(180)
    #expect(DeadlineMath.nextDisplayChange(after: .zero, phaseEnd: end) == .seconds(1))
    #expect(DeadlineMath.nextDisplayChange(after: .milliseconds(1500), phaseEnd: end) == .seconds(2))
    #expect(DeadlineMath.nextDisplayChange(after: .seconds(2), phaseEnd: end) == .seconds(3))
    #expect(DeadlineMath.nextDisplayChange(after: .milliseconds(179_999), phaseEnd: end) == end)
    #expect(DeadlineMath.nextDisplayChange(after: end, phaseEnd: end) == nil)
    // A phase that does not start on a whole second still ticks on whole seconds of time left.
    #expect(DeadlineMath.nextDisplayChange(after: .milliseconds(100), phaseEnd: .milliseconds(2500)) == .milliseconds(500))
}
