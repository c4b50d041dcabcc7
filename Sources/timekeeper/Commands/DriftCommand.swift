import ArgumentParsing
import DriftBench
import Foundation
import IntervalTimer
import Synchronization

/// `timekeeper drift`: runs the timer strategies through the scenarios and writes drift tables.
enum DriftCommand: Command {
    static let defaultPlan = "3x10s/5s"
    static let quickPlan = "2x3s/2s"
    static let fullPlan = "12x3m/1m"

    static let signature = CommandSignature(
        path: ["drift"],
        abstract: "Measure which timer strategies keep time under load, a busy loop, suspension, sleep and clock jumps.",
        discussion: """
            Real scenarios run every strategy side by side in worker processes on this machine, with the
            wakeup-latency floor (cyclictest-style) measured alongside; system-sleep (and everything with
            --simulate) runs on the virtual clock with a latency model calibrated from this machine's floor.
            Default plan \(defaultPlan) (about 4-5 minutes for every scenario), --quick \(quickPlan) (about
            1 minute), --full \(fullPlan) (47 minutes per real scenario). Progress goes to stderr; Ctrl-C
            or SIGTERM stops, writes what was measured marked partial, and exits 130 (143). Without --out the
            results go to a new folder drift-results/HOST-YYYYMMDD-HHMMSS, named on stderr at the start.

            Scenarios: \(ScenarioRegistry.names.joined(separator: ", ")).
            Strategies: \(TimerStrategyRegistry.names.joined(separator: ", ")).

            To compare machines: timekeeper drift report a/results.json b/results.json --out <dir>
            """,
        options: [
            .repeated(
                "--scenarios", valueName: "name", values: .choices(ScenarioRegistry.names),
                help: "Scenarios to run, comma-separated (default: all)."),
            .repeated(
                "--strategies", valueName: "name", values: .choices(TimerStrategyRegistry.names),
                help: "Strategies to run, comma-separated (default: all seven)."),
            .value("--plan", valueName: "plan", help: "Workout plan, e.g. 3x20s/10s (default \(defaultPlan))."),
            .flag("--quick", help: "Short plan \(quickPlan): every scenario in about a minute."),
            .flag("--full", help: "The real session \(fullPlan)."),
            .flag("--simulate", help: "Run every scenario on the virtual clock (milliseconds, reproducible)."),
            .value("--seed", valueName: "n", help: "Seed for busy blocks, stop points and latency samples (default 1)."),
            .value(
                "--out", valueName: "dir", values: .folders,
                help:
                    "Write results.json, drift.md, drift.csv, drift.svg and drift.html here (default: a new drift-results/HOST-DATE-TIME)."
            ),
            .value(
                "--load-command", valueName: "command",
                help: "External load for cpu-load instead of busy threads, e.g. 'stress-ng --cpu 4'."),
            .value(
                "--calibration", valueName: "results-file", values: .files(extensions: ["json"]),
                help: "Reuse the latency floors of an earlier run (same seed: byte-identical simulation)."),
            .value("--name", valueName: "name", help: "This machine's name in tables (default: host name)."),
            .value(
                "--poll", valueName: "duration",
                help: "How often the polled strategies poll, e.g. 100ms or 30Hz (default 60Hz, as CADisplayLink)."),
            .repeated(
                "--profile", valueName: "profile",
                help: "Imitate a device in the worker processes, comma-separated: \(ProfileRegistry.names.joined(separator: ", "))."),
            .flag("--solo", help: "Run the strategies one after another instead of side by side (slower; shows slack and coalescing)."),
            .flag("--verbose", help: "Also print every scenario's table (they are always in drift.md and drift.html)."),
        ],
        deprecatedOptions: [DeprecatedOption("--label", replacement: ["--name"])]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let configuration = try DriftCommandOptions.configuration(from: arguments)
        // Without --out a new folder of its own, named before anything runs: a long run is never lost.
        let output: OutputDirectory
        if let path = arguments.value("--out") {
            output = try OutputDirectory(path: path)
        } else {
            output = try OutputDirectory.fresh(host: OutputDirectory.hostName)
            Console.error("results will be written to \(output.path) (choose the folder with --out)\n")
        }

        let cancellation = DriftCancellation()
        // Which signal stopped it decides the exit status (130 for Ctrl-C, 143 for SIGTERM).
        let terminated = DriftCancellation()
        // Ctrl-C and SIGTERM (a CI job's timeout, `kill`) both stop the run and keep what was measured.
        let stops = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if number == SIGTERM { terminated.cancel() }
                cancellation.cancel()
                Console.error("\n\(number == SIGTERM ? "terminated" : "interrupted"): stopping and writing what was measured…\n")
            }
            source.resume()
            return source
        }
        defer { for source in stops { source.cancel() } }

        defer { DriftProgressPrinter.finish() }
        let results = try DriftRunner(configuration: configuration).run(cancellation: cancellation) { progress in
            DriftProgressPrinter.show(progress)
        }
        DriftProgressPrinter.finish()
        try output.write(DriftWriterRegistry.renderAll([results]))
        let verbose = arguments.flag("--verbose")
        if verbose { Console.out(MarkdownTableWriter.tables([results]) + "\n") }
        Console.out(TerminalSummary.render(results, outputFolder: output.path, verbose: verbose))
        let failed = results.scenarios.flatMap { scenario in
            scenario.strategies.filter { $0.status == .failed }.map { "\(scenario.scenario)/\($0.strategy)" }
        }
        if !failed.isEmpty { Console.error("failed (kept in the tables): \(failed.joined(separator: ", "))\n") }
        guard cancellation.isCancelled else { return .success }
        return terminated.isCancelled ? .terminated : .interrupted
    }
}

/// Turns `drift`'s command line into a ``DriftConfiguration``, rejecting bad names and plans with usage errors.
enum DriftCommandOptions {
    static func configuration(from arguments: ParsedArguments) throws -> DriftConfiguration {
        let presets = [arguments.value("--plan") != nil, arguments.flag("--quick"), arguments.flag("--full")].filter { $0 }.count
        guard presets <= 1 else { throw UsageError("--plan, --quick and --full choose the same thing; give at most one") }
        let preset =
            arguments.flag("--quick")
            ? DriftCommand.quickPlan : arguments.flag("--full") ? DriftCommand.fullPlan : DriftCommand.defaultPlan
        let planText = arguments.value("--plan") ?? preset
        let plan: WorkoutPlan
        do {
            plan = try WorkoutPlan.parse(planText)
        } catch {
            throw UsageError("invalid value '\(planText)' for --plan: \(error)")
        }
        let scenarioNames = arguments.values("--scenarios")
        let scenarios =
            try scenarioNames.isEmpty
            ? ScenarioRegistry.all
            : scenarioNames.map { name in
                guard let scenario = ScenarioRegistry.named(name) else {
                    let choices = ScenarioRegistry.names.joined(separator: ", ")
                    throw UsageError("unknown scenario '\(name)' for --scenarios; choose from \(choices)")
                }
                return scenario
            }
        let strategyNames = arguments.values("--strategies")
        let strategies =
            try strategyNames.isEmpty
            ? TimerStrategyRegistry.all
            : strategyNames.map { name in
                guard let strategy = TimerStrategyRegistry.named(name) else {
                    let choices = TimerStrategyRegistry.names.joined(separator: ", ")
                    throw UsageError("unknown strategy '\(name)' for --strategies; choose from \(choices)")
                }
                return strategy
            }
        let seed =
            try arguments.value("--seed") { text throws(UsageError) -> UInt64 in
                guard let seed = UInt64(text) else {
                    throw UsageError("invalid value '\(text)' for --seed: expected a whole number from 0 to \(UInt64.max)")
                }
                return seed
            } ?? 1
        var calibration = LatencyCalibration.measure
        if let path = arguments.value("--calibration") {
            let earlier = try ResultsFile.read(path: path)
            guard let idle = earlier.machine.measurement.calibrationFloor else {
                throw UsageError(
                    "\(path) has no calibration floor in its machine block; pass a results.json from a run that simulated a scenario")
            }
            calibration = .fixed(idle: idle, underLoad: earlier.machine.measurement.calibrationFloorUnderLoad)
        }
        if let command = arguments.value("--load-command"), command.trimmingCharacters(in: .whitespaces).isEmpty {
            throw UsageError("--load-command needs a command, e.g. 'stress-ng --cpu 4'")
        }
        let poll = try arguments.value("--poll") { text throws(UsageError) in try pollInterval(text) }
        let profiles: [any DriftProfile]
        do {
            profiles = try ProfileRegistry.parseList(arguments.values("--profile"))
        } catch {
            throw UsageError(error.description)
        }
        var configuration = DriftConfiguration(
            plan: plan, planText: planText, scenarios: scenarios, strategies: strategies, simulateAll: arguments.flag("--simulate"),
            seed: seed, loadCommand: arguments.value("--load-command"), workerCommand: workerCommand,
            calibration: calibration, machineLabel: arguments.value("--name"), pollInterval: poll)
        configuration.profiles = profiles
        configuration.solo = arguments.flag("--solo")
        if !profiles.isEmpty && configuration.simulateAll {
            throw UsageError("--profile applies to real worker processes; it cannot be combined with --simulate")
        }
        return configuration
    }

    /// The shortest and longest poll interval `--poll` accepts.
    static let pollRange = Nanoseconds.milliseconds(1)...Nanoseconds.seconds(10)

    /// Parses `--poll`: a number with `ms`, `s`, `us` (or `µs`), or a rate in `Hz` (60Hz = 16.666667 ms).
    static func pollInterval(_ text: String) throws(UsageError) -> Nanoseconds {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let units: [(suffix: String, nanoseconds: Double, isRate: Bool)] = [
            ("ms", 1e6, false), ("us", 1e3, false), ("µs", 1e3, false), ("hz", 1e9, true), ("s", 1e9, false),
        ]
        let usage = UsageError(
            "invalid value '\(text)' for --poll: expected an interval from 1ms to 10s such as 100ms, or a rate such as 60Hz")
        guard let unit = units.first(where: { trimmed.lowercased().hasSuffix($0.suffix) }) else { throw usage }
        let number = trimmed.dropLast(unit.suffix.count)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(number), value > 0
        else { throw usage }
        let nanoseconds = (unit.isRate ? unit.nanoseconds / value : value * unit.nanoseconds).rounded()
        guard nanoseconds.isFinite, nanoseconds >= Double(pollRange.lowerBound.rawValue),
            nanoseconds <= Double(pollRange.upperBound.rawValue)
        else { throw usage }
        return Nanoseconds(Int64(nanoseconds))
    }

    /// This executable, re-invoked as `drift worker`.
    static var workerCommand: [String] {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        return [executable] + DriftWorkerCommand.signature.path
    }
}

/// Progress on stderr: rewritten in place on a terminal, one line per scenario (and every 10 s) otherwise.
enum DriftProgressPrinter {
    private struct State {
        var scenario = 0
        var printedAt = -100.0
        var lineOpen = false
    }

    private static let state = Mutex(State())

    static func show(_ progress: DriftProgress) {
        state.withLock { state in
            if Console.errorIsTerminal {
                Console.error("\r\u{1B}[K" + progress.line)
                state.lineOpen = true
            } else if progress.scenarioIndex != state.scenario || progress.elapsedSeconds - state.printedAt >= 10 {
                state.scenario = progress.scenarioIndex
                state.printedAt = progress.elapsedSeconds
                Console.error(progress.line + "\n")
            }
        }
    }

    /// Ends an in-place progress line, once, so what follows starts on its own line.
    static func finish() {
        state.withLock { state in
            if state.lineOpen { Console.error("\n") }
            state.lineOpen = false
        }
    }
}
