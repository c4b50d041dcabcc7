/// Decides whether a locale tag is well formed and known; returns why not, or nil when it is fine.
public protocol LocaleValidating: Sendable {
    /// A sentence fragment saying what is wrong with `locale` ("'en_US' uses '_'; write 'en-US'"), or nil.
    func problem(with locale: String) -> String?
}
