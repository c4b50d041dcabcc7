import Foundation

/// Runs the built `timekeeper` binary and captures its output, for end-to-end tests.
struct ToolProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `timekeeper` executable next to the test bundle in the build folder.
    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // Swift Testing may run from inside the .xctest bundle folder.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("timekeeper").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("timekeeper")
    }

    /// The repository root (for `Catalogs/` and `../shared/corpus`).
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Runs the tool with `arguments`, optional stdin, in `directory`, and waits for it to exit.
    static func run(_ arguments: [String], stdin: String? = nil, in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repositoryRoot
        // Files, not pipes: a chatty child can never block on a full pipe.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let stdoutData = try Data(contentsOf: outURL), stderrData = try Data(contentsOf: errURL)
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self)
        )
    }
}
