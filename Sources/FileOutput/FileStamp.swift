import Foundation

/// What a file was when a command read it (device, inode, size, modification and change times), so a rewrite can
/// tell that another program replaced or edited it since, and refuse instead of dropping that program's change.
public struct FileStamp: Equatable, Sendable {
    private var identity: [Int64]?

    /// The file at `path` now, following symbolic links; a path with nothing there has the stamp ``absent``.
    public static func of(_ path: String) -> FileStamp {
        var info = stat()
        guard stat(path, &info) == 0 else { return .absent }
        return FileStamp(identity: [
            Int64(bitPattern: UInt64(info.st_dev)), Int64(bitPattern: UInt64(info.st_ino)), Int64(info.st_size),
            Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec), Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec),
        ])
    }

    /// No file at the path.
    public static let absent = FileStamp(identity: nil)
}
