import Diagnostics

/// A value identical to the source language's in a locale of another language: a copy nobody translated.
///
/// Names are exempt (a brand is often kept), as are URLs, and locales of the source's own language (en-GB may
/// rightly repeat en-US).
public struct UntranslatedRule: ListingRule {
    public init() {}
    public var id: String { "store-untranslated" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String { "A value is a copy of the source language's value." }
    public var help: String { "Translate the value for the locale." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        guard let sourceCode = listing.sourceLocale, let source = listing.locale(sourceCode) else { return [] }
        let sourceLanguage = Self.language(sourceCode)
        var violations: [RuleViolation] = []
        // The fallback folder is no language: copying the source into it is what it is for.
        for locale in listing.locales where Self.language(locale.code) != sourceLanguage && !locale.isFallback {
            for field in store.fields where field.expectsTranslation {
                guard let value = locale.values[field.key], let original = source.values[field.key] else { continue }
                let text = value.uploadedText(store.whitespace)
                guard !text.isEmpty, text == original.uploadedText(store.whitespace),
                    text.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
                else { continue }
                violations.append(
                    RuleViolation(
                        message: "\(locale.code) \(field.key): the same as the \(sourceCode) text, so it was probably never translated.",
                        hint: "Translate '\(field.key)' for \(locale.origin).",
                        location: value.location, key: field.key, locale: locale.code
                    ))
            }
        }
        return violations
    }

    static func language(_ code: String) -> String {
        let language = LocaleMap.normalized(code).split(separator: "-").first.map(String.init) ?? code
        // Hebrew is `iw` on Google Play and `he` elsewhere; Norwegian is `no` and `nb`.
        switch language {
        case "iw": return "he"
        case "nb": return "no"
        default: return language
        }
    }
}
