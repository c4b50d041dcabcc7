import Diagnostics
import FileOutput
import Foundation
import JSONCore

/// `catalog fmt` as a library: canonical bytes for a catalog, and in-place rewriting that never leaves a half-written file.
public enum CatalogFormatter {
    /// The outcome of formatting one catalog's bytes.
    public struct Formatted: Sendable {
        /// The catalog as Xcode would write it.
        public var bytes: [UInt8]
        /// Whether `bytes` differ from the input.
        public var changed: Bool
        /// Warnings from reading (`byte-order-mark`, `unknown-version`).
        public var warnings: [Finding]
    }

    /// What happened to one file.
    public enum FileOutcome: Equatable, Sendable {
        case unchanged
        /// Rewritten in place (or, when only checking, would be).
        case changed
    }

    /// Formats catalog bytes; throws `JSONReadError` when they are not a readable String Catalog.
    public static func format(bytes: [UInt8], file: String) throws -> Formatted {
        let document = try JSONDocument.parse(bytes, file: file)
        // Validating checks that the JSON is a String Catalog, so fmt never blesses an arbitrary JSON file; it keeps
        // no model, so formatting peaks at the input, its tree and the output.
        let warnings = try CatalogReader.validate(document)
        let written = try CatalogWriter.write(document)
        return Formatted(bytes: written, changed: !sameBytes(written, bytes), warnings: warnings)
    }

    /// What `fmt --diff` prints for one catalog: a unified diff from `original` to the formatted bytes, headed
    /// `a/PATH` and `b/PATH` for a relative `path` (so `git apply` and `patch -p1` apply it from the same folder) and
    /// `PATH` for an absolute one (`patch -p0`); empty when nothing would change.
    public static func diff(from original: [UInt8], to formatted: Formatted, path: String) -> [UInt8] {
        guard formatted.changed else { return [] }
        let relative = !path.hasPrefix("/")
        return UnifiedDiff(from: original, to: formatted.bytes).text(
            oldName: relative ? "a/" + path : path, newName: relative ? "b/" + path : path)
    }

    /// Bytewise equality through `memcmp` (Array's `==` compares element by element).
    private static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { a in b.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    /// Formats a file in place (atomically, permissions kept) unless `checkOnly`; returns the outcome and reading warnings.
    /// Locations name the file as `displayName` (e.g. the path as the user typed it), or its full path.
    public static func formatFile(at url: URL, displayName: String? = nil, checkOnly: Bool) throws -> (
        outcome: FileOutcome, warnings: [Finding]
    ) {
        let name = displayName ?? url.path
        let stamp = FileStamp.of(url.path)
        let original = try FileBytes.read(url, name: name, expecting: .jsonObject)
        let formatted = try format(bytes: original, file: name)
        guard formatted.changed else { return (.unchanged, formatted.warnings) }
        if !checkOnly { try AtomicReplace.write(formatted.bytes, to: url, unchangedSince: stamp) }
        return (.changed, formatted.warnings)
    }
}

/// Replaces a file's contents atomically, writing through a symbolic link to the file it points to.
public enum AtomicReplace {
    /// Writes `bytes` to `url` so readers see either the old or the new file, never a mix; throws `FileWriteError`.
    /// With `stamp` (taken before the command read the file), refuses when another program changed the file since.
    public static func write(_ bytes: [UInt8], to url: URL, unchangedSince stamp: FileStamp? = nil) throws(FileWriteError) {
        // Replace the file a symlink points to, not the link itself; any other path stays as given (relative stays
        // relative), so messages name it as the user typed it.
        var status = stat()
        let isLink = lstat(url.relativePath, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
        let path = isLink ? url.resolvingSymlinksInPath().path : url.relativePath
        do {
            if let stamp {
                try AtomicFileWriter.write(bytes, to: path, unchangedSince: stamp)
            } else {
                try AtomicFileWriter.write(bytes, to: path)
            }
        } catch {
            // Named as the user gave it (the link, if it is one), not as the resolved absolute path.
            throw FileWriteError(path: url.relativePath, reason: error.reason)
        }
    }
}

/// A file that could not be written; the original is left untouched.
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file that was to be written.
    public var path: String
    /// Why writing failed, as the system said it.
    public var reason: String

    public var description: String { "\(path): cannot write the file (\(reason)); it was left unchanged" }
}
