/// Every strategy, by name. Adding one is writing its type in its own file and adding one line to ``all``.
public enum TimerStrategyRegistry {
    /// All strategies, from most naive to the default.
    public static let all: [any TimerStrategy] = [
        TickSleepStrategy(),
        TickTimerStrategy(),
        WallAnchoredStrategy(),
        WallUptimeCheckedStrategy(),
        MonotonicAnchoredStrategy(),
        ContinuousAnchoredStrategy(),
        ContinuousDeadlineStrategy(),
    ]

    /// The library's default: `continuous-deadline`.
    public static let standard: any TimerStrategy = ContinuousDeadlineStrategy()

    /// The strategy registered as `name`, or nil.
    public static func named(_ name: String) -> (any TimerStrategy)? {
        all.first { $0.name == name }
    }

    /// `strategy` polling every `interval` when it is a ``PolledStrategy`` and an interval is given; otherwise `strategy`.
    public static func configured(_ strategy: any TimerStrategy, pollInterval interval: Nanoseconds?) -> any TimerStrategy {
        guard let interval, let polled = strategy as? any PolledStrategy else { return strategy }
        return polled.polling(every: interval)
    }

    /// How often `strategy` polls, or nil when it does not poll.
    public static func pollInterval(of strategy: any TimerStrategy) -> Nanoseconds? {
        (strategy as? any PolledStrategy)?.pollInterval
    }

    /// Every registered name, in registry order.
    public static var names: [String] { all.map(\.name) }
}
