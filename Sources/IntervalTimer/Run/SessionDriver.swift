import Dispatch
import Synchronization

/// Runs one strategy over one plan in one environment: takes the strategy's readings, drives the ``Session``,
/// and records every cue and display change against an undisturbed reference clock.
///
/// Thread-safe: the strategy reports on the timer queue; ``stop()``, ``record`` and ``waitUntilFinished(timeout:)``
/// may be called from anywhere.
public final class SessionDriver: Sendable {
    /// The strategy being driven.
    public let strategy: any TimerStrategy
    /// Where it runs: real primitives or the simulator.
    public let environment: any TimerEnvironment
    /// The clock the measurements use (continuous by default); never the strategy's view.
    public let reference: any TimeSource
    /// Which clock of `reference` the measurements read.
    public let referenceClock: ClockKind
    /// A cue fired this far (in the strategy's own belief) past its offset is marked late.
    public let lateThreshold: Nanoseconds
    private let observer: RunObserver
    private let timeline: Timeline
    private let mode: RunMode

    private struct State {
        var session: Session
        var record: RunRecord?
        var stopped = false
        var lastDisplay: DisplaySample?
    }

    private let state: Mutex<State>
    private let done = DispatchSemaphore(value: 0)

    /// A driver for `plan` run by `strategy` in `environment`, measured on `reference`'s `referenceClock`.
    public init(
        plan: WorkoutPlan, strategy: any TimerStrategy, environment: any TimerEnvironment, mode: RunMode,
        reference: any TimeSource, referenceClock: ClockKind = .continuous,
        lateThreshold: Nanoseconds = .milliseconds(250), observer: RunObserver = RunObserver()
    ) {
        self.timeline = Timeline(plan: plan)
        self.strategy = strategy
        self.environment = environment
        self.mode = mode
        self.reference = reference
        self.referenceClock = referenceClock
        self.lateThreshold = lateThreshold
        self.observer = observer
        self.state = Mutex(State(session: Session(timeline: timeline)))
    }

    /// Starts the session on the timer queue: fires the cues due at zero, then hands over to the strategy.
    public func start() {
        environment.perform { [self] in
            let startReference = reference.now(referenceClock)
            let (cues, display) = state.withLock { state -> ([CueEvent], DisplaySample?) in
                state.record = RunRecord(strategy: strategy.name, mode: mode, timeline: timeline, startReference: startReference)
                let fired = (try? state.session.start()) ?? []
                return (
                    Self.apply(
                        fired, believed: .zero, now: startReference, wall: environment.clocks.now(.wall), state: &state,
                        lateThreshold: lateThreshold), Self.displayChange(at: .zero, state: &state)
                )
            }
            // Anchor the strategy before any output: the first write to a terminal or pipe can take longer than a
            // wakeup, and would otherwise shift every deadline.
            strategy.begin(in: environment, timeline: timeline) { [self] believed in report(believed) }
            publish(cues, display)
        }
    }

    /// Stops the run: the strategy's next report is answered with ``StrategyFeedback/stop``; the record stays unfinished.
    public func stop() {
        let wasRunning = state.withLock { state -> Bool in
            defer { state.stopped = true }
            return !state.stopped
        }
        if wasRunning { done.signal() }
    }

    /// The record so far (complete once the session finished).
    public var record: RunRecord? { state.withLock { $0.record } }

    /// Blocks until the session completes or is stopped; false if `timeout` passed first.
    public func waitUntilFinished(timeout: Nanoseconds? = nil) -> Bool {
        guard let timeout else {
            done.wait()
            done.signal()
            return true
        }
        let result = done.wait(timeout: .now() + .nanoseconds(Int(timeout.rawValue)))
        if result == .success { done.signal() }
        return result == .success
    }

    private func report(_ believed: Nanoseconds) -> StrategyFeedback {
        let now = reference.now(referenceClock)
        let wall = environment.clocks.now(.wall)
        let (cues, display, feedback, justFinished) = state.withLock { state -> ([CueEvent], DisplaySample?, StrategyFeedback, Bool) in
            guard !state.stopped, state.record != nil else { return ([], nil, .stop, false) }
            state.record?.wakeups += 1
            let fired = (try? state.session.advance(toReading: believed)) ?? []
            let events = Self.apply(fired, believed: believed, now: now, wall: wall, state: &state, lateThreshold: lateThreshold)
            let offset = now - (state.record?.startReference ?? now)
            let display = Self.displayChange(at: offset, state: &state)
            guard case .completed = state.session.state else { return (events, display, .keepGoing, false) }
            state.record?.finished = true
            state.stopped = true
            return (events, display, .stop, true)
        }
        publish(cues, display)
        if justFinished {
            if let record = self.record { observer.onFinish?(record) }
            done.signal()
        }
        return feedback
    }

    private func publish(_ cues: [CueEvent], _ display: DisplaySample?) {
        for cue in cues { observer.onCue?(cue) }
        if let display { observer.onDisplay?(display) }
    }

    private static func apply(
        _ fired: [Cue], believed: Nanoseconds, now: ClockInstant, wall: ClockInstant, state: inout State, lateThreshold: Nanoseconds
    ) -> [CueEvent] {
        guard let start = state.record?.startReference else { return [] }
        let lastLate = fired.lastIndex { believed - $0.offset > lateThreshold }
        let events = fired.enumerated().map { index, cue in
            let late = believed - cue.offset > lateThreshold
            return CueEvent(
                kind: cue.kind, round: cue.round, dueOffset: cue.offset, believedOffset: believed, firedOffset: now - start,
                firedReference: now, wallTime: wall, late: late, superseded: late && index != lastLate && fired.count > 1)
        }
        state.record?.events += events
        return events
    }

    private static func displayChange(at offset: Nanoseconds, state: inout State) -> DisplaySample? {
        let session = state.session
        let phase = session.currentPhase
        let sample = DisplaySample(
            at: offset, phase: phase?.kind, round: phase?.round ?? 0,
            displayedSeconds: session.displayedSeconds, remaining: session.remainingInPhase)
        if let last = state.lastDisplay, last.phase == sample.phase, last.round == sample.round,
            last.displayedSeconds == sample.displayedSeconds
        {
            return nil
        }
        state.lastDisplay = sample
        state.record?.display.append(sample)
        return sample
    }
}
