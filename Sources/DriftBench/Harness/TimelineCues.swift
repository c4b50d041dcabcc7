import IntervalTimer

/// How the drift arithmetic reads the timer library's cues and displays.
enum TimelineCues {
    /// The role of each cue kind: work start/end bound a round, session complete ends the session.
    static func role(of kind: CueKind) -> CueRole {
        switch kind {
        case .workStart: .roundStart
        case .workEnd: .roundEnd
        case .sessionComplete: .sessionEnd
        case .prepare, .warning, .restStart, .restEnd: .other
        }
    }

    /// Roles keyed by the cue names used in worker event streams.
    static var rolesByName: [String: CueRole] {
        Dictionary(uniqueKeysWithValues: CueKind.allCases.map { ($0.rawValue, role(of: $0)) })
    }

    /// Every cue `timeline` schedules, as the results file lists them.
    static func planned(_ timeline: Timeline) -> [PlannedCue] {
        timeline.cues.map {
            PlannedCue(kind: $0.kind.rawValue, round: $0.round, role: role(of: $0.kind), offsetNanoseconds: $0.offset.rawValue)
        }
    }

    /// The whole seconds of the session a display showed: its phase's displayed seconds plus every later phase.
    static func sessionSecondsShown(_ sample: IntervalTimer.DisplaySample, timeline: Timeline) -> Int {
        guard let kind = sample.phase,
            let phase = timeline.phases.first(where: { $0.kind == kind && $0.round == sample.round })
        else { return 0 }
        let later = timeline.total - phase.end
        return sample.displayedSeconds + Int(later.rawValue / 1_000_000_000)
    }

    /// A fired cue as the results file records it.
    static func cueRecord(_ event: CueEvent) -> CueRecord {
        CueRecord(
            kind: event.kind.rawValue, round: event.round, role: role(of: event.kind), dueNanoseconds: event.dueOffset.rawValue,
            firedNanoseconds: event.firedOffset.rawValue, markedLate: event.late)
    }

    /// A simulated run's record as a trace (no real CPU is spent in simulation: wakeups stand in for it), with
    /// `outages` the spans its process could not run (simulated suspensions and system sleeps).
    static func trace(_ record: RunRecord, sessionLimitReached: Bool, outages: [OutageWindow] = []) -> StrategyTrace {
        let elapsed = max(record.events.map(\.firedOffset.rawValue).max() ?? 0, record.display.map(\.at.rawValue).max() ?? 0)
        return StrategyTrace(
            strategy: record.strategy, mode: .simulated, status: record.finished ? .complete : .failed,
            failure: record.finished ? nil : (sessionLimitReached ? "did not finish within the simulation's time limit" : "did not finish"),
            cues: record.events.map(cueRecord(_:)),
            displays: record.display.map {
                DisplayChange(atNanoseconds: $0.at.rawValue, sessionSecondsShown: sessionSecondsShown($0, timeline: record.timeline))
            },
            cpuNanoseconds: nil, wakeups: record.wakeups, elapsedNanoseconds: elapsed, outages: outages)
    }
}
