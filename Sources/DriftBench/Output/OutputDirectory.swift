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

    /// The folder a run without `--out` writes to, so no run is lost: `drift-results/HOST-YYYYMMDD-HHMMSS` under
    /// `parent` (UTC), created here and never one that exists already (`…-2`, `…-3` when two runs start in the same
    /// second).
    public static func fresh(in parent: String = "drift-results", host: String, at date: Date = Date()) throws(OutputDirectoryError)
        -> OutputDirectory
    {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        // A host name is a file name here: keep what is safe in one and replace the rest.
        let safeHost = String(host.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == "_" ? $0 : "-" })
        let base = "\(safeHost.isEmpty || safeHost.hasPrefix(".") ? "host" : safeHost)-\(formatter.string(from: date))"
        do {
            try FolderCreator.create(parent)
        } catch {
            throw OutputDirectoryError(path: parent, reason: "the folder cannot be created: \(error.explanation)")
        }
        for attempt in 1...1000 {
            let path = (parent as NSString).appendingPathComponent(attempt == 1 ? base : "\(base)-\(attempt)")
            // mkdir fails with EEXIST rather than reuse a folder, even when another run creates it at the same moment.
            if mkdir(path, 0o777) == 0 { return try OutputDirectory(path: path) }
            guard errno == EEXIST else {
                throw OutputDirectoryError(path: path, reason: "the folder cannot be created: \(SystemReason.current)")
            }
        }
        throw OutputDirectoryError(path: (parent as NSString).appendingPathComponent(base), reason: "a thousand folders of that name exist")
    }

    /// This machine's host name (the kernel's node name, as the machine block records it).
    public static var hostName: String {
        var names = utsname()
        uname(&names)
        return withUnsafeBytes(of: names.nodename) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
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
