import IntervalTimer

/// Runs strategies on the virtual clock: deterministic, and a whole session takes milliseconds.
public enum Simulation {
    /// Runs `strategy` over `plan` with `disturbances` (times measured from the session start on the continuous
    /// clock) and wakeup `latency`, on `clock`; the reference clock is the virtual continuous clock, which no
    /// scripted disturbance can move. Gives up (record unfinished) after `limit` of simulated time (default: twice
    /// the session plus every suspension and sleep, plus a minute).
    public static func run(
        plan: WorkoutPlan, strategy: any TimerStrategy, disturbances: [ScheduledDisturbance] = [],
        latency: any WakeupLatencyModel = NoWakeupLatency(), clock: VirtualClock = VirtualClock(),
        lateThreshold: Nanoseconds = .milliseconds(250), limit: Nanoseconds? = nil, observer: RunObserver = RunObserver()
    ) -> RunRecord {
        let environment = SimulatedTimerEnvironment(clock: clock, disturbances: disturbances, latency: latency)
        let driver = SessionDriver(
            plan: plan, strategy: strategy, environment: environment, mode: .simulated,
            reference: clock, referenceClock: .continuous, lateThreshold: lateThreshold, observer: observer)
        driver.start()
        let outages = disturbances.reduce(Nanoseconds.zero) { total, scheduled in
            switch scheduled.disturbance {
            case .processSuspension(let span), .systemSleep(let span), .queueStall(let span): total + span.magnitude
            case .wallStep(let jump): total + jump.magnitude
            case .wallSlew: total
            }
        }
        environment.run(limit: limit ?? plan.totalDuration * 2 + outages + .seconds(60))
        driver.stop()
        return driver.record
            ?? RunRecord(
                strategy: strategy.name, mode: .simulated, timeline: Timeline(plan: plan), startReference: environment.startInstant)
    }
}
