import Diagnostics

/// The same keyword in two App Store localizations that one storefront's search indexes (en-US and es-MX in the
/// United States): the storefront already finds the app by it, so the second copy wastes bytes (the asc CLI's keyword
/// audit reports the same; storefront table in ``AppStoreStorefronts``).
public struct KeywordCrossLocaleRule: ListingRule {
    public init() {}
    public var id: String { "store-keyword-cross-locale" }
    public var defaultSeverity: Severity { .warning }
    public var summary: String { "A keyword repeats one of another localization that the same App Store storefront searches." }
    public var help: String { "Keep the keyword in one of the two localizations and use the bytes for another word." }

    public var examples: [RuleExample] {
        [
            RuleExample(
                "boxeo in en-US and es-MX, both searched in the US storefront", .fails(containing: "\"boxeo\"", severity: .warning),
                json: ListingExample.catalog(["keywords": "boxeo,timer"], others: ["es-MX": ["keywords": "boxeo,temporizador"]])),
            RuleExample(
                "different words", .passes,
                json: ListingExample.catalog(["keywords": "boxing,timer"], others: ["es-MX": ["keywords": "boxeo,temporizador"]])),
        ]
    }

    public func check(_ listing: StoreListing, in store: any Store) -> [RuleViolation] {
        let entries = FieldText.all(.keywords, in: listing, store: store).filter { !$0.locale.isFallback }
        var violations: [RuleViolation] = []
        for (laterIndex, later) in entries.enumerated() {
            let laterKeywords = KeywordList(later.text).items.map(\.keyword).filter { !$0.isEmpty }
            for earlier in entries[..<laterIndex] {
                let storefronts = AppStoreStorefronts.sharing(earlier.locale.code, later.locale.code)
                guard !storefronts.isEmpty else { continue }
                let earlierFolded = Set(KeywordList(earlier.text).items.map { KeywordList.folded($0.keyword) })
                var repeated: [String] = []
                for keyword in laterKeywords where earlierFolded.contains(KeywordList.folded(keyword)) && !repeated.contains(keyword) {
                    repeated.append(keyword)
                }
                guard !repeated.isEmpty else { continue }
                let bytes = repeated.reduce(0) { $0 + $1.utf8.count + 1 }
                violations.append(
                    later.violation(
                        "\(repeated.map { "\"\($0)\"" }.joined(separator: ", ")) also in \(earlier.locale.code), and the "
                            + "\(storefronts.map { $0.uppercased() }.joined(separator: ", ")) storefront\(storefronts.count == 1 ? "" : "s") "
                            + "search\(storefronts.count == 1 ? "es" : "") both; removing \(repeated.count == 1 ? "it" : "them") here frees about \(bytes.bytesPhrase).",
                        hint:
                            "Keep each keyword in one of \(earlier.locale.code) and \(later.locale.code); fill the bytes with other words."
                    ))
            }
        }
        return violations
    }
}
