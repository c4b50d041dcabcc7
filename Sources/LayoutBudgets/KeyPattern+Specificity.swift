import StringCatalog

extension KeyPattern {
    /// Whether the pattern has wildcards; an exact key is more specific than any glob.
    var isGlob: Bool { pattern.contains("*") || pattern.contains("?") }
}
