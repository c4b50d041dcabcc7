import Diagnostics

/// Whitespace before or after a value: deliver strips it (so the store gets less than was written and reviewed),
/// supply uploads it as it is (so it counts against the limit and shows on the page).
public struct SurroundingWhitespaceRule: ListingRule {
    public init() {}
    public var id: String { "store-surrounding-whitespace" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String { "A value starts or ends with whitespace." }
    public var help: String { "Remove whitespace at the start and end of the value." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for locale in listing.locales {
            for field in store.fields {
                guard let value = locale.values[field.key], !value.text.isEmpty else { continue }
                let leading = value.text.unicodeScalars.prefix { $0.properties.isWhitespace }.count
                let trailing = value.text.unicodeScalars.reversed().prefix { $0.properties.isWhitespace }.count
                guard leading + trailing > 0, leading < value.text.unicodeScalars.count else { continue }
                var sides: [String] = []
                if leading > 0 { sides.append("\(leading) leading") }
                if trailing > 0 { sides.append("\(trailing) trailing") }
                let consequence: String
                switch store.whitespace {
                case .strippedByUploader:
                    let survives =
                        RubyStrip.strip(value.text).unicodeScalars.first?.properties.isWhitespace == true
                        || RubyStrip.strip(value.text).unicodeScalars.last?.properties.isWhitespace == true
                    consequence =
                        survives
                        ? "\(store.uploaderName) strips only ASCII whitespace, so the rest (e.g. a no-break or ideographic space) "
                            + "reaches the store"
                        : "\(store.uploaderName) strips it, so the store gets different text from what was reviewed"
                case .uploadedAsIs:
                    consequence = "\(store.uploaderName) uploads files as they are, so it reaches the store and counts against the limit"
                }
                violations.append(
                    RuleViolation(
                        message:
                            "\(locale.code) \(field.key): \(sides.joined(separator: " and ")) whitespace character\(leading + trailing == 1 ? "" : "s"); \(consequence).",
                        hint: "Remove the whitespace around the \(locale.origin) '\(field.key)'.",
                        location: value.location, key: field.key, locale: locale.code
                    ))
            }
        }
        return violations
    }
}
