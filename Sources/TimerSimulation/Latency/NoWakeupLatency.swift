import IntervalTimer

/// Every wakeup exactly on its deadline.
public struct NoWakeupLatency: WakeupLatencyModel {
    public init() {}
    public mutating func nextLatency() -> Nanoseconds { .zero }
}
