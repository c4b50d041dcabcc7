import StringCatalog

/// Writes a catalog's translations as gettext PO, one file per target locale, so `pofilter` checks the
/// same strings `catalog check` does: plain units as msgid/msgstr, plurals as msgid/msgid_plural with one
/// msgstr[i] per category the translation has (CLDR order), substitution and device cases as their own
/// messages with a msgctxt naming the path.
enum POExporter {
    /// PO text per locale (the source language excluded).
    static func export(_ catalog: StringCatalog) -> [String: String] {
        var files: [String: String] = [:]
        let order = ["zero", "one", "two", "few", "many", "other"]
        let targets = catalog.locales.filter { $0 != catalog.sourceLanguage }
        for locale in targets {
            var nplurals = 2
            var body = ""
            for entry in catalog.entries {
                guard let localization = entry.localization(locale) else { continue }
                let source = entry.localization(catalog.sourceLanguage)?.content
                let leaves = ContentLeaf.leaves(of: localization.content)
                let plural = localization.content.variations.first { $0.selector == .plural }
                if let plural, localization.content.substitutions.isEmpty {
                    let cases = plural.cases.sorted { (order.firstIndex(of: $0.name) ?? 6) < (order.firstIndex(of: $1.name) ?? 6) }
                    nplurals = max(nplurals, cases.count)
                    let sourcePlural = source?.variations.first { $0.selector == .plural }
                    let singular = sourcePlural?.case("one")?.content.stringUnit?.value ?? entry.key
                    let pluralText = sourcePlural?.case("other")?.content.stringUnit?.value ?? entry.key
                    body += "#, c-format\nmsgctxt \(quote(entry.key))\nmsgid \(quote(singular))\nmsgid_plural \(quote(pluralText))\n"
                    for (index, variationCase) in cases.enumerated() {
                        body += "msgstr[\(index)] \(quote(variationCase.content.stringUnit?.value ?? ""))\n"
                    }
                    body += "\n"
                    continue
                }
                for leaf in leaves {
                    let context = leaf.path.isEmpty ? entry.key : entry.key + "|" + leaf.pathDescription
                    let sourceText = source.flatMap { sourceValue(in: $0, path: leaf.path) } ?? entry.key
                    let fuzzy = leaf.unit.state == .needsReview ? "#, fuzzy, c-format\n" : "#, c-format\n"
                    let translation = leaf.unit.state == .new ? "" : leaf.unit.value
                    body += "\(fuzzy)msgctxt \(quote(context))\nmsgid \(quote(sourceText))\nmsgstr \(quote(translation))\n\n"
                }
            }
            let header = """
                msgid ""
                msgstr ""
                "Language: \(locale.replacingHyphens())\\n"
                "MIME-Version: 1.0\\n"
                "Content-Type: text/plain; charset=UTF-8\\n"
                "Content-Transfer-Encoding: 8bit\\n"
                "Plural-Forms: nplurals=\(nplurals); plural=(n==1 ? 0 : \(nplurals - 1));\\n"


                """
            files[locale] = header + body
        }
        return files
    }

    /// The source unit at the same path, or the source's plain value.
    static func sourceValue(in content: LocalizedContent, path: [ContentLeaf.Step]) -> String? {
        let leaves = ContentLeaf.leaves(of: content)
        return (leaves.first { $0.path == path } ?? leaves.first)?.unit.value
    }

    /// A PO string literal (C escapes).
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension String {
    fileprivate func replacingHyphens() -> String { String(map { $0 == "-" ? "_" : $0 }) }
}
