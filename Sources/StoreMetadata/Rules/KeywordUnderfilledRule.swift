import Diagnostics

/// An App Store keyword field far from full: 25 or more of its 100 unused, as the asc CLI's keyword audit notes.
public struct KeywordUnderfilledRule: ListingRule {
    /// How the 100 is counted (`metadata.keywordLimitUnit`).
    public var unit: KeywordLimitUnit

    public init(unit: KeywordLimitUnit = .bytes) {
        self.unit = unit
    }

    public var id: String { "store-keyword-underfilled" }
    public var defaultSeverity: Severity { .note }
    public var summary: String { "An App Store keyword field leaves 25 or more of its 100 unused." }
    public var help: String { "Add keywords people search for; every unused byte is search reach given away." }

    /// Unused room from which a field counts as far from full (the asc CLI's threshold).
    static let threshold = 25

    public func configured(by configuration: MetadataConfiguration) -> any ListingRule {
        KeywordUnderfilledRule(unit: configuration.keywordLimitUnit)
    }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        FieldText.all(.keywords, in: listing, store: store).compactMap { entry in
            guard let limit = entry.field.limit else { return nil }
            let measurement = TextMeasurement(entry.text)
            let used = unit == .bytes ? measurement.utf8Bytes : measurement.safeCountForMaximum
            let unused = limit.maximum - used
            guard unused >= Self.threshold else { return nil }
            let noun = unit == .bytes ? "bytes" : "characters"
            return entry.violation(
                "\(used) of \(limit.maximum) \(noun) used; \(unused) more would fit.",
                hint: "Add keywords that people search for in \(entry.locale.code)."
            )
        }
    }
}
