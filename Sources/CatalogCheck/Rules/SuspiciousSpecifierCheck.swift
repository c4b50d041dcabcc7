import Diagnostics
import FormatSpecifiers

/// Prose that a format parser would read as a specifier: "100% free" (`% f`), "50%" at the end of a
/// string without arguments, `% @` with a stray space.
///
/// Informational: a string without arguments is usually not run through String(format:), so prose is
/// harmless there; the finding says how the text would be read if it were. A translation repeating
/// the source's own prose is not reported again.
struct SuspiciousSpecifierCheck: CatalogCheck {
    public init() {}
    public let id = "suspicious-specifier"
    public let defaultSeverity = Severity.note
    public let summary = "Text like '100% free' parses as '% f' (a float with a space flag) if the string is ever formatted."
    public let help = "If the string is formatted, write '%%' for a percent sign; if '% @' was meant as '%@', remove the space."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "escaped percent", .passes,
                json: RuleExample.catalog(
                    #"""
                        "%lld%% done" : { "localizations" : {
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld%% erledigt" } } } }
                    """#)),
            RuleExample(
                "100% anonymous", .fails(containing: "reads as prose", severity: .note),
                json: RuleExample.catalog(
                    #"""
                        "Searches are 100% anonymous" : { "localizations" : {
                          "en" : { "stringUnit" : { "state" : "translated", "value" : "Searches are 100% anonymous" } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        let reference = facts.source
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            let isSource = index == facts.sourceIndex
            for leaf in facts.leaves(at: index) {
                let parsed = leaf.format
                let doubts = parsed.problems.filter { Self.isDoubt($0, in: parsed) }
                guard !doubts.isEmpty else { continue }
                if !isSource, let source = reference?.counterpart(of: leaf.path) {
                    let sourceParsed = source.format
                    if sourceParsed.problems.contains(where: { Self.isDoubt($0, in: sourceParsed) }) { continue }
                }
                for doubt in doubts {
                    sink.report(
                        "\(MessageFormatting.place(locale, leaf)) of \(MessageFormatting.key(entry.key)): \(Self.describe(doubt))",
                        at: leaf.unit.valueLocation, key: entry.key, locale: locale)
                }
            }
        }
    }

    static func isDoubt(_ problem: FormatProblem, in parsed: ParsedFormat) -> Bool {
        switch problem.kind {
        case .spaceFlagProse: true
        case .danglingPercent, .unknownConversion: !parsed.formatsArguments
        default: false
        }
    }

    static func describe(_ problem: FormatProblem) -> String {
        if problem.kind == .spaceFlagProse, problem.text.hasSuffix("@") {
            return "'\(problem.text)' reads as prose, not as '%@': the space breaks the specifier"
        }
        if problem.kind == .spaceFlagProse {
            let conversion = problem.text.unicodeScalars.last.map { String($0) } ?? ""
            return "'\(problem.text)' reads as prose here, but String(format:) would read it as '%\(conversion)' with a space flag"
        }
        return "'\(problem.text)' reads as prose (a percent sign), but String(format:) would not accept it"
    }
}
