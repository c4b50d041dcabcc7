import ArgumentParsing
import Foundation
import ICU

/// `timekeeper plural`: the CLDR plural category of numbers in a locale, or the locale's categories and their reach.
enum PluralCommand: Command {
    static let signature = CommandSignature(
        path: ["plural"],
        abstract: "Show the CLDR plural category of numbers in a locale, or which categories the locale has.",
        discussion: """
            Numbers are selected as displayed: "1" and "1.0" can differ (English: one, other).
            With no numbers, lists each category, which numbers reach it (whole numbers, large round
            numbers only, decimals only) and a sample. A translation needs every category that whole
            numbers reach, plus other.

            EXAMPLES:
              timekeeper plural --locale ru 0 1 2 5 21 1.5 1.0
              timekeeper plural --locale ar --format json
            """,
        positionals: [PositionalSpec("number", arity: .zeroOrMore, help: "Numbers as displayed, e.g. 21, -3, 1.5, 1.0.")],
        options: [
            .value("--locale", short: "l", valueName: "tag", help: "BCP-47 language tag, e.g. ru, pt-BR, zh-Hans (required)."),
            OutputFormat.option(["text", "json"]),
        ],
        deprecatedOptions: [DeprecatedOption("--json", replacement: [OutputFormat.name, "json"])]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let tag = arguments.value("--locale") else {
            throw UsageError("missing option --locale; give a BCP-47 language tag such as ru, pt-BR or zh-Hans")
        }
        let locale: LocaleIdentifier
        do {
            locale = try LocaleIdentifier(tag)
        } catch {
            throw UsageError("invalid value for --locale: \(error)")
        }
        let numbers = try arguments.positionals.map { text throws(UsageError) in
            do {
                return try DisplayedNumber(parsing: text)
            } catch {
                throw UsageError("\(error)")
            }
        }
        let rules = try PluralRules(locale: locale)
        let selections = try numbers.map { number throws(ICUError) in (number, try rules.category(for: number)) }
        let report = PluralReport(rules: rules, selections: selections)
        Console.out(arguments.value(OutputFormat.name) == "json" ? try report.json() : report.text())
        return .success
    }
}

/// What `plural` prints: the selected category of each number, or (with no numbers) every category's usage.
private struct PluralReport {
    let rules: PluralRules
    let selections: [(number: DisplayedNumber, category: PluralCategory)]

    /// The categories a translation needs: all that whole numbers reach, and `other`, which every plural must have.
    private var required: [PluralCategory] {
        Array(Set(rules.categories(reachedBy: .wholeNumbers) + [.other])).sorted()
    }

    func text() -> String {
        var lines = ["Plural rules for \(rules.locale) (ICU \(ICUVersion.icu), CLDR \(ICUVersion.cldr))"]
        if selections.isEmpty {
            lines.append("  " + "category".padded(to: 8) + "  " + "reached by".padded(to: 24) + "  sample")
            for usage in rules.usages {
                lines.append(
                    "  " + usage.category.rawValue.padded(to: 8) + "  " + usage.reach.description.padded(to: 24) + "  " + usage.sample.text)
            }
            lines.append("A translation needs: \(required.map(\.rawValue).joined(separator: ", ")).")
            let optional = rules.usages.filter { !required.contains($0.category) }
            if !optional.isEmpty {
                let notes = optional.map { "\($0.category) (\($0.reach), e.g. \($0.sample))" }
                lines.append("Optional: \(notes.joined(separator: ", ")).")
            }
        } else {
            let width = selections.map(\.number.text.count).max() ?? 0
            lines += selections.map { "  " + $0.number.text.padded(to: width) + "  " + $0.category.rawValue }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }

    private var document: Document {
        Document(
            locale: rules.locale.tag, icu: ICUVersion.icu, cldr: ICUVersion.cldr,
            numbers: selections.isEmpty ? nil : selections.map { .init(number: $0.number.text, category: $0.category.rawValue) },
            categories: selections.isEmpty
                ? rules.usages.map { .init(category: $0.category.rawValue, reach: $0.reach.rawValue, sample: $0.sample.text) } : nil,
            required: selections.isEmpty ? required.map(\.rawValue) : nil)
    }

    /// The JSON shape; absent fields are left out rather than written as null.
    private struct Document: Encodable {
        struct Selection: Encodable {
            var number: String
            var category: String
        }

        struct Usage: Encodable {
            var category: String
            var reach: String
            var sample: String
        }

        var locale: String
        var icu: String
        var cldr: String
        var numbers: [Selection]?
        var categories: [Usage]?
        var required: [String]?
    }
}

extension String {
    fileprivate func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
