@testable import CatalogCheck
@testable import Diagnostics
@testable import StringCatalog

/// Runs checks over catalog text the way `catalog check` does.
enum CheckHarness {
    static let rules = ICUPluralRulesProvider()

    /// The findings of `checks` (default: all) over `json`, or the read error.
    static func run(_ json: String, checks: [any CatalogCheck] = CheckRegistry.all, locales: [String]? = nil) -> CatalogInspector.Outcome {
        let checker = CatalogChecker(
            checks: checks.map { .init(check: $0, severity: $0.defaultSeverity) }, pluralRules: rules, localeValidator: rules,
            locales: locales)
        return CatalogInspector.inspect(bytes: Array(json.utf8), file: "example.xcstrings", with: checker)
    }

    /// The findings, or an empty list plus a recorded failure when the text is unreadable.
    static func findings(_ json: String, checks: [any CatalogCheck] = CheckRegistry.all, locales: [String]? = nil) -> [Finding] {
        switch run(json, checks: checks, locales: locales) {
        case .checked(let findings): return findings
        case .unreadable(let error): return [Finding(ruleID: "unreadable", severity: .error, message: "\(error)", location: error.location)]
        }
    }

    /// A one-key catalog with the given localizations (`"locale" : { … }` members).
    static func catalog(key: String = "%lld files", _ localizations: String, entryExtras: String = "") -> String {
        RuleExample.catalog("    \"\(key.jsonEscaped)\" : { \(entryExtras)\"localizations\" : { \(localizations) } }")
    }

    /// `"locale" : { "stringUnit" : … }`.
    static func unit(_ locale: String, _ value: String, state: String = "translated") -> String {
        "\"\(locale)\" : { \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value.jsonEscaped)\" } }"
    }

    /// `"locale" : { "variations" : { "plural" : { … } } }` with the given category → value pairs.
    static func plural(_ locale: String, _ cases: KeyValuePairs<String, String>) -> String {
        let members = cases.map {
            "\"\($0.key)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.value.jsonEscaped)\" } }"
        }
        return "\"\(locale)\" : { \"variations\" : { \"plural\" : { \(members.joined(separator: ", ")) } } }"
    }
}

extension String {
    var jsonEscaped: String {
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
