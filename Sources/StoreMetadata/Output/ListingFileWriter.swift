import FileOutput
import Foundation

/// Writes a listing file atomically (the shared temporary-file-then-rename writer), skipping files that already
/// hold exactly the new bytes so an unchanged listing keeps its modification times.
enum ListingFileWriter {
    /// What happened to one file.
    enum Outcome { case written, unchanged }

    /// Writes `contents` to `path` unless the file already holds exactly those bytes.
    static func write(_ contents: Data, to path: String) throws(MetadataWriteError) -> Outcome {
        if FileStatus.of(path) == .regularFile, let existing = FileManager.default.contents(atPath: path), existing == contents {
            return .unchanged
        }
        do {
            try AtomicFileWriter.write(contents, to: path)
        } catch {
            throw .system(operation: "write", path: path, message: error.reason)
        }
        return .written
    }

    /// The current `errno` as a ``MetadataWriteError`` for `operation` on `path`.
    static func systemError(_ operation: String, _ path: String) -> MetadataWriteError {
        .system(operation: operation, path: path, message: SystemReason.current.description)
    }
}

/// What is at a path, without following a final symbolic link.
enum FileStatus: Equatable {
    case missing, regularFile, folder, symbolicLink, other

    static func of(_ path: String) -> FileStatus {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }
}
