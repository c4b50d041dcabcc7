import IntervalTimer

/// Every wakeup late by the same amount.
public struct ConstantWakeupLatency: WakeupLatencyModel {
    /// The lateness of every wakeup.
    public let latency: Nanoseconds
    public init(_ latency: Nanoseconds) {
        precondition(latency >= .zero, "latency cannot be negative")
        self.latency = latency
    }
    public mutating func nextLatency() -> Nanoseconds { latency }
}
