internal import CICU

/// A validated BCP-47 language tag in the canonical form Xcode writes: `pt-BR`, `zh-Hans`, `es-419`, `sr-Latn`.
///
/// Parsing goes through ICU (`uloc_forLanguageTag`, `uloc_toLanguageTag`): case is normalized (`zh-hans` →
/// `zh-Hans`), `_` is accepted for `-` (`pt_BR` → `pt-BR`), deprecated codes take their current form (`iw` → `he`),
/// and the language subtag must be a language ICU knows.
public struct LocaleIdentifier: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The canonical BCP-47 tag, e.g. "zh-Hant-HK".
    public let tag: String
    /// ICU's locale id for the same locale, e.g. "zh_Hant_HK" (what ICU's C functions take).
    public let icuIdentifier: String
    /// The language subtag, e.g. "zh".
    public let language: String
    /// The script subtag, e.g. "Hant", or nil.
    public let script: String?
    /// The region subtag, e.g. "HK" or "419", or nil.
    public let region: String?

    /// Parses and canonicalizes `text`; throws `LocaleIdentifierError` for anything that is not a usable tag.
    public init(_ text: String) throws(LocaleIdentifierError) {
        var tagBuffer = [CChar](repeating: 0, count: 160)
        var idBuffer = [CChar](repeating: 0, count: 160)
        var status: Int32 = 0
        // An embedded NUL would silently cut the C string short.
        guard !text.utf8.contains(0) else { throw .malformed(text) }
        let outcome = text.withCString {
            cicu_locale_canonicalize($0, &tagBuffer, Int32(tagBuffer.count), &idBuffer, Int32(idBuffer.count), &status)
        }
        let tag = CString.decode(tagBuffer), icuIdentifier = CString.decode(idBuffer)
        switch Int(outcome) {
        case CICU_LOCALE_VALID: break
        case CICU_LOCALE_UNKNOWN_LANGUAGE:
            let language = Self.component(CICU_LOCALE_LANGUAGE, of: icuIdentifier) ?? ""
            throw .unknownLanguage(text, language: language.isEmpty ? tag : language)
        default: throw .malformed(text)
        }
        self.tag = tag
        self.icuIdentifier = icuIdentifier
        self.language = Self.component(CICU_LOCALE_LANGUAGE, of: icuIdentifier) ?? ""
        self.script = Self.component(CICU_LOCALE_SCRIPT, of: icuIdentifier).flatMap { $0.isEmpty ? nil : $0 }
        self.region = Self.component(CICU_LOCALE_REGION, of: icuIdentifier).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The next more general locale by dropping the last subtag: `zh-Hant-HK` → `zh-Hant` → `zh`; nil for a bare language.
    ///
    /// Extensions and variants go first, then the region, then the script. This is plain truncation, as catalog
    /// lookup falls back; it does not apply CLDR's parentLocales exceptions (`es-AR` → `es-419`).
    public var parent: LocaleIdentifier? {
        let parts = [language, script, region].compactMap { $0 }
        var candidates: [String] = []
        let plain = parts.joined(separator: "-")
        if plain != tag { candidates.append(plain) }
        if parts.count == 3 { candidates.append([language, script!].joined(separator: "-")) }
        if parts.count >= 2 { candidates.append(language) }
        guard let next = candidates.first else { return nil }
        return try? LocaleIdentifier(next)
    }

    /// This locale followed by each parent: `zh-Hant-HK`, `zh-Hant`, `zh` (the order to look translations up in).
    public var fallbackChain: [LocaleIdentifier] {
        var chain = [self]
        while let next = chain.last!.parent { chain.append(next) }
        return chain
    }

    /// The canonical tag.
    public var description: String { tag }

    /// Orders by tag bytes, for deterministic output.
    public static func < (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool { lhs.tag < rhs.tag }

    /// How many locales ICU has data for (`availableLocales` holds all of them unless an id fails to parse).
    public static var availableLocaleCount: Int { Int(cicu_locale_available_count()) }

    /// Every locale ICU has data for, as canonical identifiers.
    public static var availableLocales: [LocaleIdentifier] {
        (0..<cicu_locale_available_count()).compactMap { index in
            CString.read(capacity: 160) { cicu_locale_available(index, $0, $1) }.flatMap { try? LocaleIdentifier($0) }
        }
    }

    private static func component(_ which: Int, of icuIdentifier: String) -> String? {
        CString.read(capacity: 160) { buffer, capacity in
            var status: Int32 = 0
            return icuIdentifier.withCString { cicu_locale_component($0, Int32(which), buffer, capacity, &status) }
        }
    }
}
