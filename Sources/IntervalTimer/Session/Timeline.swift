/// A plan laid out in time: its phases and every cue, in firing order. Pure data, computed once.
public struct Timeline: Hashable, Sendable {
    /// The plan laid out.
    public let plan: WorkoutPlan
    /// Prepare (if any), then work and rest phases in order.
    public let phases: [Phase]
    /// Every cue, ordered by offset then by the order a person hears them (work end before rest start).
    public let cues: [Cue]
    /// The session length (for a ``remainder(after:)``, what is left of it).
    public let total: Nanoseconds

    /// Lays out `plan`.
    public init(plan: WorkoutPlan) {
        self.plan = plan
        var phases: [Phase] = []
        var cues: [Cue] = []
        func cue(_ kind: CueKind, _ round: Int, _ offset: Nanoseconds) {
            cues.append(Cue(kind: kind, round: round, offset: offset, sequence: cues.count))
        }
        var cursor = Nanoseconds.zero
        if plan.prepare > .zero {
            phases.append(Phase(kind: .prepare, round: 0, start: .zero, end: plan.prepare))
            cue(.prepare, 0, .zero)
            cursor = plan.prepare
        }
        for round in 1...plan.rounds {
            let workEnd = cursor + plan.work
            phases.append(Phase(kind: .work, round: round, start: cursor, end: workEnd))
            cue(.workStart, round, cursor)
            if plan.warning > .zero { cue(.warning, round, workEnd - plan.warning) }
            cue(.workEnd, round, workEnd)
            cursor = workEnd
            if round < plan.rounds && plan.rest > .zero {
                phases.append(Phase(kind: .rest, round: round, start: cursor, end: cursor + plan.rest))
                cue(.restStart, round, cursor)
                cursor = cursor + plan.rest
                cue(.restEnd, round, cursor)
            }
        }
        cue(.sessionComplete, plan.rounds, cursor)
        self.phases = phases
        self.cues = cues
        self.total = plan.totalDuration
    }

    private init(plan: WorkoutPlan, phases: [Phase], cues: [Cue], total: Nanoseconds) {
        self.plan = plan
        self.phases = phases
        self.cues = cues
        self.total = total
    }

    /// What is left after `offset`, moved so that `offset` is zero: the phases that end after it (the one in
    /// progress starting at zero) and the cues due after it. A strategy resumed after a pause or a skip runs on
    /// this, so its deadlines land where the rest of the workout is.
    public func remainder(after offset: Nanoseconds) -> Timeline {
        guard offset > .zero else { return self }
        let phases = phases.filter { $0.end > offset }.map {
            Phase(kind: $0.kind, round: $0.round, start: max(.zero, $0.start - offset), end: $0.end - offset)
        }
        let cues = cues.filter { $0.offset > offset }.map {
            Cue(kind: $0.kind, round: $0.round, offset: $0.offset - offset, sequence: $0.sequence)
        }
        return Timeline(plan: plan, phases: phases, cues: cues, total: max(.zero, total - offset))
    }

    /// The phase in progress at `elapsed` (the first phase before the start, nil at or after the end).
    public func phase(at elapsed: Nanoseconds) -> Phase? {
        guard elapsed < total else { return nil }
        return phases.first { elapsed < $0.end }
    }

    /// The next instant after `elapsed` at which something observable changes: a cue falls due or the displayed
    /// whole seconds of the current phase tick down. Nil once the session is over. A deadline-driven timer sleeps
    /// until exactly this offset.
    public func nextBoundary(after elapsed: Nanoseconds) -> Nanoseconds? {
        guard elapsed < total else { return nil }
        let nextCue = cues.first { $0.offset > elapsed }?.offset
        var nextTick: Nanoseconds?
        if let phase = phase(at: elapsed) {
            nextTick = DeadlineMath.nextDisplayChange(after: elapsed, phaseEnd: phase.end)
        }
        switch (nextCue, nextTick) {
        case (let cue?, let tick?): return min(cue, tick)
        case (let cue?, nil): return cue
        case (nil, let tick?): return tick
        case (nil, nil): return nil
        }
    }
}
