/// What an anchored strategy reads at each poll to work out the time since the start.
protocol ElapsedEstimator: AnyObject, Sendable {
    /// The believed time since the start; called on the timer queue.
    func elapsed() -> Nanoseconds
}

/// The shared shape of the polling strategies: a repeating timer at display rate (phase-locked on the monotonic
/// clock, like a UI refresh timer) that, at every fire, recomputes the time since the start from an estimator.
enum AnchoredPolling {
    static func begin(
        in environment: any TimerEnvironment, pollInterval: Nanoseconds, estimator: any ElapsedEstimator,
        report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback
    ) {
        let holder = TimerHolder()
        holder.timer = environment.startRepeatingTimer(interval: pollInterval) { _ in
            if report(estimator.elapsed()) == .stop { holder.timer?.cancel() }
        }
    }
}

/// Elapsed = now − start on one clock.
final class ClockAnchor: ElapsedEstimator, @unchecked Sendable {
    let clocks: any TimeSource
    let start: ClockInstant

    init(clocks: any TimeSource, clock: ClockKind) {
        self.clocks = clocks
        self.start = clocks.now(clock)
    }

    func elapsed() -> Nanoseconds { clocks.now(start.clock) - start }
}
