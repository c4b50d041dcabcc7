/// `tick-timer`: a repeating one-second timer, one tick per callback, ignoring the coalesced-expiration count —
/// so every late or merged fire loses ticks, and a system sleep (monotonic timer) is lost entirely.
public struct TickTimerStrategy: TimerStrategy {
    public let name = "tick-timer"
    public let summary = "repeating 1 s timer, one tick per callback; coalesced fires are lost"
    public let wakeupPrimitive = WakeupPrimitive.repeatingTimer
    /// The period each tick is counted as.
    public let tick: Nanoseconds

    public init(tick: Nanoseconds = .second) { self.tick = tick }

    public func begin(
        in environment: any TimerEnvironment, timeline: Timeline, report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback
    ) {
        let counter = TickCounter()
        let tick = tick
        let holder = TimerHolder()
        holder.timer = environment.startRepeatingTimer(interval: tick) { _ in
            counter.ticks += 1
            if report(tick * counter.ticks) == .stop { holder.timer?.cancel() }
        }
    }
}

/// Tick count, confined to the timer queue.
final class TickCounter: @unchecked Sendable {
    var ticks: Int64 = 0
}
