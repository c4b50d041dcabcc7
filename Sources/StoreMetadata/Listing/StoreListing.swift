import JSONCore

/// A store listing in every locale, read from a catalog or from a fastlane folder: what the rules check and the
/// writer writes.
public struct StoreListing: Sendable {
    public var store: StoreID
    /// The store code of the source language, whose values untranslated copies are compared with; nil if unknown.
    public var sourceLocale: String?
    /// One listing per store locale, sorted by code.
    public var locales: [LocaleListing]
    /// The app version whose release notes the listing carries (`--app-version`); nil for a listing without an update.
    public var appVersion: String?
    /// The same listing at an earlier revision (`--base`), by store locale code then field key, to find stale
    /// translations; nil when there is nothing to compare with.
    public var base: [String: [String: String]]?

    public init(
        store: StoreID, sourceLocale: String?, locales: [LocaleListing], appVersion: String? = nil,
        base: [String: [String: String]]? = nil
    ) {
        self.store = store
        self.sourceLocale = sourceLocale
        self.locales = locales.sorted { $0.code < $1.code }
        self.appVersion = appVersion
        self.base = base
    }

    /// Every value's text by store locale code then field key: what a later run compares with as its base.
    public var texts: [String: [String: String]] {
        Dictionary(uniqueKeysWithValues: locales.map { ($0.code, $0.values.mapValues(\.text)) })
    }

    /// The listing for store code `code`, if present.
    public func locale(_ code: String) -> LocaleListing? {
        locales.first { $0.code == code }
    }
}

/// The listing of one store locale: a value per field that has one, and where to point when a field is missing.
public struct LocaleListing: Sendable {
    /// The store's locale code, which is also the folder name (`de-DE`).
    public var code: String
    /// Where the values came from, for messages: the catalog locale (`de`) or the folder path.
    public var origin: String
    /// Values by field key.
    public var values: [String: ListingValue]
    /// Where a finding about a missing field points: the catalog key, or the file that would hold it.
    public var missingFieldLocations: [String: SourceLocation]
    /// Where a finding about the locale as a whole points.
    public var location: SourceLocation
    /// Whether this is the uploader's fallback folder (deliver's `default/`) rather than a language: its values are
    /// checked as values, but it need not be complete nor differ from the source.
    public var isFallback: Bool
    /// Fields this locale's folder lacks and the uploader fills from the fallback folder (checked there, once).
    public var fieldsFromFallback: Set<String>
    /// Fields whose file is there but cannot be read as text (a link, a FIFO, not UTF-8, too large); reported as such,
    /// not again as missing.
    public var unreadableFields: Set<String> = []

    public init(
        code: String, origin: String, values: [String: ListingValue], missingFieldLocations: [String: SourceLocation] = [:],
        location: SourceLocation, isFallback: Bool = false, fieldsFromFallback: Set<String> = []
    ) {
        self.code = code
        self.origin = origin
        self.values = values
        self.missingFieldLocations = missingFieldLocations
        self.location = location
        self.isFallback = isFallback
        self.fieldsFromFallback = fieldsFromFallback
    }

    /// Where a finding about field `key` points: its value, else the place it is missing from.
    public func location(of key: String) -> SourceLocation {
        values[key]?.location ?? missingFieldLocations[key] ?? location
    }
}

/// One field's text in one locale, with the position of the value in the catalog or of the file.
public struct ListingValue: Hashable, Sendable {
    /// The text exactly as written in the catalog or file (what the writer writes).
    public var text: String
    public var location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }

    /// The text the store receives after the uploader's handling of surrounding whitespace.
    public func uploadedText(_ handling: WhitespaceHandling) -> String {
        switch handling {
        case .strippedByUploader: RubyStrip.strip(text)
        case .uploadedAsIs: text
        }
    }
}

/// Ruby's `String#strip`, which fastlane deliver applies to every value: ASCII whitespace and NUL at both ends.
public enum RubyStrip {
    /// The characters Ruby's `strip` removes (space, `\t`, `\n`, `\v`, `\f`, `\r`, NUL); not Unicode spaces.
    public static func isStripped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20: true
        default: false
        }
    }

    /// `text` without leading and trailing characters that Ruby's `strip` removes.
    public static func strip(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isStripped($0) }),
            let last = scalars.lastIndex(where: { !isStripped($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
