import FileOutput

/// A glob over catalog keys: `*` matches any run of characters (including none), `?` one character,
/// everything else itself. `debug.*` matches `debug.menu.title`; `*_legacy` matches `title_legacy`.
public struct KeyPattern: Hashable, Sendable, CustomStringConvertible {
    /// The glob as written.
    public let pattern: String
    private let characters: [Character]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.characters = Array(pattern)
    }

    public var description: String { pattern }

    /// Whether the whole of `key` matches.
    public func matches(_ key: String) -> Bool {
        Wildcard.matches(Array(key), pattern: characters)
    }
}
