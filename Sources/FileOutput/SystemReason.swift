import Foundation

/// Why a system call on a file failed, as a phrase in the tool's words ("no such file or folder",
/// "permission denied"), from its `errno`.
///
/// Every message about a file that could not be read, written or created ends with one of these, so no
/// Foundation text ("The operation could not be completed. (NSCocoaErrorDomain error 512.)") reaches a user.
public struct SystemReason: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `errno` value.
    public var code: Int32

    /// The reason for `errno` value `code`.
    public init(errno code: Int32) {
        self.code = code
    }

    /// The reason for the current `errno` (read it right after the failed call).
    public static var current: SystemReason { SystemReason(errno: errno) }

    /// The POSIX reason inside a Foundation error (`FileManager`, `Data(contentsOf:)`, `Process.run()`), or nil if
    /// the error is not one of Foundation's file errors.
    public init?(foundationError error: any Error) {
        let bridged = error as NSError
        if bridged.domain == NSPOSIXErrorDomain {
            self.init(errno: Int32(bridged.code))
            return
        }
        guard bridged.domain == NSCocoaErrorDomain else { return nil }
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            self.init(errno: Int32(underlying.code))
            return
        }
        switch CocoaError.Code(rawValue: bridged.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: self.init(errno: ENOENT)
        case .fileReadNoPermission, .fileWriteNoPermission: self.init(errno: EACCES)
        case .fileWriteOutOfSpace: self.init(errno: ENOSPC)
        case .fileWriteVolumeReadOnly: self.init(errno: EROFS)
        case .fileWriteFileExists: self.init(errno: EEXIST)
        case .fileReadTooLarge: self.init(errno: EFBIG)
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: self.init(errno: EINVAL)
        default: self.init(errno: EIO)
        }
    }

    /// The phrase, e.g. `permission denied`.
    public var description: String {
        switch code {
        case ENOENT: "no such file or folder"
        case EACCES: "permission denied"
        case EPERM: "the operation is not permitted"
        case EISDIR: "it is a folder"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case EEXIST: "something already exists there"
        case ENOTEMPTY: "the folder is not empty"
        case ENOSPC: "no space is left on the device"
        case EDQUOT: "the disk quota is used up"
        case EROFS: "the file system is read-only"
        case ENAMETOOLONG: "the name is too long"
        case ELOOP: "the path has too many symbolic links"
        case EMFILE, ENFILE: "too many files are open"
        case EIO: "the device reported an input/output error"
        case EFBIG: "the file is too large"
        case EXDEV: "it is on another file system"
        case EBUSY, ETXTBSY: "it is busy"
        case EINVAL: "the path is not valid here"
        case ENXIO, ENODEV: "no such device"
        case ENOEXEC: "it is not an executable program"
        default: "the system refused (errno \(code))"
        }
    }
}
