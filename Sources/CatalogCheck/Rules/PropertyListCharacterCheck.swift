import Diagnostics
import StringCatalog

/// A control character in a varied string: it goes to a `.stringsdict`, an XML property list, which cannot hold it.
struct PropertyListCharacterCheck: CatalogCheck {
    public init() {}
    public let id = "plist-control-character"
    public let defaultSeverity = Severity.error
    public let summary =
        "Plural and device variations compile to an XML property list (.stringsdict), which cannot hold control characters "
        + "other than tab, newline and carriage return; `catalog compile` refuses the catalog."
    public let help = "Remove the control character (often pasted in by accident), or write it as a visible character."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "tab and newline", .passes,
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : { "en" : { "variations" : { "plural" : {
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld\tfiles\n" } } } } } } }
                    """#)),
            RuleExample(
                "a bell character", .fails(containing: "U+0007", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : { "en" : { "variations" : { "plural" : {
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files\u0007" } } } } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        for index in facts.checkedIndices {
            let content = entry.localizations[index].content
            guard !content.variations.isEmpty || !content.substitutions.isEmpty else { continue }
            let locale = facts.locales[index]
            if let scalar = Self.unencodable(entry.key) {
                sink.report(
                    "\(locale) of \(MessageFormatting.key(entry.key)) is varied, and its key holds \(Self.name(scalar)), which a .stringsdict cannot hold",
                    at: entry.localizations[index].location, key: entry.key, locale: locale)
            }
            for leaf in facts.leaves(at: index) {
                guard let scalar = Self.unencodable(leaf.unit.value) else { continue }
                sink.report(
                    "\(MessageFormatting.place(locale, leaf)) of \(MessageFormatting.key(entry.key)) holds \(Self.name(scalar)), which a .stringsdict cannot hold",
                    at: leaf.unit.valueLocation, key: entry.key, locale: locale)
            }
        }
    }

    /// The first scalar an XML 1.0 document cannot hold, even as a character reference.
    static func unencodable(_ text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }
    }

    private static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
