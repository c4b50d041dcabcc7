import Foundation
import IntervalTimer
import TimerSimulation

@testable import DriftBench

/// Shared inputs for the DriftBench tests: a fixed latency floor and simulated runs made from it.
enum Fixtures {
    /// A plausible idle floor (mostly 60–120 µs, a tail to 2 ms), fixed so simulations are reproducible.
    static let floor: FloorSummary = {
        var histogram = LatencyHistogram()
        var random = SeededRandom(seed: 99)
        for _ in 0..<2_000 {
            histogram.record(microseconds: random.fraction() < 0.98 ? random.integer(in: 60...120) : random.integer(in: 200...2_000))
        }
        return FloorSummary(histogram: histogram, cpuNanoseconds: 0, intervalNanoseconds: 1_000_000)
    }()

    /// A configuration that runs only simulated scenarios (no worker is ever launched).
    /// `verdictSeeds` is one unless a test judges simulated verdicts (ten, as `drift` does, cost ten simulations).
    static func configuration(
        plan text: String = "3x10s/5s", scenarios: [String]? = nil, strategies: [String]? = nil, seed: UInt64 = 1, verdictSeeds: Int = 1
    ) throws -> DriftConfiguration {
        var configuration = DriftConfiguration(
            plan: try WorkoutPlan.parse(text), planText: text,
            scenarios: scenarios.map { $0.compactMap(ScenarioRegistry.named) } ?? ScenarioRegistry.all,
            strategies: strategies.map { $0.compactMap(TimerStrategyRegistry.named) } ?? TimerStrategyRegistry.all,
            simulateAll: true, seed: seed, workerCommand: ["/nonexistent"], calibration: .fixed(idle: floor, underLoad: nil),
            machineLabel: "test-machine")
        configuration.verdictSeedCount = verdictSeeds
        return configuration
    }

    /// A simulated run of every scenario and strategy.
    static func simulatedRun(
        plan text: String = "3x10s/5s", scenarios: [String]? = nil, seed: UInt64 = 1, verdictSeeds: Int = 1
    ) throws -> DriftResults {
        let runner = DriftRunner(configuration: try configuration(plan: text, scenarios: scenarios, seed: seed, verdictSeeds: verdictSeeds))
        return try runner.run(cancellation: DriftCancellation()) { _ in }
    }

    /// The row of `strategy` in `scenario`.
    static func row(_ results: DriftResults, _ scenario: String, _ strategy: String) -> StrategyResult? {
        results.scenarios.first { $0.scenario == scenario }?.strategies.first { $0.strategy == strategy }
    }

    /// A scratch folder removed by the caller.
    static func scratchFolder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("driftbench-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
