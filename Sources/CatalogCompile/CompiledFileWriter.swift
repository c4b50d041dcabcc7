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

    /// Writes every file below `directory`, creating folders as needed: all of them or none. Every file is first
    /// staged (written and flushed to a temporary file beside its target), and only when all are staged are they
    /// renamed into place, so a failure in any file (of any format) leaves no new file behind, and folders this
    /// call created are removed again. Refuses unsafe path components before writing anything.
    public static func write(_ files: [CompiledFile], to directory: URL) throws(WriteError) {
        for file in files {
            guard !file.path.isEmpty, file.path.allSatisfy(PathComponent.isSafe) else {
                throw WriteError(
                    path: file.relativePath,
                    reason: "the path has an empty, '.', '..' or separator component, so it would leave the output folder")
            }
        }
        var staged: [AtomicFileWriter.StagedFile] = []
        var createdFolders: [URL] = []
        func undo() {
            for file in staged { file.discard() }
            // Deepest first, and only folders that are empty again (rmdir refuses the others).
            for folder in createdFolders.reversed() { rmdir(folder.path) }
        }
        for file in files {
            var folder = directory
            for component in file.path.dropLast() { folder.appendPathComponent(component, isDirectory: true) }
            // Relative paths stay relative, so messages name the folder as the user gave it to --out.
            do {
                createdFolders += try createFolders(folder)
            } catch {
                undo()
                throw WriteError(
                    path: folder.relativePath, reason: "the folder cannot be created (\(error.explanation)); check that --out is writable")
            }
            let target = folder.appendingPathComponent(file.path.last!)
            do {
                staged.append(try AtomicFileWriter.stage(file.contents, for: target.path))
            } catch {
                undo()
                throw WriteError(
                    path: target.relativePath, reason: "\(error.reason); check free space and permissions; nothing was written")
            }
        }
        for (index, file) in staged.enumerated() {
            do {
                try file.commit()
            } catch {
                // A rename in a folder where the temporary file was just created fails only if the target became a
                // folder meanwhile; the rest stay unwritten.
                for rest in staged[(index + 1)...] { rest.discard() }
                throw WriteError(path: file.path, reason: error.reason)
            }
        }
    }

    /// Creates `folder` and missing parents; returns the folders it created, outermost first.
    private static func createFolders(_ folder: URL) throws(FolderCreationError) -> [URL] {
        var missing: [URL] = []
        var current = folder
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: current.path, isDirectory: &isDirectory), current.pathComponents.count > 1 {
            missing.append(current)
            current.deleteLastPathComponent()
        }
        try FolderCreator.create(folder.relativePath)
        return missing.reversed()
    }
}
