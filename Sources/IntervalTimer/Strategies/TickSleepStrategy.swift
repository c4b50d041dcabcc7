/// `tick-sleep`: sleep one second (relative, like `Thread.sleep(1)`), count one tick. Every late wakeup and every
/// stall adds up, and a suspension or system sleep is lost entirely.
public struct TickSleepStrategy: TimerStrategy {
    public let name = "tick-sleep"
    public let summary = "sleeps 1 s relative and counts ticks; overruns accumulate"
    public let wakeupPrimitive = WakeupPrimitive.relativeSleep
    /// The period each tick is counted as.
    public let tick: Nanoseconds

    public init(tick: Nanoseconds = .second) { self.tick = tick }

    public func begin(
        in environment: any TimerEnvironment, timeline: Timeline, report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback
    ) {
        TickSleepLoop(environment: environment, tick: tick, report: report).sleep()
    }
}

/// The loop's state, confined to the timer queue.
private final class TickSleepLoop: @unchecked Sendable {
    let environment: any TimerEnvironment
    let tick: Nanoseconds
    let report: @Sendable (Nanoseconds) -> StrategyFeedback
    var ticks: Int64 = 0

    init(environment: any TimerEnvironment, tick: Nanoseconds, report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback) {
        self.environment = environment
        self.tick = tick
        self.report = report
    }

    func sleep() {
        environment.sleep(for: tick) { [self] in
            ticks += 1
            if report(tick * ticks) == .keepGoing { sleep() }
        }
    }
}
