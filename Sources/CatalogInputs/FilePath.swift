import Foundation

/// Lexical path arithmetic (no file system access, symbolic links left alone), so that paths compare and
/// deduplicate the same way whichever argument found them.
enum FilePath {
    /// `path` made absolute against the current folder, with `.`, `..` and repeated `/` removed.
    static func absolute(_ path: String, from folder: String = FileManager.default.currentDirectoryPath) -> String {
        normalize(path.hasPrefix("/") ? path : folder + "/" + path)
    }

    /// `/a/./b/../c//d` → `/a/c/d`.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `folder` when it lies inside it (both absolute and normalized), else nil.
    static func relative(_ path: String, to folder: String) -> String? {
        if folder == "/" { return String(path.dropFirst()) }
        if path == folder { return "" }
        guard path.hasPrefix(folder + "/") else { return nil }
        return String(path.dropFirst(folder.count + 1))
    }

    /// `folder` and `name` joined as a user would write them: `Sources` + `App` → `Sources/App`, `.` + `App` → `App`.
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
