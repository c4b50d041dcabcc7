import FileOutput
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A worker child process running one strategy and streaming ``WorkerEvent`` lines, read on its own thread.
///
/// The worker arms PR_SET_PDEATHSIG itself, so it cannot outlive the runner even if the runner is killed;
/// the runner also kills it explicitly on every way out (end, deadline, Ctrl-C).
final class WorkerProcess: @unchecked Sendable {
    let strategy: String
    private let process = Process()
    private let recorder: Mutex<TraceRecorder>
    private let errorTail = Mutex<String>("")
    /// A floor worker's measurement, once it reported one.
    private let floorEvent = Mutex<WorkerEvent?>(nil)
    /// What a worker reported as its failure, if it did (a floor worker whose profile could not be applied).
    private let floorFailure = Mutex<String?>(nil)
    private let outputDone = DispatchGroup()
    /// SIGSTOP→SIGCONT windows as absolute reference readings (CLOCK_BOOTTIME, system-wide, as the worker reads it).
    private let stops = Mutex(StopLog())

    private struct StopLog {
        var stoppedAt: Int64?
        var spans: [ClosedRange<Int64>] = []
    }

    /// How far the worker's CLOCK_BOOTTIME runs ahead of the runner's (its time namespace under `slept:`): taken off
    /// the absolute readings it reports, so they compare with the runner's.
    let clockOffset: Int64

    init(strategy: String, command: [String], arguments: [String], roles: [String: CueRole], clockOffset: Int64 = 0) {
        self.strategy = strategy
        self.clockOffset = clockOffset
        recorder = Mutex(TraceRecorder(strategy: strategy, mode: .real, roles: roles))
        process.executableURL = URL(fileURLWithPath: command.first ?? "/nonexistent")
        process.arguments = Array(command.dropFirst()) + arguments
    }

    /// Starts the process and its readers; a launch failure is recorded as the strategy's failure.
    func launch() {
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            recorder.withLock {
                $0.record(
                    WorkerEvent(
                        event: .failure,
                        message: "the worker could not start: \(SystemReason(foundationError: error) ?? SystemReason(errno: EIO))"))
            }
            return
        }
        read(output.fileHandleForReading) { [self] line in
            guard var event = WorkerEvent(line: line) else { return }
            if event.event == .start, let at = event.at { event.at = at - clockOffset }
            if let start = event.sessionStart { event.sessionStart = start - clockOffset }
            if event.event == .failure { floorFailure.withLock { $0 = event.message } }
            if event.event == .floor {
                floorEvent.withLock { $0 = event }
            } else {
                recorder.withLock { $0.record(event) }
            }
        }
        read(errors.fileHandleForReading) { [self] line in
            errorTail.withLock { $0 = String(line.suffix(300)) }
        }
    }

    private func read(_ handle: FileHandle, onLine: @escaping @Sendable (Substring) -> Void) {
        outputDone.enter()
        let thread = Thread { [outputDone] in
            var buffer = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer.removeSubrange(buffer.startIndex...newline)
                    if !line.isEmpty { onLine(Substring(line)) }
                }
            }
            outputDone.leave()
        }
        thread.name = "drift-worker-reader"
        thread.start()
    }

    var processIdentifier: pid_t { process.processIdentifier }
    var isRunning: Bool { process.isRunning }
    var hasStarted: Bool { recorder.withLock { $0.hasStarted } }
    var hasEnded: Bool { recorder.withLock { $0.hasEnded } }

    /// Stops the process (SIGSTOP, unless `signalling` is false because the cgroup freezer stops it), noting the
    /// reference reading just before as an outage's start.
    func suspend(signalling: Bool = true) {
        let at = SystemClocks.reference
        if signalling { send(SIGSTOP) }
        stops.withLock { $0.stoppedAt = at }
    }

    /// Continues a stopped process (SIGCONT), noting the reading just before the signal as the outage's end:
    /// the process cannot run earlier, so no cue it held can fire before that reading (one taken after the
    /// signal may come late, if the woken workers preempt the runner), and any further delay is the
    /// strategy's and the scheduler's.
    func resume(signalling: Bool = true) {
        let at = SystemClocks.reference
        if signalling { send(SIGCONT) }
        stops.withLock { log in
            if let start = log.stoppedAt { log.spans.append(start...max(start, at)) }
            log.stoppedAt = nil
        }
    }

    /// Sends `signal` (SIGSTOP, SIGCONT) if the process still runs.
    func send(_ signal: Int32) {
        let pid = process.processIdentifier
        if pid > 0 && process.isRunning { kill(pid, signal) }
    }

    /// The worker's scheduler state from /proc (`S`, `D`, `T`, `R`…), or nil once it has ended.
    var schedulerState: String? {
        let pid = process.processIdentifier
        guard pid > 0, let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        return text[text.index(after: close)...].split(separator: " ").first.map(String.init)
    }

    /// The timer slack a floor worker reported it ran with.
    var reportedSlack: Int64? { floorEvent.withLock { $0?.slack } }
    /// BOOTTIME − MONOTONIC as a floor worker read it.
    var reportedBootOffset: Int64? { floorEvent.withLock { $0?.bootOffset } }

    /// Why the worker failed, if it reported a failure.
    var reportedFailure: String? { floorFailure.withLock { $0 } }

    /// What a floor worker measured, or nil if it reported nothing (it failed, or is not a floor worker).
    var floor: FloorSummary? {
        guard let event = floorEvent.withLock({ $0 }), let bins = event.histogram else { return nil }
        return FloorSummary(bins: bins, cpuNanoseconds: event.cpu ?? 0, intervalNanoseconds: event.interval ?? 0)
    }

    /// Asks the process to end (SIGTERM: a floor worker then reports and exits), kills it if it has not ended
    /// `graceNanoseconds` later, and waits for it and its output.
    func stop(graceNanoseconds: Int64 = 2_000_000_000) {
        send(SIGTERM)
        let until = SystemClocks.monotonic + graceNanoseconds
        while process.processIdentifier > 0 && process.isRunning && SystemClocks.monotonic < until {
            SystemClocks.sleep(until: SystemClocks.monotonic + 1_000_000, on: CLOCK_MONOTONIC)
        }
        terminate()
    }

    /// Kills the process (a stopped one too) and waits for it and its output.
    func terminate() {
        send(SIGKILL)
        finish()
    }

    /// Waits for the process to exit and its output to be read.
    func finish() {
        if process.processIdentifier > 0 { process.waitUntilExit() }
        outputDone.wait()
    }

    /// The trace so far; `interrupted` marks an unfinished run partial instead of failed, and `killedBecause`
    /// explains a worker the runner had to kill.
    func trace(interrupted: Bool, killedBecause: String? = nil, elapsedIfUnfinished: Int64) -> StrategyTrace {
        var reason: String?
        if let killedBecause {
            reason = killedBecause
        } else if process.processIdentifier > 0 && !process.isRunning {
            let tail = errorTail.withLock { $0 }
            switch process.terminationReason {
            case .uncaughtSignal: reason = "worker killed by signal \(process.terminationStatus)"
            case .exit: reason = process.terminationStatus == 0 ? nil : "worker exited with status \(process.terminationStatus)"
            @unknown default: reason = "worker ended"
            }
            if let base = reason, !tail.isEmpty { reason = "\(base): \(tail)" }
        }
        return recorder.withLock {
            $0.trace(
                interrupted: interrupted, exitReason: reason, elapsedIfUnfinished: elapsedIfUnfinished,
                stoppedSpans: stops.withLock { $0.spans })
        }
    }
}
