import IntervalTimer

extension WakeupPrimitive {
    /// The Linux call behind the primitive in ``SystemTimerEnvironment``, as tables name it.
    package var linuxCall: String {
        switch self {
        case .relativeSleep: "nanosleep (relative)"
        case .absoluteSleep(.monotonic): "clock_nanosleep MONOTONIC abs"
        case .absoluteSleep(.continuous): "clock_nanosleep BOOTTIME abs"
        case .absoluteSleep(.wall): "clock_nanosleep REALTIME abs"
        case .absoluteSleep(.raw): "nanosleep (relative)"
        case .repeatingTimer: "Dispatch timer (timerfd)"
        }
    }

    /// The primitive a floor is measured with: the raw clock cannot be slept on, so the environment sleeps
    /// relatively for it, and its floor is the relative sleep's.
    package var measured: WakeupPrimitive {
        if case .absoluteSleep(.raw) = self { return .relativeSleep }
        return self
    }

    /// The primitive cyclictest measures by default (and the floor of results files before per-primitive floors).
    public static let cyclictest = WakeupPrimitive.absoluteSleep(.monotonic)
}
