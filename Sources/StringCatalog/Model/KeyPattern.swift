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
        let text = Array(key)
        // Iterative wildcard matching with one backtrack point: linear in practice, no recursion.
        var p = 0, t = 0
        var starP = -1, starT = 0
        while t < text.count {
            if p < characters.count && (characters[p] == "?" || characters[p] == text[t]) && characters[p] != "*" {
                p += 1
                t += 1
            } else if p < characters.count && characters[p] == "*" {
                starP = p
                starT = t
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starT += 1
                t = starT
            } else {
                return false
            }
        }
        while p < characters.count && characters[p] == "*" { p += 1 }
        return p == characters.count
    }
}
