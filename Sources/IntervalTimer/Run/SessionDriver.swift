import Dispatch
import Synchronization

/// Runs one strategy over one plan in one environment: takes the strategy's readings, drives the ``Session``,
/// and records every cue and display change against an undisturbed reference clock.
///
/// A pause, a skip or (under ``SuspendPolicy/pause``) a suspension ends the strategy's run and begins a new one on
/// what is left of the timeline, so every strategy keeps its own deadline arithmetic unchanged; the readings of each
/// run are laid end to end into one reading of time since the start, which the session subtracts pauses from.
///
/// Thread-safe: the strategy reports on the timer queue; ``pause(cause:at:)``, ``resume(cause:)``, ``skip()``,
/// ``stop()``, ``record`` and ``waitUntilFinished(timeout:)`` may be called from anywhere.
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
    /// What a suspension means. Under ``SuspendPolicy/pause`` a wakeup more than `lateThreshold` past the deadline
    /// it was due at is taken as a suspension (SIGSTOP gives no notice) and the workout pauses from that deadline.
    public let suspendPolicy: SuspendPolicy
    private let observer: RunObserver
    private let timeline: Timeline
    private let mode: RunMode

    private struct State {
        var session: Session
        var record: RunRecord?
        var stopped = false
        var lastDisplay: DisplaySample?
        /// The current strategy run; bumped by a pause, skip or suspension so an earlier run's reports get `.stop`.
        var generation = 0
        /// The session reading at which the current strategy run believed zero, and the reference reading then.
        var segmentReading = Nanoseconds.zero
        var segmentReference: ClockInstant?
        /// The last reading fed to the session.
        var lastReading = Nanoseconds.zero
        /// Why the session is paused, while it is.
        var pauseCause: ControlCause?
        var pausedAtReading = Nanoseconds.zero

        /// The reading at reference instant `instant`: the current run's mapping, carried on through pauses.
        func reading(at instant: ClockInstant) -> Nanoseconds {
            guard let segmentReference else { return .zero }
            return segmentReading + (instant - segmentReference)
        }

        /// The reference offset from the start of a reading.
        func offset(ofReading reading: Nanoseconds) -> Nanoseconds {
            guard let segmentReference, let start = record?.startReference else { return reading }
            return (segmentReference - start) + (reading - segmentReading)
        }
    }

    /// What one step produced, published in order after the lock is released.
    private struct Output {
        enum Item {
            case cue(CueEvent)
            case control(ControlEvent)
        }
        var items: [Item] = []
        var display: DisplaySample?
        var finished = false
        var restart: Int?
    }

    private let state: Mutex<State>
    private let done = DispatchSemaphore(value: 0)

    /// A driver for `plan` run by `strategy` in `environment`, measured on `reference`'s `referenceClock`.
    public init(
        plan: WorkoutPlan, strategy: any TimerStrategy, environment: any TimerEnvironment, mode: RunMode,
        reference: any TimeSource, referenceClock: ClockKind = .continuous,
        lateThreshold: Nanoseconds = .milliseconds(250), suspendPolicy: SuspendPolicy = .keep, observer: RunObserver = RunObserver()
    ) {
        self.timeline = Timeline(plan: plan)
        self.strategy = strategy
        self.environment = environment
        self.mode = mode
        self.reference = reference
        self.referenceClock = referenceClock
        self.lateThreshold = lateThreshold
        self.suspendPolicy = suspendPolicy
        self.observer = observer
        self.state = Mutex(State(session: Session(timeline: timeline)))
    }

    /// Starts the session on the timer queue: fires the cues due at zero, then hands over to the strategy.
    public func start() {
        environment.perform { [self] in
            let startReference = reference.now(referenceClock)
            let output = state.withLock { state -> Output in
                state.record = RunRecord(strategy: strategy.name, mode: mode, timeline: timeline, startReference: startReference)
                state.segmentReference = startReference
                var output = Output()
                let fired = (try? state.session.start()) ?? []
                apply(fired, reading: .zero, now: startReference, state: &state, into: &output)
                output.display = Self.displayChange(at: .zero, state: &state)
                return output
            }
            // Anchor the strategy before any output: the first write to a terminal or pipe can take longer than a
            // wakeup, and would otherwise shift every deadline.
            strategy.begin(in: environment, timeline: timeline) { [self] believed in report(believed, generation: 0) }
            publish(output)
        }
    }

    /// Pauses the countdown at reference instant `instant` (default: now). False if it is not running.
    @discardableResult
    public func pause(cause: ControlCause = .user, at instant: ClockInstant? = nil) -> Bool {
        let now = instant ?? reference.now(referenceClock)
        let output = state.withLock { state -> Output? in
            guard !state.stopped, state.record != nil, !state.session.isPaused else { return nil }
            var output = Output()
            let reading = max(state.lastReading, state.reading(at: now))
            pause(atReading: reading, cause: cause, now: now, state: &state, into: &output)
            output.display = Self.displayChange(at: state.offset(ofReading: reading), state: &state)
            return output
        }
        guard let output else { return false }
        publish(output)
        return true
    }

    /// Resumes a pause. A resumption caused by the process continuing ends only a pause the suspension caused.
    @discardableResult
    public func resume(cause: ControlCause = .user) -> Bool {
        let now = reference.now(referenceClock)
        let output = state.withLock { state -> Output? in
            guard !state.stopped, state.session.isPaused else { return nil }
            if cause == .suspension, state.pauseCause != .suspension { return nil }
            var output = Output()
            resume(atReading: state.reading(at: now), cause: cause, state: &state, into: &output)
            output.display = Self.displayChange(at: now - (state.record?.startReference ?? now), state: &state)
            return output
        }
        guard let output else { return false }
        publish(output)
        return true
    }

    /// Pauses if running, resumes if paused (the space bar). False once the run is over.
    @discardableResult
    public func togglePause() -> Bool {
        let paused = state.withLock { $0.session.isPaused }
        return paused ? resume() : pause()
    }

    /// Suspension under ``suspendPolicy``: call it just before the process stops itself (SIGTSTP).
    public func suspend() {
        if suspendPolicy == .pause { pause(cause: .suspension) }
    }

    /// The process continued (SIGCONT): ends a pause the suspension caused.
    public func `continue`() {
        if suspendPolicy == .pause { resume(cause: .suspension) }
    }

    /// Skips the rest of the phase in progress: the cues inside it are dropped, those at its end fire now, and the
    /// next phase starts now with its full length (still paused, if paused). False once the run is over.
    @discardableResult
    public func skip() -> Bool {
        let now = reference.now(referenceClock)
        let output = state.withLock { state -> Output? in
            guard !state.stopped, state.record != nil, state.session.currentPhase != nil else { return nil }
            var output = Output()
            let wasPaused = state.session.isPaused
            let reading = wasPaused ? state.reading(at: now) : max(state.lastReading, state.reading(at: now))
            if wasPaused {
                try? state.session.resume(atReading: reading)
            } else {
                apply((try? state.session.advance(toReading: reading)) ?? [], reading: reading, now: now, state: &state, into: &output)
            }
            guard let phase = state.session.currentPhase, !state.stopped else { return output }
            let active = state.session.activeTime(atReading: reading)
            guard let (fired, _) = try? state.session.skipPhase() else { return output }
            let event = ControlEvent(
                kind: .skipped, cause: .user, at: now - (state.record?.startReference ?? now), planOffset: active, phase: phase.kind,
                round: phase.round, span: phase.end - active)
            state.record?.controls.append(event)
            output.items.append(.control(event))
            apply(fired, reading: reading, now: now, state: &state, into: &output)
            state.lastReading = reading
            state.generation += 1
            if case .completed = state.session.state {
                finish(&state, into: &output)
            } else if wasPaused {
                try? state.session.pause(atReading: reading)
                state.pausedAtReading = reading
            } else {
                output.restart = state.generation
            }
            output.display = Self.displayChange(at: state.offset(ofReading: reading), state: &state)
            return output
        }
        guard let output else { return false }
        publish(output)
        return true
    }

    /// Ends the run early with an `interrupted` event (q, Ctrl-C, SIGTERM); the record stays unfinished.
    public func interrupt(cause: ControlCause) {
        let now = reference.now(referenceClock)
        let output = state.withLock { state -> Output? in
            guard !state.stopped, let start = state.record?.startReference else { return nil }
            let reading = state.session.isPaused ? state.pausedAtReading : max(state.lastReading, state.reading(at: now))
            let phase = state.session.currentPhase
            var output = Output()
            let event = ControlEvent(
                kind: .interrupted, cause: cause, at: now - start, planOffset: state.session.activeTime(atReading: reading),
                phase: phase?.kind, round: phase?.round ?? 0)
            state.record?.controls.append(event)
            output.items.append(.control(event))
            return output
        }
        if let output { publish(output) }
        stop()
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

    private func report(_ believed: Nanoseconds, generation: Int) -> StrategyFeedback {
        let now = reference.now(referenceClock)
        let (output, feedback) = state.withLock { state -> (Output, StrategyFeedback) in
            guard !state.stopped, state.record != nil, generation == state.generation else { return (Output(), .stop) }
            state.record?.wakeups += 1
            var output = Output()
            let reading = state.segmentReading + believed
            if suspendPolicy == .pause, let missed = missedWakeup(before: reading, state: state) {
                // The process could not run from the deadline it missed until now: pause over exactly that span,
                // then fire what was due at that deadline now (on time, the pause excluded).
                pause(atReading: missed, cause: .suspension, now: now, syncing: false, state: &state, into: &output)
                resume(atReading: reading, cause: .suspension, state: &state, into: &output)
            }
            let fired = (try? state.session.advance(toReading: reading)) ?? []
            state.lastReading = max(state.lastReading, reading)
            apply(fired, reading: reading, now: now, state: &state, into: &output)
            // The display changed when the reference clock says, not when the strategy believes: that gap is the
            // display error the benchmark measures.
            output.display = Self.displayChange(at: now - (state.record?.startReference ?? now), state: &state)
            guard case .completed = state.session.state else { return (output, output.restart == nil ? .keepGoing : .stop) }
            finish(&state, into: &output)
            output.restart = nil
            return (output, .stop)
        }
        publish(output)
        return feedback
    }

    /// The reading of the deadline the strategy should have woken at before `reading`, when `reading` is more than
    /// the late threshold past it; nil when the wakeup was on time.
    private func missedWakeup(before reading: Nanoseconds, state: State) -> Nanoseconds? {
        let lastActive = state.session.activeTime(atReading: state.lastReading)
        guard let next = timeline.nextBoundary(after: lastActive) else { return nil }
        let due = state.lastReading + (next - lastActive)
        return reading - due > lateThreshold ? due : nil
    }

    /// Pauses at `reading`; `syncing` first fires what fell due up to it (not for a pause dated in the past).
    private func pause(
        atReading reading: Nanoseconds, cause: ControlCause, now: ClockInstant, syncing: Bool = true, state: inout State,
        into output: inout Output
    ) {
        if syncing {
            apply((try? state.session.advance(toReading: reading)) ?? [], reading: reading, now: now, state: &state, into: &output)
            state.lastReading = max(state.lastReading, reading)
        }
        if case .completed = state.session.state {
            finish(&state, into: &output)
            return
        }
        guard (try? state.session.pause(atReading: reading)) != nil else { return }
        state.pauseCause = cause
        state.pausedAtReading = reading
        state.generation += 1
        record(.paused, cause: cause, reading: reading, span: .zero, state: &state, into: &output)
    }

    private func resume(atReading reading: Nanoseconds, cause: ControlCause, state: inout State, into output: inout Output) {
        guard (try? state.session.resume(atReading: reading)) != nil else { return }
        let span = reading - state.pausedAtReading
        state.pauseCause = nil
        state.lastReading = reading
        state.generation += 1
        output.restart = state.generation
        record(.resumed, cause: cause, reading: reading, span: span, state: &state, into: &output)
    }

    private func record(
        _ kind: ControlEvent.Kind, cause: ControlCause, reading: Nanoseconds, span: Nanoseconds, state: inout State,
        into output: inout Output
    ) {
        let phase = state.session.currentPhase
        let event = ControlEvent(
            kind: kind, cause: cause, at: state.offset(ofReading: reading), planOffset: state.session.activeTime(atReading: reading),
            phase: phase?.kind, round: phase?.round ?? 0, span: span)
        state.record?.controls.append(event)
        output.items.append(.control(event))
    }

    private func finish(_ state: inout State, into output: inout Output) {
        state.record?.finished = true
        state.stopped = true
        output.finished = true
    }

    /// Begins a new strategy run on what is left of the timeline, on the timer queue, unless another pause, skip
    /// or resumption has superseded it meanwhile.
    private func restart(generation: Int) {
        environment.perform { [self] in
            let now = reference.now(referenceClock)
            let remainder = state.withLock { state -> Timeline? in
                guard !state.stopped, state.generation == generation, !state.session.isPaused else { return nil }
                let reading = state.reading(at: now)
                state.segmentReading = reading
                state.segmentReference = now
                state.lastReading = max(state.lastReading, reading)
                return timeline.remainder(after: state.session.activeTime(atReading: reading))
            }
            guard let remainder else { return }
            strategy.begin(in: environment, timeline: remainder) { [self] believed in report(believed, generation: generation) }
        }
    }

    private func publish(_ output: Output) {
        for item in output.items {
            switch item {
            case .cue(let cue): observer.onCue?(cue)
            case .control(let control): observer.onControl?(control)
            }
        }
        if let display = output.display { observer.onDisplay?(display) }
        if let generation = output.restart { restart(generation: generation) }
        if output.finished {
            if let record = self.record { observer.onFinish?(record) }
            done.signal()
        }
    }

    private func apply(_ fired: [Cue], reading: Nanoseconds, now: ClockInstant, state: inout State, into output: inout Output) {
        guard let start = state.record?.startReference, !fired.isEmpty else { return }
        let wall = environment.clocks.now(.wall)
        let active = state.session.activeTime(atReading: reading)
        let shift = state.session.shift
        let lastLate = fired.lastIndex { active - $0.offset > lateThreshold }
        let events = fired.enumerated().map { index, cue in
            let late = active - cue.offset > lateThreshold
            return CueEvent(
                kind: cue.kind, round: cue.round, dueOffset: cue.offset, believedOffset: reading, firedOffset: now - start,
                firedReference: now, wallTime: wall, late: late, superseded: late && index != lastLate && fired.count > 1, shift: shift)
        }
        state.record?.events += events
        output.items += events.map { .cue($0) }
    }

    private static func displayChange(at offset: Nanoseconds, state: inout State) -> DisplaySample? {
        let session = state.session
        let phase = session.currentPhase
        let sample = DisplaySample(
            at: offset, phase: phase?.kind, round: phase?.round ?? 0,
            displayedSeconds: session.displayedSeconds, remaining: session.remainingInPhase, paused: session.isPaused)
        if let last = state.lastDisplay, last.phase == sample.phase, last.round == sample.round,
            last.displayedSeconds == sample.displayedSeconds, last.paused == sample.paused
        {
            return nil
        }
        state.lastDisplay = sample
        state.record?.display.append(sample)
        return sample
    }
}
