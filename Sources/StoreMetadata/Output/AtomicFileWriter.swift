import Foundation

/// Writes whole files atomically (a temporary file in the same folder, flushed, then renamed over the target),
/// so a reader never sees half a file and an interrupted run leaves the old file in place.
enum AtomicFileWriter {
    /// What happened to one file.
    enum Outcome { case written, unchanged }

    /// Writes `contents` to `path` unless the file already holds exactly those bytes.
    static func write(_ contents: Data, to path: String) throws(MetadataWriteError) -> Outcome {
        if FileStatus.of(path) == .regularFile, let existing = FileManager.default.contents(atPath: path), existing == contents {
            return .unchanged
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = "\(folder)/.\(name).timekeeper-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw systemError("create", temporary) }
        var failure: MetadataWriteError?
        contents.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = systemError("write", temporary)
                    return
                }
                offset += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = systemError("flush", temporary) }
        if close(descriptor) != 0, failure == nil { failure = systemError("close", temporary) }
        if failure == nil, rename(temporary, path) != 0 { failure = systemError("rename a temporary file to", path) }
        if let failure {
            unlink(temporary)
            throw failure
        }
        return .written
    }

    static func systemError(_ operation: String, _ path: String) -> MetadataWriteError {
        .system(operation: operation, path: path, message: String(cString: strerror(errno)))
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
