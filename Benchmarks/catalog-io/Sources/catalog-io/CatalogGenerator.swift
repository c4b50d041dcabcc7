import StringCatalog
import JSONCore

/// Builds realistic catalogs deterministically: the same key count always gives the same bytes.
struct CatalogGenerator {
    /// 40 locales as real multi-language apps ship them, with the plural categories Xcode offers for each.
    static let locales: [(code: String, script: Script, plural: [String])] = [
        ("ar", .arabic, ["zero", "one", "two", "few", "many", "other"]), ("bg", .cyrillic, ["one", "other"]),
        ("ca", .latin, ["one", "other"]), ("cs", .latin, ["one", "few", "many", "other"]), ("da", .latin, ["one", "other"]),
        ("de", .latin, ["one", "other"]), ("el", .greek, ["one", "other"]), ("en", .latin, ["one", "other"]),
        ("en-GB", .latin, ["one", "other"]), ("es", .latin, ["one", "other"]), ("es-419", .latin, ["one", "other"]),
        ("fi", .latin, ["one", "other"]), ("fr", .latin, ["one", "other"]), ("he", .hebrew, ["one", "two", "other"]),
        ("hi", .devanagari, ["one", "other"]), ("hr", .latin, ["one", "few", "other"]), ("hu", .latin, ["one", "other"]),
        ("id", .latin, ["other"]), ("it", .latin, ["one", "other"]), ("ja", .cjk, ["other"]), ("ko", .hangul, ["other"]),
        ("ms", .latin, ["other"]), ("nb", .latin, ["one", "other"]), ("nl", .latin, ["one", "other"]),
        ("pl", .latin, ["one", "few", "many", "other"]), ("pt-BR", .latin, ["one", "other"]), ("pt-PT", .latin, ["one", "other"]),
        ("ro", .latin, ["one", "few", "other"]), ("ru", .cyrillic, ["one", "few", "many", "other"]),
        ("sk", .latin, ["one", "few", "many", "other"]), ("sl", .latin, ["one", "two", "few", "other"]),
        ("sr", .cyrillic, ["one", "few", "other"]), ("sv", .latin, ["one", "other"]), ("th", .thai, ["other"]),
        ("tr", .latin, ["one", "other"]), ("uk", .cyrillic, ["one", "few", "many", "other"]), ("vi", .latin, ["other"]),
        ("zh-HK", .cjk, ["other"]), ("zh-Hans", .cjk, ["other"]), ("zh-Hant", .cjk, ["other"]),
    ]

    enum Script {
        case latin, cyrillic, greek, arabic, hebrew, devanagari, cjk, hangul, thai

        /// A small alphabet per script, so values have realistic UTF-8 byte widths.
        var letters: [Character] {
            switch self {
            case .latin: Array("abcdefghijklmnopqrstuvwxyzéèàüöäçñ")
            case .cyrillic: Array("абвгдеёжзийклмнопрстуфхцчшщыьэюя")
            case .greek: Array("αβγδεζηθικλμνξοπρστυφχψω")
            case .arabic: Array("ابتثجحخدذرزسشصضطظعغفقكلمنهوي")
            case .hebrew: Array("אבגדהוזחטיכלמנסעפצקרשת")
            case .devanagari: Array("कखगघचछजझटठडढणतथदधनपफबभमयरलवशसह")
            case .cjk: Array("的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年")
            case .hangul: Array("가나다라마바사아자차카타파하거너더러머버서어저처")
            case .thai: Array("กขคงจฉชซญดตถทธนบปผพฟภมยรลวศสหอ")
            }
        }

        var wordLength: ClosedRange<Int> { self == .cjk ? 1...3 : 2...9 }
        var separator: String { self == .cjk ? "" : " " }
    }

    /// A 64-bit linear congruential generator (Knuth's MMIX constants): deterministic on every platform.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func within(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }
    }

    var random = Random(state: 0x5EED)

    mutating func words(_ script: Script, count: Int) -> String {
        var result: [String] = []
        for _ in 0..<count {
            let letters = script.letters
            result.append(String((0..<random.within(script.wordLength)).map { _ in letters[random.below(letters.count)] }))
        }
        return result.joined(separator: script.separator)
    }

    /// A value with the key's placeholder, and now and then an escaped quote or newline, as real catalogs have.
    mutating func value(_ script: Script, placeholder: String) -> String {
        var text = words(script, count: random.within(8...24))
        if !placeholder.isEmpty { text += " \(placeholder)" }
        switch random.below(12) {
        case 0: text = "\"\(text)\""
        case 1: text += "\n" + words(script, count: 3)
        default: break
        }
        return text
    }

    static func unit(_ text: String) -> JSONValue {
        .object([JSONMember(key: "stringUnit", value: .object([
            JSONMember(key: "state", value: .string("translated")), JSONMember(key: "value", value: .string(text)),
        ]))])
    }

    /// A catalog with `keys` entries in 40 locales: half plain strings, half plurals.
    mutating func catalog(keys: Int) -> JSONValue {
        var entries: [JSONMember] = []
        entries.reserveCapacity(keys)
        for index in 0..<keys {
            let isPlural = random.below(2) == 0
            let key = "\(words(.latin, count: random.within(2...6))) \(index)\(isPlural ? " %lld" : "")"
            var localizations: [JSONMember] = []
            for locale in Self.locales {
                let content: JSONValue
                if isPlural {
                    content = .object([JSONMember(key: "variations", value: .object([JSONMember(key: "plural", value: .object(
                        locale.plural.map { JSONMember(key: $0, value: Self.unit(value(locale.script, placeholder: "%lld"))) }
                    ))]))])
                } else {
                    content = Self.unit(value(locale.script, placeholder: random.below(3) == 0 ? "%@" : ""))
                }
                localizations.append(JSONMember(key: locale.code, value: content))
            }
            var fields = [JSONMember(key: "localizations", value: .object(localizations))]
            if random.below(3) == 0 { fields.append(JSONMember(key: "comment", value: .string(words(.latin, count: 8)))) }
            entries.append(JSONMember(key: key, value: .object(fields)))
        }
        return .object([
            JSONMember(key: "sourceLanguage", value: .string("en")),
            JSONMember(key: "strings", value: .object(entries)),
            JSONMember(key: "version", value: .string("1.0")),
        ])
    }
}
