import Foundation

/// A file that could not be written; whatever was at the path before is left as it was.
public struct AtomicWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file that was to be written.
    public var path: String
    /// Why writing failed, as the system said it.
    public var reason: String

    /// Creates an error for `path` failing because of `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `PATH: cannot write the file (REASON); it was left unchanged`.
    public var description: String { "\(path): cannot write the file (\(reason)); it was left unchanged" }
}

/// Writes whole files so that readers see either the old file or the new one, never a mix: the bytes go to a
/// temporary file in the same folder (so the rename stays on one file system), are flushed to disk (see `Durability`),
/// are given the replaced file's permissions, and are renamed over the target. A failure removes the temporary file,
/// and so does SIGINT, SIGTERM or SIGHUP while it is staged (see `InterruptCleanup`); only SIGKILL can leave one.
///
/// The path is replaced as given: a symbolic link at the path is replaced, not followed; callers that mean
/// to write through a link resolve it first.
public enum AtomicFileWriter {
    /// Bytes written and flushed to a temporary file beside their target, not yet visible at the target.
    ///
    /// Staging lets a caller write several files and make them appear only when all were written.
    public struct StagedFile: Sendable {
        /// Where the file will appear on ``commit()``.
        public let path: String
        /// The temporary file holding the bytes.
        public let temporaryPath: String
        /// Where the temporary path is registered for removal on SIGINT, SIGTERM or SIGHUP.
        let cleanupSlot: Int

        /// Renames the temporary file over ``path``; on failure removes it and throws ``AtomicWriteError``.
        public func commit() throws(AtomicWriteError) {
            guard rename(temporaryPath, path) == 0 else {
                let reason = AtomicFileWriter.systemReason()
                discard()
                throw AtomicWriteError(path: path, reason: reason)
            }
            InterruptCleanup.release(cleanupSlot)
        }

        /// Removes the temporary file, leaving ``path`` as it was.
        public func discard() {
            unlink(temporaryPath)
            InterruptCleanup.release(cleanupSlot)
        }
    }

    /// Writes `bytes` to `path` atomically, keeping the permissions of a file it replaces (new files get 0644).
    public static func write(_ bytes: some ContiguousBytes, to path: String, durability: Durability = .flushed) throws(AtomicWriteError) {
        try stage(bytes, for: path, durability: durability).commit()
    }

    /// Writes `bytes` to `path` atomically unless the file there is no longer what `stamp` recorded (another program
    /// wrote it since this one read it); then nothing is written and the error says so.
    ///
    /// The check and the rename happen under an exclusive `flock` on the file being replaced, so of two writers that
    /// read the same file, the second finds the first one's new file and refuses, instead of both renaming and one
    /// change being lost.
    public static func write(
        _ bytes: some ContiguousBytes, to path: String, unchangedSince stamp: FileStamp, durability: Durability = .flushed
    ) throws(AtomicWriteError) {
        let staged = try stage(bytes, for: path, durability: durability)
        let lock = open(path, O_RDONLY | O_CLOEXEC)
        defer { if lock >= 0 { close(lock) } }
        if lock >= 0 {
            while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
        }
        guard FileStamp.of(path) == stamp else {
            staged.discard()
            throw AtomicWriteError(path: path, reason: Self.changedMeanwhile)
        }
        try staged.commit()
    }

    /// Why a file that changed since it was read is not replaced.
    public static let changedMeanwhile =
        "another program changed it after this command read it, so writing would drop that change; run the command again"

    /// Writes `bytes` to a temporary file beside `path` (flushed unless `durability` is `.regenerable`) with the
    /// permissions `path` should end up with; nothing appears at `path` until ``StagedFile/commit()``.
    public static func stage(
        _ bytes: some ContiguousBytes, for path: String, durability: Durability = .flushed
    ) throws(AtomicWriteError) -> StagedFile {
        let folder = (path as NSString).deletingLastPathComponent
        // lstat, not stat: a link's own mode is 0777, and a link at the path is replaced, not kept.
        var existing = stat()
        let replacesFile = lstat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG
        let mode: mode_t = replacesFile ? existing.st_mode & 0o7777 : 0o644
        // A short name of fixed length, so any name the file system allows for the target can be staged beside it.
        var template = Array("\(folder.isEmpty ? "." : folder)/.tmp-XXXXXX".utf8CString)
        InterruptCleanup.installIfNeeded()
        let slot = InterruptCleanup.reserve()
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            let reason = systemReason()
            InterruptCleanup.release(slot)
            throw AtomicWriteError(path: path, reason: "cannot create a temporary file in \(folder.isEmpty ? "." : folder): \(reason)")
        }
        InterruptCleanup.activate(slot, path: template)
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = systemReason()
                    return
                }
                offset += written
            }
        }
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = systemReason() }
        if failure == nil, durability == .flushed, fsync(descriptor) != 0 { failure = systemReason() }
        if close(descriptor) != 0, failure == nil { failure = systemReason() }
        if let failure {
            unlink(temporary)
            InterruptCleanup.release(slot)
            throw AtomicWriteError(path: path, reason: failure)
        }
        return StagedFile(path: path, temporaryPath: temporary, cleanupSlot: slot)
    }

    /// The current `errno` in the tool's words.
    fileprivate static func systemReason() -> String {
        SystemReason.current.description
    }
}
