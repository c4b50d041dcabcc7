import Foundation

/// An App Store keyword field split into items, keeping the spaces and separators each costs in bytes.
///
/// App Store Connect separates keywords with an English comma, a Chinese (full-width) comma, or both
/// (App Store Connect API, `keywords` attribute).
public struct KeywordList: Sendable {
    /// One keyword as written between two separators.
    public struct Item: Sendable {
        /// The text between separators, spaces included.
        public var raw: String
        /// The keyword without surrounding whitespace.
        public var keyword: String
        /// The separator written after the item (`,` or `，`); nil for the last item.
        public var separatorAfter: Character?

        /// Bytes the whitespace around the keyword costs.
        public var whitespaceBytes: Int { raw.utf8.count - keyword.utf8.count }
    }

    public var items: [Item]

    /// Splits `text` at English and full-width commas.
    public init(_ text: String) {
        var items: [Item] = []
        var current = ""
        for character in text {
            if Self.separators.contains(character) {
                items.append(Item(raw: current, keyword: Self.trimmed(current), separatorAfter: character))
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(Item(raw: current, keyword: Self.trimmed(current), separatorAfter: nil))
        self.items = items
    }

    static let separators: Set<Character> = [",", "，"]

    /// Bytes dropping `items[index]` frees: the item and one separator next to it.
    public func bytesFreedByRemoving(_ index: Int) -> Int {
        let item = items[index]
        let separator = item.separatorAfter ?? (index > 0 ? items[index - 1].separatorAfter : nil)
        return item.raw.utf8.count + (separator.map { String($0).utf8.count } ?? 0)
    }

    /// The non-empty keywords that `describe` flags (its descriptions, in order) and the bytes removing them all frees.
    func flagged(_ describe: (String) -> String?) -> (descriptions: [String], bytesFreed: Int) {
        var descriptions: [String] = []
        var freed = 0
        for index in items.indices {
            let keyword = items[index].keyword
            guard !keyword.isEmpty, let description = describe(keyword) else { continue }
            descriptions.append(description)
            freed += bytesFreedByRemoving(index)
        }
        return (descriptions, freed)
    }

    /// The form duplicates are compared in: case-, accent- and width-insensitive.
    public static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    private static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}

extension Int {
    /// "1 byte" / "3 bytes".
    var bytesPhrase: String { self == 1 ? "1 byte" : "\(self) bytes" }
}
