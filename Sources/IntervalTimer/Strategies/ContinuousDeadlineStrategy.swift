/// `continuous-deadline` (the default): anchored to CLOCK_BOOTTIME and sleeping with an absolute deadline
/// (`clock_nanosleep(CLOCK_BOOTTIME, TIMER_ABSTIME)`) until exactly the next thing that changes — a cue or the
/// next displayed second. No polling, no accumulated error; after a stall, suspension or sleep the deadline has
/// passed, so it wakes at once and fires what fell due, once.
public struct ContinuousDeadlineStrategy: TimerStrategy {
    public let name = "continuous-deadline"
    public let summary = "anchored to CLOCK_BOOTTIME, absolute sleep until the next cue or display second (default)"
    public let wakeupPrimitive = WakeupPrimitive.absoluteSleep(.continuous)

    public init() {}

    public func begin(
        in environment: any TimerEnvironment, timeline: Timeline, report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback
    ) {
        DeadlineLoop(environment: environment, timeline: timeline, report: report).sleep(after: .zero)
    }
}

/// The loop's state, confined to the timer queue.
private final class DeadlineLoop: @unchecked Sendable {
    let environment: any TimerEnvironment
    let timeline: Timeline
    let report: @Sendable (Nanoseconds) -> StrategyFeedback
    let start: ClockInstant

    init(environment: any TimerEnvironment, timeline: Timeline, report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback) {
        self.environment = environment
        self.timeline = timeline
        self.report = report
        self.start = environment.clocks.now(.continuous)
    }

    func sleep(after elapsed: Nanoseconds) {
        guard let next = timeline.nextBoundary(after: elapsed) else {
            _ = report(elapsed)
            return
        }
        environment.sleep(until: start + next) { [self] in
            let now = environment.clocks.now(.continuous) - start
            if report(now) == .keepGoing { sleep(after: now) }
        }
    }
}
