/// A workout: `rounds` work phases of `work`, separated by rests of `rest`, optionally preceded by a prepare
/// countdown and with a warning cue `warning` before the end of each work phase.
public struct WorkoutPlan: Hashable, Sendable, CustomStringConvertible {
    /// Sessions longer than this are rejected: nobody means a 30-hour workout, and it is usually a typo.
    public static let maximumDuration = Nanoseconds.seconds(24 * 3600)

    /// How many work phases (at least 1).
    public let rounds: Int
    /// How long each work phase lasts (more than zero).
    public let work: Nanoseconds
    /// Rest between rounds; zero means back-to-back rounds. There is no rest after the last round.
    public let rest: Nanoseconds
    /// Countdown before round 1; zero means none.
    public let prepare: Nanoseconds
    /// How long before the end of each work phase the warning cue sounds; zero means no warning.
    public let warning: Nanoseconds

    /// A validated plan; throws ``PlanError`` naming the value that is out of range.
    public init(
        rounds: Int, work: Nanoseconds, rest: Nanoseconds = .zero, prepare: Nanoseconds = .zero, warning: Nanoseconds = .zero
    ) throws(PlanError) {
        let shown = PlanText.format(rounds: rounds, work: work, rest: rest)
        guard rounds >= 1 else {
            throw PlanError(text: shown, token: String(rounds), column: 1, reason: "the number of rounds must be at least 1")
        }
        guard work > .zero else {
            throw PlanError(text: shown, token: PlanText.format(work), column: 1, reason: "the work duration must be longer than zero")
        }
        guard rest >= .zero else {
            throw PlanError(text: shown, token: PlanText.format(rest), column: 1, reason: "the rest duration cannot be negative")
        }
        guard prepare >= .zero else {
            throw PlanError(
                text: PlanText.format(prepare), token: PlanText.format(prepare), column: 1,
                reason: "the prepare countdown cannot be negative", subject: "prepare")
        }
        guard warning >= .zero, warning < work else {
            let phase = PlanText.format(work), latest = PlanText.format(work - .second)
            throw PlanError(
                text: PlanText.format(warning), token: PlanText.format(warning), column: 1,
                reason: "the warning must come before the end of the \(phase) work phase (at most \(latest))", subject: "warning")
        }
        self.rounds = rounds
        self.work = work
        self.rest = rest
        self.prepare = prepare
        self.warning = warning
        guard totalDuration <= Self.maximumDuration else {
            throw PlanError(
                text: shown, token: shown, column: 1, reason: "the session lasts \(PlanText.format(totalDuration)), more than the 24h limit"
            )
        }
    }

    /// Parses `12x3m/1m`, `8x20s/10s`, `5x1m` (no rest), or a single duration such as `90s`, `1m30s`, `3:00`.
    public static func parse(_ text: String, prepare: Nanoseconds = .zero, warning: Nanoseconds = .zero) throws(PlanError) -> WorkoutPlan {
        try PlanText.parse(text, prepare: prepare, warning: warning)
    }

    /// Prepare + every work phase + every rest between rounds.
    public var totalDuration: Nanoseconds {
        prepare + work * Int64(rounds) + rest * Int64(rounds - 1)
    }

    /// The compact form, e.g. `12x3m/1m`.
    public var description: String { PlanText.format(rounds: rounds, work: work, rest: rest) }
}
