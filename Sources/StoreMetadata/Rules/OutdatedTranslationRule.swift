import Diagnostics

/// With `--base`, a locale whose text of a field is the same as at the base while the source language's changed:
/// the translation still says what the old text said (release notes and promotional text go stale every release).
public struct OutdatedTranslationRule: ListingRule {
    public init() {}
    public var id: String { "store-outdated-translation" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String { "With --base, the source text of a field changed since the base while a locale's text did not." }
    public var help: String { "Update the translation to the new source text." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        guard let base = listing.base, let sourceCode = listing.sourceLocale, let source = listing.locale(sourceCode),
            let baseSource = base[sourceCode]
        else { return [] }
        var violations: [RuleViolation] = []
        for field in store.fields {
            guard let now = source.values[field.key]?.text, let before = baseSource[field.key], now != before else { continue }
            for locale in listing.locales where locale.code != sourceCode && !locale.isFallback {
                guard let value = locale.values[field.key], let old = base[locale.code]?[field.key], old == value.text, value.text != now
                else { continue }
                violations.append(
                    RuleViolation(
                        message:
                            "\(locale.code) \(field.key): unchanged since the base, but the \(sourceCode) text changed (\"\(Self.excerpt(before))\" → \"\(Self.excerpt(now))\").",
                        hint: "Translate the new \(sourceCode) '\(field.key)' for \(locale.origin).",
                        location: value.location, key: field.key, locale: locale.code
                    ))
            }
        }
        return violations
    }

    /// The first 40 characters of `text` on one line, for a message.
    static func excerpt(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}
