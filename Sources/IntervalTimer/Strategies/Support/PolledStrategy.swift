/// A strategy that wakes on a repeating display-rate timer and recomputes the time since the start at each fire
/// (the shape of a UI refresh: CADisplayLink on iOS, a 60 Hz repeating timer elsewhere).
public protocol PolledStrategy: TimerStrategy {
    /// How often it polls.
    var pollInterval: Nanoseconds { get }
    /// The same strategy polling every `interval` instead.
    func polling(every interval: Nanoseconds) -> Self
}

extension PolledStrategy {
    /// Polled strategies wake from their repeating display-rate timer.
    public var wakeupPrimitive: WakeupPrimitive { .repeatingTimer }
}

/// How often the polled strategies poll unless told otherwise.
public enum DisplayRate {
    /// 60 Hz, the refresh rate an iOS app's CADisplayLink fires at on most devices: 1/60 s, rounded to the nanosecond.
    public static let standard = Nanoseconds(16_666_667)
}
