import Diagnostics

/// A value longer than the store's limit for its field (characters counted the safe way, keywords in bytes unless
/// `metadata.keywordLimitUnit` says characters).
public struct FieldTooLongRule: ListingRule {
    /// How an App Store keyword field is counted against its 100.
    public var keywordUnit: KeywordLimitUnit

    /// The rule counting keywords in `keywordUnit` (bytes, as Apple documents, by default).
    public init(keywordUnit: KeywordLimitUnit = .bytes) {
        self.keywordUnit = keywordUnit
    }

    public var id: String { "store-field-too-long" }
    public var defaultSeverity: Severity { .error }
    public var summary: String { "A value is longer than the store allows for its field." }
    public var help: String { "Shorten the text to the store's limit." }

    public func configured(by configuration: MetadataConfiguration) -> any ListingRule {
        FieldTooLongRule(keywordUnit: configuration.keywordLimitUnit)
    }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for locale in listing.locales {
            for field in store.fields {
                guard var limit = field.limit, let value = locale.values[field.key] else { continue }
                // The keyword unit is disputed (bytes in Apple's help, characters in an API test): configurable.
                let isKeywords = field.kind == .keywords && limit.unit == .utf8Bytes
                if isKeywords { limit.unit = keywordUnit.lengthUnit }
                let measurement = TextMeasurement(value.uploadedText(store.whitespace))
                let length = limit.lengthForMaximum(measurement)
                guard length > limit.maximum else { continue }
                let excess = length - limit.maximum
                let message: String
                switch limit.unit {
                case .utf8Bytes:
                    message =
                        "\(locale.code) \(field.key): \(length) bytes of UTF-8, \(excess) over \(store.displayName)'s limit of "
                        + "\(limit.maximum) bytes "
                        + "(\(measurement.graphemes) characters; the store counts bytes, and each letter outside ASCII takes 2 to 4)"
                        + (isKeywords ? "; " + Self.keywordRule(.bytes, measurement) : "") + "."
                case .characters:
                    message =
                        "\(locale.code) \(field.key): \(length) characters, \(excess) over \(store.displayName)'s limit of "
                        + "\(limit.maximum) "
                        + Self.howCounted(measurement, store: store)
                        + (isKeywords ? "; " + Self.keywordRule(.characters, measurement) : "") + "."
                }
                let unitNoun = limit.unit == .utf8Bytes ? "byte" : "character"
                var hint = "Shorten the \(locale.origin) '\(field.key)' by at least \(excess) \(unitNoun)\(excess == 1 ? "" : "s")."
                if isKeywords && keywordUnit == .bytes {
                    hint +=
                        " If you rely on the App Store Connect API accepting 100 characters, set metadata.keywordLimitUnit to "
                        + "\"characters\" in .timekeeper.json."
                }
                violations.append(
                    RuleViolation(message: message, hint: hint, location: value.location, key: field.key, locale: locale.code))
            }
        }
        return violations
    }

    /// Which keyword rule was applied and why, for the message: the documented bytes, or the configured characters.
    static func keywordRule(_ unit: KeywordLimitUnit, _ measurement: TextMeasurement) -> String {
        switch unit {
        case .bytes:
            "counted in bytes because App Store Connect Help says \"up to 100 bytes\" (metadata.keywordLimitUnit \"bytes\", "
                + "the default)"
        case .characters:
            "counted in characters because .timekeeper.json sets metadata.keywordLimitUnit to \"characters\", as an App Store "
                + "Connect API test accepted (91 characters in 168 bytes), though Apple's help says 100 bytes "
                + "(this is \(measurement.utf8Bytes))"
        }
    }

    /// The counting note every character-limit message carries, since neither store documents its unit.
    static func howCounted(_ measurement: TextMeasurement, store: any Store) -> String {
        if measurement.countsAgree {
            return "(graphemes, scalars and UTF-16 units all agree)"
        }
        return
            "(counted the safe way, as the largest of \(measurement.characterBreakdown), because \(store.displayName) does not say how "
            + "it counts characters)"
    }
}

/// A value shorter than the store's minimum (App Store names: at least 2 characters).
public struct FieldTooShortRule: ListingRule {
    public init() {}
    public var id: String { "store-field-too-short" }
    public var defaultSeverity: Severity { .error }
    public var summary: String { "A value is shorter than the store's minimum for its field." }
    public var help: String { "Lengthen the text to the store's minimum." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for locale in listing.locales {
            for field in store.fields {
                guard let limit = field.limit, let minimum = limit.minimum, let value = locale.values[field.key] else { continue }
                let uploaded = value.uploadedText(store.whitespace)
                // An empty value is the missing-field rule's concern.
                guard !uploaded.isEmpty else { continue }
                let measurement = TextMeasurement(uploaded)
                let length = limit.lengthForMinimum(measurement)
                guard length < minimum else { continue }
                let counted =
                    measurement.countsAgree
                    ? ""
                    : " (counted the safe way, as the smallest of \(measurement.characterBreakdown), because \(store.displayName) does "
                        + "not say how it counts characters)"
                violations.append(
                    RuleViolation(
                        message:
                            "\(locale.code) \(field.key): \(length) \(length == 1 ? "character" : "characters"), fewer than \(store.displayName)'s minimum of \(minimum)\(counted).",
                        hint: "Lengthen the \(locale.origin) '\(field.key)' to at least \(minimum) characters.",
                        location: value.location, key: field.key, locale: locale.code
                    ))
            }
        }
        return violations
    }
}
