/// One strategy's result across a run's scenarios, in plain words: "keeps time in every scenario", "loses 1.6 s to a
/// system sleep", "follows a −30 s clock jump". The one place the benchmark turns figures into judgements.
public struct StrategyVerdict: Sendable, Equatable {
    /// A session that ends within this of its planned end, and cues this close to due once the timer can run, keep
    /// time: about one 60 Hz frame, less than a person can see on a countdown or hear in a cue.
    public static let toleranceNanoseconds: Int64 = 20_000_000
    /// A session drift this close to a scenario's wall-clock step means the strategy followed it.
    static let followedJumpMarginNanoseconds: Int64 = 3_000_000_000

    /// What went wrong for a strategy in one scenario.
    public enum Problem: Sendable, Equatable {
        /// The worker crashed or its output was unusable.
        case failed(scenario: String)
        /// The row's cue-lateness p50 was below the wakeup floor's, which no timer can beat: not judged.
        case belowFloor(scenario: String)
        /// The session-end cue never fired in a run that went to the end.
        case neverFinished(scenario: String)
        /// The session ended this much late (positive) or early (negative).
        case endedOff(scenario: String, nanoseconds: Int64)
        /// The session end moved with a wall-clock step of this size and sign.
        case followedClockJump(scenario: String, nanoseconds: Int64)
        /// Planned cues that never fired.
        case missedCues(scenario: String, count: Int)
        /// Planned cues that fired more than once.
        case duplicateCues(scenario: String, count: Int)
        /// Cues that fired this late (p99 of response lateness) although the timer could run.
        case lateCues(scenario: String, nanoseconds: Int64)

        /// The verb that starts the phrase, so neighbouring phrases with the same verb can share it.
        var verb: String {
            switch self {
            case .failed: "failed"
            case .belowFloor: "is not judged"
            case .neverFinished: "never finishes"
            case .endedOff(_, let nanoseconds): nanoseconds > 0 ? "loses" : "ends"
            case .followedClockJump: "follows"
            case .missedCues: "misses"
            case .duplicateCues, .lateCues: "fires"
            }
        }

        /// The phrase after the verb, e.g. `1.6 s to a system sleep`.
        var object: String {
            switch self {
            case .failed(let scenario): "in \(scenario)"
            case .belowFloor(let scenario): "in \(scenario) (its median cue beat the wakeup floor: a suspect measurement)"
            case .neverFinished(let scenario): Self.circumstance(scenario)
            case .endedOff(let scenario, let nanoseconds):
                nanoseconds > 0
                    ? "\(Formatting.roughDuration(nanoseconds)) \(Self.cause(scenario))"
                    : "\(Formatting.roughDuration(nanoseconds)) early \(Self.circumstance(scenario))"
            case .followedClockJump(_, let nanoseconds):
                "a \(nanoseconds < 0 ? "−" : "+")\(Formatting.roughDuration(nanoseconds)) clock jump"
            case .missedCues(let scenario, let count): "\(count) \(count == 1 ? "cue" : "cues") \(Self.circumstance(scenario))"
            case .duplicateCues(let scenario, let count):
                "\(count) \(count == 1 ? "cue" : "cues") twice \(Self.circumstance(scenario))"
            case .lateCues(let scenario, let nanoseconds):
                "cues up to \(Formatting.roughDuration(nanoseconds)) late \(Self.circumstance(scenario))"
            }
        }

        /// What a loss is blamed on, in the scenario's own words (`to a system sleep`); `in NAME` for a scenario
        /// this build does not know (a results file from another version).
        static func cause(_ scenario: String) -> String { ScenarioRegistry.named(scenario)?.lossCause ?? "in \(scenario)" }

        /// When something happened, in the scenario's own words (`after a system sleep`).
        static func circumstance(_ scenario: String) -> String {
            ScenarioRegistry.named(scenario)?.circumstance ?? "in \(scenario)"
        }
    }

    /// The strategy's registry name.
    public var strategy: String
    /// Its problems, in scenario order; empty when it kept time everywhere it ran.
    public var problems: [Problem]
    /// How many scenarios it was judged in.
    public var scenarioCount: Int

    /// The verdict as a phrase after the strategy's name: problems sharing a verb share it, in scenario order
    /// (`loses 5.8 s to a process suspension and 6.8 s to a system sleep`), groups are joined by `; `.
    public var sentence: String {
        guard !problems.isEmpty else { return scenarioCount == 1 ? "keeps time in the one scenario run" : "keeps time in every scenario" }
        var groups: [(verb: String, objects: [String])] = []
        for problem in problems {
            if let index = groups.firstIndex(where: { $0.verb == problem.verb }) {
                groups[index].objects.append(problem.object)
            } else {
                groups.append((problem.verb, [problem.object]))
            }
        }
        return groups.map { group in
            let objects =
                group.objects.count == 1
                ? group.objects[0] : group.objects.dropLast().joined(separator: ", ") + " and " + group.objects[group.objects.count - 1]
            return "\(group.verb) \(objects)"
        }.joined(separator: "; ")
    }

    /// Every strategy of `run`, in the order they first appear.
    public static func all(in run: DriftResults) -> [StrategyVerdict] {
        MarkdownTableWriter.strategyNames([run]).map { strategy in
            let rows = run.scenarios.compactMap { scenario in
                scenario.strategies.first { $0.strategy == strategy }.map { (scenario.scenario, $0) }
            }
            return StrategyVerdict(strategy: strategy, problems: rows.compactMap { problem(in: $0.0, $0.1) }, scenarioCount: rows.count)
        }
    }

    /// The worst thing that happened to `result` in `scenario`, or nil when it kept time: a failure, then the
    /// session's end, then missed, doubled and late cues.
    static func problem(in scenario: String, _ result: StrategyResult) -> Problem? {
        if result.status == .failed { return .failed(scenario: scenario) }
        if result.isSuspect { return .belowFloor(scenario: scenario) }
        let metrics = result.metrics
        guard let drift = metrics.sessionDriftNanoseconds else {
            // A run stopped early has no session end to judge; a finished one that lacks it never got there.
            return result.status == .complete ? .neverFinished(scenario: scenario) : nil
        }
        if abs(drift) > toleranceNanoseconds {
            if let step = ScenarioRegistry.named(scenario)?.wallClockStep,
                abs(abs(drift) - step.rawValue) <= followedJumpMarginNanoseconds
            {
                return .followedClockJump(scenario: scenario, nanoseconds: drift)
            }
            return .endedOff(scenario: scenario, nanoseconds: drift)
        }
        if metrics.recovery.missedCues > 0 { return .missedCues(scenario: scenario, count: metrics.recovery.missedCues) }
        if metrics.recovery.duplicateCues > 0 { return .duplicateCues(scenario: scenario, count: metrics.recovery.duplicateCues) }
        // Response lateness forgives the time the process could not run; schema 1 files only have cue lateness.
        if let late = metrics.responseP99Nanoseconds ?? metrics.latenessP99Nanoseconds, late > toleranceNanoseconds {
            return .lateCues(scenario: scenario, nanoseconds: late)
        }
        return nil
    }
}
