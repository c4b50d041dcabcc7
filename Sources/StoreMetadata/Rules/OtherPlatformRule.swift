import Diagnostics
import Foundation

/// Other platforms named in App Store text: App Review rejects metadata that mentions them (Guideline 2.3.10).
/// The words are fastlane precheck's `other_platforms` rule (`precheck/lib/precheck/rules/other_platforms_rule.rb`),
/// which only checks a listing already in App Store Connect; here it runs before the upload.
public struct OtherPlatformRule: ListingRule {
    public init() {}
    public var id: String { "store-other-platform" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String { "App Store text names another platform, such as Android or Google Play, which App Review rejects." }
    public var help: String { "Remove the mention of the other platform from the App Store listing." }

    public var examples: [RuleExample] {
        [
            RuleExample(
                "release notes that name Android", .fails(containing: "\"Android\"", severity: .warning),
                json: ListingExample.catalog(["release_notes": "Fixed the bell, as on Android."])),
            RuleExample(
                "Google Analytics is allowed", .passes,
                json: ListingExample.catalog(["description": "Usage is measured with Google Analytics."])),
        ]
    }

    /// precheck's words, lowercased.
    static let platforms = [
        "android", "google", "compuserve", "windows phone", "windows 10 mobile", "sailfish os", "windows universal app", "blackberry",
        "palm os", "symbian",
    ]
    /// Mentions precheck allows although they contain a platform word.
    static let allowed = ["google analytics"]

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        guard store.id == .appStore else { return [] }
        var violations: [RuleViolation] = []
        for locale in listing.locales {
            for field in store.fields where field.kind != .url {
                guard let value = locale.values[field.key] else { continue }
                let found = Self.mentions(in: value.text)
                guard !found.isEmpty else { continue }
                violations.append(
                    RuleViolation(
                        message:
                            "\(locale.code) \(field.key): names \(found.map { "\"\($0)\"" }.joined(separator: ", ")); App Review rejects metadata that mentions other platforms (Guideline 2.3.10).",
                        hint: "Remove the mention from the \(locale.origin) '\(field.key)'.",
                        location: value.location, key: field.key, locale: locale.code
                    ))
            }
        }
        return violations
    }

    /// The platform words in `text` as written there, once each, allowed mentions left out.
    static func mentions(in text: String) -> [String] {
        var masked = text
        for phrase in allowed {
            while let found = PlayTitlePolicyRule.find(phrase, in: masked, wholeWord: true) {
                masked = masked.replacingFirst(found, with: String(repeating: " ", count: found.count))
            }
        }
        var found: [String] = []
        for word in platforms {
            if let mention = PlayTitlePolicyRule.find(word, in: masked, wholeWord: true), !found.contains(mention) { found.append(mention) }
        }
        return found
    }
}

extension String {
    /// This string with the first occurrence of `target` replaced by `replacement`.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
