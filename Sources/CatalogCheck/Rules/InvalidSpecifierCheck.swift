import Diagnostics
import FormatSpecifiers

/// A specifier that cannot be right: `%n`, `%$11d`, a look-alike percent sign (`٪@`), a `%` cut short
/// in a string that formats arguments, an unterminated `%#@name`, or positional and sequential mixed.
public struct InvalidSpecifierCheck: CatalogCheck {
    public init() {}
    public let id = "invalid-specifier"
    public let defaultSeverity = Severity.error
    public let summary = "A broken specifier prints garbage, reads the wrong argument, or (with %n) writes to memory."
    public let help =
        "Write the specifier exactly as in the source (e.g. %@, %2$lld), with an ASCII '%'; write '%%' for a literal percent sign."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "positional arguments", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Version %1$@ (%2$lld)" : { "localizations" : {
                          "ru" : { "stringUnit" : { "state" : "translated", "value" : "Версия %1$@ (%2$lld)" } } } }
                    """#)),
            RuleExample(
                "corrupted position", .fails(containing: "%$11d", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "Version %1$@ (%2$lld)" : { "localizations" : {
                          "ru" : { "stringUnit" : { "state" : "translated", "value" : "Версия %1$@ (%$11d)" } } } }
                    """#)),
            RuleExample(
                "Arabic percent sign", .fails(containing: "U+066A", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "Delete %@?" : { "localizations" : {
                          "ar" : { "stringUnit" : { "state" : "translated", "value" : "حذف ٪@؟" } } } }
                    """#)),
            RuleExample(
                "%n", .fails(containing: "%n", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "Saved %d files" : { "localizations" : {
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "%d Dateien %n gespeichert" } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            for leaf in facts.leaves(at: index) {
                let parsed = leaf.format
                for problem in parsed.problems where Self.isDefect(problem, in: parsed) {
                    sink.report(
                        "\(MessageFormatting.place(locale, leaf)) of \(MessageFormatting.key(entry.key)): \(Self.describe(problem))",
                        at: leaf.unit.valueLocation, key: entry.key, locale: locale)
                }
            }
        }
    }

    /// Problems that are defects; a cut-short `%` only counts in a string that formats arguments
    /// (elsewhere it is prose such as "100%", reported by `suspicious-specifier`).
    static func isDefect(_ problem: FormatProblem, in parsed: ParsedFormat) -> Bool {
        switch problem.kind {
        case .spaceFlagProse: false
        case .danglingPercent, .unknownConversion: parsed.formatsArguments
        default: true
        }
    }

    static func describe(_ problem: FormatProblem) -> String {
        switch problem.kind {
        case .writesToArgument: "'\(problem.text)' writes through an argument pointer and is never valid in a localized string"
        case .malformedPosition: "'\(problem.text)' has a position marker without a valid number (write %1$…, %2$…)"
        case .danglingPercent: "a lone '%' ends the string; write '%%' for a percent sign"
        case .unknownConversion: "'\(problem.text)' is no format specifier; write '%%' for a percent sign"
        case .unterminatedSubstitution: "'\(problem.text)' starts a substitution reference without a closing '@'"
        case .lookalikePercent(let scalar):
            "'\(problem.text)' uses \(scalar.codePointNotation) \(Self.lookalikeName(scalar)) where a '%' specifier was meant"
        case .mixedPositionalAndSequential: "'\(problem.text)' is sequential while other specifiers are positional; number all of them"
        case .spaceFlagProse: "'\(problem.text)' reads as a specifier with a space flag"
        }
    }

    private static func lookalikeName(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\u{066A}": "ARABIC PERCENT SIGN"
        case "\u{FF05}": "FULLWIDTH PERCENT SIGN"
        default: "SMALL PERCENT SIGN"
        }
    }
}
