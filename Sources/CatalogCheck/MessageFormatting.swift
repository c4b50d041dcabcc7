import StringCatalog

/// Small helpers that keep finding messages short, stable and free of line numbers (baselines hash them).
enum MessageFormatting {
    /// The key in quotes, shortened to 60 characters and with newlines shown as `\n`.
    static func key(_ key: String) -> String { KeyQuoting.quoted(key) }

    /// "locale, plural 'one'" style prefix for a unit: the locale, then where inside the localization.
    static func place(_ locale: String, _ leaf: ContentLeaf) -> String {
        place(locale, leaf.path)
    }

    /// The same for a path that does not end in a unit (a variation group).
    static func place(_ locale: String, _ path: [UnitStep]) -> String {
        let description = ContentLeaf.describe(path)
        return description.isEmpty ? locale : "\(locale) \(description)"
    }

    /// A few sample numbers: "2, 3, 4, 22, …".
    static func samples(_ numbers: Set<Int>, limit: Int = 4) -> String {
        let sorted = numbers.sorted()
        let shown = sorted.prefix(limit).map(String.init).joined(separator: ", ")
        return sorted.count > limit ? shown + ", …" : shown
    }

    /// A value quoted for a message, shortened.
    static func value(_ value: String) -> String {
        key(value)
    }
}
