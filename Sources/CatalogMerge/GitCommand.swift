import Foundation
import Synchronization

/// Runs `git` (found on PATH) in a folder and collects what it prints.
enum GitCommand {
    struct Output {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String

        /// Git's last line on stderr (its `fatal: …`), or the exit status when it said nothing.
        var lastErrorLine: String {
            stderr.split(separator: "\n").last.map(String.init) ?? "git exited with status \(status)"
        }
    }

    /// Throws only when git cannot be started; a failing git is an `Output` with a non-zero status.
    static func run(_ arguments: [String], in folder: URL) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Drain stderr on its own thread so neither pipe fills while the other is read.
        let errorText = Mutex<Data>(Data())
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            errorText.withLock { $0 = data }
            drained.signal()
        }
        let bytes = Array(output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        drained.wait()
        return Output(
            status: process.terminationStatus, stdout: bytes, stderr: errorText.withLock { String(decoding: $0, as: UTF8.self) })
    }
}
