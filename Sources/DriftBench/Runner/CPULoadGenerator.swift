import Foundation
import Synchronization

/// Load for the `cpu-load` scenario: in-process busy threads, or an external generator such as stress-ng.
protocol LoadGenerator: Sendable {
    /// Starts loading the machine.
    func start() throws
    /// Stops, and returns the CPU time the load used inside this process (to keep it out of the runner's overhead).
    func stop() -> Int64
}

/// Busy threads at the caller's priority (SCHED_OTHER, nice 0), like the timers they compete with.
final class BusyThreadLoad: LoadGenerator {
    /// How many threads spin.
    let threadCount: Int
    private let stopRequested = Atomic<Bool>(false)
    private let cpuUsed = Mutex<Int64>(0)
    // Where each thread leaves its arithmetic, so the optimiser cannot remove the busy loop.
    private let sink = Atomic<UInt64>(0)
    private let group = DispatchGroup()

    /// A load of `threadCount` spinning threads (the scenario uses 2× the core count).
    init(threadCount: Int) {
        self.threadCount = threadCount
    }

    func start() {
        for index in 0..<threadCount {
            group.enter()
            let thread = Thread { [self] in
                let before = SystemClocks.threadCPU
                var counter: UInt64 = 0
                while !stopRequested.load(ordering: .relaxed) {
                    // Plain arithmetic between flag checks: keeps the core busy without touching memory much.
                    for _ in 0..<10_000 { counter = counter &* 6_364_136_223_846_793_005 &+ 1 }
                }
                let used = SystemClocks.threadCPU - before
                sink.store(counter, ordering: .relaxed)
                cpuUsed.withLock { $0 += used }
                group.leave()
            }
            thread.name = "drift-load-\(index)"
            thread.start()
        }
    }

    func stop() -> Int64 {
        stopRequested.store(true, ordering: .relaxed)
        group.wait()
        return cpuUsed.withLock { $0 }
    }
}
