import Foundation

/// The folder SARIF artifact URIs are relative to (`--base-path`, by default the git top level), so GitHub code
/// scanning finds each file in the repository whatever folder the tool ran in.
public struct ArtifactRoot: Sendable, Equatable {
    /// The SARIF `uriBaseId` the relative URIs name; `originalUriBaseIds` says where it is.
    public static let uriBaseID = "%SRCROOT%"

    /// The root as an absolute path without `.`, `..` or a trailing slash.
    public let path: String
    /// The folder relative file paths are resolved against (the tool's working directory).
    public let workingDirectory: String

    /// A root at `path` (absolute, or relative to `workingDirectory`).
    public init(path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.workingDirectory = Self.absolute(workingDirectory, in: "/")
        let lexical = Self.absolute(path, in: self.workingDirectory)
        // The working directory is physical (getcwd), so the root must be too, or a symlinked root matches nothing.
        self.path = URL(fileURLWithPath: lexical).resolvingSymlinksInPath().path
    }

    /// The top level of the git work tree that holds `directory`: the nearest folder at or above it with a `.git`
    /// entry (a folder, or the file a linked work tree or submodule has), as `git rev-parse --show-toplevel` finds it.
    public static func gitTopLevel(containing directory: String) -> String? {
        var folder = URL(fileURLWithPath: absolute(directory, in: FileManager.default.currentDirectoryPath)).resolvingSymlinksInPath()
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// `file` (as the user gave it) relative to the root, or nil when it lies outside.
    public func relativePath(of file: String) -> String? {
        let absolute = Self.absolute(file, in: workingDirectory)
        if let inside = Self.relative(absolute, to: path) { return inside }
        // A file reached through a symlink: compare physical paths too.
        return Self.relative(URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path, to: path)
    }

    /// The root as a `file://` URI ending in `/`, as SARIF's `originalUriBaseIds` wants it.
    public var uri: String { "file://" + SARIFReporter.uriPath(path == "/" ? "/" : path + "/") }

    /// `file` made absolute against `folder`, with `.` and `..` resolved lexically.
    static func absolute(_ file: String, in folder: String) -> String {
        let joined = file.hasPrefix("/") ? file : folder + "/" + file
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func relative(_ absolute: String, to root: String) -> String? {
        if root == "/" { return String(absolute.dropFirst()) }
        guard absolute.hasPrefix(root + "/") else { return nil }
        return String(absolute.dropFirst(root.count + 1))
    }
}
