/// The primitives a timer strategy may use, so the same strategy code runs on the machine
/// (``SystemTimerEnvironment``) and deterministically on a virtual clock (`SimulatedTimerEnvironment` in TimerSimulation).
///
/// Every environment has one serial **timer queue**. All callbacks (`then`, `onFire`, `perform`) run on it, one at
/// a time, in order. A sleep occupies the queue while it sleeps, as a blocking `nanosleep` on a serial queue does,
/// so work enqueued meanwhile ("UI work") runs after the wakeup and delays whatever the strategy does next.
public protocol TimerEnvironment: AnyObject, Sendable {
    /// The clocks as the strategy sees them (the wall reading may be a staged, adjusted view).
    var clocks: any TimeSource { get }

    /// Enqueues a block that sleeps for `duration` measured on the monotonic clock (relative `nanosleep`, as
    /// `Thread.sleep` does), then runs `then`.
    func sleep(for duration: Nanoseconds, then: @escaping @Sendable () -> Void)

    /// Enqueues a block that sleeps until `deadline`'s clock reads at least `deadline` (`clock_nanosleep` with
    /// `TIMER_ABSTIME`; returns at once if it already passed), then runs `then`.
    func sleep(until deadline: ClockInstant, then: @escaping @Sendable () -> Void)

    /// Starts a repeating timer with period `interval` on the monotonic clock, phase-locked to its start
    /// (`DispatchSourceTimer` on the timer queue). Fires that pile up while the queue is busy or the process is
    /// stopped are coalesced into one callback whose `expirations` says how many periods passed.
    func startRepeatingTimer(interval: Nanoseconds, onFire: @escaping @Sendable (_ expirations: Int) -> Void) -> any RepeatingTimer

    /// Enqueues `work` on the timer queue.
    func perform(_ work: @escaping @Sendable () -> Void)

    /// Enqueues a block that keeps the timer queue busy for `duration` of running time ("UI work" or a stall of the
    /// callback queue): in real mode it spins, in simulation it occupies virtual time.
    func occupyQueue(for duration: Nanoseconds)
}

/// A running repeating timer.
public protocol RepeatingTimer: AnyObject, Sendable {
    /// Stops it; no callback starts after this returns (one already running finishes).
    func cancel()
}
