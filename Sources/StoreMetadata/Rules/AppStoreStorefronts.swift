/// Which App Store localizations each storefront's search indexes: its primary language and Apple's "additional
/// languages" for it. Keywords of every localization in a row are searched in that storefront, so a keyword in two of
/// them spends bytes twice for one result.
///
/// Source: App Store Connect Help, "App Store localizations" (developer.apple.com/help/app-store-connect/reference/
/// app-store-localizations), as reproduced by synthentica/fledly `skills/fledly-localization/SKILL.md` and AppTweak's
/// "How to benefit from cross-localization on the App Store"; Apple's page itself was not captured. Only the rows
/// quoted there are listed; other storefronts are not checked.
enum AppStoreStorefronts {
    /// Storefront (ISO 3166 code, lowercase) → the App Store Connect locale codes its search indexes.
    static let indexedLocales: [(storefront: String, locales: [String])] = [
        ("us", ["en-US", "es-MX", "ar-SA", "zh-Hans", "zh-Hant", "fr-FR", "ko", "pt-BR", "ru", "vi"]),
        ("gb", ["en-GB"]),
        ("ca", ["en-CA", "fr-CA"]),
        ("au", ["en-AU", "en-GB"]),
        ("de", ["de-DE", "en-GB"]),
        ("fr", ["fr-FR", "en-GB"]),
        ("es", ["es-ES", "ca", "en-GB"]),
        ("it", ["it", "en-GB"]),
        ("nl", ["nl-NL", "en-GB"]),
        ("se", ["sv", "en-GB"]),
        ("ch", ["de-DE", "en-GB", "fr-FR", "it"]),
        ("fi", ["en-GB", "fi"]),
        ("jp", ["ja", "en-US"]),
        ("kr", ["ko", "en-GB"]),
        ("tw", ["zh-Hant", "en-GB"]),
        ("mx", ["es-MX", "en-GB"]),
        ("br", ["pt-BR", "en-GB"]),
    ]

    /// The storefronts whose search indexes both `first` and `second`.
    static func sharing(_ first: String, _ second: String) -> [String] {
        indexedLocales.filter { $0.locales.contains(first) && $0.locales.contains(second) }.map(\.storefront)
    }
}
