import IntervalTimer

/// A discrete-event scheduler on a ``VirtualClock``: runs strategies deterministically, with scripted
/// ``Disturbance``s and a ``WakeupLatencyModel``, in as little real time as the callbacks take.
///
/// Single-threaded: create it, start what runs on it, then call ``run(limit:)`` on the same thread. Callbacks run
/// inside `run`. It behaves like the real primitives it stands in for: relative sleeps are measured on the
/// monotonic clock, absolute sleeps wake once their clock reaches the deadline, repeating timers are phase-locked
/// on the monotonic clock and coalesce late fires into one callback with a count, and nothing runs while the
/// process is suspended or the machine sleeps.
public final class SimulatedTimerEnvironment: TimerEnvironment, @unchecked Sendable {
    /// The virtual clock the simulation advances; also the strategy's view of the clocks.
    public let clock: VirtualClock
    public var clocks: any TimeSource { clock }
    /// The continuous reading when the environment was made; disturbance times are measured from it.
    public let startInstant: ClockInstant
    private var latency: any WakeupLatencyModel
    private var disturbances: [ScheduledDisturbance]
    private var nextDisturbance = 0

    private enum Item {
        case work(@Sendable () -> Void)
        case sleepFor(Nanoseconds, @Sendable () -> Void)
        case sleepUntil(ClockInstant, @Sendable () -> Void)
        case occupy(Nanoseconds)
        case timerDelivery(SimulatedRepeatingTimer)
    }

    /// The queue's current blocking block: a sleep waiting for its clock, or busy work.
    private enum Blocker {
        case sleep(deadline: ClockInstant, latency: Nanoseconds, reachedAt: ClockInstant?, then: @Sendable () -> Void)
        case busy(until: ClockInstant)
    }

    private var queue: [Item] = []
    private var queueHead = 0
    private var blocker: Blocker?
    private var timers: [SimulatedRepeatingTimer] = []
    /// Wakeups delivered so far (sleep returns and timer callbacks).
    private(set) var wakeups = 0

    /// An environment on `clock` that applies `disturbances` (any order) and delays every wakeup by `latency`.
    public init(
        clock: VirtualClock = VirtualClock(), disturbances: [ScheduledDisturbance] = [], latency: any WakeupLatencyModel = NoWakeupLatency()
    ) {
        self.clock = clock
        self.startInstant = clock.now(.continuous)
        self.disturbances = disturbances.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        self.latency = latency
    }

    /// Running time since the environment was made (continuous clock).
    public var elapsed: Nanoseconds { clock.now(.continuous) - startInstant }

    public func sleep(for duration: Nanoseconds, then: @escaping @Sendable () -> Void) { queue.append(.sleepFor(duration, then)) }
    public func sleep(until deadline: ClockInstant, then: @escaping @Sendable () -> Void) { queue.append(.sleepUntil(deadline, then)) }
    public func perform(_ work: @escaping @Sendable () -> Void) { queue.append(.work(work)) }
    public func occupyQueue(for duration: Nanoseconds) { queue.append(.occupy(duration)) }

    public func startRepeatingTimer(interval: Nanoseconds, onFire: @escaping @Sendable (Int) -> Void) -> any RepeatingTimer {
        precondition(interval > .zero, "a repeating timer needs a positive interval")
        let timer = SimulatedRepeatingTimer(
            interval: interval, firstTarget: clock.now(.monotonic) + interval, latency: latency.nextLatency(), onFire: onFire)
        timers.append(timer)
        return timer
    }

    /// Runs until nothing is left to do (no queued work, no sleep, no live timer) or `limit` of running time has
    /// passed since the environment was made. Returns whether it went idle (false: stopped by the limit).
    @discardableResult
    public func run(limit: Nanoseconds) -> Bool {
        while true {
            drainQueue()
            timers.removeAll { $0.isCancelled }
            var gap: Nanoseconds?
            func consider(_ candidate: Nanoseconds) { gap = min(gap ?? candidate, max(.zero, candidate)) }
            let now = clock.now(.continuous)
            switch blocker {
            case .sleep(let deadline, let latency, let reachedAt, _):
                if let reachedAt { consider(reachedAt + latency - now) } else { consider(clock.runningTime(until: deadline)) }
            case .busy(let until): consider(until - now)
            case nil: break
            }
            for timer in timers {
                if let reachedAt = timer.reachedAt {
                    consider(reachedAt + timer.latency - now)
                } else {
                    consider(clock.runningTime(until: timer.target))
                }
            }
            // Nothing can ever wake: idle (disturbances still to come cannot create work on their own,
            // except a queue stall, which delays nothing once nothing is left).
            guard gap != nil else { return true }
            if nextDisturbance < disturbances.count {
                consider(disturbances[nextDisturbance].at - elapsed)
            }
            guard let finalStep = gap, elapsed + finalStep <= limit else {
                clock.advance(by: max(.zero, limit - elapsed))
                return false
            }
            clock.advance(by: finalStep)
            deliverDueWakeups()
            applyDueDisturbances()
        }
    }

    /// Runs every instantaneous item at the head of the queue and starts the first blocking one.
    private func drainQueue() {
        while blocker == nil, queueHead < queue.count {
            let item = queue[queueHead]
            queueHead += 1
            switch item {
            case .work(let work): work()
            case .sleepFor(let duration, let then):
                blocker = .sleep(deadline: clock.now(.monotonic) + duration, latency: latency.nextLatency(), reachedAt: nil, then: then)
            case .sleepUntil(let deadline, let then):
                blocker = .sleep(deadline: deadline, latency: latency.nextLatency(), reachedAt: nil, then: then)
            case .occupy(let duration): blocker = .busy(until: clock.now(.continuous) + duration)
            case .timerDelivery(let timer):
                let count = timer.takePending()
                if count > 0, !timer.isCancelled {
                    wakeups += 1
                    timer.onFire(count)
                }
            }
            if queueHead > 1024, queueHead * 2 > queue.count {
                queue.removeFirst(queueHead)
                queueHead = 0
            }
        }
    }

    /// Marks deadlines reached at this instant, then delivers wakeups whose latency has passed.
    private func deliverDueWakeups() {
        let now = clock.now(.continuous)
        if case .sleep(let deadline, let latency, let reachedAt, let then) = blocker {
            let reached = reachedAt ?? (clock.runningTime(until: deadline) == .zero ? now : nil)
            if let reached, reached + latency <= now {
                blocker = nil
                wakeups += 1
                then()
            } else {
                blocker = .sleep(deadline: deadline, latency: latency, reachedAt: reached, then: then)
            }
        } else if case .busy(let until) = blocker, until <= now {
            blocker = nil
        }
        for timer in timers where !timer.isCancelled {
            if timer.reachedAt == nil, clock.runningTime(until: timer.target) == .zero { timer.reachedAt = now }
            guard let reached = timer.reachedAt, reached + timer.latency <= now else { continue }
            // Phase-locked, like libdispatch: count every period that has passed, move the target past now.
            let monotonicNow = clock.now(.monotonic)
            let missed = (monotonicNow - timer.target).rawValue / timer.interval.rawValue + 1
            timer.target = timer.target + timer.interval * missed
            timer.reachedAt = nil
            timer.latency = latency.nextLatency()
            if timer.addPending(Int(missed)) { queue.append(.timerDelivery(timer)) }
        }
    }

    private func applyDueDisturbances() {
        while nextDisturbance < disturbances.count, disturbances[nextDisturbance].at <= elapsed {
            switch disturbances[nextDisturbance].disturbance {
            case .queueStall(let span): queue.append(.occupy(span))
            case .processSuspension(let span): clock.stallProcess(for: span)
            case .systemSleep(let span): clock.sleepSystem(for: span)
            case .wallStep(let jump): clock.stepWall(by: jump)
            case .wallSlew(let ppm): clock.slewWall(ppm: ppm)
            }
            nextDisturbance += 1
            // Whatever fell due while the process could not run wakes now (plus its latency).
            deliverDueWakeups()
        }
    }
}
