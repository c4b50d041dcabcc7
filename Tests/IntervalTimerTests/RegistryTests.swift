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
