import IntervalTimer
import TimerSimulation

/// Busy threads, two per core, at the timers' own priority (or an external generator via `--load-command`).
struct CPULoadScenario: Scenario {
    let name = "cpu-load"
    let summary =
        "Busy threads, 2× cores, at the same priority as the timers (or the --load-command generator); "
        + "simulated with the latency measured under that load."
    let lossCause = "under CPU load"
    let circumstance = "under CPU load"
    let loadsCPU = true
    init() {}
    func disturbances(session: Nanoseconds, random: inout SeededRandom) -> [ScheduledDisturbance] { [] }
}
