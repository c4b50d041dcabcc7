import JSONCore

/// Unique identifiers for catalog keys: each key's sanitised name, de-duplicated with suffixes taken from the key.
///
/// A compiled name is part of an app's code (`R.string.pause`, `Strings.pause`), so it must not move or change
/// meaning when other keys come and go. A suffix is therefore a hash of the key's own bytes, never a rank: adding
/// `PAUSE` beside `Pause` gives `PAUSE` the name `pause_<hash of PAUSE>` and leaves `Pause` at `pause`.
enum UniqueNames {
    /// Hex digits of the suffix hash tried first; more are used only if two keys' short hashes meet.
    static let suffixLengths = [6, 10, 16]

    /// A name for every key in `keys`, the same for any order of `keys`.
    ///
    /// Keys whose sanitised name no other key shares keep that name. Among keys that share one, the key that spells
    /// it most closely (see `closeness`) keeps it, and every other key gets `suffixed(name, hash)`, where `hash` is
    /// a hex FNV-1a hash of the key's UTF-8 bytes, so its name never depends on which other keys exist. A name in
    /// `reserved` is never given plain, nor is the stand-in name of a key without words (`hasNoWords`: `🙂`, `%@`),
    /// which many keys share and none spells; a key listed twice gets one name.
    ///
    /// So a name moves only when a key that spells it more closely is added, or when the key holding it plain is
    /// removed (the next closest then takes it); never for keys that spell it less closely.
    static func assign(
        _ keys: [String], reserved: Set<String> = [], sanitise: (String) -> String, suffixed: (String, String) -> String,
        hasNoWords: (String) -> Bool = { _ in false }
    ) -> [String: String] {
        var groups: [String: [String]] = [:]
        var seen: Set<String> = []
        for key in keys where seen.insert(key).inserted { groups[sanitise(key), default: []].append(key) }
        var names: [String: String] = [:]
        var taken = reserved
        // Plain names first, so that a suffixed name can never take one.
        var suffixedKeys: [(key: String, base: String)] = []
        for (base, group) in groups {
            let ordered = group.sorted { closeness($0, to: base) < closeness($1, to: base) }
            var rest = ordered[...]
            if hasNoWords(ordered[0]) {
                suffixedKeys += rest.map { ($0, base) }
                continue
            }
            if !reserved.contains(base), let first = rest.popFirst() {
                names[first] = base
                taken.insert(base)
            }
            suffixedKeys += rest.map { ($0, base) }
        }
        // Visited in scalar order so that the rare meeting of two short hashes resolves the same way every time.
        suffixedKeys.sort { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        for (key, base) in suffixedKeys {
            let digits = hexHash(key)
            var name = suffixed(base, String(digits.prefix(suffixLengths[0])))
            for length in suffixLengths.dropFirst() where taken.contains(name) {
                name = suffixed(base, String(digits.prefix(length)))
            }
            // 64 bits of hash met too: the key's scalar rank in the group is the last resort.
            var extra = 2
            while taken.contains(name) {
                name = suffixed(base, digits + "_\(extra)")
                extra += 1
            }
            taken.insert(name)
            names[key] = name
        }
        return names
    }

    /// How closely `key` spells `name`, smaller is closer: the name itself, then fewer characters that are not
    /// ASCII letters, digits or spaces (`Pause` before `Pause!`), then fewer capitals after the first letter
    /// (`Pause` before `PAUSE`), then Unicode scalar order. Depends only on the key, so a key that spells the name
    /// less closely never takes it from one that spells it more closely.
    static func closeness(_ key: String, to name: String) -> Closeness {
        var marks = 0
        var capitals = 0
        for (index, scalar) in key.unicodeScalars.enumerated() {
            let isLetterOrDigit = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            if !isLetterOrDigit && scalar != " " { marks += 1 }
            if index > 0, scalar.properties.isUppercase { capitals += 1 }
        }
        return Closeness(exact: key == name ? 0 : 1, marks: marks, capitals: capitals, key: key)
    }

    /// The order `closeness` defines.
    struct Closeness: Comparable {
        let exact: Int
        let marks: Int
        let capitals: Int
        let key: String

        static func < (lhs: Closeness, rhs: Closeness) -> Bool {
            if (lhs.exact, lhs.marks, lhs.capitals) != (rhs.exact, rhs.marks, rhs.capitals) {
                return (lhs.exact, lhs.marks, lhs.capitals) < (rhs.exact, rhs.marks, rhs.capitals)
            }
            return lhs.key.unicodeScalars.lexicographicallyPrecedes(rhs.key.unicodeScalars)
        }
    }

    /// Sixteen lowercase hex digits of the FNV-1a hash of `key`'s UTF-8 bytes (stable across runs and machines).
    static func hexHash(_ key: String) -> String {
        var hash = FNV1a()
        hash.mix(key.utf8)
        let digits = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
