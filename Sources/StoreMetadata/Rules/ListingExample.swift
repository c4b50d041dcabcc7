/// Builds the store-listing catalogs that listing rules show as examples (docs/rules.md) and the tests run.
enum ListingExample {
    /// A catalog with source language `en` whose keys hold `values` in `en`, and `others[locale][key]` in more locales.
    static func catalog(_ values: [String: String], others: [String: [String: String]] = [:]) -> String {
        var perKey: [String: [String: String]] = [:]
        for (key, text) in values { perKey[key, default: [:]]["en"] = text }
        for (locale, localized) in others {
            for (key, text) in localized { perKey[key, default: [:]][locale] = text }
        }
        let entries = perKey.keys.sorted().map { key in
            let localizations = perKey[key]!.keys.sorted().map { locale in
                "        \(quoted(locale)) : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(quoted(perKey[key]![locale]!)) } }"
            }
            return "    \(quoted(key)) : {\n      \"localizations\" : {\n\(localizations.joined(separator: ",\n"))\n      }\n    }"
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(entries.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}"
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
