/// A path to leave out when folders are searched and globs expanded (`--exclude GLOB`, the configuration's `exclude`).
///
/// A pattern without `/` (`Generated`, `*.bak.xcstrings`) matches a file or folder of that name at any depth, as in
/// `.gitignore`; one with `/` (`Sources/Legacy`, `Vendor/**`) matches the path relative to `base`, the folder the
/// pattern is written relative to (the current folder for `--exclude`, the configuration's folder for `exclude`).
/// An excluded folder is not entered.
public struct ExcludePattern: Hashable, Sendable, CustomStringConvertible {
    /// The glob.
    public let glob: PathGlob
    /// The absolute, normalized folder that anchored patterns are relative to.
    public let base: String

    /// `pattern` relative to `folder` (made absolute against the current folder when relative).
    public init(_ pattern: String, relativeTo folder: String) {
        var pattern = pattern
        while pattern.hasPrefix("./") { pattern.removeFirst(2) }
        if pattern.hasSuffix("/") && pattern.count > 1 { pattern.removeLast() }
        self.glob = PathGlob(pattern)
        self.base = FilePath.absolute(folder)
    }

    public var description: String { glob.pattern }

    /// Whether the entry at `absolutePath` (normalized), called `name`, is excluded.
    func excludes(absolutePath: String, name: String) -> Bool {
        guard glob.isAnchored || glob.pattern.hasPrefix("/") else { return glob.matches(name) }
        if glob.pattern.hasPrefix("/") { return glob.matches(absolutePath) }
        guard let relative = FilePath.relative(absolutePath, to: base) else { return false }
        return glob.matches(relative)
    }
}
