import Foundation

/// The built `timekeeper` started in the background, so a test can signal it while it runs.
final class RunningTool {
    private let process = Process()
    private let scratch: URL
    private let outURL: URL
    private let errURL: URL

    /// Starts the tool with `arguments`; stdout and stderr go to files (never a pipe that could fill up).
    init(_ arguments: [String]) throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        outURL = scratch.appendingPathComponent("stdout")
        errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.executableURL = ToolProcess.executable
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Sends `signal` to the tool.
    func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// What the tool has written to stdout so far.
    var stdoutSoFar: String { (try? String(contentsOf: outURL, encoding: .utf8)) ?? "" }

    /// Waits (checking every 10 ms) until stdout contains `text`; false after `timeout` seconds.
    func waitForOutput(containing text: String, timeout: Double) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if stdoutSoFar.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }

    /// Waits for the tool to exit and returns its status and output.
    func wait() throws -> ToolProcess.Result {
        process.waitUntilExit()
        return ToolProcess.Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}

/// One line of `run --events jsonl`.
struct CueLine: Decodable, Equatable {
    let kind: String
    let round: Int
    let planned_offset: Double
    let fired_offset: Double
    let wall_time: String
    let late: Bool
    let superseded: Bool

    static func parse(_ output: String) throws -> [CueLine] {
        try output.split(separator: "\n").map { try JSONDecoder().decode(CueLine.self, from: Data($0.utf8)) }
    }
}
