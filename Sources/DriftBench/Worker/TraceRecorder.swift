/// Builds a ``StrategyTrace`` from worker events (real mode) or direct calls (simulation), the same way.
struct TraceRecorder: Sendable {
    /// The strategy being recorded.
    let strategy: String
    /// Which machinery produced the events.
    let mode: MeasurementMode
    private let rolesByKind: [String: CueRole]
    private(set) var startReference: Int64?
    private(set) var cues: [CueRecord] = []
    private(set) var displays: [DisplayChange] = []
    private(set) var ended: WorkerEvent?
    private(set) var failure: String?
    private(set) var lastAt: Int64 = 0

    /// A recorder for `strategy`, mapping cue names to roles with `roles`.
    init(strategy: String, mode: MeasurementMode, roles: [String: CueRole]) {
        self.strategy = strategy
        self.mode = mode
        self.rolesByKind = roles
    }

    /// Whether the session started.
    var hasStarted: Bool { startReference != nil }
    /// Whether the session ended normally.
    var hasEnded: Bool { ended != nil }

    /// Takes one event.
    mutating func record(_ event: WorkerEvent) {
        switch event.event {
        case .start: startReference = event.at
        case .cue:
            guard let kind = event.kind, let due = event.due, let at = event.at else { return }
            cues.append(
                CueRecord(
                    kind: kind, round: event.round ?? 0, role: rolesByKind[kind] ?? .other, dueNanoseconds: due, firedNanoseconds: at,
                    markedLate: event.late ?? false))
            lastAt = max(lastAt, at)
        case .display:
            guard let at = event.at, let shown = event.shown else { return }
            displays.append(DisplayChange(atNanoseconds: at, sessionSecondsShown: shown))
            lastAt = max(lastAt, at)
        case .end:
            ended = event
            lastAt = max(lastAt, event.at ?? lastAt)
        case .failure: failure = event.message ?? "the worker reported a failure"
        case .floor: break
        }
    }

    /// The trace. `interrupted` marks an unfinished run as partial; otherwise an unfinished run failed with `exitReason`.
    /// `stoppedSpans` are the SIGSTOP→SIGCONT windows the runner caused, as absolute reference readings; they
    /// become the trace's outages, counted from the session start the worker reported.
    func trace(
        interrupted: Bool, exitReason: String?, elapsedIfUnfinished: Int64, stoppedSpans: [ClosedRange<Int64>] = []
    ) -> StrategyTrace {
        let status: CompletionStatus
        var reason: String?
        if let failure {
            status = .failed
            reason = failure
        } else if ended != nil {
            status = .complete
        } else if interrupted {
            status = .partial
        } else {
            status = .failed
            reason = exitReason ?? "the worker stopped before the session ended"
        }
        return StrategyTrace(
            strategy: strategy, mode: mode, status: status, failure: reason, cues: cues, displays: displays,
            cpuNanoseconds: ended?.cpu, wakeups: ended?.wakeups, elapsedNanoseconds: ended?.at ?? max(lastAt, elapsedIfUnfinished),
            outages: outages(stoppedSpans))
    }

    /// Absolute windows as offsets from the session start (the driver's own reading when the worker sent it).
    private func outages(_ spans: [ClosedRange<Int64>]) -> [OutageWindow] {
        guard let origin = ended?.sessionStart ?? startReference else { return [] }
        return spans.map { OutageWindow(startNanoseconds: $0.lowerBound - origin, endNanoseconds: $0.upperBound - origin) }
    }

    /// Wakeups reported at the end (simulation's CPU proxy).
    var wakeups: Int? { ended?.wakeups }
}
