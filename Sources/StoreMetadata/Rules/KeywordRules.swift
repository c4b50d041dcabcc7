import Diagnostics
import Foundation

/// Spaces next to keyword separators: App Store Connect counts each as a byte of the 100.
public struct KeywordSpacingRule: ListingRule {
    public init() {}
    public var id: String { "store-keyword-spacing" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String { "Keywords have spaces after (or before) commas, each wasting a byte." }
    public var help: String { "Write keywords as a,b,c with no spaces after commas." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        FieldText.all(.keywords, in: listing, store: store).compactMap { entry in
            let wasted = KeywordList(entry.text).items.filter { !$0.keyword.isEmpty }.reduce(0) { $0 + $1.whitespaceBytes }
            guard wasted > 0 else { return nil }
            return entry.violation(
                "whitespace next to commas; removing it frees \(wasted.bytesPhrase) of the 100.",
                hint: "Write keywords as a,b,c with no space after the commas."
            )
        }
    }
}

/// Empty keyword items (`a,,b`, a leading or trailing comma): separators that cost bytes and add nothing.
public struct KeywordEmptyItemRule: ListingRule {
    public init() {}
    public var id: String { "store-keyword-empty" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String { "Keywords contain empty items (doubled, leading or trailing commas)." }
    public var help: String { "Remove doubled commas and commas at the start or end." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        FieldText.all(.keywords, in: listing, store: store).compactMap { entry in
            let list = KeywordList(entry.text)
            let empty = list.items.indices.filter { list.items[$0].keyword.isEmpty }
            guard !empty.isEmpty else { return nil }
            let freed = empty.reduce(0) { $0 + list.bytesFreedByRemoving($1) }
            return entry.violation(
                "\(empty.count) empty item\(empty.count == 1 ? "" : "s"); removing the extra commas frees \(freed.bytesPhrase).",
                hint: "Remove doubled commas and commas at the start or end."
            )
        }
    }
}

/// The same keyword twice in one locale, compared case-, accent- and width-insensitively: Apple indexes it once.
public struct KeywordDuplicateRule: ListingRule {
    public init() {}
    public var id: String { "store-keyword-duplicate" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String { "A keyword appears twice in one locale (ignoring case and accents)." }
    public var help: String { "Keep each keyword once; search ignores case and accents." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        FieldText.all(.keywords, in: listing, store: store).compactMap { entry in
            var firstSeen: [String: String] = [:]
            let (repeats, freed) = KeywordList(entry.text).flagged { keyword in
                let folded = KeywordList.folded(keyword)
                guard let first = firstSeen[folded] else {
                    firstSeen[folded] = keyword
                    return nil
                }
                return first == keyword ? "\"\(keyword)\"" : "\"\(keyword)\" (as \"\(first)\")"
            }
            guard !repeats.isEmpty else { return nil }
            return entry.violation(
                "repeated \(repeats.joined(separator: ", ")); removing the repeats frees \(freed.bytesPhrase).",
                hint: "Keep each keyword once; App Store search ignores case and accents."
            )
        }
    }
}

/// A keyword that is already a word of the name or subtitle: the app is searchable by those, so the bytes are wasted.
public struct KeywordRepeatsNameRule: ListingRule {
    public init() {}
    public var id: String { "store-keyword-in-name" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String { "A keyword repeats a word of the app's name or subtitle." }
    public var help: String { "Use the bytes for words that are not in the name or subtitle." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        FieldText.all(.keywords, in: listing, store: store).compactMap { entry in
            let titles = store.fields.filter { $0.kind == .name || $0.key == "subtitle" }.compactMap { field -> (String, String)? in
                guard let text = entry.locale.values[field.key]?.uploadedText(store.whitespace), !text.isEmpty else { return nil }
                return (field.key, KeywordList.folded(text))
            }
            let (repeats, freed) = KeywordList(entry.text).flagged { keyword in
                let folded = KeywordList.folded(keyword)
                return titles.first { Self.contains($0.1, word: folded) }.map { "\"\(keyword)\" (in the \($0.0))" }
            }
            guard !repeats.isEmpty else { return nil }
            return entry.violation(
                "words already in the name or subtitle, \(repeats.joined(separator: ", ")); the app is already found by those, so removing them frees \(freed.bytesPhrase).",
                hint: "Use the bytes for words that are not in the name or subtitle."
            )
        }
    }

    /// Whether `word` occurs in `text` as a whole word; for scripts written without spaces (CJK, Thai), as a substring.
    static func contains(_ text: String, word: String) -> Bool {
        if word.unicodeScalars.contains(where: isUnspacedScript) {
            return text.contains(word)
        }
        var searchStart = text.startIndex
        while let range = text.range(of: word, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before?.isLetterOrDigit ?? false) && !(after?.isLetterOrDigit ?? false) { return true }
            searchStart = text.index(after: range.lowerBound)
        }
        return false
    }

    private static func isUnspacedScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF,  // Thai, Lao
            0x1000...0x109F,  // Myanmar
            0x1780...0x17FF,  // Khmer
            0x3040...0x30FF,  // Hiragana, Katakana
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F:  // Han
            true
        default:
            false
        }
    }
}

/// A keyword of two characters or fewer: Apple asks for keywords "each greater than two characters".
public struct KeywordTooShortRule: ListingRule {
    public init() {}
    public var id: String { "store-keyword-too-short" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String { "A keyword has two characters or fewer." }
    public var help: String { "Use keywords longer than two characters." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        FieldText.all(.keywords, in: listing, store: store).compactMap { entry in
            // Smallest count: a keyword is too short only if it is short however characters are counted.
            let (short, freed) = KeywordList(entry.text).flagged { TextMeasurement($0).safeCountForMinimum <= 2 ? "\"\($0)\"" : nil }
            guard !short.isEmpty else { return nil }
            return entry.violation(
                "keywords of two characters or fewer (\(short.joined(separator: ", "))), which Apple asks you not to use; removing them frees \(freed.bytesPhrase).",
                hint: "Use keywords longer than two characters (developer.apple.com, platform version information: Keywords)."
            )
        }
    }
}

extension Character {
    fileprivate var isLetterOrDigit: Bool { isLetter || isNumber }
}
