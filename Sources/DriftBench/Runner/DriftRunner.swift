import Foundation
import IntervalTimer
import TimerSimulation

/// Runs every configured scenario in order and assembles the results file.
///
/// Real scenarios run the strategies side by side in worker processes (one session length per scenario);
/// simulated ones run on the virtual clock in milliseconds. Ctrl-C (``DriftCancellation``) stops the current
/// scenario, keeps what was measured, marks the run partial and skips the rest.
public struct DriftRunner: Sendable {
    /// What to run.
    public let configuration: DriftConfiguration

    /// A runner for `configuration`.
    public init(configuration: DriftConfiguration) {
        self.configuration = configuration
    }

    /// How long calibrating the simulation's latency model measures the floor, per condition.
    static let calibrationSeconds = 2.0

    /// Runs everything; `progress` is called at each scenario start and about once a second during real ones.
    /// - Throws: ``ProfileError`` before measuring anything when a `--profile` cannot be applied here.
    public func run(cancellation: DriftCancellation, progress: @escaping @Sendable (DriftProgress) -> Void) throws -> DriftResults {
        let runStart = SystemClocks.reference
        var machine = MachineInfo.current(label: configuration.machineLabel)
        machine.measurement.loadCommand = configuration.loadCommand
        let needsProfile = configuration.scenarios.contains { configuration.mode(of: $0) == .real }
        if !needsProfile, let first = configuration.profiles.first {
            throw ProfileError.cannotApply(
                profile: first.spec, missing: "every scenario chosen runs simulated, and profiles apply only to real worker processes")
        }
        let profile = try needsProfile ? ProfileSession.start(configuration.profiles, workerCommand: configuration.workerCommand) : .none
        defer { profile.end() }
        if !configuration.profiles.isEmpty {
            machine.profiles = configuration.profiles.map(\.spec)
            if let group = profile.groups?.cpuGroup { machine.cpuQuota = CPUQuota.ofGroup(group) ?? machine.cpuQuota }
            machine.workerTimerSlackNanoseconds = profile.probedSlack ?? machine.workerTimerSlackNanoseconds
            machine.bootMinusMonotonicNanoseconds = profile.probedBootOffset ?? machine.bootMinusMonotonicNanoseconds
        }
        let timeline = Timeline(plan: configuration.plan)
        let settings = RunSettings(
            plan: configuration.planText, seed: configuration.seed, sessionNanoseconds: configuration.plan.totalDuration.rawValue,
            plannedCues: TimelineCues.planned(timeline), scenarios: configuration.scenarios.map(\.name),
            strategies: configuration.strategies.map(\.name), simulateAll: configuration.simulateAll,
            pollNanoseconds: configuration.effectivePollInterval.rawValue,
            profiles: configuration.profiles.isEmpty ? nil : configuration.profiles.map(\.spec), solo: configuration.solo ? true : nil)

        var results: [ScenarioResult] = []
        var status = CompletionStatus.complete
        var calibration = CalibrationState(configuration.calibration, workerCommand: configuration.workerCommand)
        var overheadCPU: Int64 = 0, overheadTime: Int64 = 0, floorCPU: Int64 = 0
        let estimates = configuration.scenarios.map { estimatedSeconds($0) }
        for (index, scenario) in configuration.scenarios.enumerated() {
            if cancellation.isCancelled {
                status = .partial
                break
            }
            let mode = configuration.mode(of: scenario)
            let remainingAfter = estimates[(index + 1)...].reduce(0, +)
            let report: @Sendable (Int64) -> Void = { [estimate = estimates[index]] inScenario in
                let elapsed = Double(SystemClocks.reference - runStart) / 1e9
                let left = max(0, estimate - Double(inScenario) / 1e9) + remainingAfter
                progress(
                    DriftProgress(
                        scenarioIndex: index + 1, scenarioCount: configuration.scenarios.count, scenario: scenario.name, mode: mode,
                        elapsedSeconds: elapsed, remainingSeconds: left))
            }
            report(0)
            switch mode {
            case .simulated:
                let floor = calibration.floor(underLoad: scenario.loadsCPU, measuredSoFar: results)
                results.append(SimulatedScenarioRun.run(scenario, configuration: configuration, floor: floor))
            case .real:
                let (result, cost) = try runReal(scenario, cancellation: cancellation, profile: profile, progress: report)
                results.append(result)
                if !scenario.loadsCPU {
                    overheadCPU += cost.runnerCPUNanoseconds
                    floorCPU += cost.floorCPUNanoseconds
                    overheadTime += cost.elapsedNanoseconds
                }
                if result.status == .partial { status = .partial }
            case .external: continue  // only `drift ingest` makes external rows; the runner never chooses it
            }
        }
        if overheadTime > 0 {
            machine.measurement.runnerOverheadPercentOfCore = (Double(overheadCPU) / Double(overheadTime) * 100 * 1000).rounded() / 1000
            machine.measurement.floorMeterPercentOfCore = (Double(floorCPU) / Double(overheadTime) * 100 * 1000).rounded() / 1000
        }
        machine.measurement.calibrationFloor = calibration.idle
        machine.measurement.calibrationFloorUnderLoad = calibration.underLoad
        machine.measurement.elapsedSeconds = (Double(SystemClocks.reference - runStart) / 1e8).rounded() / 10
        return DriftResults(status: status, machine: machine, settings: settings, scenarios: results)
    }

    /// One real scenario: every strategy side by side, or (`--solo`) one run per strategy, merged into one result.
    private func runReal(
        _ scenario: any Scenario, cancellation: DriftCancellation, profile: ProfileSession, progress: @escaping @Sendable (Int64) -> Void
    ) throws -> (ScenarioResult, RealScenarioRun.Cost) {
        guard configuration.solo else {
            return try RealScenarioRun(
                scenario: scenario, configuration: configuration, cancellation: cancellation, progress: progress, profile: profile
            ).run()
        }
        var parts: [ScenarioResult] = []
        var cost = RealScenarioRun.Cost(elapsedNanoseconds: 0, runnerCPUNanoseconds: 0, floorCPUNanoseconds: 0)
        let slot = Int64(estimatedSeconds(scenario, slots: 1) * 1e9)
        for (index, strategy) in configuration.runStrategies.enumerated() where !cancellation.isCancelled {
            let done = Int64(index) * slot
            let (part, partCost) = try RealScenarioRun(
                scenario: scenario, configuration: configuration, cancellation: cancellation, progress: { progress(done + $0) },
                profile: profile, strategies: [strategy]
            ).run()
            parts.append(part)
            cost.elapsedNanoseconds += partCost.elapsedNanoseconds
            cost.runnerCPUNanoseconds += partCost.runnerCPUNanoseconds
            cost.floorCPUNanoseconds += partCost.floorCPUNanoseconds
        }
        return (ScenarioResult.mergingSolo(parts, scenario: scenario, planned: configuration.runStrategies.count), cost)
    }

    private func estimatedSeconds(_ scenario: any Scenario) -> Double {
        estimatedSeconds(scenario, slots: configuration.solo ? configuration.strategies.count : 1)
    }

    private func estimatedSeconds(_ scenario: any Scenario, slots: Int) -> Double {
        guard configuration.mode(of: scenario) == .real else { return 0.2 }
        let lead = Double(scenario.loadsCPU ? RealScenarioRun.leadUnderLoadNanoseconds : RealScenarioRun.leadNanoseconds) / 1e9
        let stops = scenario.disturbances(session: configuration.plan.totalDuration, seed: configuration.seed).reduce(0.0) {
            total, scheduled in
            if case .processSuspension(let span) = scheduled.disturbance { return total + span.seconds }
            return total
        }
        return (configuration.plan.totalDuration.seconds + lead + stops + 0.5) * Double(slots)
    }
}

/// The simulation's latency floors: given, measured once on demand, or borrowed from a real idle scenario.
struct CalibrationState {
    private let source: LatencyCalibration
    private let workerCommand: [String]
    private(set) var idle: FloorSummary?
    private(set) var underLoad: FloorSummary?

    init(_ source: LatencyCalibration, workerCommand: [String]) {
        self.source = source
        self.workerCommand = workerCommand
        if case .fixed(let idle, let underLoad) = source {
            self.idle = idle
            self.underLoad = underLoad
        }
    }

    /// The floor to sample: under load for cpu-load, idle otherwise; nil means zero latency.
    mutating func floor(underLoad wantsLoad: Bool, measuredSoFar: [ScenarioResult]) -> FloorSummary? {
        switch source {
        case .none: return nil
        case .fixed(let idle, let underLoad): return wantsLoad ? (underLoad ?? idle) : idle
        case .measure:
            if wantsLoad {
                if underLoad == nil {
                    underLoad =
                        measuredSoFar.first { $0.scenario == CPULoadScenario().name && $0.mode == .real }?.floor
                        ?? FloorProbe.measure(
                            seconds: DriftRunner.calibrationSeconds, underLoad: true, workerCommand: workerCommand)
                }
                return underLoad
            }
            if idle == nil {
                idle =
                    measuredSoFar.first { $0.scenario == IdleScenario().name && $0.mode == .real }?.floor
                    ?? FloorProbe.measure(seconds: DriftRunner.calibrationSeconds, underLoad: false, workerCommand: workerCommand)
            }
            return idle
        }
    }
}
