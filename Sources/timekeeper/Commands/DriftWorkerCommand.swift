import ArgumentParsing
import DriftBench
import Foundation
import IntervalTimer

/// `timekeeper drift worker`: internal; one strategy in one scenario, cue records as JSON lines on stdout.
enum DriftWorkerCommand: Command {
    static let signature = CommandSignature(
        path: ["drift", "worker"],
        abstract: "(internal) Run one strategy for 'drift' and stream its cues as JSON lines; not for direct use.",
        options: [
            .value("--strategy", valueName: "name", help: "The strategy."),
            .value("--scenario", valueName: "name", help: "The scenario whose in-process disturbances to apply."),
            .value("--plan-nanoseconds", valueName: "r,work,rest,prepare,warning", help: "The plan, exactly."),
            .value("--seed", valueName: "n", help: "The run's seed."),
            .value("--start-at", valueName: "ns", help: "Start instant on CLOCK_BOOTTIME."),
            .value("--parent", valueName: "pid", help: "The runner; the worker dies with it."),
            .value("--exec-load", valueName: "cmd", help: "Instead: become the load command, dying with the runner."),
        ]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let parent = try arguments.integer("--parent", in: 1...Int(Int32.max)).map({ pid_t($0) }) else {
            throw UsageError("--parent is required")
        }
        if let command = arguments.value("--exec-load") {
            let reason = DriftWorker.execLoadCommand(command, parent: parent)
            Console.error("error: cannot run the load command: \(reason)\n")
            return .unusable
        }
        guard DriftWorker.bindLifetime(toParent: parent) else { return .unusable }
        guard let strategyName = arguments.value("--strategy"), let strategy = TimerStrategyRegistry.named(strategyName) else {
            throw UsageError("--strategy must name one of \(TimerStrategyRegistry.names.joined(separator: ", "))")
        }
        guard let scenarioName = arguments.value("--scenario"), let scenario = ScenarioRegistry.named(scenarioName) else {
            throw UsageError("--scenario must name one of \(ScenarioRegistry.names.joined(separator: ", "))")
        }
        let numbers = (arguments.value("--plan-nanoseconds") ?? "").split(separator: ",").compactMap { Int64($0) }
        guard numbers.count == 5 else { throw UsageError("--plan-nanoseconds needs five whole numbers") }
        let plan = try WorkoutPlan(rounds: Int(numbers[0]), work: Nanoseconds(numbers[1]), rest: Nanoseconds(numbers[2]), prepare: Nanoseconds(numbers[3]), warning: Nanoseconds(numbers[4]))
        guard let seed = arguments.value("--seed").flatMap({ UInt64($0) }), let start = arguments.value("--start-at").flatMap({ Int64($0) }) else {
            throw UsageError("--seed and --start-at need whole numbers")
        }
        DriftWorker.run(DriftWorkerJob(strategy: strategy, scenario: scenario, plan: plan, seed: seed, startAtReference: start)) { line in
            Console.out(line)
        }
        return .success
    }
}
