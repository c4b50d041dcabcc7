/// The one `*`/`?` matcher: `*` matches any run of characters (including none), `?` one character, everything
/// else itself. Path globs (one component at a time) and key patterns both match through it.
public enum Wildcard {
    /// Whether the whole of `text` matches `pattern`.
    public static func matches(_ text: [Character], pattern: [Character]) -> Bool {
        // Iterative, with one backtrack point: linear in practice, no recursion.
        var p = 0
        var t = 0
        var starP = -1
        var starT = 0
        while t < text.count {
            if p < pattern.count && pattern[p] != "*" && (pattern[p] == "?" || pattern[p] == text[t]) {
                p += 1
                t += 1
            } else if p < pattern.count && pattern[p] == "*" {
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
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
