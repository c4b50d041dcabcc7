/// "Did you mean …?" for a mistyped name: the closest known name by edit distance.
public enum NameSuggestion {
    /// The candidate closest to `name` (the first of equally close ones), if it is at most `maximumDistance` edits away.
    public static func closest(to name: String, among candidates: [String], maximumDistance: Int = 3) -> String? {
        let close = candidates.min { editDistance($0, name) < editDistance($1, name) }
        guard let close, editDistance(close, name) <= maximumDistance else { return nil }
        return close
    }

    /// The Levenshtein distance between `a` and `b`, in characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
