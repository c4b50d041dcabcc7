import Foundation

/// What a finished child process left: its exit status and everything it wrote.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs a program to completion and captures its output (the one way the tests start other programs).
public enum ChildProcess {
    /// Runs `executable` with `arguments`, optional `stdin` text, in `directory`, and waits for it to exit.
    ///
    /// Output goes to files, not pipes, so a chatty child can never block on a full pipe.
    public static func run(
        _ executable: URL, _ arguments: [String], stdin: String? = nil, in directory: URL? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let capture = try OutputCapture()
        defer { capture.remove() }
        process.standardOutput = try FileHandle(forWritingTo: capture.stdout)
        process.standardError = try FileHandle(forWritingTo: capture.stderr)
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return try capture.result(status: process.terminationStatus)
    }

    /// The first executable called `name` in the folders of `$PATH`, if any.
    public static func onPath(_ name: String) -> URL? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// A scratch folder holding a child's stdout and stderr files.
struct OutputCapture {
    let folder: URL
    let stdout: URL
    let stderr: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-test-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        stdout = folder.appendingPathComponent("stdout")
        stderr = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
    }

    func result(status: Int32) throws -> ProcessResult {
        ProcessResult(
            status: status,
            stdout: String(decoding: try Data(contentsOf: stdout), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderr), as: UTF8.self))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
