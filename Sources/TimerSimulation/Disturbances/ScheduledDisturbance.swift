import IntervalTimer

/// A disturbance and when it happens: `at` is time since the simulation started, on the continuous clock.
public struct ScheduledDisturbance: Hashable, Sendable {
    /// When it happens: time since the simulation started, on the continuous clock.
    public let at: Nanoseconds
    /// What happens.
    public let disturbance: Disturbance

    public init(at: Nanoseconds, _ disturbance: Disturbance) {
        self.at = at
        self.disturbance = disturbance
    }
}
