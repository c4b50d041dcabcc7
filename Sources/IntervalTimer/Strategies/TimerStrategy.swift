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
    /// The environment primitive that wakes it, so a benchmark can measure a floor with the same primitive.
    var wakeupPrimitive: WakeupPrimitive { get }
    /// Called once, on the timer queue, at the session start. Take anchors from `environment.clocks`, arrange
    /// wakeups with the environment's primitives, and on each wakeup call `report` with the believed time since
    /// the start; once `report` returns ``StrategyFeedback/stop``, arrange nothing more.
    func begin(in environment: any TimerEnvironment, timeline: Timeline, report: @escaping @Sendable (Nanoseconds) -> StrategyFeedback)
}
