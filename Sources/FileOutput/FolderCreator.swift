import Foundation

/// Creates folders with their missing parents (`mkdir -p`), reporting failures as a ``SystemReason``.
public enum FolderCreator {
    /// Creates `path` and any missing folder above it; an existing folder is fine, an existing file is not.
    public static func create(_ path: String) throws(FolderCreationError) {
        var components: [String] = []
        var current = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            current = components.isEmpty ? String(part) : current + "/" + part
            components.append(String(part))
            if current.isEmpty || part.isEmpty || part == "." { continue }
            if mkdir(current, 0o755) == 0 { continue }
            let failure = errno
            var info = stat()
            if failure == EEXIST, stat(current, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw FolderCreationError(path: path, blocking: current, reason: SystemReason(errno: ENOTDIR))
                }
                continue
            }
            throw FolderCreationError(path: path, blocking: current, reason: SystemReason(errno: failure))
        }
    }
}

/// A folder that could not be created.
public struct FolderCreationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder asked for, as given.
    public var path: String
    /// The folder on the way that failed (the path itself, or a parent).
    public var blocking: String
    /// Why.
    public var reason: SystemReason

    /// `cannot create the folder out/json: a part of the path is a file, not a folder (out)`.
    public var description: String { "cannot create the folder \(path): \(explanation)" }

    /// Why, naming the folder on the way that failed: `a part of the path is a file, not a folder (out)`.
    public var explanation: String {
        if blocking == path && reason.code == ENOTDIR { return "a file of that name is in the way" }
        return reason.description + (blocking == path ? "" : " (\(blocking))")
    }
}
