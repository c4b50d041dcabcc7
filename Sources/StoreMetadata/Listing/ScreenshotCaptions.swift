import Diagnostics
import JSONCore
import StringCatalog

/// The frameit captions of a listing: for each store locale, the title and keyword of each screenshot, from the
/// catalog keys `screenshot.<name>.title` and `screenshot.<name>.keyword`.
public struct ScreenshotCaptions: Sendable, Equatable {
    /// One caption line of one screenshot in one locale.
    public struct Caption: Sendable, Equatable {
        /// The screenshot's name, the key frameit looks up (`"timer"` for `iPhone 16-timer.png`).
        public var screenshot: String
        public var part: ListingKey.CaptionPart
        public var value: ListingValue
    }

    /// Captions by store locale code, each sorted by screenshot name then part.
    public var locales: [String: [Caption]]

    /// Whether there is no caption at all.
    public var isEmpty: Bool { locales.values.allSatisfy(\.isEmpty) }

    /// The captions of `catalog` for every locale of `listing` (a store locale takes the text of its catalog locale),
    /// and findings for captions the source language has but a locale lacks, and for captions frameit would misread.
    public static func build(_ catalog: StringCatalog, for listing: StoreListing) -> (captions: ScreenshotCaptions, findings: [Finding]) {
        var findings: [Finding] = []
        var locales: [String: [Caption]] = [:]
        let entries = catalog.entries.compactMap { entry -> (CatalogEntry, String, ListingKey.CaptionPart)? in
            guard case .caption(let screenshot, let part)? = ListingKey(entry.key) else { return nil }
            return (entry, screenshot, part)
        }.sorted { ($0.1, $0.2.rawValue) < ($1.1, $1.2.rawValue) }
        for locale in listing.locales where !locale.isFallback {
            var captions: [Caption] = []
            for (entry, screenshot, part) in entries {
                let localization =
                    entry.localization(locale.origin) ?? (entry.shouldTranslate ? nil : entry.localization(catalog.sourceLanguage))
                guard let unit = localization?.content.stringUnit, !unit.value.isEmpty else {
                    if entry.localization(catalog.sourceLanguage) != nil {
                        findings.append(
                            ListingIssue.captionMissing.finding(
                                "\(locale.code) has no caption '\(entry.key)', so frameit draws screenshot '\(screenshot)' without its \(part.rawValue).",
                                hint: "Translate '\(entry.key)' for \(locale.origin).", at: entry.location, key: entry.key,
                                locale: locale.code))
                    }
                    continue
                }
                if let problem = frameitProblem(unit.value) {
                    findings.append(
                        ListingIssue.captionUnreadable.finding(
                            "\(locale.code) caption '\(entry.key)' contains \(problem); frameit reads each line of \(part.fileName) as written, without unescaping, so it would draw the escape.",
                            hint: "Use typographic quotes (“ ”, « », „ “) instead of \", and keep the caption on one line.",
                            at: unit.valueLocation, key: entry.key, locale: locale.code))
                }
                captions.append(
                    Caption(screenshot: screenshot, part: part, value: ListingValue(text: unit.value, location: unit.valueLocation)))
            }
            if !captions.isEmpty { locales[locale.code] = captions }
        }
        return (ScreenshotCaptions(locales: locales), findings)
    }

    /// What in `text` frameit's one-line reader cannot take back as written: a quote, a backslash or a line break.
    static func frameitProblem(_ text: String) -> String? {
        if text.contains(where: \.isNewline) { return "a line break" }
        if text.contains("\"") { return "a straight double quote (\")" }
        if text.contains("\\") { return "a backslash" }
        return nil
    }
}
