import Diagnostics
import Foundation

/// A subscription app's App Store description without a link to the Terms of Use: App Review rejects it under
/// Guideline 3.1.2 ("does not include a functional link to the Terms of Use (EULA) in the app metadata",
/// langx/langx#1167; "Also missing EULA in the app listing in Hebrew", IsraelHikingMap/Site#2142). Opt-in with
/// `"metadata": {"subscriptionApp": true}`, as `asc metadata validate --subscription-app` is.
public struct SubscriptionTermsRule: ListingRule {
    /// Whether the app sells subscriptions (`metadata.subscriptionApp`); the rule checks nothing otherwise.
    public var subscriptionApp: Bool

    public init(subscriptionApp: Bool = false) {
        self.subscriptionApp = subscriptionApp
    }

    public var id: String { "store-subscription-terms" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String {
        "With metadata.subscriptionApp, an App Store description does not link the Terms of Use (EULA), which App Review requires of subscription apps."
    }
    public var help: String { "Add a link to your Terms of Use, or to Apple's standard EULA, in every locale's description." }

    /// Apple's standard licensed application end user license agreement.
    public static let standardEULA = "https://www.apple.com/legal/internet-services/itunes/dev/stdeula/"

    public func configured(by configuration: MetadataConfiguration) -> any ListingRule {
        SubscriptionTermsRule(subscriptionApp: configuration.subscriptionApp)
    }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        guard subscriptionApp, store.id == .appStore, store.field("description") != nil else { return [] }
        var violations: [RuleViolation] = []
        for locale in listing.locales where !locale.isFallback && !locale.fieldsFromFallback.contains("description") {
            // A missing description is store-missing-field's finding.
            guard let value = locale.values["description"], !RubyStrip.strip(value.text).isEmpty else { continue }
            guard !Self.linksTerms(value.text) else { continue }
            violations.append(
                RuleViolation(
                    message:
                        "\(locale.code) description: no link to the Terms of Use (EULA); App Review rejects subscription apps whose metadata lacks one (Guideline 3.1.2).",
                    hint:
                        "Add a line such as \"Terms of Use: https://…/terms\" (or Apple's standard EULA, \(Self.standardEULA)) to the \(locale.origin) description.",
                    location: value.location, key: "description", locale: locale.code
                ))
        }
        return violations
    }

    /// Whether `text` holds an http(s) address of Apple's standard EULA or of a page whose address says terms or EULA.
    static func linksTerms(_ text: String) -> Bool {
        urls(in: text).contains { url in
            let lowered = url.lowercased()
            if lowered.hasPrefix(standardEULA.dropLast()) { return true }
            guard let slash = lowered.dropFirst(lowered.hasPrefix("https://") ? 8 : 7).firstIndex(of: "/") else { return false }
            let path = lowered[slash...]
            return ["terms", "eula", "tos", "legal", "conditions"].contains { path.contains($0) }
        }
    }

    /// Every `http://…` or `https://…` run of non-space characters in `text`, trailing punctuation dropped.
    static func urls(in text: String) -> [String] {
        var found: [String] = []
        for token in text.split(whereSeparator: { $0.isWhitespace || $0 == "<" || $0 == ">" || $0 == "(" || $0 == ")" }) {
            guard
                let start = token.range(of: "https://", options: .caseInsensitive) ?? token.range(of: "http://", options: .caseInsensitive)
            else { continue }
            var url = String(token[start.lowerBound...])
            while let last = url.last, ".,;:!?\"'»」".contains(last) { url.removeLast() }
            found.append(url)
        }
        return found
    }
}
