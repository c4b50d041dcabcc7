/// Maps catalog locales (Xcode's `de`, `zh-Hans`) to a store's locale folder names (`de-DE`, `zh-CN`).
///
/// Order of precedence: the configuration's overrides, then a store code equal to the catalog locale (ignoring case
/// and `_`/`-`), then the store's default table. A catalog locale may map to several codes (`es` → `es-ES` and
/// `es-MX`) or, by an empty override, to none (deliberately not published).
public struct LocaleMap: Sendable {
    /// How one catalog locale maps.
    public enum Resolution: Equatable, Sendable {
        /// Publish under these store codes.
        case mapped([String])
        /// The configuration maps the locale to nothing: leave it out, silently.
        case excluded
        /// No mapping; `candidates` are store codes with the same language, for the message.
        case unsupported(candidates: [String])
    }

    /// Overrides from `.timekeeper.json`, keyed by normalized catalog locale.
    public private(set) var overrides: [String: [String]]

    /// A map with `overrides` (catalog locale → store codes) on top of the store's defaults.
    public init(overrides: [String: [String]] = [:]) {
        var normalizedOverrides: [String: [String]] = [:]
        for (locale, codes) in overrides { normalizedOverrides[Self.normalized(locale)] = codes }
        self.overrides = normalizedOverrides
    }

    /// The store codes for `catalogLocale` in `store`.
    public func resolve(_ catalogLocale: String, in store: any Store) -> Resolution {
        let key = Self.normalized(catalogLocale)
        if let codes = overrides[key] {
            return codes.isEmpty ? .excluded : .mapped(codes)
        }
        if let code = store.acceptedCode(matching: catalogLocale) {
            return .mapped([code])
        }
        if let codes = store.defaultLocaleMap[key] {
            return .mapped(codes)
        }
        let language = Self.language(of: key)
        return .unsupported(candidates: store.localeCodes.filter { Self.language(of: Self.normalized($0)) == language })
    }

    /// Lowercased with `-` between subtags, the form lookups compare (`zh_Hans` → `zh-hans`).
    public static func normalized(_ locale: String) -> String {
        String(locale.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    private static func language(of normalizedLocale: String) -> Substring {
        normalizedLocale.split(separator: "-", maxSplits: 1).first ?? Substring(normalizedLocale)
    }
}
