import Diagnostics

/// Google Play's metadata policy for the title and short description: no emoji, emoticons or repeated special
/// characters, no ALL CAPS unless part of the brand, no store performance, ranking, price or promotion claims, and
/// no calls to action (support.google.com/googleplay/android-developer/answer/9898842; the examples are those of the
/// policy and of its announcement, android-developers.googleblog.com, April 2021: "#1", "Best", "Free", "Top",
/// "Sale", "No ads", "Download now", "Update now"). The word lists are English; other languages are not matched.
public struct PlayTitlePolicyRule: ListingRule {
    /// Words the brand spells in capitals (`metadata.brandNames`), exempt from the ALL CAPS test.
    public var brandNames: [String]

    public init(brandNames: [String] = []) {
        self.brandNames = brandNames
    }

    public var id: String { "store-play-title-policy" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String {
        "A Google Play title or short description has emoji, repeated special characters, ALL CAPS, a ranking, price or promotion claim, or a call to action."
    }
    public var help: String {
        "Describe the app plainly: no emoji, no \"#1\", \"best\", \"free\", \"sale\", no \"download now\"; list brand words in capitals in metadata.brandNames."
    }

    public var examples: [RuleExample] {
        [
            RuleExample(
                "a title from the policy's examples", .fails(containing: "ranking or promotion claim \"BEST\"", severity: .warning),
                json: ListingExample.catalog(["title": "BEST HIIT TIMER #1 🔥"])),
            RuleExample(
                "a short description with a call to action", .fails(containing: "call to action \"Download now\"", severity: .warning),
                json: ListingExample.catalog(["short_description": "Free! The #1 boxing timer. Download now!!!"])),
            RuleExample(
                "a plain title", .passes, json: ListingExample.catalog(["title": "Roundly: HIIT & Boxing Timer"])),
        ]
    }

    public func configured(by configuration: MetadataConfiguration) -> any ListingRule {
        PlayTitlePolicyRule(brandNames: configuration.brandNames)
    }

    /// Ranking, price and promotion words and phrases, matched as whole words ignoring case.
    static let claims = [
        "#1", "no. 1", "number one", "best", "top", "free", "sale", "discount", "cheap", "no ads", "% off", "app of the year",
        "editor's choice", "editors' choice", "bestseller", "best-selling", "award-winning",
    ]
    /// Calls to action, matched as whole phrases ignoring case.
    static let callsToAction = [
        "download now", "install now", "play now", "try now", "update now", "get it now", "buy now", "download today",
        "install today", "download free",
    ]
    /// Text emoticons the policy names beside emoji.
    static let emoticons = [":)", ":-)", ":(", ":-(", ";)", ";-)", ":D", ":-D", ":P", "<3", "xD", "XD"]

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        guard store.id == .googlePlay else { return [] }
        var violations: [RuleViolation] = []
        for entry in FieldText.all(.name, in: listing, store: store) + FieldText.all(.singleLine, in: listing, store: store) {
            let problems = problems(in: entry.text)
            guard !problems.isEmpty else { continue }
            violations.append(
                entry.violation(
                    "\(problems.joined(separator: "; ")); Google Play's metadata policy forbids this in the \(entry.field.key == "title" ? "title" : "short description").",
                    hint:
                        "Rewrite the \(entry.locale.origin) '\(entry.field.key)' to describe the app plainly; list brand words written in capitals in metadata.brandNames in .timekeeper.json."
                ))
        }
        return violations.sorted { $0.location < $1.location }
    }

    /// What the policy forbids in `text`, each as a phrase naming what was found.
    func problems(in text: String) -> [String] {
        var problems: [String] = []
        let symbols = SymbolCharacter.offending(in: text)
        if !symbols.isEmpty {
            problems.append("emoji or symbols " + symbols.map { SymbolCharacter.describe($0.character, $0.kind) }.joined(separator: ", "))
        }
        if let emoticon = Self.emoticons.first(where: { Self.find($0, in: text, wholeWord: false) != nil }) {
            problems.append("the emoticon \"\(emoticon)\"")
        }
        if let run = Self.repeatedSpecialCharacter(in: text) {
            problems.append("repeated special characters \"\(run)\"")
        }
        let capitals = allCapsWords(in: text)
        if !capitals.isEmpty {
            problems.append("ALL CAPS \(capitals.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        for claim in Self.claims {
            if let found = Self.find(claim, in: text, wholeWord: true) { problems.append("ranking or promotion claim \"\(found)\"") }
        }
        for call in Self.callsToAction {
            if let found = Self.find(call, in: text, wholeWord: true) { problems.append("call to action \"\(found)\"") }
        }
        return problems
    }

    /// Words of five or more letters written all in capitals that are not brand words (acronyms such as HIIT are
    /// shorter); in a text whose letters are mostly cased (Latin, Cyrillic, Greek) and every cased letter a capital,
    /// all its words of two or more letters. A word is a run of cased letters, so "HIIT向け" holds the word "HIIT".
    func allCapsWords(in text: String) -> [String] {
        let brands = Set(brandNames.map { $0.lowercased() })
        let isCased: (Character) -> Bool = { $0.isUppercase || $0.isLowercase }
        let words = text.split { !isCased($0) }.map(String.init).filter { !brands.contains($0.lowercased()) }
        let capitalized = words.filter { $0.allSatisfy { !$0.isLowercase } }
        let casedLetters = words.joined().count
        let letters = text.filter(\.isLetter).count
        if !words.isEmpty, capitalized.count == words.count, casedLetters >= 4, casedLetters * 2 >= letters {
            return capitalized.filter { $0.count >= 2 }
        }
        return capitalized.filter { $0.count >= 5 }
    }

    /// The first run of two or more equal characters that are neither letters, digits nor spaces (`!!!`, `★★`); an
    /// ellipsis written as three dots is punctuation, not decoration.
    static func repeatedSpecialCharacter(in text: String) -> String? {
        var previous: Character?
        var run = ""
        let isRepeat: (String) -> Bool = { $0.count >= 2 && !($0.first == "." && $0.count <= 3) }
        for character in text {
            let special = !character.isLetter && !character.isNumber && !character.isWhitespace
            if special, character == previous {
                run.append(character)
            } else {
                if isRepeat(run) { return run }
                run = special ? String(character) : ""
            }
            previous = character
        }
        return isRepeat(run) ? run : nil
    }

    /// `phrase` in `text` ignoring case, as written in `text`; with `wholeWord`, not inside a longer word.
    static func find(_ phrase: String, in text: String, wholeWord: Bool) -> String? {
        let haystack = Array(text)
        // Compared character by character as lowercased strings (a lowercased character may be more than one).
        let needle = phrase.map { $0.lowercased() }
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        let lowered = haystack.map { $0.lowercased() }
        let startsWord = phrase.first.map { $0.isLetter || $0.isNumber } ?? false
        let endsWord = phrase.last.map { $0.isLetter || $0.isNumber } ?? false
        // A hyphen joins words: "free" in "hands-free" is not a price.
        let wordLike: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "-" } ?? false }
        for start in 0...(haystack.count - needle.count) where lowered[start..<start + needle.count].elementsEqual(needle) {
            if wholeWord {
                let before = start > 0 ? haystack[start - 1] : nil
                let after = start + needle.count < haystack.count ? haystack[start + needle.count] : nil
                // A phrase that starts or ends with a letter must not continue a word ("top" is not in "desktop").
                if startsWord, wordLike(before) { continue }
                if endsWord, wordLike(after) { continue }
            }
            return String(haystack[start..<start + needle.count])
        }
        return nil
    }
}
