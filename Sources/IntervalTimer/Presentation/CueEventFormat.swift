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

    public init(plan: WorkoutPlan, strategy: String, suspendPolicy: SuspendPolicy, wallTime: ClockInstant) {
        self.plan = plan
        self.strategy = strategy
        self.suspendPolicy = suspendPolicy
        self.wallTime = wallTime
    }
}
