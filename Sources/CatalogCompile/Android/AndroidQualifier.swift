/// Android resource folder names for catalog locales (`values-pt-rBR`, `values-b+zh+Hans`).
enum AndroidQualifier {
    /// Android's legacy codes, still required by the `values-xx` form on older devices.
    static let legacyLanguageCodes = ["he": "iw", "id": "in", "yi": "ji"]

    /// `values` for the source language; otherwise the classic `values-ll[-rRR]` form when it can express
    /// the tag, else the BCP 47 form `values-b+ll+Scrp+RR` (scripts, numeric regions such as 419, variants).
    static func folder(for locale: String, isSource: Bool) -> String {
        if isSource { return "values" }
        let tag = LocaleTag.subtags(locale)
        let language = tag.language.lowercased()
        let regionIsAlpha = tag.region.map { $0.count == 2 && $0.allSatisfy(\.isLetter) } ?? true
        if tag.script == nil, tag.rest.isEmpty, regionIsAlpha, (2...3).contains(language.count) {
            let code = legacyLanguageCodes[language] ?? language
            return "values-\(code)" + (tag.region.map { "-r\($0.uppercased())" } ?? "")
        }
        var parts = [language]
        if let script = tag.script { parts.append(script.prefix(1).uppercased() + script.dropFirst().lowercased()) }
        if let region = tag.region { parts.append(region.uppercased()) }
        parts += tag.rest
        return "values-b+" + parts.joined(separator: "+")
    }
}
