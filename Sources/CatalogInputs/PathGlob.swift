import FileOutput

/// A glob over `/`-separated paths: `*` matches any run of characters within one name (none included), `?` one
/// character, `**` as a whole component any number of folders (none included); everything else matches itself.
///
/// `Sources/**/*.xcstrings` matches `Sources/Localizable.xcstrings` and `Sources/App/Resources/Main.xcstrings`.
public struct PathGlob: Hashable, Sendable, CustomStringConvertible {
    /// One `/`-separated piece of the pattern.
    enum Component: Hashable, Sendable {
        /// `**`: zero or more folders.
        case anyDepth
        /// A name pattern with `*` and `?`.
        case name([Character])
    }

    /// The glob as written.
    public let pattern: String
    let components: [Component]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.components = pattern.split(separator: "/", omittingEmptySubsequences: true).map { piece in
            piece == "**" ? .anyDepth : .name(Array(piece))
        }
    }

    public var description: String { pattern }

    /// Whether `text` has a wildcard (`*` or `?`), i.e. is a glob rather than a plain path.
    public static func isGlob(_ text: String) -> Bool { text.contains("*") || text.contains("?") }

    /// Whether the pattern has more than one component (it is then anchored to a folder, not a bare name).
    public var isAnchored: Bool { components.count > 1 }

    /// Whether the whole of `path` (a relative path, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        return match(0, names[...])
    }

    private func match(_ index: Int, _ names: ArraySlice<[Character]>) -> Bool {
        guard index < components.count else { return names.isEmpty }
        switch components[index] {
        case .anyDepth:
            var rest = names
            while true {
                if match(index + 1, rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case .name(let pattern):
            guard let first = names.first, Self.matches(name: first, pattern: pattern) else { return false }
            return match(index + 1, names.dropFirst())
        }
    }

    /// Whether the name pattern of component `index` (`*`/`?`, not `**`) matches `name`.
    func componentMatches(_ index: Int, _ name: String) -> Bool {
        guard case .name(let pattern) = components[index] else { return true }
        return Self.matches(name: Array(name), pattern: pattern)
    }

    /// Whether one name matches one component's pattern (`*`, `?`).
    static func matches(name: [Character], pattern: [Character]) -> Bool {
        Wildcard.matches(name, pattern: pattern)
    }
}
