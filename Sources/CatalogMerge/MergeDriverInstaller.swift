import FileOutput
import Foundation

/// `catalog merge --install`: registers the merge driver in a repository's git config and `.gitattributes`.
public enum MergeDriverInstaller {
    /// The driver's name in `merge.<name>.driver` and in `.gitattributes`.
    public static let driverName = "xcstrings"
    /// The `.gitattributes` line that routes catalogs to the driver.
    public static let attributesLine = "*.xcstrings merge=xcstrings"

    /// The `git config` value: `EXECUTABLE catalog merge %O %A %B --name %P` (git fills in base, ours, theirs, path).
    public static func driverCommand(executable: String) -> String {
        "\(shellQuoted(executable)) catalog merge %O %A %B --name %P"
    }

    /// What was done, for the command to print.
    public struct Outcome: Sendable, Equatable {
        public var attributesFile: String
        /// False when `.gitattributes` already routed catalogs to the driver.
        public var addedAttributesLine: Bool
        public var driverCommand: String
    }

    /// Sets `merge.xcstrings.name` and `.driver` in the repository containing `folder` and adds the attributes line
    /// to its top-level `.gitattributes` unless present; throws `MergeInstallError`.
    public static func install(in folder: URL, executable: String) throws(MergeInstallError) -> Outcome {
        let top = try git(["rev-parse", "--show-toplevel"], in: folder)
        let root = URL(fileURLWithPath: String(decoding: top, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        let command = driverCommand(executable: executable)
        _ = try git(["config", "merge.\(driverName).name", "Xcode String Catalog merge (timekeeper)"], in: root)
        _ = try git(["config", "merge.\(driverName).driver", command], in: root)
        let attributes = root.appendingPathComponent(".gitattributes")
        let existing = (try? String(contentsOf: attributes, encoding: .utf8)) ?? ""
        let present = existing.split(whereSeparator: \.isNewline).contains { line in
            line.split(whereSeparator: \.isWhitespace).first == "*.xcstrings" && line.contains("merge=\(driverName)")
        }
        if !present {
            let text = existing + (existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n") + attributesLine + "\n"
            do { try Data(text.utf8).write(to: attributes, options: .atomic) } catch {
                throw MergeInstallError(
                    reason:
                        "cannot write \(attributes.path): \(SystemReason(foundationError: error)?.description ?? "an unexpected system error"))"
                )
            }
        }
        return Outcome(attributesFile: attributes.path, addedAttributesLine: !present, driverCommand: command)
    }

    private static func git(_ arguments: [String], in folder: URL) throws(MergeInstallError) -> [UInt8] {
        let output: GitCommand.Output
        do { output = try GitCommand.run(arguments, in: folder) } catch {
            throw MergeInstallError(
                reason: "git could not be started: \(SystemReason(foundationError: error)?.description ?? "an unexpected system error"))")
        }
        guard output.status == 0 else {
            throw MergeInstallError(reason: "git \(arguments.joined(separator: " ")) failed: \(output.lastErrorLine)")
        }
        return output.stdout
    }

    /// Quotes a path for the shell git runs the driver with, when it needs quoting.
    static func shellQuoted(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// The merge driver could not be installed (not a git repository, git missing, `.gitattributes` not writable).
public struct MergeInstallError: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String
    public var description: String { "cannot install the merge driver: \(reason)" }
}
