import Diagnostics
import Foundation

/// A URL field whose value is not an absolute web address (scheme and host, no spaces): the store refuses it.
public struct InvalidURLRule: ListingRule {
    public init() {}
    public var id: String { "store-url-invalid" }
    public var defaultSeverity: Severity { .error }
    public var summary: String { "A URL field does not hold an absolute http(s) address." }
    public var help: String { "Write the whole address, e.g. https://example.com/support." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        FieldText.all(.url, in: listing, store: store).compactMap { entry in
            guard let problem = Self.problem(with: entry.text) else { return nil }
            return entry.violation(
                "\"\(entry.text)\" is not a web address: \(problem).", hint: "Write the whole address, e.g. https://example.com/support.")
        }
    }

    /// Why `text` is not an absolute http(s) URL, or nil if it is one.
    static func problem(with text: String) -> String? {
        if text.unicodeScalars.contains(where: { $0.properties.isWhitespace }) { return "it contains whitespace" }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            return "it has no scheme (https://)"
        }
        guard scheme == "https" || scheme == "http" else { return "its scheme is \(scheme), not https" }
        guard let host = components.host, !host.isEmpty else { return "it has no host name" }
        return nil
    }
}

/// A URL field served over plain http: browsers flag it, and the page can be altered in transit.
public struct InsecureURLRule: ListingRule {
    public init() {}
    public var id: String { "store-url-not-https" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String { "A URL field uses http instead of https." }
    public var help: String { "Serve the page over https and use an https:// address." }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        FieldText.all(.url, in: listing, store: store).compactMap { entry in
            guard InvalidURLRule.problem(with: entry.text) == nil, URLComponents(string: entry.text)?.scheme?.lowercased() == "http" else {
                return nil
            }
            return entry.violation(
                "\"\(entry.text)\" uses http, not https.", hint: "Serve the page over https and change the address to https://…")
        }
    }
}
