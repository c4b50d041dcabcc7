import Diagnostics

/// Emoji, symbols and private-use characters in App Store text: App Store Connect refuses them field by field ("An
/// attribute value has invalid characters", "Description must not contain the following characters: ")
/// without publishing the set, so this is a warning (gruprsvp/grup#228, openradar-mirror#13842 and #1573,
/// fastlane/fastlane#15962).
public struct ForbiddenCharacterRule: ListingRule {
    public init() {}
    public var id: String { "store-forbidden-character" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String {
        "App Store text contains an emoji, a symbol such as ★ ⌘ ♪, or a private-use character such as the Apple logo, which App Store Connect rejects."
    }
    public var help: String { "Remove the character or write it out in words; © ® ™ are allowed." }

    public var examples: [RuleExample] {
        [
            RuleExample(
                "a name with ⌘ and an emoji", .fails(containing: "\"⌘\" (U+2318, a symbol)", severity: .warning),
                json: ListingExample.catalog(["name": "Roundly ⌘ Boxing Timer 🥊"])),
            RuleExample(
                "a copyright sign, allowed", .passes, json: ListingExample.catalog(["description": "Roundly™ © 2026 Roundly Labs."])),
        ]
    }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        guard store.id == .appStore else { return [] }
        var violations: [RuleViolation] = []
        for locale in listing.locales {
            for field in store.fields where field.kind != .url {
                guard let value = locale.values[field.key] else { continue }
                let offending = SymbolCharacter.offending(in: value.text)
                guard !offending.isEmpty else { continue }
                let listed = offending.prefix(8).map { SymbolCharacter.describe($0.character, $0.kind) }.joined(separator: ", ")
                let more = offending.count > 8 ? " and \(offending.count - 8) more" : ""
                violations.append(
                    RuleViolation(
                        message: "\(locale.code) \(field.key): \(listed)\(more); App Store Connect rejects emoji and such symbols.",
                        hint:
                            "Remove \(offending.count == 1 ? "it" : "them") from the \(locale.origin) '\(field.key)', or write \(offending.count == 1 ? "it" : "them") out in words.",
                        location: value.location, key: field.key, locale: locale.code
                    ))
            }
        }
        return violations
    }
}
