import Foundation

/// The built `timekeeper` started in the background, so a test can signal it while it runs.
public final class RunningTool {
    private let process = Process()
    private let capture: OutputCapture

    /// Starts the tool with `arguments` in the repository root; stdout and stderr go to files (never a pipe that could fill up).
    public init(_ arguments: [String]) throws {
        capture = try OutputCapture()
        process.executableURL = ToolProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = Repository.root
        process.standardOutput = try FileHandle(forWritingTo: capture.stdout)
        process.standardError = try FileHandle(forWritingTo: capture.stderr)
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        capture.remove()
    }

    /// Sends `signal` to the tool.
    public func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// What the tool has written to stdout so far.
    public var stdoutSoFar: String { (try? String(contentsOf: capture.stdout, encoding: .utf8)) ?? "" }

    /// Waits (checking every 10 ms) until stdout contains `text`; false after `timeout` seconds.
    public func waitForOutput(containing text: String, timeout: Double) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if stdoutSoFar.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }

    /// Waits for the tool to exit and returns its status and output.
    public func wait() throws -> ProcessResult {
        process.waitUntilExit()
        return try capture.result(status: process.terminationStatus)
    }
}
