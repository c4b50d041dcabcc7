import IntervalTimer
import TimerSimulation

/// One benchmark condition: what happens to the timers during a session, reproducibly from a seed.
///
/// A scenario is data. The runner applies its disturbances in real mode (a worker performs queue stalls and
/// wall-clock steps or slews on the clocks it hands the strategy; the runner sends SIGSTOP/SIGCONT and
/// starts load threads) or hands them to the simulated environment.
public protocol Scenario: Sendable {
    /// The registry name, e.g. `busy-loop`.
    var name: String { get }
    /// One sentence saying what happens to the timers.
    var summary: String { get }
    /// Whether it can run on this machine's real clocks (system sleep cannot be caused safely).
    var runsOnRealClocks: Bool { get }
    /// Whether real mode keeps every core busy for the whole scenario.
    var loadsCPU: Bool { get }
    /// What a verdict blames a loss on, e.g. `to a system sleep`.
    var lossCause: String { get }
    /// When a verdict says something happened, e.g. `after a system sleep`.
    var circumstance: String { get }
    /// The size of the wall-clock step a strategy follows if it trusts the wall clock, or nil.
    var wallClockStep: Nanoseconds? { get }
    /// The disturbances of a session lasting `session`, drawn from `random`, in time order.
    func disturbances(session: Nanoseconds, random: inout SeededRandom) -> [ScheduledDisturbance]
}

extension Scenario {
    /// Most scenarios can run on real clocks.
    public var runsOnRealClocks: Bool { true }
    /// Most scenarios add no CPU load.
    public var loadsCPU: Bool { false }
    /// Most scenarios step no clock.
    public var wallClockStep: Nanoseconds? { nil }

    /// The disturbances for `seed`: each scenario draws from its own stream, so adding one never changes another.
    public func disturbances(session: Nanoseconds, seed: UInt64) -> [ScheduledDisturbance] {
        var random = SeededRandom(seed: seed, label: name)
        return disturbances(session: session, random: &random)
    }
}

extension SeededRandom {
    /// A span uniformly between `low` and `high`, to the millisecond.
    mutating func span(_ low: Nanoseconds, _ high: Nanoseconds) -> Nanoseconds {
        .milliseconds(integer(in: low.rawValue / 1_000_000...high.rawValue / 1_000_000))
    }

    /// An instant uniformly between fractions `low` and `high` of `session`, to the millisecond.
    mutating func point(in session: Nanoseconds, from low: Double, to high: Double) -> Nanoseconds {
        let ms = session.rawValue / 1_000_000
        return .milliseconds(integer(in: Int64(Double(ms) * low)...Int64(Double(ms) * high)))
    }
}
