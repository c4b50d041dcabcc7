import Diagnostics
import FormatSpecifiers
import StringCatalog

/// A manual key whose generated Swift symbol (Xcode 26/27 `generate-symbols`) collides with another's, cannot be
/// derived, or is too close to a Swift keyword: each of these fails the build.
///
/// Xcode generates a `LocalizedStringResource` member for every key whose `extractionState` is `manual` and whose
/// `generatesSymbol` is not `false`, and SwiftPM builds have no switch to turn it off (nightscout/Trio#1360). The
/// name is derived as ``SymbolName/derive(_:)`` describes; Apple's exact rules are not published, so the
/// derivation follows the pairs Xcode reported (`All`/`all`, `OK`/`Ok`, `Reconnect`/`Reconnect…`, `%@`, `%lld%%`,
/// `Type`).
struct SymbolNameCheck: CatalogCheck {
    public init() {}
    public let id = "symbol-name"
    public let defaultSeverity = Severity.error
    public let summary =
        "Xcode 26/27 generates a Swift symbol for every manual key and fails the build when two keys give the same name, "
        + "when no name can be derived, or when the name is too close to a Swift keyword."
    public let help =
        "Rename the key (or give it words: `%@` → `user.name %@`), or add \"generatesSymbol\" : false to the entry if no code uses its symbol."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "distinct names; an extracted key gets no symbol", .passes,
                json: RuleExample.catalog(
                    #"""
                        "All" : { "extractionState" : "manual" },
                        "all" : { },
                        "Open %@" : { "extractionState" : "manual" },
                        "%@" : { "extractionState" : "manual", "generatesSymbol" : false }
                    """#)),
            RuleExample(
                "two keys give the same symbol", .fails(containing: "same symbol 'reconnect' as 'Reconnect'", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "Reconnect" : { "extractionState" : "manual" },
                        "Reconnect…" : { "extractionState" : "manual" }
                    """#)),
            RuleExample(
                "no symbol can be derived", .fails(containing: "no symbol name can be derived", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "%lld%%" : { "extractionState" : "manual" }
                    """#)),
            RuleExample(
                "too close to a keyword", .fails(containing: "too close to the Swift keyword", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "Type" : { "extractionState" : "manual" }
                    """#)),
        ]
    }

    public func checkCatalog(in context: CheckContext, into sink: inout FindingSink) {
        // The first key (in file order) with a name keeps it; every later one is reported against it.
        var owners: [String: String] = [:]
        for entry in context.catalog.entries where entry.extractionState == .manual && entry.generatesSymbol != false {
            let key = MessageFormatting.key(entry.key)
            guard let name = SymbolName.derive(entry.key) else {
                sink.report(
                    "no symbol name can be derived from \(key): it has no letters or digits outside its format specifiers",
                    at: entry.location, key: entry.key, locale: nil)
                continue
            }
            if let keyword = SymbolName.closeKeyword(name) {
                sink.report(
                    "\(key) gives the symbol '\(name)', too close to the Swift keyword '\(keyword)'", at: entry.location,
                    key: entry.key, locale: nil)
                continue
            }
            if let owner = owners[name] {
                sink.report(
                    "\(key) would generate the same symbol '\(name)' as \(MessageFormatting.key(owner))", at: entry.location,
                    key: entry.key, locale: nil)
            } else {
                owners[name] = entry.key
            }
        }
    }
}

/// The Swift member name Xcode's `generate-symbols` derives from a key (an approximation of Apple's unpublished rule).
enum SymbolName {
    /// Format specifiers (named ones included: `%(count)lld`) and apostrophes dropped, the rest split into words at
    /// every character that is not a letter or digit, then lowerCamelCase: the first word lowercased when it is all
    /// capitals (`OK` → `ok`) or only its first letter lowercased, later words capitalised (an all-capitals word as
    /// `Url`); `_` before a leading digit. Nil when no word is left (`%@`, `%lld%%`, `…`).
    static func derive(_ key: String) -> String? {
        let parsed = FormatSpecifierParser.parse(key)
        let text = parsed.literalRuns(in: key).joined(separator: " ")
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar == "'" || scalar == "\u{2019}" { continue }
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return nil }
        func isAllCapitals(_ word: String) -> Bool { word == word.uppercased() && word != word.lowercased() }
        var name = isAllCapitals(first) ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() {
            name += isAllCapitals(word) ? word.prefix(1) + word.dropFirst().lowercased() : word.prefix(1).uppercased() + word.dropFirst()
        }
        if let scalar = name.unicodeScalars.first, scalar.properties.numericType != nil { name = "_" + name }
        return name
    }

    /// The Swift keywords swiftc refuses as a member's name without back quotes (checked with swiftc 6.3; `open`,
    /// `any`, `some` and `await` are accepted), plus `type`, which Xcode 27 refused for the key `Type`; compared
    /// ignoring case, as Xcode's "too close" suggests. Apple's own list is not published.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
        "is", "nil", "self", "super", "throws", "true", "try", "type",
    ]

    /// The keyword `name` is too close to, if any.
    static func closeKeyword(_ name: String) -> String? {
        let folded = name.lowercased()
        return keywords.contains(folded) ? folded : nil
    }
}
