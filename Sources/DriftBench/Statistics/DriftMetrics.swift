/// Turns a strategy's trace into its table row: drift, lateness percentiles, display error, CPU, recovery.
enum DriftMetrics {
    /// A display that is a whole second off for less than this is a frame late, not wrong: not counted.
    static let displayGraceNanoseconds: Int64 = 250_000_000
    /// Cues closer together than this, planned at least a second apart, count as a burst.
    static let burstGapNanoseconds: Int64 = 500_000_000

    /// Computes the row for `trace` against the `planned` cues of a session lasting `sessionNanoseconds`.
    /// `blackouts` are spans (from session start) when the process could not run at all (stopped, machine
    /// asleep): no display can change then, so the display check skips them and judges what happens after.
    static func compute(
        _ trace: StrategyTrace, planned: [PlannedCue], sessionNanoseconds: Int64, blackouts: [ClosedRange<Int64>] = []
    ) -> StrategyMetrics {
        let errors = trace.cues.map(\.errorNanoseconds)
        let magnitudes = Percentiles(errors.map { abs($0) })
        func signed(_ magnitude: Int64?) -> Int64? {
            guard let magnitude else { return nil }
            return errors.first { abs($0) == magnitude } ?? magnitude
        }
        let responses = trace.cues.map { responseLateness(of: $0, outages: trace.outages) }
        let responseMagnitudes = Percentiles(responses.map { abs($0) })
        func signedResponse(_ magnitude: Int64?) -> Int64? {
            guard let magnitude else { return nil }
            return responses.first { abs($0) == magnitude } ?? magnitude
        }
        let drifts = perRoundDrifts(trace.cues)
        let driftMagnitudes = Percentiles(drifts.map { abs($0) })
        let driftP99 = driftMagnitudes.value(at: 99).map { magnitude in drifts.first { abs($0) == magnitude } ?? magnitude }
        let final = trace.cues.last { $0.role == .sessionEnd }
        let minutes = Double(trace.elapsedNanoseconds) / 60e9
        let cpuPerMinute = trace.cpuNanoseconds.map { minutes > 0 ? Double($0) / 1e6 / minutes : 0 }
        let wakeupsPerMinute = trace.wakeups.map { minutes > 0 ? Double($0) / minutes : 0 }
        return StrategyMetrics(
            perRoundDriftP99Nanoseconds: driftP99,
            sessionDriftNanoseconds: final?.errorNanoseconds,
            latenessP50Nanoseconds: signed(magnitudes.value(at: 50)),
            latenessP99Nanoseconds: signed(magnitudes.value(at: 99)),
            latenessMaxNanoseconds: signed(magnitudes.maximum),
            cueSamples: errors.count,
            responseP50Nanoseconds: signedResponse(responseMagnitudes.value(at: 50)),
            responseP99Nanoseconds: signedResponse(responseMagnitudes.value(at: 99)),
            responseMaxNanoseconds: signedResponse(responseMagnitudes.maximum),
            responseEarliestNanoseconds: responses.min(),
            responseLatestNanoseconds: responses.max(),
            worstDisplayErrorSeconds: worstDisplayError(
                trace.displays, sessionNanoseconds: sessionNanoseconds, endNanoseconds: trace.elapsedNanoseconds, blackouts: blackouts),
            cpuMillisecondsPerMinute: cpuPerMinute.map { ($0 * 1000).rounded() / 1000 },
            wakeupsPerMinute: wakeupsPerMinute.map { ($0 * 10).rounded() / 10 },
            recovery: recovery(trace.cues, planned: planned, complete: trace.status == .complete)
        )
    }

    /// Response lateness = fired − max(due, end of the outage that covered `due`): how long the strategy took
    /// to fire a cue once its process could run again. Equals the cue's error when no outage covered `due`.
    /// A cue that fired before that outage ended was not held up by it: SIGSTOP takes effect a moment after the
    /// runner reads the clock and sends it, and a cue due in that moment may still fire on time.
    static func responseLateness(of cue: CueRecord, outages: [OutageWindow]) -> Int64 {
        let runnableFrom =
            outages.filter { $0.covers(cue.dueNanoseconds) && cue.firedNanoseconds >= $0.endNanoseconds }
            .map(\.endNanoseconds).max() ?? cue.dueNanoseconds
        return cue.firedNanoseconds - max(cue.dueNanoseconds, runnableFrom)
    }

    /// Error at each round's end minus error at its start, for rounds whose both cues fired.
    static func perRoundDrifts(_ cues: [CueRecord]) -> [Int64] {
        var starts: [Int: Int64] = [:]
        var drifts: [Int64] = []
        for cue in cues {
            switch cue.role {
            case .roundStart: starts[cue.round] = cue.errorNanoseconds
            case .roundEnd: if let start = starts[cue.round] { drifts.append(cue.errorNanoseconds - start) }
            case .sessionEnd, .other: break
            }
        }
        return drifts
    }

    /// The worst (by magnitude) of shown − true whole seconds left, sampled at every display change and
    /// just before the next one (so a frozen display counts), ignoring errors shorter than the grace period.
    static func worstDisplayError(
        _ displays: [DisplayChange], sessionNanoseconds: Int64, endNanoseconds: Int64, blackouts: [ClosedRange<Int64>] = []
    ) -> Int? {
        guard !displays.isEmpty else { return nil }
        func trueSeconds(at t: Int64) -> Int {
            let remaining = sessionNanoseconds - t
            guard remaining > 0 else { return 0 }
            return Int((remaining + 999_999_999) / 1_000_000_000)
        }
        func error(shown: Int, at t: Int64) -> Int {
            // Any value that was true within the grace period either side is a correct display.
            let high = trueSeconds(at: t - displayGraceNanoseconds), low = trueSeconds(at: t + displayGraceNanoseconds)
            if shown > high { return shown - high }
            if shown < low { return shown - low }
            return 0
        }
        var worst = 0
        for (index, sample) in displays.enumerated() {
            let until = index + 1 < displays.count ? displays[index + 1].atNanoseconds : max(endNanoseconds, sample.atNanoseconds)
            for t in [sample.atNanoseconds, max(sample.atNanoseconds, until - 1)]
            where !blackouts.contains(where: { $0.lowerBound <= t && t <= $0.upperBound + displayGraceNanoseconds }) {
                let e = error(shown: sample.sessionSecondsShown, at: t)
                if abs(e) > abs(worst) { worst = e }
            }
        }
        return worst
    }

    /// Counts late, burst, missed and duplicate cues, and the time the session lost.
    static func recovery(_ cues: [CueRecord], planned: [PlannedCue], complete: Bool) -> Recovery {
        var firedCount: [PlannedCue: Int] = [:]
        for cue in cues { firedCount[cue.planned, default: 0] += 1 }
        var bursts = 0
        for (previous, cue) in zip(cues, cues.dropFirst())
        where cue.firedNanoseconds - previous.firedNanoseconds < burstGapNanoseconds
            && cue.dueNanoseconds - previous.dueNanoseconds >= 1_000_000_000
        {
            bursts += 1
        }
        // A partial run cannot have missed cues that were not yet due when it stopped.
        let lastFired = cues.map(\.firedNanoseconds).max() ?? 0
        let missed = planned.filter { (firedCount[$0] ?? 0) == 0 && (complete || $0.offsetNanoseconds <= lastFired) }.count
        let final = cues.last { $0.role == .sessionEnd }
        return Recovery(
            lateCues: cues.filter(\.markedLate).count,
            burstCues: bursts,
            missedCues: missed,
            duplicateCues: firedCount.values.filter { $0 > 1 }.count,
            secondsLost: final.map { (Double($0.errorNanoseconds) / 1e8).rounded() / 10 }
        )
    }
}
