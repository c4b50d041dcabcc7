import JSONCore
import StringCatalog
import TimerSimulation

/// Seeded random catalogs and random edits of them, for the merge laws.
struct GeneratedCatalogs {
    var random: SeededRandom
    let locales = ["de", "fr", "ja", "pt-BR", "ru", "zh-Hans"]
    let states = ["translated", "needs_review", "new", "stale"]

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func word() -> String {
        let words = ["Start", "Stop", "Rest", "Round", "Pause", "Go", "Fin", "Los", "Ready", "Work", "Ȝ", "\"q\"", "a/b", "é"]
        return words[random.next(words.count)] + " \(random.next(1000))"
    }

    mutating func unit() -> JSONValue {
        .object([
            JSONMember(key: "state", value: .string(states[random.next(states.count)])),
            JSONMember(key: "value", value: .string(word())),
        ])
    }

    /// An App Shortcuts phrase set: one to three phrases sharing a state.
    mutating func phraseSet() -> JSONValue {
        .object([
            JSONMember(key: "state", value: .string(states[random.next(states.count)])),
            JSONMember(key: "values", value: .array((0...random.next(3)).map { _ in .string(word()) })),
        ])
    }

    mutating func localization() -> JSONValue {
        if random.next(6) == 0 { return .object([JSONMember(key: "stringSet", value: phraseSet())]) }
        if random.next(4) == 0 {
            let cases = ["one", "few", "many", "other"].filter { _ in random.next(3) > 0 } + ["other"]
            var members: [JSONMember] = []
            for name in Set(cases).sorted() {
                members.append(JSONMember(key: name, value: .object([JSONMember(key: "stringUnit", value: unit())])))
            }
            return .object([JSONMember(key: "variations", value: .object([JSONMember(key: "plural", value: .object(members))]))])
        }
        return .object([JSONMember(key: "stringUnit", value: unit())])
    }

    mutating func entry() -> JSONValue {
        var members: [JSONMember] = []
        if random.next(2) == 0 { members.append(JSONMember(key: "comment", value: .string(word()))) }
        if random.next(5) == 0 { members.append(JSONMember(key: "extractionState", value: .string("manual"))) }
        var localizations: [JSONMember] = []
        for locale in locales where random.next(3) > 0 { localizations.append(JSONMember(key: locale, value: localization())) }
        if !localizations.isEmpty { members.append(JSONMember(key: "localizations", value: .object(localizations))) }
        return .object(members)
    }

    mutating func catalog(keys: Int) -> JSONValue {
        var strings: [JSONMember] = []
        for index in 0..<keys { strings.append(JSONMember(key: "key \(index)", value: entry())) }
        return .object([
            JSONMember(key: "sourceLanguage", value: .string("en")), JSONMember(key: "strings", value: .object(strings)),
            JSONMember(key: "version", value: .string("1.0")),
        ])
    }

    /// `catalog` with `count` random edits: units changed, added or removed, comments, keys added or removed, the version.
    mutating func edited(_ catalog: JSONValue, count: Int) -> JSONValue {
        guard case .object(var top) = catalog, let stringsIndex = top.firstIndex(where: { $0.key == "strings" }),
            case .object(var strings) = top[stringsIndex].value
        else { return catalog }
        for _ in 0..<count {
            switch random.next(10) {
            case 0: strings.append(JSONMember(key: "new \(random.next(1_000_000))", value: entry()))
            case 1: if !strings.isEmpty { strings.remove(at: random.next(strings.count)) }
            case 2:
                if let index = top.firstIndex(where: { $0.key == "version" }) {
                    top[index].value = .string(["1.0", "1.1"][random.next(2)])
                }
            default:
                guard !strings.isEmpty else { continue }
                let index = random.next(strings.count)
                strings[index].value = editedEntry(strings[index].value)
            }
        }
        top[stringsIndex].value = .object(strings)
        return .object(top)
    }

    private mutating func editedEntry(_ entry: JSONValue) -> JSONValue {
        guard case .object(var members) = entry else { return entry }
        switch random.next(4) {
        case 0:
            members.removeAll { $0.key == "comment" }
            if random.next(3) > 0 { members.append(JSONMember(key: "comment", value: .string(word()))) }
        default:
            var localizations: [JSONMember] = []
            if let index = members.firstIndex(where: { $0.key == "localizations" }), case .object(let existing) = members[index].value {
                localizations = existing
                members.remove(at: index)
            }
            let locale = locales[random.next(locales.count)]
            localizations.removeAll { $0.key == locale }
            // Change, add or (one time in four) remove the locale.
            if random.next(4) > 0 { localizations.append(JSONMember(key: locale, value: localization())) }
            if !localizations.isEmpty { members.append(JSONMember(key: "localizations", value: .object(localizations))) }
        }
        return .object(members)
    }

    /// The value as a parsed document, written as Xcode writes it (as a merge's inputs are).
    static func document(_ value: JSONValue, name: String) throws -> JSONDocument {
        try JSONDocument.parse(try CatalogWriter.write(value), file: name)
    }
}
