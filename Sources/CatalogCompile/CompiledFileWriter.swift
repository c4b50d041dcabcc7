import FileOutput
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
            guard !file.path.isEmpty, file.path.allSatisfy(PathComponent.isSafe) else {
                throw WriteError(
                    path: file.relativePath,
                    reason: "the path has an empty, '.', '..' or separator component, so it would leave the output folder")
            }
        }
        for file in files {
            var folder = directory
            for component in file.path.dropLast() { folder.appendPathComponent(component, isDirectory: true) }
            // Relative paths stay relative, so messages name the folder as the user gave it to --out.
            do {
                try FolderCreator.create(folder.relativePath)
            } catch {
                throw WriteError(
                    path: folder.relativePath, reason: "the folder cannot be created (\(error.explanation)); check that --out is writable")
            }
            let target = folder.appendingPathComponent(file.path.last!)
            do {
                try AtomicFileWriter.write(file.contents, to: target.relativePath)
            } catch {
                throw WriteError(path: target.relativePath, reason: "\(error.reason); check free space and permissions")
            }
        }
    }
}
