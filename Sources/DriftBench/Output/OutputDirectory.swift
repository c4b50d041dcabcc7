import FileOutput
import Foundation

/// Why an output folder could not be used.
public struct OutputDirectoryError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The folder.
    public var path: String
    /// What went wrong.
    public var reason: String

    public var description: String {
        "\(path): cannot write the results there (\(reason)); pass a folder you can write to with --out."
    }
}

/// A folder the results go to, written atomically: every file goes to a temporary name first and is
/// renamed into place only when all of them were written, so an error never leaves half a result set.
public struct OutputDirectory: Sendable {
    /// The folder's path.
    public let path: String

    /// Creates the folder if needed and proves it is writable (before a long run, not after).
    public init(path: String) throws(OutputDirectoryError) {
        self.path = path
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw OutputDirectoryError(path: path, reason: "it is a file, not a folder") }
        } else {
            do {
                try FolderCreator.create(path)
            } catch {
                throw OutputDirectoryError(path: path, reason: "the folder cannot be created: \(error.explanation)")
            }
        }
        let probe = (path as NSString).appendingPathComponent(".timekeeper-probe-\(getpid())")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw OutputDirectoryError(path: path, reason: "the folder is not writable: \(SystemReason.current)")
        }
        close(descriptor)
        unlink(probe)
    }

    /// Writes every (file name, bytes) pair: all to temporary files, then all renamed into place.
    public func write(_ files: [(name: String, contents: Data)]) throws(OutputDirectoryError) {
        var staged: [AtomicFileWriter.StagedFile] = []
        do {
            for file in files {
                staged.append(try AtomicFileWriter.stage(file.contents, for: (path as NSString).appendingPathComponent(file.name)))
            }
        } catch {
            for file in staged { file.discard() }
            throw OutputDirectoryError(path: path, reason: error.reason)
        }
        for (index, file) in staged.enumerated() {
            do {
                try file.commit()
            } catch {
                for later in staged[(index + 1)...] { later.discard() }
                throw OutputDirectoryError(path: path, reason: "renaming into place failed: \(error.reason)")
            }
        }
    }
}
