import Foundation
import TestSupport

/// Temporary git repositories for the diff and merge-driver tests.
enum GitScratch {
    struct GitFailed: Error, CustomStringConvertible {
        var description: String
    }

    /// A fresh repository (with a user configured) in a temporary folder, removed afterwards.
    static func withRepository(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q", "-b", "main"], in: folder)
        try git(["config", "user.email", "test@example.invalid"], in: folder)
        try git(["config", "user.name", "Test"], in: folder)
        try git(["config", "commit.gpgsign", "false"], in: folder)
        try body(folder)
    }

    /// Runs git and returns its result; throws when `check` and git fails.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL, check: Bool = true) throws -> ProcessResult {
        let result = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, stdin: nil, in: folder)
        if check && result.status != 0 {
            throw GitFailed(description: "git \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return result
    }
}
