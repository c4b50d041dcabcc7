import DriftBench
import Testing

@Test func everyScenarioIsFoundByItsOwnNameAndNamesAreUnique() throws {
    #expect(ScenarioRegistry.names == ["idle", "cpu-load", "busy-loop", "suspend", "clock-jump", "ntp-slew", "system-sleep"])
    for name in ScenarioRegistry.names { #expect(try #require(ScenarioRegistry.named(name)).name == name) }
    #expect(ScenarioRegistry.named("moon-landing") == nil)
}

@Test func everyWriterIsFoundByTheFileItWrites() throws {
    #expect(DriftWriterRegistry.names == ["results.json", "drift.md", "drift.csv", "drift.svg", "drift.html"])
    for name in DriftWriterRegistry.names { #expect(try #require(DriftWriterRegistry.named(name)).fileName == name) }
    #expect(DriftWriterRegistry.named("drift.pdf") == nil)
}
