/// Apple's App Store, uploaded with fastlane `deliver` from `<out>/<locale>/<field>.txt`.
///
/// Limits: developer.apple.com/help/app-store-connect/reference/app-information (name, subtitle) and
/// …/reference/platform-version-information (promotional text, description, keywords, URLs); layout and locale codes:
/// fastlane/fastlane `deliver/lib/deliver/upload_metadata.rb`, `loader.rb`, `languages.rb`.
public struct AppStore: Store {
    public init() {}

    public var id: StoreID { .appStore }
    public var displayName: String { "App Store Connect" }
    public var uploaderName: String { "fastlane deliver" }

    public var fields: [StoreField] {
        [
            // "2文字以上30文字以内" (2 to 30 characters): developer.apple.com/jp/help/app-store-connect/reference/app-information.
            // Required: a localization without a name cannot be saved in App Store Connect.
            StoreField(key: "name", kind: .name, requirement: .required, limit: LengthLimit(minimum: 2, maximum: 30)),
            // Subtitle, at most 30 characters: same page; optional.
            StoreField(key: "subtitle", kind: .singleLine, requirement: .optional, limit: LengthLimit(maximum: 30)),
            // "This property can't be longer than 170 characters": platform-version-information; optional.
            StoreField(key: "promotional_text", kind: .multiLine, requirement: .optional, limit: LengthLimit(maximum: 170)),
            // "Limited to 4000 characters … This property is required": platform-version-information.
            StoreField(key: "description", kind: .multiLine, requirement: .required, limit: LengthLimit(maximum: 4000)),
            // "up to 100 bytes of content … each greater than two characters … This property is required":
            // platform-version-information. Counted in UTF-8 bytes, so a kana or kanji costs 3.
            StoreField(key: "keywords", kind: .keywords, requirement: .required, limit: LengthLimit(maximum: 100, unit: .utf8Bytes)),
            // What's New: 4000 characters in every third-party reference (app-localizer, strings-lint); Apple's
            // current page was not captured, so the common figure is used. Optional: skipped for a first version.
            StoreField(
                key: "release_notes", kind: .multiLine, requirement: .optional, limit: LengthLimit(maximum: 4000), isReleaseNotes: true),
            // Support URL: "This property is required": platform-version-information. No documented length limit.
            StoreField(key: "support_url", kind: .url, requirement: .required, limit: nil),
            // Marketing URL: optional, same page.
            StoreField(key: "marketing_url", kind: .url, requirement: .optional, limit: nil),
            // Privacy Policy URL: required for every iOS app (App Review Guideline 5.1.1(i); app-information page).
            StoreField(key: "privacy_url", kind: .url, requirement: .required, limit: nil),
            // Privacy policy text for tvOS (Apple TV has no browser, so the policy is text, not a link): deliver's
            // `apple_tv_privacy_policy` → `privacy_policy_text` (`upload_metadata.rb`). Required only for tvOS apps,
            // so optional here; App Store Connect Help documents no length limit for it.
            StoreField(key: "apple_tv_privacy_policy", kind: .multiLine, requirement: .optional, limit: nil),
        ]
    }

    /// `Deliver::Languages::ALL_LANGUAGES` (fastlane/fastlane `deliver/lib/deliver/languages.rb`): the folder names
    /// deliver accepts; anything else is "Unsupported directory name(s)".
    public var localeCodes: [String] {
        [
            "ar-SA", "bn", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US", "es-ES", "es-MX", "fi",
            "fr-CA", "fr-FR", "gu", "he", "hi", "hr", "hu", "id", "it", "ja", "kn", "ko", "ml", "mr", "ms", "nl-NL",
            "no", "or", "pa", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl", "sv", "ta", "te", "th", "tr", "uk", "ur",
            "vi", "zh-Hans", "zh-Hant",
        ]
    }

    /// Xcode locale → App Store Connect code where they differ (Xcode's `de` is ASC's `de-DE`, research §3.1).
    public var defaultLocaleMap: [String: [String]] {
        [
            "en": ["en-US"], "de": ["de-DE"], "fr": ["fr-FR"], "es": ["es-ES"], "nl": ["nl-NL"], "ar": ["ar-SA"],
            // Apple's bare `pt` has always meant Brazilian Portuguese (the pt.lproj of iOS).
            "pt": ["pt-BR"],
            // Xcode's Norwegian Bokmål is `nb`; App Store Connect calls it `no`.
            "nb": ["no"],
            // Script and region spellings of Chinese that tools other than Xcode write.
            "zh-cn": ["zh-Hans"], "zh-sg": ["zh-Hans"], "zh-tw": ["zh-Hant"], "zh-hk": ["zh-Hant"],
            // ASC's es-MX is the listing Latin America sees.
            "es-419": ["es-MX"],
            // Legacy ISO 639 codes still written by Java-era tools.
            "iw": ["he"], "in": ["id"],
        ]
    }

    public var whitespace: WhitespaceHandling { .strippedByUploader }
    public var layoutRoot: [String] { [] }

    /// Folders deliver treats as special, or exempts from language validation (`loader.rb`).
    /// deliver's `assign_defaults` (`upload_metadata.rb`): a field file in `default/` is uploaded for every language
    /// whose folder lacks that file (an empty file is not lacking: it stays empty).
    public var fallbackFolder: String? { "default" }

    public var nonLocaleFolders: Set<String> {
        ["default", "appleTV", "iMessage", "review_information", "trade_representative_contact_information", "android"]
    }
}

extension StoreID {
    /// The App Store (fastlane deliver).
    public static let appStore = StoreID(rawValue: "appstore")
}
