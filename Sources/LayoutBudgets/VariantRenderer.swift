import FormatSpecifiers
import Foundation
import JSONCore
import StringCatalog

/// Expands a localization into every text it can display, filling format specifiers with realistic values.
///
/// Plural cases get the widest number of their category; substitutions are filled case by case (every
/// combination, up to `maximumCombinations`); `%@` and other non-numeric arguments get the sample value.
struct VariantRenderer {
    let locale: String
    let sampleValue: String
    let numbers: PluralNumberSampler

    /// Substitution combinations beyond this many are not measured (real strings have a few dozen at most).
    static let maximumCombinations = 256

    func render(_ content: LocalizedContent) -> [RenderedVariant] {
        var result: [RenderedVariant] = []
        render(content, substitutions: [], path: [], device: nil, number: nil, into: &result)
        return result
    }

    private func render(
        _ content: LocalizedContent, substitutions inherited: [Substitution], path: [String], device: String?,
        number: String?, into result: inout [RenderedVariant]
    ) {
        let substitutions = content.substitutions + inherited
        if let unit = content.stringUnit {
            fill(
                unit.value, location: unit.valueLocation, substitutions: substitutions, path: path, device: device, number: number,
                into: &result)
        }
        if let set = content.stringSet {
            for (index, value) in set.values.enumerated() {
                let location = index < set.valueLocations.count ? set.valueLocations[index] : set.location
                fill(
                    value, location: location, substitutions: substitutions, path: path + ["stringSet[\(index)]"], device: device,
                    number: number, into: &result)
            }
        }
        for group in content.variations {
            for variationCase in group.cases {
                switch group.selector {
                case .plural:
                    render(
                        variationCase.content, substitutions: substitutions, path: path + ["plural.\(variationCase.name)"],
                        device: device, number: numbers.number(for: variationCase.name, locale: locale), into: &result)
                case .device:
                    render(
                        variationCase.content, substitutions: substitutions, path: path + ["device.\(variationCase.name)"],
                        device: variationCase.name, number: number, into: &result)
                case .unknown(let name):
                    render(
                        variationCase.content, substitutions: substitutions, path: path + ["\(name).\(variationCase.name)"],
                        device: device, number: number, into: &result)
                }
            }
        }
    }

    /// A substitution case ready to insert: its text with `%arg` filled, and the number used.
    private struct FilledCase {
        var substitution: String
        var caseName: String
        var text: String
        var number: String
    }

    private func fill(
        _ value: String, location: SourceLocation, substitutions: [Substitution], path: [String], device: String?,
        number: String?, into result: inout [RenderedVariant]
    ) {
        let parsed = FormatSpecifierParser.parse(value)
        let names = parsed.substitutionNames
        // Each referenced substitution contributes its cases; the text is rendered for every combination.
        var choices: [[FilledCase]] = []
        for name in Self.unique(names) {
            guard let substitution = substitutions.first(where: { $0.name == name }) else { continue }
            let cases = filledCases(of: substitution)
            if !cases.isEmpty { choices.append(cases) }
        }
        var usesNumber = false
        for combination in Self.combinations(choices, limit: Self.maximumCombinations) {
            var inserted: [String: FilledCase] = [:]
            for filled in combination { inserted[filled.substitution] = filled }
            let text = substitute(value, parsed: parsed, number: number ?? numbers.unselectedNumber, usesNumber: &usesNumber) { name in
                inserted[name]?.text
            }
            var variant = path
            if !combination.isEmpty {
                variant.append(combination.map { "\($0.substitution)=\($0.caseName)" }.joined(separator: " "))
            }
            var used: [String] = []
            if usesNumber { used.append(number ?? numbers.unselectedNumber) }
            if !combination.isEmpty {
                used.append(combination.map { "\($0.substitution)=\($0.number)" }.joined(separator: " "))
            }
            result.append(
                RenderedVariant(
                    variant: variant.joined(separator: "/"), numbers: used.isEmpty ? nil : used.joined(separator: " "),
                    device: device, text: text, location: location))
        }
    }

    /// The plural cases of a substitution (the first plural group, looking inside device cases too), filled.
    private func filledCases(of substitution: Substitution) -> [FilledCase] {
        var result: [FilledCase] = []
        for group in substitution.variations {
            for variationCase in group.cases {
                guard let unit = variationCase.content.stringUnit else { continue }
                let number =
                    group.selector == .plural
                    ? numbers.number(for: variationCase.name, locale: locale) : numbers.unselectedNumber
                let parsed = FormatSpecifierParser.parse(unit.value, context: .substitutionCase)
                var usesNumber = false
                let text = substitute(unit.value, parsed: parsed, number: number, usesNumber: &usesNumber) { _ in nil }
                result.append(FilledCase(substitution: substitution.name, caseName: variationCase.name, text: text, number: number))
            }
        }
        return result
    }

    /// `value` with every directive replaced: numbers for numeric arguments and `%arg`, the sample for the rest.
    private func substitute(
        _ value: String, parsed: ParsedFormat, number: String, usesNumber: inout Bool, substitution: (String) -> String?
    ) -> String {
        guard !parsed.directives.isEmpty else { return value }
        // Directive offsets count Unicode scalars: walk the scalar view once, copying the text between them.
        let scalars = value.unicodeScalars
        var text = ""
        text.reserveCapacity(value.utf8.count + 16)
        var cursor = scalars.startIndex
        var cursorOffset = 0
        for directive in parsed.directives {
            guard directive.offset >= cursorOffset else { continue }
            var start = cursor
            var offset = cursorOffset
            while offset < directive.offset, start < scalars.endIndex {
                scalars.formIndex(after: &start)
                offset += 1
            }
            text += value[cursor..<start]
            var end = start
            for _ in directive.text.unicodeScalars where end < scalars.endIndex { scalars.formIndex(after: &end) }
            cursor = end
            cursorOffset = offset + directive.text.unicodeScalars.count
            switch directive.kind {
            case .literalPercent:
                text += "%"
            case .substitution(let name):
                text += substitution(name) ?? directive.text
            case .substitutionArgument:
                usesNumber = true
                text += number
            case .argument(let family):
                switch family {
                case .integer, .unsigned:
                    usesNumber = true
                    text += number
                case .floating:
                    usesNumber = true
                    text += Self.floating(number, directive: directive.text)
                case .object, .cString, .character, .pointer:
                    text += sampleValue
                }
            }
        }
        text += value[cursor...]
        return text
    }

    /// A number as `%f`-style directives show it: the directive's precision, 6 digits when it gives none.
    static func floating(_ number: String, directive: String) -> String {
        var precision = 6
        if let dot = directive.firstIndex(of: ".") {
            let digits = directive[directive.index(after: dot)...].prefix { $0.isNumber }
            precision = Int(digits) ?? 0
        }
        return String(format: "%.\(min(precision, 20))f", Double(number) ?? 0)
    }

    static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// The cartesian product of the choices (one empty combination when there are none), at most `limit` long.
    static func combinations<T>(_ choices: [[T]], limit: Int) -> [[T]] {
        var result: [[T]] = [[]]
        for options in choices {
            var next: [[T]] = []
            for prefix in result {
                for option in options where next.count < limit { next.append(prefix + [option]) }
            }
            result = next
        }
        return result
    }
}
