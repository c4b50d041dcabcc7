/// Which ``TimerEnvironment`` primitive wakes a strategy: what a wakeup-latency floor must sleep with to be a
/// floor for it (timer slack, for one, delays some primitives and not others).
public enum WakeupPrimitive: Hashable, Sendable, CustomStringConvertible {
    /// ``TimerEnvironment/sleep(for:then:)``: a relative sleep on the monotonic clock.
    case relativeSleep
    /// ``TimerEnvironment/sleep(until:then:)``: an absolute sleep until a reading of this clock.
    case absoluteSleep(ClockKind)
    /// ``TimerEnvironment/startRepeatingTimer(interval:onFire:)``: a repeating timer source.
    case repeatingTimer

    /// Every primitive a strategy can declare, in a fixed order (the raw clock sleeps relatively, so it has none).
    public static let all: [WakeupPrimitive] = [
        .relativeSleep, .absoluteSleep(.monotonic), .absoluteSleep(.continuous), .absoluteSleep(.wall), .repeatingTimer,
    ]

    /// A stable name, e.g. `absolute-sleep:continuous` (stored in results files).
    public var name: String {
        switch self {
        case .relativeSleep: "relative-sleep"
        case .absoluteSleep(let clock): "absolute-sleep:\(clock.rawValue)"
        case .repeatingTimer: "repeating-timer"
        }
    }

    /// The primitive named `name`, or nil.
    public static func named(_ name: String) -> WakeupPrimitive? {
        all.first { $0.name == name }
    }

    public var description: String { name }
}
