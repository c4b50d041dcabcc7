import IntervalTimer

#if canImport(Glibc)
    import Glibc
#endif

/// The command line of a drift worker process, in both directions: the runner encodes a job with ``arguments``,
/// the worker (`timekeeper drift worker`) decodes it with ``init(arguments:)`` and calls ``run(emit:)``.
///
/// The arguments are what follows the worker command's own path. They are `--name value` pairs, every name one
/// of ``options``; the command-line tool declares exactly those options and forwards what it parsed.
public struct WorkerInvocation: Sendable, Equatable {
    /// What the worker process does.
    public enum Work: Sendable, Equatable {
        /// Run one strategy through one scenario's in-process disturbances, streaming events as JSON lines.
        case session(DriftWorkerJob)
        /// Measure the wakeup-latency floor alongside the strategies, reporting its histogram as one JSON line.
        case floor(FloorWorkerJob)
        /// Become the external load command (`/bin/sh -c command`) in its own process group.
        case loadCommand(String)
        /// Spin this many busy threads until killed (the cpu-load scenario's load when it must join a cgroup).
        case busyLoad(threads: Int)
        /// Wait for the runner to end, however it ends, then remove these cgroup directories.
        case cgroupJanitor([String])
    }

    /// What the worker does.
    public var work: Work
    /// The runner's process id: the worker dies with it.
    public var parent: pid_t
    /// The device conditions the worker applies to itself first (`--profile`).
    public var conditions = WorkerConditions()
    /// Whether the conditions were applied before this process exec'd itself again.
    var conditionsApplied = false

    /// An invocation doing `work` for the runner `parent`.
    public init(_ work: Work, parent: pid_t) {
        self.work = work
        self.parent = parent
    }

    /// The worker's options, in the order help lists them.
    public static let options: [WorkerOption] = [
        WorkerOption(name: strategyOption, valueName: "name", help: "The strategy."),
        WorkerOption(name: scenarioOption, valueName: "name", help: "The scenario whose in-process disturbances to apply."),
        WorkerOption(name: planOption, valueName: "plan", help: "The plan, exactly (rounds,work,rest,prepare,warning)."),
        WorkerOption(name: seedOption, valueName: "n", help: "The run's seed."),
        WorkerOption(name: pollOption, valueName: "ns", help: "How often a polled strategy polls."),
        WorkerOption(name: startOption, valueName: "ns", help: "Start instant on CLOCK_BOOTTIME."),
        WorkerOption(name: floorOption, valueName: "ns", help: "Instead: measure the wakeup floor at this sleep interval."),
        WorkerOption(name: stopOption, valueName: "ns", help: "With --floor-interval: stop by this instant on CLOCK_BOOTTIME."),
        WorkerOption(name: parentOption, valueName: "pid", help: "The runner; the worker dies with it."),
        WorkerOption(name: loadOption, valueName: "command", help: "Instead: become the load command, dying with the runner."),
        WorkerOption(name: primitiveOption, valueName: "name", help: "With --floor-interval: the wakeup primitive to measure."),
        WorkerOption(name: busyOption, valueName: "n", help: "Instead: spin n busy threads until killed."),
        WorkerOption(name: janitorOption, valueName: "dirs", help: "Instead: remove these cgroups (colon-separated) once the runner ends."),
        WorkerOption(name: cgroupsOption, valueName: "dirs", help: "First join these cgroups (colon-separated)."),
        WorkerOption(name: slackOption, valueName: "ns", help: "First set this timer slack."),
        WorkerOption(name: boottimeOption, valueName: "ns", help: "First enter a time namespace with BOOTTIME this far ahead."),
        WorkerOption(name: appliedOption, valueName: "1", help: "The conditions above are already applied (set by the worker itself)."),
    ]

    static let strategyOption = "--strategy", scenarioOption = "--scenario", planOption = "--plan-nanoseconds"
    static let seedOption = "--seed", startOption = "--start-at", parentOption = "--parent", loadOption = "--exec-load"
    static let pollOption = "--poll-nanoseconds", floorOption = "--floor-interval", stopOption = "--stop-at"
    static let primitiveOption = "--floor-primitive", busyOption = "--busy-threads", janitorOption = "--cgroup-janitor"
    static let cgroupsOption = "--join-cgroups", slackOption = "--timer-slack", boottimeOption = "--boottime-offset"
    static let appliedOption = "--conditions-applied"

    /// The conditions as arguments (none when there are none).
    var conditionArguments: [String] {
        var words: [String] = []
        if !conditions.cgroups.isEmpty { words += [Self.cgroupsOption, conditions.cgroups.joined(separator: ":")] }
        if let slack = conditions.timerSlackNanoseconds { words += [Self.slackOption, String(slack)] }
        if let offset = conditions.boottimeOffsetNanoseconds { words += [Self.boottimeOption, String(offset)] }
        if conditionsApplied { words += [Self.appliedOption, "1"] }
        return words
    }

    /// The arguments that reach this invocation (after the worker command's path).
    public var arguments: [String] { workArguments + conditionArguments }

    private var workArguments: [String] {
        switch work {
        case .session(let job):
            [
                Self.strategyOption, job.strategy.name, Self.scenarioOption, job.scenario.name,
                Self.planOption, Self.planText(job.plan), Self.seedOption, String(job.seed),
                Self.startOption, String(job.startAtReference), Self.parentOption, String(parent),
            ] + (TimerStrategyRegistry.pollInterval(of: job.strategy).map { [Self.pollOption, String($0.rawValue)] } ?? [])
        case .floor(let job):
            [
                Self.floorOption, String(job.intervalNanoseconds), Self.startOption, String(job.startAtReference),
                Self.stopOption, String(job.stopAtReference), Self.parentOption, String(parent),
            ] + (job.primitive == .cyclictest ? [] : [Self.primitiveOption, job.primitive.name])
        case .loadCommand(let command):
            [Self.loadOption, command, Self.parentOption, String(parent)]
        case .busyLoad(let threads):
            [Self.busyOption, String(threads), Self.parentOption, String(parent)]
        case .cgroupJanitor(let directories):
            [Self.janitorOption, directories.joined(separator: ":"), Self.parentOption, String(parent)]
        }
    }

    /// Decodes ``arguments``: names are looked up in the strategy and scenario registries and the plan is
    /// validated. With `--exec-load`, only `--parent` is needed as well.
    /// - Throws: ``WorkerInvocationError`` naming the first option that is unknown, missing or wrong.
    public init(arguments: [String]) throws(WorkerInvocationError) {
        let values = try Self.pairs(arguments)
        guard let parentText = values[Self.parentOption] else {
            throw WorkerInvocationError(option: Self.parentOption, value: nil, description: "--parent is required")
        }
        guard let parent = Int32(parentText), parent >= 1 else {
            throw WorkerInvocationError(
                option: Self.parentOption, value: parentText,
                description: "invalid value '\(parentText)' for --parent: expected a whole number from 1 to \(Int32.max)")
        }
        let conditions = try Self.conditions(values)
        if let command = values[Self.loadOption] {
            self.init(.loadCommand(command), parent: parent)
            self.conditions = conditions
            self.conditionsApplied = values[Self.appliedOption] != nil
            return
        }
        if let text = values[Self.busyOption] {
            guard let threads = Int(text), (1...256).contains(threads) else {
                throw WorkerInvocationError(
                    option: Self.busyOption, value: text, description: "--busy-threads needs a whole number from 1 to 256")
            }
            self.init(.busyLoad(threads: threads), parent: parent)
            self.conditions = conditions
            self.conditionsApplied = values[Self.appliedOption] != nil
            return
        }
        if let text = values[Self.janitorOption] {
            self.init(.cgroupJanitor(text.split(separator: ":").map(String.init)), parent: parent)
            return
        }
        if let intervalText = values[Self.floorOption] {
            self.init(.floor(try Self.floorJob(interval: intervalText, values: values)), parent: parent)
            self.conditions = conditions
            self.conditionsApplied = values[Self.appliedOption] != nil
            return
        }
        let strategyName = values[Self.strategyOption]
        guard let registered = strategyName.flatMap(TimerStrategyRegistry.named) else {
            throw WorkerInvocationError(
                option: Self.strategyOption, value: strategyName,
                description: "--strategy must name one of \(TimerStrategyRegistry.names.joined(separator: ", "))")
        }
        var poll: Nanoseconds?
        if let pollText = values[Self.pollOption] {
            guard let nanoseconds = Int64(pollText), nanoseconds > 0 else {
                throw WorkerInvocationError(
                    option: Self.pollOption, value: pollText, description: "--poll-nanoseconds needs a whole number above 0")
            }
            poll = Nanoseconds(nanoseconds)
        }
        let strategy = TimerStrategyRegistry.configured(registered, pollInterval: poll)
        let scenarioName = values[Self.scenarioOption]
        guard let scenario = scenarioName.flatMap(ScenarioRegistry.named) else {
            throw WorkerInvocationError(
                option: Self.scenarioOption, value: scenarioName,
                description: "--scenario must name one of \(ScenarioRegistry.names.joined(separator: ", "))")
        }
        let plan = try Self.plan(values[Self.planOption])
        guard let seed = values[Self.seedOption].flatMap({ UInt64($0) }) else {
            throw WorkerInvocationError(
                option: Self.seedOption, value: values[Self.seedOption], description: "--seed and --start-at need whole numbers")
        }
        guard let start = values[Self.startOption].flatMap({ Int64($0) }) else {
            throw WorkerInvocationError(
                option: Self.startOption, value: values[Self.startOption], description: "--seed and --start-at need whole numbers")
        }
        let job = DriftWorkerJob(strategy: strategy, scenario: scenario, plan: plan, seed: seed, startAtReference: start)
        self.init(.session(job), parent: parent)
        self.conditions = conditions
        self.conditionsApplied = values[Self.appliedOption] != nil
    }

    private static func conditions(_ values: [String: String]) throws(WorkerInvocationError) -> WorkerConditions {
        var conditions = WorkerConditions()
        if let text = values[cgroupsOption] { conditions.cgroups = text.split(separator: ":").map(String.init) }
        for option in [slackOption, boottimeOption] {
            guard let text = values[option] else { continue }
            guard let value = Int64(text), value > 0 else {
                throw WorkerInvocationError(option: option, value: text, description: "\(option) needs a whole number above 0")
            }
            if option == slackOption { conditions.timerSlackNanoseconds = value } else { conditions.boottimeOffsetNanoseconds = value }
        }
        return conditions
    }

    /// Applies the conditions (exec'ing this process again when they need it); returns why they could not be.
    private func applyConditions() -> String? {
        guard !conditions.isEmpty else { return nil }
        if !conditionsApplied {
            if let failure = conditions.applyBeforeExec() { return failure }
            if conditions.needsExec {
                var again = self
                again.conditionsApplied = true
                // The worker command line before the invocation's own arguments stays as it was.
                let prefix = CommandLine.arguments.prefix { !Self.options.map(\.name).contains($0) }
                return conditions.execAgain(arguments: Array(prefix) + again.arguments)
            }
        }
        return conditions.verify()
    }

    /// Does the work in this process: binds its life to the runner's, then runs the session (passing each event
    /// line to `emit`) or replaces the process with the load command.
    public func run(emit: @escaping @Sendable (String) -> Void) -> WorkerOutcome {
        switch work {
        case .loadCommand(let command):
            if let failure = applyConditions() { return .loadCommandFailed(reason: failure) }
            // Returns only if the command could not be started.
            return .loadCommandFailed(reason: DriftWorker.execLoadCommand(command, parent: parent))
        case .session(let job):
            guard DriftWorker.bindLifetime(toParent: parent) else { return .runnerGone }
            if let failure = applyConditions() {
                emit(WorkerEvent(event: .failure, message: "the profile could not be applied: \(failure)").line)
                return .finished
            }
            DriftWorker.run(job, emit: emit)
            return .finished
        case .floor(let job):
            guard DriftWorker.bindLifetime(toParent: parent) else { return .runnerGone }
            if let failure = applyConditions() {
                emit(WorkerEvent(event: .failure, message: "the profile could not be applied: \(failure)").line)
                return .finished
            }
            DriftWorker.measureFloor(job, emit: emit)
            return .finished
        case .busyLoad(let threads):
            guard DriftWorker.bindLifetime(toParent: parent) else { return .runnerGone }
            if let failure = applyConditions() { return .loadCommandFailed(reason: failure) }
            DriftWorker.spin(threads: threads)
        case .cgroupJanitor(let directories):
            DriftWorker.removeCgroupsWhenRunnerEnds(directories, parent: parent)
            return .finished
        }
    }

    /// The plan as five exact numbers: rounds, then work, rest, prepare and warning in nanoseconds.
    static func planText(_ plan: WorkoutPlan) -> String {
        [Int64(plan.rounds), plan.work.rawValue, plan.rest.rawValue, plan.prepare.rawValue, plan.warning.rawValue]
            .map(String.init).joined(separator: ",")
    }

    private static func floorJob(interval text: String, values: [String: String]) throws(WorkerInvocationError) -> FloorWorkerJob {
        guard let interval = Int64(text), interval > 0 else {
            throw WorkerInvocationError(option: floorOption, value: text, description: "--floor-interval needs a whole number above 0")
        }
        guard let start = values[startOption].flatMap({ Int64($0) }) else {
            throw WorkerInvocationError(
                option: startOption, value: values[startOption], description: "--start-at and --stop-at need whole numbers")
        }
        guard let stop = values[stopOption].flatMap({ Int64($0) }) else {
            throw WorkerInvocationError(
                option: stopOption, value: values[stopOption], description: "--start-at and --stop-at need whole numbers")
        }
        var primitive = WakeupPrimitive.cyclictest
        if let name = values[primitiveOption] {
            guard let named = WakeupPrimitive.named(name) else {
                throw WorkerInvocationError(
                    option: primitiveOption, value: name,
                    description: "--floor-primitive must name one of \(WakeupPrimitive.all.map(\.name).joined(separator: ", "))")
            }
            primitive = named
        }
        return FloorWorkerJob(intervalNanoseconds: interval, startAtReference: start, stopAtReference: stop, primitive: primitive)
    }

    private static func plan(_ text: String?) throws(WorkerInvocationError) -> WorkoutPlan {
        let numbers = (text ?? "").split(separator: ",").compactMap { Int64($0) }
        guard numbers.count == 5 else {
            throw WorkerInvocationError(option: planOption, value: text, description: "--plan-nanoseconds needs five whole numbers")
        }
        do {
            return try WorkoutPlan(
                rounds: Int(numbers[0]), work: Nanoseconds(numbers[1]), rest: Nanoseconds(numbers[2]),
                prepare: Nanoseconds(numbers[3]), warning: Nanoseconds(numbers[4]))
        } catch {
            throw WorkerInvocationError(option: planOption, value: text, description: error.description)
        }
    }

    /// `--name value` pairs by name (the last value wins, as in the tool's own parser).
    private static func pairs(_ arguments: [String]) throws(WorkerInvocationError) -> [String: String] {
        var values: [String: String] = [:]
        var index = 0
        while index < arguments.count {
            let name = arguments[index]
            guard options.contains(where: { $0.name == name }) else {
                throw WorkerInvocationError(option: name, value: nil, description: "unknown option '\(name)'")
            }
            guard index + 1 < arguments.count else {
                throw WorkerInvocationError(option: name, value: nil, description: "option \(name) needs a value")
            }
            values[name] = arguments[index + 1]
            index += 2
        }
        return values
    }
}

/// One option of the worker's command line: what the command-line tool declares and prints in its help.
public struct WorkerOption: Sendable, Equatable {
    /// The option, e.g. `--seed`.
    public let name: String
    /// What its value is called in help, e.g. `n`.
    public let valueName: String
    /// One line of help.
    public let help: String
}

/// A worker command line that cannot be used: names the option and says what is wrong.
public struct WorkerInvocationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The option that is unknown, missing or wrong, e.g. `--seed`.
    public let option: String
    /// The value given for it, if any.
    public let value: String?
    /// What is wrong, in one sentence that names the option.
    public let description: String
}

/// How a worker's work ended.
public enum WorkerOutcome: Sendable, Equatable {
    /// The session ran; its end (or failure) was the last line emitted.
    case finished
    /// The runner was already gone, so nothing ran.
    case runnerGone
    /// The load command could not replace this process.
    case loadCommandFailed(reason: String)
}
