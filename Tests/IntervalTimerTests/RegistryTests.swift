import IntervalTimer
import Testing

@Test func everyStrategyIsFoundByItsOwnNameAndTheDefaultIsRegistered() throws {
    #expect(
        TimerStrategyRegistry.names == [
            "tick-sleep", "tick-timer", "wall-anchored", "wall-uptime-checked", "monotonic-anchored", "continuous-anchored",
            "continuous-deadline",
        ])
    for name in TimerStrategyRegistry.names { #expect(try #require(TimerStrategyRegistry.named(name)).name == name) }
    #expect(TimerStrategyRegistry.named("sundial") == nil)
    #expect(TimerStrategyRegistry.names.contains(TimerStrategyRegistry.standard.name))
}

@Test func everyEventFormatIsFoundByItsOwnName() throws {
    #expect(CueEventFormatRegistry.names == ["text", "jsonl"])
    for name in CueEventFormatRegistry.names { #expect(try #require(CueEventFormatRegistry.named(name)).name == name) }
    #expect(CueEventFormatRegistry.named("xml") == nil)
}

@Test func theRegisteredPollersPollAtSixtyHertzAsADisplayLinkAndTheOthersDoNotPoll() throws {
    // `run --strategy` and `drift` both take their strategies from the registry: 60 Hz unless told otherwise.
    let polled = TimerStrategyRegistry.all.filter { TimerStrategyRegistry.pollInterval(of: $0) != nil }.map(\.name)
    #expect(polled == ["wall-anchored", "wall-uptime-checked", "monotonic-anchored", "continuous-anchored"])
    for strategy in TimerStrategyRegistry.all where polled.contains(strategy.name) {
        #expect(TimerStrategyRegistry.pollInterval(of: strategy) == DisplayRate.standard)
        let slower = TimerStrategyRegistry.configured(strategy, pollInterval: .milliseconds(100))
        #expect(slower.name == strategy.name && TimerStrategyRegistry.pollInterval(of: slower) == .milliseconds(100))
    }
    #expect(DisplayRate.standard == Nanoseconds(16_666_667))
    let deadline = TimerStrategyRegistry.configured(ContinuousDeadlineStrategy(), pollInterval: .milliseconds(100))
    #expect(TimerStrategyRegistry.pollInterval(of: deadline) == nil)
    #expect(
        (TimerStrategyRegistry.configured(WallUptimeCheckedStrategy(threshold: .seconds(2)), pollInterval: .milliseconds(50))
            as? WallUptimeCheckedStrategy)?.threshold == .seconds(2))
}
