import Diagnostics

/// With `--app-version`, a locale without that version's release notes: App Store Connect and Google Play refuse to
/// submit an update whose "What's New" is empty (fastlane/fastlane#17318, #7016).
public struct MissingReleaseNotesRule: ListingRule {
    public init() {}
    public var id: String { "store-missing-release-notes" }
    public var defaultSeverity: Severity { .error }
    public var summary: String { "With --app-version, a locale has no release notes for that version (release_notes.<version>)." }
    public var help: String { "Translate release_notes.<version> for the locale, or leave the locale out of the listing." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        guard let version = listing.appVersion else { return [] }
        var violations: [RuleViolation] = []
        for locale in listing.locales where !locale.isFallback {
            for field in store.fields where field.isReleaseNotes {
                guard (locale.values[field.key]?.uploadedText(store.whitespace) ?? "").isEmpty else { continue }
                let key = ListingKey.releaseNotesKey(version)
                violations.append(
                    RuleViolation(
                        message:
                            "\(locale.code) \(field.key): no release notes for version \(version) ('\(key)' has no \(locale.origin) text); \(store.displayName) refuses an update without them.",
                        hint: "Translate '\(key)' for \(locale.origin).",
                        location: locale.location(of: field.key), key: key, locale: locale.code
                    ))
            }
        }
        return violations
    }
}
