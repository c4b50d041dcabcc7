/// What a strategy hears back after reporting a reading.
public enum StrategyFeedback: Sendable, Hashable {
    /// Arrange the next wakeup.
    case keepGoing
    /// The session is over (or was stopped): arrange nothing more and cancel any repeating timer.
    case stop
}

/// One way of keeping time: how the timer wakes up and what it believes the time since the start is.
///
/// A strategy is written only against ``TimerEnvironment`` primitives, so the same code runs on the machine and on
/// the virtual clock. The session logic (cues, display) is shared and lives in ``SessionDriver``; a strategy
/// only answers "how long since the start, as far as I can tell?" each time it wakes.
public protocol TimerStrategy: Sendable {
    /// The registry name, e.g. `continuous-deadline`.
    var name: String { get }
    /// One line: how it keeps time.
    var summary: String { get }
    /// Called once, on the timer queue, at the session start. Take anchors from `environment.clocks`, arrange
    /// wakeups with the environment's primitives, and on each wakeup call `report` with the believed time since
    /// the start; once `report` returns ``StrategyFeedback/stop``, arrange nothing more.
    func begin(in environment: any TimerEnvironment, timeline: Timeline, report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback)
}

/// Every strategy, by name. Adding one is writing its type and adding one line here.
public enum TimerStrategies {
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

    /// Every registered name, in registry order.
    public static var names: [String] { all.map(\.name) }

    /// The strategy registered as `name`, or nil.
    public static func named(_ name: String) -> (any TimerStrategy)? {
        all.first { $0.name == name }
    }
}
