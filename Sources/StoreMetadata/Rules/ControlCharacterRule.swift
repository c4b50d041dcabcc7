import Diagnostics

/// Control characters in a value (and line breaks in one-line fields): App Store Connect rejects them
/// ("App Name must not contain control characters", fastlane/fastlane#11841) without naming the language.
public struct ControlCharacterRule: ListingRule {
    public init() {}
    public var id: String { "store-control-character" }
    public var defaultSeverity: Severity { .error }
    public var summary: String { "A value contains control characters, or a one-line field contains a line break." }
    public var help: String { "Remove control characters; keep one-line fields on one line." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for locale in listing.locales {
            for field in store.fields {
                guard let value = locale.values[field.key] else { continue }
                // Surrounding whitespace is the whitespace rule's concern; look inside.
                let inner = RubyStrip.strip(value.text)
                let offending = inner.unicodeScalars.filter { Self.isForbidden($0, lineBreaksAllowed: field.allowsLineBreaks) }
                guard let first = offending.first else { continue }
                let names = Set(offending.map(Self.name)).sorted().joined(separator: ", ")
                violations.append(
                    RuleViolation(
                        message:
                            "\(locale.code) \(field.key): \(offending.count) control character\(offending.count == 1 ? "" : "s") (\(names)); \(store.displayName) rejects them.",
                        hint: first == "\n" || first == "\r"
                            ? "Keep '\(field.key)' on one line."
                            : "Remove the control characters from the \(locale.origin) '\(field.key)'.",
                        location: value.location, key: field.key, locale: locale.code
                    ))
            }
        }
        return violations
    }

    static func isForbidden(_ scalar: Unicode.Scalar, lineBreaksAllowed: Bool) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D: !lineBreaksAllowed
        case 0x09: !lineBreaksAllowed
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    static func name(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "line feed"
        case "\r": "carriage return"
        case "\t": "tab"
        case "\0": "NUL"
        default: scalar.codePointNotation
        }
    }
}
