import Diagnostics

/// A required field (App Store name, description, keywords, support and privacy URLs; Play title and descriptions)
/// missing or empty in a locale: the store refuses to submit that localization.
public struct MissingFieldRule: ListingRule {
    public init() {}
    public var id: String { "store-missing-field" }
    public var defaultSeverity: Severity { .error }
    public var summary: String { "A field the store requires is missing or empty in a locale." }
    public var help: String { "Add the field's translation, or leave the locale out with an empty mapping." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for locale in listing.locales where !locale.isFallback {
            for field in store.fields
            where field.requirement == .required && !locale.fieldsFromFallback.contains(field.key)
                && !locale.unreadableFields.contains(field.key)
            {
                let uploaded = locale.values[field.key]?.uploadedText(store.whitespace) ?? ""
                guard uploaded.isEmpty else { continue }
                let state = locale.values[field.key] == nil ? "missing" : "empty"
                violations.append(
                    RuleViolation(
                        message: "\(locale.code) \(field.key): \(state), and \(store.displayName) requires it in every localization.",
                        hint:
                            "Add a \(locale.origin) translation of '\(field.key)', or leave the locale out with an empty mapping in "
                            + ".timekeeper.json (metadata.localeMap).",
                        location: locale.location(of: field.key), key: field.key, locale: locale.code
                    ))
            }
        }
        return violations
    }
}

/// An optional field that the source language has but a locale lacks: that locale's page shows nothing there.
public struct MissingOptionalFieldRule: ListingRule {
    public init() {}
    public var id: String { "store-missing-optional-field" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String { "An optional field the source language fills is missing in a locale." }
    public var help: String { "Translate the field, or that locale's page shows nothing there." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        guard let sourceCode = listing.sourceLocale, let source = listing.locale(sourceCode) else { return [] }
        var violations: [RuleViolation] = []
        for locale in listing.locales where locale.code != sourceCode && !locale.isFallback {
            for field in store.fields
            where field.requirement == .optional && !locale.fieldsFromFallback.contains(field.key)
                && !locale.unreadableFields.contains(field.key)
            {
                // With --app-version, missing release notes are store-missing-release-notes' error instead.
                if field.isReleaseNotes && listing.appVersion != nil { continue }
                guard let sourceValue = source.values[field.key], !sourceValue.uploadedText(store.whitespace).isEmpty else { continue }
                guard (locale.values[field.key]?.uploadedText(store.whitespace) ?? "").isEmpty else { continue }
                violations.append(
                    RuleViolation(
                        message: "\(locale.code) \(field.key): missing, but \(sourceCode) has one.",
                        hint: "Translate '\(field.key)' for \(locale.origin), or the \(locale.code) page shows no \(field.key).",
                        location: locale.location(of: field.key), key: field.key, locale: locale.code
                    ))
            }
        }
        return violations
    }
}
