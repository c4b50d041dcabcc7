import FileOutput
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The cpu-load scenario's busy threads in a worker process of their own, so they can join the workers' control
/// group (a `throttled` profile puts the load under the same CPU quota as the timers, as on a slow device).
final class BusyWorkerLoad: LoadGenerator, @unchecked Sendable {
    /// How many threads spin.
    let threadCount: Int
    private let launcher: [String]
    private let conditions: WorkerConditions
    private let process = Process()

    /// A load of `threadCount` spinning threads in a worker started with `launcher`, under `conditions`.
    init(threadCount: Int, launcher: [String], conditions: WorkerConditions) {
        self.threadCount = threadCount
        self.launcher = launcher
        self.conditions = conditions
    }

    func start() throws {
        guard let executable = launcher.first else { throw LoadCommandError(command: "busy threads", reason: "no worker command") }
        var invocation = WorkerInvocation(.busyLoad(threads: threadCount), parent: getpid())
        invocation.conditions = conditions
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(launcher.dropFirst()) + invocation.arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw LoadCommandError(
                command: "busy threads",
                reason: "the load worker could not start: \(SystemReason(foundationError: error) ?? SystemReason(errno: EIO))")
        }
    }

    func stop() -> Int64 {
        let pid = process.processIdentifier
        if pid > 0 && process.isRunning {
            kill(pid, SIGKILL)
            process.waitUntilExit()
        }
        return 0
    }
}
