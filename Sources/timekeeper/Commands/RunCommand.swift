import ArgumentParsing
import Dispatch
import Foundation
import IntervalTimer
import Synchronization

/// `timekeeper run PLAN`: runs a workout in real time, printing cues as they fire (and a big countdown on a terminal).
struct RunCommand: Command {
    static let signature = CommandSignature(
        path: ["run"],
        abstract: "Run an interval-timer workout in real time, printing each cue as it fires.",
        discussion: """
            PLAN is ROUNDSxWORK/REST (12x3m/1m, 8x20s/10s) or one duration (90s, 1m30s, 3:00).
            With --format jsonl each cue is one JSON object, flushed at once: kind, round, planned_offset and
            fired_offset (seconds from the start, fired on CLOCK_BOOTTIME), wall_time (ISO-8601), late, superseded.
            On a terminal, text mode also shows the phase, round and a large countdown, updated in place.
            Ctrl-C prints a summary and exits 130. Stopping the process (Ctrl-Z, SIGSTOP) does not shift the
            schedule: cues that fell due meanwhile fire once, marked late, and later cues keep their times.
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
        guard let strategy = TimerStrategyRegistry.named(strategyName), let format = CueEventFormatRegistry.named(formatName) else {
            throw UsageError("unknown --strategy or --format value")
        }
        let screen = formatName == "text" && Console.outputIsTerminal ? TerminalScreen(bold: Console.colours(.standardOutput)) : nil
        let observer = RunObserver(
            onCue: { event in
                let line = format.line(for: event, rounds: plan.rounds)
                if let screen { screen.print(line) } else { Console.out(line) }
            },
            onDisplay: { sample in screen?.show(CountdownScreen.lines(for: sample, rounds: plan.rounds)) }
        )
        let driver = SessionDriver(
            plan: plan, strategy: strategy, environment: SystemTimerEnvironment(label: "timekeeper.run"), mode: .real,
            reference: SystemTimeSource.shared, referenceClock: .continuous, observer: observer)

        // Ctrl-C through a dispatch signal source: no work in an async-signal context.
        let interrupted = Atomic<Bool>(false)
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue(label: "timekeeper.run.signals"))
        interrupt.setEventHandler {
            interrupted.store(true, ordering: .sequentiallyConsistent)
            driver.stop()
        }
        interrupt.resume()

        driver.start()
        _ = driver.waitUntilFinished()
        interrupt.cancel()
        let wasInterrupted = interrupted.load(ordering: .sequentiallyConsistent)
        guard let record = driver.record else { return wasInterrupted ? .interrupted : .success }
        let endedAt = SystemTimeSource.shared.now(.continuous) - record.startReference
        let summary = RunSummary(record: record, endedAt: endedAt, interrupted: wasInterrupted).description
        screen?.finish()
        // jsonl keeps stdout pure JSON: the summary goes to stderr there.
        if formatName == "jsonl" { Console.error(summary) } else { Console.out(summary) }
        return wasInterrupted ? .interrupted : .success
    }

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

/// The in-place countdown block on a terminal: cue lines scroll above it, the block is redrawn below them.
private final class TerminalScreen: Sendable {
    private let drawnLines = Mutex<[String]>([])
    /// Whether the block is drawn in bold (not with --color never or NO_COLOR); it is redrawn in place either way.
    private let bold: Bool

    init(bold: Bool) {
        self.bold = bold
    }

    /// Replaces the block with `lines`.
    func show(_ lines: [String]) {
        drawnLines.withLock { drawn in
            Console.out(Self.erase(drawn.count) + lines.map(styled).joined())
            drawn = lines
        }
    }

    /// Prints `line` above the block.
    func print(_ line: String) {
        drawnLines.withLock { drawn in
            Console.out(Self.erase(drawn.count) + line + drawn.map(styled).joined())
        }
    }

    private func styled(_ line: String) -> String {
        bold ? "\u{1B}[1m\(line)\u{1B}[0m\n" : line + "\n"
    }

    /// Leaves the last block on screen and forgets it.
    func finish() { drawnLines.withLock { $0 = [] } }

    private static func erase(_ count: Int) -> String {
        count == 0 ? "" : "\u{1B}[\(count)F\u{1B}[0J"
    }
}
