import ArgumentParsing
import DriftBench
import Foundation
import IntervalTimer
import Synchronization
import Terminal

/// `timekeeper run PLAN`: runs a workout in real time, printing cues as they fire (and a big countdown on a terminal).
struct RunCommand: Command {
    static let signature = CommandSignature(
        path: ["run"],
        abstract: "Run an interval-timer workout in real time, printing each cue as it fires.",
        discussion: """
            PLAN is ROUNDSxWORK/REST (12x3m/1m, 8x20s/10s) or one duration (90s, 1m30s, 3:00).
            On a terminal the countdown fills the screen: phase and round, digits sized to the window, a colour per
            phase. Keys (stdin a terminal): space pauses and resumes, n skips to the next phase, q quits with the
            summary (exit 0). Ctrl-C prints the summary and exits 130, SIGTERM 143.
            With --format jsonl every line is one JSON object with an "event" key, flushed at once: first
            {"event":"start","format_version":3,...}, then cue, paused, resumed, skipped and interrupted events
            and an end line: the published cue log (docs/cue-log.md) that 'timekeeper drift ingest' reads.
            With --on-suspend keep (default), stopping the process (Ctrl-Z, SIGSTOP) does not shift the schedule:
            cues that fell due meanwhile fire once, marked late; with pause, the workout pauses until it continues.
            Strategies:\(strategyLines)
            """,
        positionals: [PositionalSpec("plan", help: "The workout, e.g. 12x3m/1m, 8x20s/10s, 90s, 3:00.")],
        options: [
            .value(
                "--warning", valueName: "duration", help: "Warning cue this long before each work phase ends, e.g. 10s (default: none)."),
            .value("--prepare", valueName: "duration", help: "Countdown before round 1, e.g. 10s (default: none)."),
            .value(
                "--strategy", valueName: "name", values: .choices(TimerStrategyRegistry.names),
                help: "How to keep time: \(TimerStrategyRegistry.names.joined(separator: ", ")) "
                    + "(default: \(TimerStrategyRegistry.standard.name))."),
            .value(
                "--on-suspend", valueName: "policy", values: .choices(SuspendPolicy.allCases.map(\.rawValue)),
                help: "What Ctrl-Z or SIGSTOP means: keep (the schedule goes on, default) or pause (the workout pauses until fg)."),
            .flag("--bell", help: "Ring the terminal bell on every cue."),
            OutputFormat.option(
                CueEventFormatRegistry.names,
                help: "Event output: \(CueEventFormatRegistry.names.joined(separator: " or ")) (default: text)."),
        ],
        deprecatedOptions: [DeprecatedOption("--events", replacement: [OutputFormat.name])]
    )

    /// One line per strategy for the help text: its name in a column, then its summary.
    private static var strategyLines: String {
        TimerStrategyRegistry.all.map { "\n  \($0.name.padding(toLength: 20, withPad: " ", startingAt: 0))\($0.summary)" }.joined()
    }

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let plan = try parsePlan(arguments)
        let strategyName = try arguments.choice("--strategy", from: TimerStrategyRegistry.names) ?? TimerStrategyRegistry.standard.name
        let formatName = try arguments.choice(OutputFormat.name, from: CueEventFormatRegistry.names) ?? "text"
        let policyName = try arguments.choice("--on-suspend", from: SuspendPolicy.allCases.map(\.rawValue)) ?? SuspendPolicy.keep.rawValue
        guard let strategy = TimerStrategyRegistry.named(strategyName), let format = CueEventFormatRegistry.named(formatName),
            let policy = SuspendPolicy(rawValue: policyName)
        else {
            throw UsageError("unknown --strategy, --format or --on-suspend value")
        }
        let jsonl = formatName == "jsonl"
        let bell = arguments.flag("--bell")
        let terminal = RunTerminal(
            fullScreen: !jsonl && Console.outputIsTerminal, rounds: plan.rounds, colour: Console.colours(.standardOutput))
        let emit: @Sendable (String) -> Void = { line in terminal.isFullScreen ? terminal.log(line) : Console.out(line) }
        let observer = RunObserver(
            onCue: { event in
                emit(format.line(for: event, rounds: plan.rounds))
                // One bell per wakeup: superseded cues are the ones a later cue in the same wakeup stands for.
                if bell && !event.superseded { jsonl ? Console.error("\u{07}") : Console.out("\u{07}") }
            },
            onDisplay: { sample in terminal.show(sample) },
            onControl: { event in emit(format.line(for: event, rounds: plan.rounds)) }
        )
        let driver = SessionDriver(
            plan: plan, strategy: strategy, environment: SystemTimerEnvironment(label: "timekeeper.run", sleeper: LinuxSleeper()),
            mode: .real,
            reference: LinuxTimeSource.shared, referenceClock: .continuous, suspendPolicy: policy, observer: observer)
        let ending = Mutex<ControlCause?>(nil)
        let relay = SignalRelay([SIGINT, SIGTERM, SIGTSTP, SIGCONT, SIGWINCH]) { signal in
            switch signal {
            case SIGINT, SIGTERM:
                let cause: ControlCause = signal == SIGINT ? .interrupt : .terminate
                ending.withLock { $0 = $0 ?? cause }
                driver.interrupt(cause: cause)
            case SIGTSTP:
                driver.suspend()
                terminal.suspend()
                RunCommand.relay.withLock { $0 }?.stopProcess()
                terminal.resume()
                driver.continue()
            case SIGCONT:
                // After a SIGSTOP (no SIGTSTP first): the driver sees the gap itself; the screen needs drawing.
                terminal.resume()
                driver.continue()
            default: terminal.redraw()
            }
        }
        Self.relay.withLock { $0 = relay }
        terminal.readKeys { key in
            switch key {
            case .togglePause: driver.togglePause()
            case .nextPhase: driver.skip()
            case .quit:
                ending.withLock { $0 = $0 ?? .user }
                driver.interrupt(cause: .user)
            }
        }

        let wall = LinuxTimeSource.shared.now(.wall)
        if let header = format.header(for: RunDescription(plan: plan, strategy: strategy.name, suspendPolicy: policy, wallTime: wall)) {
            Console.out(header)
        }
        driver.start()
        _ = driver.waitUntilFinished()
        let log = terminal.finish()
        for line in log { Console.out(line) }
        relay?.cancel()
        let cause = ending.withLock { $0 }
        let status: ExitStatus =
            switch cause {
            case .interrupt: .interrupted
            case .terminate: .terminated
            case .user, .suspension, nil: .success
            }
        guard let record = driver.record else { return status }
        let endedAt = LinuxTimeSource.shared.now(.continuous) - record.startReference
        if let footer = format.footer(at: endedAt, completed: record.finished) { Console.out(footer) }
        let summary = RunSummary(record: record, endedAt: endedAt, interrupted: cause != nil && !record.finished).description
        // jsonl keeps stdout pure JSON: the summary goes to stderr there.
        if jsonl { Console.error(summary) } else { Console.out(summary) }
        return status
    }

    /// The signal relay of the run, for the SIGTSTP handler to stop the process through.
    private static let relay = Mutex<SignalRelay?>(nil)

    private static func parsePlan(_ arguments: ParsedArguments) throws(UsageError) -> WorkoutPlan {
        let warning = try duration(arguments, "--warning")
        let prepare = try duration(arguments, "--prepare")
        do {
            return try WorkoutPlan.parse(arguments.positionals[0], prepare: prepare, warning: warning)
        } catch {
            throw UsageError(error.description)
        }
    }

    private static func duration(_ arguments: ParsedArguments, _ option: String) throws(UsageError) -> Nanoseconds {
        try arguments.value(option) { text throws(UsageError) in
            do {
                return try PlanText.parseDuration(text, subject: option)
            } catch {
                throw UsageError("\(error)")
            }
        } ?? .zero
    }
}
