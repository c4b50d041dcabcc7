import Foundation

/// Writes compiled files below an output folder: each file atomically (a temporary file in the same
/// folder, then `rename`), and only at paths made of safe components.
public enum CompiledFileWriter {
    /// A file that could not be written, with the path and the reason.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        /// The path that failed.
        public var path: String
        /// Why, as a phrase.
        public var reason: String
        /// `cannot write PATH: REASON`.
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes every file below `directory`, creating folders as needed. Refuses unsafe path components
    /// before writing anything.
    public static func write(_ files: [CompiledFile], to directory: URL) throws(WriteError) {
        for file in files {
            guard !file.path.isEmpty, file.path.allSatisfy(OutputPath.isSafeComponent) else {
                throw WriteError(path: file.relativePath, reason: "the path has an empty, '.', '..' or separator component, so it would leave the output folder")
            }
        }
        for file in files {
            var folder = directory
            for component in file.path.dropLast() { folder.appendPathComponent(component, isDirectory: true) }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw WriteError(path: folder.path, reason: "the folder cannot be created (\(error.localizedDescription)); check that --out is writable")
            }
            let target = folder.appendingPathComponent(file.path.last!)
            try writeAtomically(file.contents, to: target)
        }
    }

    private static func writeAtomically(_ bytes: [UInt8], to target: URL) throws(WriteError) {
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(path: target.path, reason: "cannot create a temporary file next to it (\(String(cString: strerror(errno))))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: Data(bytes))
            try handle.synchronize()
            try handle.close()
        } catch {
            try? handle.close()
            unlink(temporary.path)
            throw WriteError(path: target.path, reason: "\(error.localizedDescription); check free space and permissions")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw WriteError(path: target.path, reason: reason)
        }
    }
}
