import ICU
import JSONCore
import StringCatalog

/// What an import believes of a `<file target-language>`: it must be a language tag, name a language the catalog has
/// (in any case: `DE` is `de`) unless adding languages was asked for, and the file's targets must look like that
/// language, not like another one the catalog holds.
struct TargetLanguageCheck {
    /// Every locale the catalog has a localization for, its source language included.
    let catalogLocales: [String]
    let catalog: StringCatalog
    let addsLanguages: Bool

    init(catalog: StringCatalog, addsLanguages: Bool) {
        var locales: Set<String> = [catalog.sourceLanguage]
        for entry in catalog.entries {
            for localization in entry.localizations { locales.insert(localization.locale) }
        }
        self.catalogLocales = locales.sorted()
        self.catalog = catalog
        self.addsLanguages = addsLanguages
    }

    /// The catalog's spelling of the file's language, or why the file cannot be imported as it says.
    func resolve(_ claimed: String, file: XLIFFDocument.File) -> Result<String, ExchangeError> {
        let shown = ExchangeError.quoted(claimed)
        let tag: LocaleIdentifier
        do {
            tag = try LocaleIdentifier(claimed)
        } catch {
            return .failure(
                .notXLIFF(
                    "<file original=\"\(ExchangeError.quoted(file.original))\"> has target-language '\(shown)', which is not a "
                        + "BCP 47 language tag of a known language; write one such as 'de' or 'pt-BR'", file.location))
        }
        let folded = claimed.lowercased()
        if let existing = catalogLocales.first(where: { $0.lowercased() == folded || $0 == tag.tag }) { return .success(existing) }
        guard addsLanguages else {
            return .failure(
                .notXLIFF(
                    "<file original=\"\(ExchangeError.quoted(file.original))\"> is for '\(shown)', a language \(catalog.file) does "
                        + "not have (it has \(catalogLocales.joined(separator: ", "))); check the file's language, or give "
                        + "--add-language to add it", file.location))
        }
        return .success(tag.tag)
    }

    /// One target the file would write: the unit and its new text.
    struct Edit {
        var unit: ExchangeUnit
        var target: String
    }

    /// An error when most of `edits` look like another language than `language`: their text is another language's
    /// text in the catalog, or their script is not the one the catalog's `language` units are written in.
    func mismatch(_ edits: [Edit], language: String, file: XLIFFDocument.File) -> ExchangeError? {
        guard edits.count >= Self.minimumEvidence else { return nil }
        var entryIndex: [String: Int] = [:]
        for edit in edits where entryIndex[edit.unit.path.key] == nil { entryIndex[edit.unit.path.key] = 0 }
        for (index, entry) in catalog.entries.enumerated() where entryIndex[entry.key] != nil { entryIndex[entry.key] = index }
        var sameAsOther: [String: Int] = [:]
        var comparedScripts = 0, otherScript = 0
        var scripts: (catalog: String, file: String)?
        for edit in edits {
            guard let row = entryIndex[edit.unit.path.key] else { continue }
            let steps = edit.unit.path.steps[...]
            var own: String?
            for localization in catalog.entries[row].localizations {
                guard let value = ContentEditor.unit(in: localization.content, at: steps)?.value, !value.isEmpty else { continue }
                if localization.locale == language {
                    own = value
                } else if localization.locale != catalog.sourceLanguage, value == edit.target,
                    Self.baseLanguage(localization.locale) != Self.baseLanguage(language)
                {
                    sameAsOther[localization.locale, default: 0] += 1
                }
            }
            if let own, let ownScript = TextScript.dominant(in: own), let targetScript = TextScript.dominant(in: edit.target) {
                comparedScripts += 1
                if ownScript != targetScript {
                    otherScript += 1
                    scripts = scripts ?? (ownScript, targetScript)
                }
            }
        }
        let element = "<file original=\"\(ExchangeError.quoted(file.original))\" target-language=\"\(ExchangeError.quoted(language))\">"
        if let (other, count) = sameAsOther.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count * 2 > edits.count {
            return .notXLIFF(
                "\(element) looks like '\(other)', not '\(language)': \(count) of its \(edits.count) new targets are the catalog's "
                    + "'\(other)' text; check which language the file is in and set its target-language", file.location)
        }
        if comparedScripts >= Self.minimumEvidence, otherScript * 2 > comparedScripts, let scripts {
            return .notXLIFF(
                "\(element) looks like another language than '\(language)': \(otherScript) of \(comparedScripts) targets are "
                    + "written in the script \(scripts.file) where the catalog's '\(language)' text is in \(scripts.catalog); "
                    + "check which language the file is in and set its target-language", file.location)
        }
        return nil
    }

    /// The language subtag (`de` of `de-CH`): regional variants share most of their text, so `de-CH` targets equal to
    /// the catalog's `de` are expected, not a sign of a mislabelled file.
    static func baseLanguage(_ locale: String) -> Substring {
        locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first?.lowercased()[...] ?? ""
    }

    /// How many changed targets it takes before a file is judged to be in another language (a few short words such
    /// as "OK" are the same in many languages).
    static let minimumEvidence = 3
}
