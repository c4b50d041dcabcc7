/// How the events of a run are written as lines of output for people or programs.
public protocol CueEventFormat: Sendable {
    /// The name selected on the command line, e.g. `jsonl`.
    var name: String { get }
    /// The first line (with its newline), written before any cue, or nil for none.
    func header(for run: RunDescription) -> String?
    /// One line (with its newline) for `event` in a session of `rounds` rounds.
    func line(for event: CueEvent, rounds: Int) -> String
    /// One line (with its newline) for a pause, resumption, skip or interruption.
    func line(for event: ControlEvent, rounds: Int) -> String
    /// The last line (with its newline), written when the session ends `offset` after its start, or nil for none.
    func footer(at offset: Nanoseconds, completed: Bool) -> String?
}

extension CueEventFormat {
    /// No last line.
    public func footer(at offset: Nanoseconds, completed: Bool) -> String? { nil }
}

/// What a stream's header says about the run it describes.
public struct RunDescription: Hashable, Sendable {
    /// The workout.
    public let plan: WorkoutPlan
    /// The strategy's registry name.
    public let strategy: String
    /// What a suspension means in this run.
    public let suspendPolicy: SuspendPolicy
    /// The wall clock at the start.
    public let wallTime: ClockInstant
    /// The clock the offsets are measured on.
    public let referenceClock: ClockKind

    public init(
        plan: WorkoutPlan, strategy: String, suspendPolicy: SuspendPolicy, wallTime: ClockInstant, referenceClock: ClockKind = .continuous
    ) {
        self.referenceClock = referenceClock
        self.plan = plan
        self.strategy = strategy
        self.suspendPolicy = suspendPolicy
        self.wallTime = wallTime
    }
}
