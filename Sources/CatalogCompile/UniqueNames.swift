/// Unique identifiers for catalog keys: each key's sanitised name, de-duplicated with numbered suffixes.
enum UniqueNames {
    /// A name for every key in `keys`, the same for any order of `keys`.
    ///
    /// Keys are visited in Unicode-scalar order, so the result never depends on file order; a key listed twice
    /// gets one name. A key is offered `sanitise(key)`; when that name is already taken (by an earlier key or by
    /// `reserved`), it gets `suffixed(name, 2)`, then `suffixed(name, 3)`, … until one is free.
    static func assign(
        _ keys: [String], reserved: Set<String> = [], sanitise: (String) -> String, suffixed: (String, Int) -> String
    ) -> [String: String] {
        var taken = reserved
        var names: [String: String] = [:]
        for key in keys.sorted(by: { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }) where names[key] == nil {
            let candidate = sanitise(key)
            var name = candidate
            var suffix = 2
            while taken.contains(name) {
                name = suffixed(candidate, suffix)
                suffix += 1
            }
            taken.insert(name)
            names[key] = name
        }
        return names
    }
}
