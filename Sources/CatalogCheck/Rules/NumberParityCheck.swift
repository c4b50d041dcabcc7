import Diagnostics
import FormatSpecifiers
import StringCatalog

/// A translation whose written numbers differ from the source's (`Rest 30 s` → `Pause 20 s`), as translate-toolkit's
/// `numbers` check finds: machine translation changes numbers now and then, and a timer then says the wrong time.
///
/// Numbers are runs of decimal digits outside format specifiers (a group separator before exactly three digits joins
/// them: `5.000`, `1 000`), compared by value: each of the source's numbers must be written as often in the
/// translation. Separators (`1,000` / `1 000`), leading zeros (`00:30` / `0:30`), the order
/// and other scripts' digits (Arabic `٣٠`) do not matter; numbers only the translation writes are not reported.
struct NumberParityCheck: CatalogCheck {
    public init() {}
    public let id = "number-mismatch"
    public let defaultSeverity = Severity.warning
    public let summary = "A translation that writes other numbers than the source says something else: 'Rest 30 s' is not 'Pause 20 s'."
    public let help = "Write the source's numbers (in any digits and with the locale's separators)."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "same numbers, other separators and digits", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Rest 30 s, then 1,000 m" : { "localizations" : {
                          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Repos 30 s, puis 1 000 m" } },
                          "ar" : { "stringUnit" : { "state" : "translated", "value" : "راحة ٣٠ ث ثم ١٬٠٠٠ م" } } } }
                    """#)),
            RuleExample(
                "a changed number", .fails(containing: "writes 20 where the source writes 30", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "Rest 30 s" : { "localizations" : {
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Pause 20 s" } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        guard let reference = facts.source else { return }
        for index in facts.checkedIndices where index != facts.sourceIndex {
            let locale = facts.locales[index]
            for leaf in facts.leaves(at: index) where !leaf.unit.value.isEmpty {
                guard let counterpart = reference.counterpart(of: leaf.path) else { continue }
                let expected = Self.numbers(counterpart.unit.value, counterpart.format)
                let found = Self.numbers(leaf.unit.value, leaf.format)
                // As pofilter's `numbers`: every number of the source, as often as the source writes it. Numbers only the
                // translation writes are its own business ("Los, 3 2 1!" for "Go!").
                guard expected.counts.contains(where: { found.counts[$0.key, default: 0] != $0.value }) else { continue }
                // A plural case may spell its number out ("one round" / "une manche"): only numbers written in both count.
                if leaf.isPluralCase && (expected.isEmpty || found.isEmpty) { continue }
                let missing = expected.subtracting(found), extra = found.subtracting(expected)
                var parts: [String] = []
                if !extra.isEmpty && !missing.isEmpty {
                    parts.append("writes \(Self.describe(extra)) where the source writes \(Self.describe(missing))")
                } else if !missing.isEmpty {
                    parts.append("leaves out \(Self.describe(missing)), which the source writes")
                } else {
                    parts.append("writes \(Self.describe(extra)), which the source does not")
                }
                sink.report(
                    "\(MessageFormatting.place(locale, leaf)) of \(MessageFormatting.key(facts.entry.key)) \(parts.joined())",
                    at: leaf.unit.valueLocation, key: facts.entry.key, locale: locale)
            }
        }
    }

    private static func describe(_ numbers: Multiset) -> String {
        numbers.elements.map(String.init).joined(separator: ", ")
    }

    /// The numbers written in `text` outside its format directives, by value.
    static func numbers(_ text: String, _ format: ParsedFormat) -> Multiset {
        var result = Multiset()
        for run in format.literalRuns(in: text) {
            let scalars = Array(run.unicodeScalars)
            var value: Int?
            var index = 0
            while index < scalars.count {
                if let digit = Self.digit(scalars[index]) {
                    value = min((value ?? 0) * 10 + digit, 1_000_000_000)
                } else if let current = value {
                    // A group separator followed by exactly three digits continues the number: 5.000, 1 000, ١٬٠٠٠.
                    if groupSeparators.contains(scalars[index]),
                        (1...3).allSatisfy({ index + $0 < scalars.count && Self.digit(scalars[index + $0]) != nil }),
                        index + 4 >= scalars.count || Self.digit(scalars[index + 4]) == nil
                    {
                        index += 1
                        continue
                    }
                    result.insert(current)
                    value = nil
                }
                index += 1
            }
            if let finished = value { result.insert(finished) }
        }
        return result
    }

    /// Characters that group thousands in some locale.
    static let groupSeparators: Set<Unicode.Scalar> = [",", ".", " ", "\u{00A0}", "\u{202F}", "'", "\u{2019}", "\u{066C}"]

    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }

    /// Numbers with their counts, compared as multisets.
    struct Multiset: Equatable {
        private(set) var counts: [Int: Int] = [:]
        var isEmpty: Bool { counts.isEmpty }
        /// Each number as often as it occurs, ascending.
        var elements: [Int] { counts.keys.sorted().flatMap { Array(repeating: $0, count: counts[$0]!) } }

        mutating func insert(_ number: Int) { counts[number, default: 0] += 1 }

        func subtracting(_ other: Multiset) -> Multiset {
            var result = Multiset()
            for (number, count) in counts where count > other.counts[number, default: 0] {
                result.counts[number] = count - other.counts[number, default: 0]
            }
            return result
        }
    }
}
