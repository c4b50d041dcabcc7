import Diagnostics

/// Why a character counts as an emoji or symbol in store text, by its Unicode properties (not a list of characters,
/// since neither store publishes one).
///
/// App Store Connect rejected ★ ⌘ ♪ ⚄ (General_Category So, not Extended_Pictographic), the Apple logo U+F8FF
/// (Co, private use) and emoji such as 🚨 (catalog-and-store-gaps review §b 4), so the test is by category with
/// an allowlist: © ® ™ are Extended_Pictographic, yet usual in a copyright line.
package enum SymbolCharacter: Equatable, Sendable {
    /// An emoji (Emoji=Yes outside ASCII, an emoji presentation selector or a keycap).
    case emoji
    /// A symbol of General_Category So (Other_Symbol) that is not an emoji.
    case otherSymbol
    /// A private-use character (General_Category Co), such as the Apple logo U+F8FF on Apple's platforms.
    case privateUse

    /// Symbols that are usual in store text and accepted: © ® ™ ℗ ℠ ° №.
    package static let allowed: Set<Unicode.Scalar> = ["\u{A9}", "\u{AE}", "\u{2122}", "\u{2117}", "\u{2120}", "\u{B0}", "\u{2116}"]

    /// What `scalar` is; nil for letters, digits, punctuation, spaces, marks and allowed symbols.
    package init?(_ scalar: Unicode.Scalar) {
        guard !Self.allowed.contains(scalar) else { return nil }
        let properties = scalar.properties
        switch scalar.value {
        // U+FE0F asks for emoji presentation; U+20E3 makes a keycap (1️⃣): both only occur in emoji.
        case 0xFE0F, 0x20E3:
            self = .emoji
            return
        default: break
        }
        // ASCII digits, # and * are Emoji=Yes only as keycap bases.
        if properties.isEmoji && !scalar.isASCII {
            self = .emoji
        } else if properties.generalCategory == .otherSymbol {
            self = .otherSymbol
        } else if properties.generalCategory == .privateUse {
            self = .privateUse
        } else {
            return nil
        }
    }

    /// Every character of `text` with a scalar that is an emoji or symbol, once each, in order of appearance.
    package static func offending(in text: String) -> [(character: Character, kind: SymbolCharacter)] {
        var seen: Set<Character> = []
        var found: [(Character, SymbolCharacter)] = []
        for character in text {
            guard let kind = character.unicodeScalars.lazy.compactMap(SymbolCharacter.init).first, seen.insert(character).inserted
            else { continue }
            found.append((character, kind))
        }
        return found
    }

    /// `"★" (U+2605, a symbol)`: the character, its code points in the project's notation, and what it is.
    package static func describe(_ character: Character, _ kind: SymbolCharacter) -> String {
        let points = character.unicodeScalars.map(\.codePointNotation).joined(separator: " ")
        let shown = kind == .privateUse ? "" : "\"\(character)\" "
        return "\(shown)(\(points), \(kind.phrase))"
    }

    /// A few words for messages.
    package var phrase: String {
        switch self {
        case .emoji: "an emoji"
        case .otherSymbol: "a symbol"
        case .privateUse: "a private-use character such as the Apple logo"
        }
    }
}
