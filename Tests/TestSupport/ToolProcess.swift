import Foundation

/// Runs the built `timekeeper` binary and captures its output, for end-to-end tests.
public enum ToolProcess {
    /// The `timekeeper` executable next to the test bundle in the build folder.
    public static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // Swift Testing may run from inside the .xctest bundle folder.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("timekeeper").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("timekeeper")
    }

    /// Runs the tool with `arguments`, optional stdin, in `directory` (default: the repository root), and waits for it to exit.
    public static func run(_ arguments: [String], stdin: String? = nil, in directory: URL? = nil) throws -> ProcessResult {
        try ChildProcess.run(executable, arguments, stdin: stdin, in: directory ?? Repository.root)
    }
}
