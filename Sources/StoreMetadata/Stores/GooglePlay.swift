/// Google Play, uploaded with fastlane `supply` from `<out>/android/<locale>/…`.
///
/// Layout: fastlane/fastlane `supply/lib/supply.rb` and `uploader.rb` (files are uploaded as read, not stripped).
/// Limits: Play metadata policy (support.google.com/googleplay/android-developer/answer/9898842) for the title,
/// and `ashutoshgngwr/validate-fastlane-supply-metadata` `main.go` for the rest.
public struct GooglePlay: Store {
    public init() {}

    public var id: StoreID { .googlePlay }
    public var displayName: String { "Google Play" }
    public var uploaderName: String { "fastlane supply" }

    public var fields: [StoreField] {
        [
            // "massimo 30 caratteri": support.google.com/googleplay/android-developer/answer/9898842 (50 before Sept 2021).
            StoreField(key: "title", kind: .name, requirement: .required, limit: LengthLimit(maximum: 30)),
            // 80 characters: validate-fastlane-supply-metadata main.go; TrackerControl/tracker-control-android#600.
            StoreField(key: "short_description", kind: .singleLine, requirement: .required, limit: LengthLimit(maximum: 80)),
            // 4000 characters: same sources.
            StoreField(key: "full_description", kind: .multiLine, requirement: .required, limit: LengthLimit(maximum: 4000)),
            // Promo video, a YouTube address: supply's `video.txt` (`AVAILABLE_METADATA_FIELDS` in `supply.rb`); optional.
            StoreField(key: "video", kind: .url, requirement: .optional, limit: nil),
            // "What's new", 500 characters: same sources; optional (a release may ship without notes).
            StoreField(
                key: "changelog", kind: .multiLine, requirement: .optional, limit: LengthLimit(maximum: 500), file: .changelog,
                isReleaseNotes: true),
        ]
    }

    /// Play listing languages: fastlane `supply/lib/supply/languages.rb` (with `-` for `_`, as folder names are
    /// written) together with `validate-fastlane-supply-metadata` `play_store_locales.go`.
    public var localeCodes: [String] {
        [
            "af", "am", "ar", "az-AZ", "be", "bg", "bn-BD", "ca", "cs-CZ", "da-DK", "de-DE", "el-GR", "en-AU", "en-CA",
            "en-GB", "en-IN", "en-SG", "en-US", "en-ZA", "es-419", "es-ES", "es-US", "et", "eu-ES", "fa", "fa-AE",
            "fa-AF", "fa-IR", "fi-FI", "fil", "fr-CA", "fr-FR", "gl-ES", "gu", "hi-IN", "hr", "hu-HU", "hy-AM", "id",
            "is-IS", "it-IT", "iw-IL", "ja-JP", "ka-GE", "kk", "km-KH", "kn-IN", "ko-KR", "ky-KG", "lo-LA", "lt", "lv",
            "mk-MK", "ml-IN", "mn-MN", "mr-IN", "ms", "ms-MY", "my-MM", "ne-NP", "nl-NL", "no-NO", "pa", "pl-PL",
            "pt-BR", "pt-PT", "rm", "ro", "ru-RU", "si-LK", "sk", "sl", "sq", "sr", "sv-SE", "sw", "ta-IN", "te-IN",
            "th", "tr-TR", "uk", "ur", "vi", "zh-CN", "zh-HK", "zh-TW", "zu",
        ]
    }

    /// Xcode locale → Play code where they differ (Play keeps Java's `iw` for Hebrew and regions on most languages).
    public var defaultLocaleMap: [String: [String]] {
        [
            "en": ["en-US"], "de": ["de-DE"], "fr": ["fr-FR"], "es": ["es-ES"], "es-mx": ["es-419"], "pt": ["pt-BR"],
            "ja": ["ja-JP"], "ko": ["ko-KR"], "zh-hans": ["zh-CN"], "zh-hant": ["zh-TW"], "ru": ["ru-RU"],
            "pl": ["pl-PL"], "he": ["iw-IL"], "iw": ["iw-IL"], "it": ["it-IT"], "nl": ["nl-NL"], "sv": ["sv-SE"],
            "da": ["da-DK"], "fi": ["fi-FI"], "nb": ["no-NO"], "no": ["no-NO"], "tr": ["tr-TR"], "cs": ["cs-CZ"],
            "el": ["el-GR"], "hu": ["hu-HU"], "hi": ["hi-IN"], "az": ["az-AZ"], "bn": ["bn-BD"], "eu": ["eu-ES"],
            "gl": ["gl-ES"], "hy": ["hy-AM"], "is": ["is-IS"], "ka": ["ka-GE"], "km": ["km-KH"], "kn": ["kn-IN"],
            "ky": ["ky-KG"], "lo": ["lo-LA"], "mk": ["mk-MK"], "ml": ["ml-IN"], "mn": ["mn-MN"], "mr": ["mr-IN"],
            "my": ["my-MM"], "ne": ["ne-NP"], "si": ["si-LK"], "ta": ["ta-IN"], "te": ["te-IN"], "tl": ["fil"],
            "in": ["id"],
        ]
    }

    public var whitespace: WhitespaceHandling { .uploadedAsIs }
    public var layoutRoot: [String] { ["android"] }
    public var nonLocaleFolders: Set<String> { [] }
    /// supply has no fallback folder (only `changelogs/default.txt` inside each locale, a fallback changelog).
    public var fallbackFolder: String? { nil }
}

extension StoreID {
    /// Google Play (fastlane supply).
    public static let googlePlay = StoreID(rawValue: "googleplay")
}
