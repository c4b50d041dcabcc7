import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Measures the floor for calibrating the simulation the way a real scenario measures it: in a floor worker
/// process, with the runner's own busy threads loading the machine when the floor under load is wanted.
enum FloorProbe {
    /// Measures for `seconds` (after the same lead a real scenario gives its workers). Falls back to a meter
    /// thread in this process, and says so on stderr, only when no worker can be started (no worker command).
    static func measure(seconds: Double, underLoad: Bool, workerCommand: [String]) -> FloorSummary {
        let load = underLoad ? BusyThreadLoad(threadCount: 2 * ProcessInfo.processInfo.activeProcessorCount) : nil
        load?.start()
        defer { _ = load?.stop() }
        let startAt =
            SystemClocks.reference + (underLoad ? RealScenarioRun.leadUnderLoadNanoseconds : RealScenarioRun.leadNanoseconds)
        let stopAt = startAt + Int64(seconds * 1e9)
        let worker = RealScenarioRun.floorWorker(command: workerCommand, startAt: startAt, stopAt: stopAt)
        worker.launch()
        // The worker stops itself at `stopAt`; the grace covers a worker that never started.
        SystemClocks.sleep(until: stopAt, on: CLOCK_BOOTTIME)
        worker.stop(graceNanoseconds: 1_000_000_000)
        if let floor = worker.floor, floor.samples > 0 { return floor }
        FileHandle.standardError.write(
            Data("warning: the floor worker did not report; calibrating from a meter thread inside the runner instead\n".utf8))
        return WakeupFloorMeter.measure(seconds: seconds)
    }
}
