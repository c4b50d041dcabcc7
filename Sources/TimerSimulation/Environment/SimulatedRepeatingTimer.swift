import IntervalTimer

/// A simulated phase-locked repeating timer; state is touched only by its environment's run loop.
final class SimulatedRepeatingTimer: RepeatingTimer, @unchecked Sendable {
    let interval: Nanoseconds
    var target: ClockInstant
    var latency: Nanoseconds
    var reachedAt: ClockInstant?
    let onFire: @Sendable (Int) -> Void
    private(set) var isCancelled = false
    private var pending = 0

    init(interval: Nanoseconds, firstTarget: ClockInstant, latency: Nanoseconds, onFire: @escaping @Sendable (Int) -> Void) {
        self.interval = interval
        self.target = firstTarget
        self.latency = latency
        self.onFire = onFire
    }

    func cancel() { isCancelled = true }

    /// Adds expirations; true if no delivery was queued yet (the caller must queue one).
    func addPending(_ count: Int) -> Bool {
        pending += count
        return pending == count
    }

    func takePending() -> Int {
        defer { pending = 0 }
        return pending
    }
}
