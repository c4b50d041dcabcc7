import FileOutput
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Why the external load command could not be started.
public struct LoadCommandError: Error, CustomStringConvertible, Sendable {
    /// The command as given.
    public var command: String
    /// What went wrong.
    public var reason: String

    public var description: String {
        "--load-command '\(command)': \(reason); check that the command exists (e.g. apt-get install stress-ng) and runs on its own."
    }
}

/// An external load generator (`--load-command 'stress-ng --cpu 4'`), run through the worker launcher so it
/// dies with the runner: the launcher sets PR_SET_PDEATHSIG and its own process group, then execs `sh -c`.
final class ExternalLoadCommand: LoadGenerator, @unchecked Sendable {
    /// The shell command.
    let command: String
    private let launcher: [String]
    private let process = Process()
    private let conditions: WorkerConditions

    /// A load that runs `command` via `launcher` (the `drift worker` command line, plus `--exec-load`), in the
    /// control groups of `conditions` (a `throttled` profile's).
    init(command: String, launcher: [String], conditions: WorkerConditions = WorkerConditions()) {
        self.command = command
        self.launcher = launcher
        self.conditions = conditions
    }

    func start() throws {
        guard let executable = launcher.first else { throw LoadCommandError(command: command, reason: "no launcher") }
        process.executableURL = URL(fileURLWithPath: executable)
        var invocation = WorkerInvocation(.loadCommand(command), parent: getpid())
        invocation.conditions = conditions
        process.arguments = Array(launcher.dropFirst()) + invocation.arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw LoadCommandError(command: command, reason: (SystemReason(foundationError: error) ?? SystemReason(errno: EIO)).description)
        }
        // A command that exits at once (not found, bad options) is no load at all: say so instead of measuring idle.
        Thread.sleep(forTimeInterval: 0.3)
        if !process.isRunning {
            throw LoadCommandError(command: command, reason: "it exited at once with status \(process.terminationStatus)")
        }
    }

    func stop() -> Int64 {
        let pid = process.processIdentifier
        if pid > 0 && process.isRunning {
            // The launcher made itself a process group leader: end the generator and every child it forked.
            kill(-pid, SIGTERM)
            let deadline = Date().addingTimeInterval(2)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(-pid, SIGKILL) }
            process.waitUntilExit()
        }
        return 0
    }
}
