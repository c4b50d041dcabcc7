/// Which catalog keys a budget applies to: an exact key, or a glob where `*` matches any run and `?` one character.
public struct KeyPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written in the budgets file.
    public let text: String
    private let characters: [Character]

    /// A pattern from its text; without `*` or `?` it matches only the identical key.
    public init(_ text: String) {
        self.text = text
        self.characters = Array(text)
    }

    /// Whether the pattern has wildcards (an exact key is more specific than any glob).
    public var isGlob: Bool { characters.contains("*") || characters.contains("?") }

    public var description: String { text }

    /// Whether `key` matches the whole pattern.
    public func matches(_ key: String) -> Bool {
        guard isGlob else { return key == text }
        let subject = Array(key)
        // Iterative glob matching with backtracking to the last `*`: linear in practice, no recursion.
        var p = 0, s = 0
        var star: Int?
        var starMatch = 0
        while s < subject.count {
            if p < characters.count, characters[p] == "?" || characters[p] == subject[s] {
                p += 1
                s += 1
            } else if p < characters.count, characters[p] == "*" {
                star = p
                starMatch = s
                p += 1
            } else if let starAt = star {
                p = starAt + 1
                starMatch += 1
                s = starMatch
            } else {
                return false
            }
        }
        while p < characters.count, characters[p] == "*" { p += 1 }
        return p == characters.count
    }
}
