import IntervalTimer
import TimerSimulation

/// The timers' process is stopped (SIGSTOP) for a few seconds at two seeded points, then continued (SIGCONT).
struct SuspendScenario: Scenario {
    let name = "suspend"
    let summary =
        "The timers run in a worker process that is stopped with SIGSTOP for 2–5 s at two seeded points, then continued with SIGCONT."
    let lossCause = "to a process suspension"
    let circumstance = "after a process suspension"
    init() {}

    func disturbances(session: Nanoseconds, random: inout SeededRandom) -> [ScheduledDisturbance] {
        // Each stop is at most a quarter of the session, so short plans still finish.
        let longest = min(Nanoseconds.seconds(5), Nanoseconds(session.rawValue / 4))
        let shortest = min(Nanoseconds.seconds(2), longest)
        let first = random.point(in: session, from: 0.15, to: 0.35)
        let second = random.point(in: session, from: 0.55, to: 0.70)
        return [
            ScheduledDisturbance(at: first, .processSuspension(random.span(shortest, longest))),
            ScheduledDisturbance(at: second, .processSuspension(random.span(shortest, longest))),
        ]
    }
}
