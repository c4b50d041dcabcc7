import JSONCore

/// An argument that named no catalog: a glob that matched nothing, a folder without catalogs, a folder that
/// cannot be listed. Reported like an unreadable file (exit status 2) while the other inputs still run.
public struct CatalogInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the argument gave no catalog.
    public enum Kind: Hashable, Sendable {
        /// A glob that matched no `.xcstrings` file.
        case noMatch
        /// A folder with no `.xcstrings` file below it (after skipping and excluding).
        case emptyFolder
        /// A folder that could not be listed (the system's reason).
        case unlistableFolder(String)
    }

    /// The argument (or, for a folder met while searching, the folder) as the user would write it.
    public var argument: String
    /// What went wrong.
    public var kind: Kind

    public init(argument: String, kind: Kind) {
        self.argument = argument
        self.kind = kind
    }

    /// The sentence after `path:` in a message.
    public var message: String {
        switch kind {
        case .noMatch:
            "no .xcstrings file matches this pattern; check it, or quote it so the tool expands it rather than the shell"
        case .emptyFolder:
            "no .xcstrings file in this folder or below it (skipping \(CatalogInputResolver.skippedFolderNames.joined(separator: ", ")) and excluded paths)"
        case .unlistableFolder(let reason):
            "cannot list the folder: \(reason)"
        }
    }

    /// `argument: message`.
    public var description: String { "\(argument): \(message)" }

    /// The same problem as the error an unreadable file gives, for reports that list unreadable inputs.
    public var readError: JSONReadError {
        JSONReadError(.unreadableFile, at: SourceLocation(file: argument, line: 0, column: 0), message)
    }
}
