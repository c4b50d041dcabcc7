/// One strategy's result across a run's scenarios, in plain words: "keeps time in every scenario", "loses 1.6 s to a
/// system sleep", "fires cues up to 30 s early after a clock jump", "is not measured in busy-loop". The one place the
/// benchmark turns figures into judgements. A verdict holds for every cue of every row, early as well as late, and
/// for every seed a simulated row was judged on; where no session was completed it says "not measured", never
/// "keeps time".
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
        /// The row's cue-lateness p50 was below the floor's fastest wakeup, which no timer can beat: not judged.
        case belowFloor(scenario: String)
        /// No session ran to its end there: the run was stopped during it, or before it started.
        case notMeasured(scenario: String)
        /// The session-end cue never fired in a run that went to the end.
        case neverFinished(scenario: String)
        /// The session ended this much late (positive) or early (negative).
        case endedOff(scenario: String, nanoseconds: Int64)
        /// The session end moved with a wall-clock step of this size and sign.
        case followedClockJump(scenario: String, nanoseconds: Int64)
        /// Cues fired outside the tolerance: the earliest this early (negative) and the latest this late (positive,
        /// response lateness: the time the process could not run is forgiven); nil for a side that kept time.
        case offCues(scenario: String, earliest: Int64?, latest: Int64?)
        /// Planned cues that never fired.
        case missedCues(scenario: String, count: Int)
        /// Planned cues that fired more than once.
        case duplicateCues(scenario: String, count: Int)

        /// The verb that starts the phrase, so neighbouring phrases with the same verb can share it.
        var verb: String {
            switch self {
            case .failed: "failed"
            case .belowFloor: "is not judged"
            case .notMeasured: "is not measured in"
            case .neverFinished: "never finishes"
            case .endedOff(_, let nanoseconds): nanoseconds > 0 ? "loses" : "ends"
            case .followedClockJump: "follows"
            case .missedCues: "misses"
            case .duplicateCues, .offCues: "fires"
            }
        }

        /// The phrase after the verb, e.g. `1.6 s to a system sleep`.
        var object: String {
            switch self {
            case .failed(let scenario): "in \(scenario)"
            case .belowFloor(let scenario): "in \(scenario) (its median cue beat the wakeup floor: a suspect measurement)"
            case .notMeasured(let scenario): scenario
            case .neverFinished(let scenario): Self.circumstance(scenario)
            case .endedOff(let scenario, let nanoseconds):
                nanoseconds > 0
                    ? "\(Formatting.roughDuration(nanoseconds)) \(Self.cause(scenario))"
                    : "\(Formatting.roughDuration(nanoseconds)) early \(Self.circumstance(scenario))"
            case .followedClockJump(_, let nanoseconds):
                "a \(nanoseconds < 0 ? "−" : "+")\(Formatting.roughDuration(nanoseconds)) clock jump"
            case .offCues(let scenario, let earliest, let latest):
                switch (earliest, latest) {
                case (let early?, let late?):
                    "cues from \(Formatting.roughDuration(early)) early to \(Formatting.roughDuration(late)) late \(Self.circumstance(scenario))"
                case (let early?, nil): "cues up to \(Formatting.roughDuration(early)) early \(Self.circumstance(scenario))"
                case (nil, let late?): "cues up to \(Formatting.roughDuration(late)) late \(Self.circumstance(scenario))"
                case (nil, nil): "every cue on time \(Self.circumstance(scenario))"
                }
            case .missedCues(let scenario, let count): "\(count) \(count == 1 ? "cue" : "cues") \(Self.circumstance(scenario))"
            case .duplicateCues(let scenario, let count):
                "\(count) \(count == 1 ? "cue" : "cues") twice \(Self.circumstance(scenario))"
            }
        }

        /// The scenario the problem happened in.
        var scenario: String {
            switch self {
            case .failed(let scenario), .belowFloor(let scenario), .notMeasured(let scenario), .neverFinished(let scenario),
                .endedOff(let scenario, _), .followedClockJump(let scenario, _), .offCues(let scenario, _, _),
                .missedCues(let scenario, _), .duplicateCues(let scenario, _):
                scenario
            }
        }

        /// Problems with the same key are the same finding under different seeds (a session that ended late and one
        /// that ended early are different findings).
        var key: String {
            switch self {
            case .failed: "failed/\(scenario)"
            case .belowFloor: "below-floor/\(scenario)"
            case .notMeasured: "not-measured/\(scenario)"
            case .neverFinished: "never-finished/\(scenario)"
            case .endedOff(_, let nanoseconds): "ended-\(nanoseconds > 0 ? "late" : "early")/\(scenario)"
            case .followedClockJump(_, let nanoseconds): "followed-\(nanoseconds > 0 ? "+" : "-")/\(scenario)"
            case .offCues: "off-cues/\(scenario)"
            case .missedCues: "missed/\(scenario)"
            case .duplicateCues: "duplicates/\(scenario)"
            }
        }

        /// The worse of two findings with the same ``key``: the larger size, so "up to" holds for every seed.
        func worse(_ other: Problem) -> Problem {
            switch (self, other) {
            case (.endedOff(let scenario, let a), .endedOff(_, let b)): .endedOff(scenario: scenario, nanoseconds: abs(a) >= abs(b) ? a : b)
            case (.followedClockJump(let scenario, let a), .followedClockJump(_, let b)):
                .followedClockJump(scenario: scenario, nanoseconds: abs(a) >= abs(b) ? a : b)
            case (.offCues(let scenario, let earlyA, let lateA), .offCues(_, let earlyB, let lateB)):
                .offCues(
                    scenario: scenario, earliest: [earlyA, earlyB].compactMap { $0 }.min(), latest: [lateA, lateB].compactMap { $0 }.max())
            case (.missedCues(let scenario, let a), .missedCues(_, let b)): .missedCues(scenario: scenario, count: max(a, b))
            case (.duplicateCues(let scenario, let a), .duplicateCues(_, let b)): .duplicateCues(scenario: scenario, count: max(a, b))
            default: self
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

    /// A problem and how many of the seeds a row was judged on it held in (a real row has one seed).
    public struct Finding: Sendable, Equatable {
        /// What went wrong, at its worst over the seeds it held in.
        public var problem: Problem
        /// How many seeds it held in.
        public var seeds: Int
        /// How many seeds the row was judged on.
        public var seedsJudged: Int

        /// Whether it says the scenario was not measured.
        var isNotMeasured: Bool {
            if case .notMeasured = problem { true } else { false }
        }

        /// The phrase after the verb, with how often it held when not in every seed (`… (in 4 of 10 seeds)`).
        var object: String {
            seeds < seedsJudged ? "\(problem.object) (in \(seeds) of \(seedsJudged) seeds)" : problem.object
        }
    }

    /// The verdict's colour: green, orange or grey.
    public enum Kind: String, Sendable, Equatable {
        /// Kept time in every requested scenario (every cue, every seed).
        case keepsTime = "keeps-time"
        /// Something went wrong somewhere.
        case problems
        /// Nothing went wrong in what was measured, but some scenario has no completed session.
        case notMeasured = "not-measured"
    }

    /// The strategy's registry name.
    public var strategy: String
    /// What went wrong, in scenario order; empty when it kept time everywhere.
    public var findings: [Finding]
    /// How many scenarios it was judged in (completed sessions).
    public var scenarioCount: Int
    /// The scenarios it was judged in and kept time in, in order (named when others were not measured).
    public var keptTimeIn: [String] = []

    /// Its problems, in scenario order (each at its worst over the seeds it held in).
    public var problems: [Problem] { findings.map(\.problem) }

    /// Green, orange or grey.
    public var kind: Kind {
        if findings.isEmpty { return .keepsTime }
        return findings.allSatisfy(\.isNotMeasured) ? .notMeasured : .problems
    }

    /// The verdict as a phrase after the strategy's name: problems sharing a verb share it, in scenario order
    /// (`loses 5.8 s to a process suspension and 6.8 s to a system sleep`), groups are joined by `; `.
    public var sentence: String {
        guard !findings.isEmpty else {
            return scenarioCount == 1 ? "keeps time in the one scenario run" : "keeps time in every scenario"
        }
        var groups: [(verb: String, objects: [String])] = []
        if kind == .notMeasured, !keptTimeIn.isEmpty { groups.append(("keeps time in", [Self.list(keptTimeIn)])) }
        for finding in findings {
            if let index = groups.firstIndex(where: { $0.verb == finding.problem.verb }) {
                groups[index].objects.append(finding.object)
            } else {
                groups.append((finding.problem.verb, [finding.object]))
            }
        }
        return groups.map { "\($0.verb) \(Self.list($0.objects))" }.joined(separator: "; ")
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// Every strategy of `run`, in the order they first appear. A scenario the run asked for but never reached, and
    /// a row stopped before its session ended, make the strategy "not measured" there.
    public static func all(in run: DriftResults) -> [StrategyVerdict] {
        let ran = run.scenarios.map(\.scenario)
        let scenarios = ran + run.settings.scenarios.filter { !ran.contains($0) }
        return MarkdownTableWriter.strategyNames([run]).map { strategy in
            var findings: [Finding] = []
            var judged = 0
            var keptTimeIn: [String] = []
            for name in scenarios {
                guard let scenario = run.scenarios.first(where: { $0.scenario == name }),
                    let row = scenario.strategies.first(where: { $0.strategy == strategy })
                else {
                    findings.append(Finding(problem: .notMeasured(scenario: name), seeds: 1, seedsJudged: 1))
                    continue
                }
                let found = self.findings(in: name, row)
                if row.status != .partial { judged += 1 }
                if found.isEmpty { keptTimeIn.append(name) }
                findings += found
            }
            return StrategyVerdict(strategy: strategy, findings: findings, scenarioCount: judged, keptTimeIn: keptTimeIn)
        }
    }

    /// What went wrong for `row` in `scenario`, over its own seed and every other seed it was simulated with: a
    /// problem found under any seed is kept, at its worst, with how many seeds it held in.
    static func findings(in scenario: String, _ row: StrategyResult) -> [Finding] {
        let outcomes = [(row.status, row.metrics, row.isSuspect)] + (row.otherSeeds ?? []).map { ($0.status, $0.metrics, false) }
        var found: [Finding] = []
        for (status, metrics, suspect) in outcomes {
            for problem in problems(in: scenario, status: status, metrics: metrics, suspect: suspect) {
                if let index = found.firstIndex(where: { $0.problem.key == problem.key }) {
                    found[index].problem = found[index].problem.worse(problem)
                    found[index].seeds += 1
                } else {
                    found.append(Finding(problem: problem, seeds: 1, seedsJudged: outcomes.count))
                }
            }
        }
        // Not measured is a fact of the run, not of a seed: said once (no seed count), after what the measured cues showed.
        let unmeasured = found.filter(\.isNotMeasured)
        return found.filter { !$0.isNotMeasured }
            + unmeasured.prefix(1).map { _ in Finding(problem: .notMeasured(scenario: scenario), seeds: 1, seedsJudged: 1) }
    }

    /// Everything that went wrong in one row under one seed: a failure or a suspect row alone; otherwise the session's
    /// end, cues outside the tolerance on either side that the session end does not already account for, missed and
    /// doubled cues. A row stopped early is judged on the cues it fired and is otherwise not measured.
    static func problems(in scenario: String, status: CompletionStatus, metrics: StrategyMetrics, suspect: Bool) -> [Problem] {
        if status == .failed { return [.failed(scenario: scenario)] }
        // A floor measured over a run cut short judges nothing: the row is simply not measured.
        if suspect { return status == .partial ? [.notMeasured(scenario: scenario)] : [.belowFloor(scenario: scenario)] }
        var problems: [Problem] = []
        var sessionEnd: Int64?
        if status == .complete {
            if let drift = metrics.sessionDriftNanoseconds {
                if abs(drift) > toleranceNanoseconds {
                    sessionEnd = drift
                    if let step = ScenarioRegistry.named(scenario)?.wallClockStep,
                        abs(abs(drift) - step.rawValue) <= followedJumpMarginNanoseconds
                    {
                        problems.append(.followedClockJump(scenario: scenario, nanoseconds: drift))
                    } else {
                        problems.append(.endedOff(scenario: scenario, nanoseconds: drift))
                    }
                }
            } else {
                problems.append(.neverFinished(scenario: scenario))
            }
        }
        let (earliest, latest) = cueBounds(metrics)
        // A cue no worse than the session end on the same side is the session end (or on its way to it): said once.
        let early = earliest.flatMap { value in
            value < -toleranceNanoseconds && !(sessionEnd.map { $0 < 0 && value >= $0 - toleranceNanoseconds } ?? false) ? value : nil
        }
        let late = latest.flatMap { value in
            value > toleranceNanoseconds && !(sessionEnd.map { $0 > 0 && value <= $0 + toleranceNanoseconds } ?? false) ? value : nil
        }
        if early != nil || late != nil { problems.append(.offCues(scenario: scenario, earliest: early, latest: late)) }
        if metrics.recovery.missedCues > 0 { problems.append(.missedCues(scenario: scenario, count: metrics.recovery.missedCues)) }
        if metrics.recovery.duplicateCues > 0 {
            problems.append(.duplicateCues(scenario: scenario, count: metrics.recovery.duplicateCues))
        }
        if status == .partial { problems.append(.notMeasured(scenario: scenario)) }
        return problems
    }

    /// The earliest and latest cue, by response lateness (the time the process could not run is forgiven; an early
    /// cue's equals its error). Files before schema 4 have only the worst cue by magnitude, one side; schema 1 files
    /// only cue lateness.
    static func cueBounds(_ metrics: StrategyMetrics) -> (earliest: Int64?, latest: Int64?) {
        if metrics.responseEarliestNanoseconds != nil || metrics.responseLatestNanoseconds != nil {
            return (metrics.responseEarliestNanoseconds, metrics.responseLatestNanoseconds)
        }
        guard let worst = metrics.responseMaxNanoseconds ?? metrics.latenessMaxNanoseconds else { return (nil, nil) }
        return worst < 0 ? (worst, nil) : (nil, worst)
    }
}
