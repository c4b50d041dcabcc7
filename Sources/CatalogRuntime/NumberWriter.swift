import ICU
import Synchronization

/// Writes numbers for one locale and tells their plural category, through ICU; formatters per skeleton
/// are opened once and shared (ICU number formatters are immutable and thread-safe).
final class NumberWriter: Sendable {
    let locale: String
    private let standard: NumberDisplay?
    private let others = Mutex<[String: NumberDisplay]>([:])

    init(locale: String) {
        self.locale = locale
        standard = try? NumberDisplay(locale: locale)
    }

    /// The display for a skeleton, or nil when ICU rejects it (callers then print plainly).
    func display(_ skeleton: String) -> NumberDisplay? {
        if skeleton.isEmpty { return standard }
        if let cached = others.withLock({ $0[skeleton] }) { return cached }
        guard let fresh = try? NumberDisplay(locale: locale, skeleton: skeleton) else { return nil }
        return others.withLock { cache in
            if let raced = cache[skeleton] { return raced }
            cache[skeleton] = fresh
            return fresh
        }
    }
}

/// Renders one lookup: walks the node, selects cases, formats arguments.
struct Renderer {
    let arguments: [CatalogArgument]
    let device: CatalogDevice?
    let numbers: NumberWriter
    private var depth = 0

    init(arguments: [CatalogArgument], device: CatalogDevice?, numbers: NumberWriter) {
        self.arguments = arguments
        self.device = device
        self.numbers = numbers
    }

    mutating func render(_ node: BundleNode, inherited: [String: SubstitutionRule]) -> String {
        let substitutions = node.substitutions.isEmpty ? inherited : inherited.merging(node.substitutions) { _, own in own }
        switch node.body {
        case .text(let pattern):
            return format(pattern, substitutions: substitutions)
        case .plural(let argument, let format, let cases):
            let index = caseIndex(argument: argument, format: format, available: { cases[$0] != nil })
            return render(cases[index]!, inherited: substitutions)
        case .device(let cases):
            guard let chosen = device.flatMap({ cases[$0.rawValue] }) ?? cases["other"] ?? cases.values.first else { return "" }
            return render(chosen, inherited: substitutions)
        }
    }

    private mutating func format(_ pattern: FormatPattern, substitutions: [String: SubstitutionRule]) -> String {
        if let plain = pattern.plainText { return plain }
        var output = ""
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                output += text
            case .argument(let number, let format):
                output += write(argument: number, format)
            case .substitution(let name, let number):
                guard let rule = substitutions[name], depth < 8 else {
                    output += "%#@\(name)@"
                    continue
                }
                let index = caseIndex(argument: rule.argument, format: rule.format, available: { rule.cases[$0] != nil })
                depth += 1
                output += format(rule.cases[index]!, substitutions: substitutions)
                depth -= 1
                _ = number
            }
        }
        return output
    }

    /// The case for an argument: Apple's `zero` for exactly 0 when present, else ICU's category of the
    /// number as the locale writes it, else `other`.
    private func caseIndex(argument: Int, format: ArgumentFormat, available: (Int) -> Bool) -> Int {
        let other = BundleNode.index(.other)
        guard argument >= 1, argument <= arguments.count else { return other }
        let value = arguments[argument - 1]
        if available(0), value.doubleValue == 0 { return 0 }
        guard let category = written(value, format)?.category, let parsed = PluralCategory(rawValue: category) else { return other }
        let index = BundleNode.index(parsed)
        return available(index) ? index : other
    }

    /// The number as the locale writes it with the directive's precision, and its plural category.
    private func written(_ value: CatalogArgument, _ format: ArgumentFormat) -> (text: String, category: String)? {
        guard let skeleton = format.skeleton, let display = numbers.display(skeleton) else { return nil }
        switch format.conversion {
        case .signed, .unsigned:
            if case .unsigned(let big) = value, big > UInt(Int64.max) { return (String(big), "other") }
            guard let integer = value.integerValue else { return nil }
            return display.format(integer)
        default:
            guard let double = value.doubleValue else { return nil }
            return display.format(double)
        }
    }

    private func write(argument number: Int, _ format: ArgumentFormat) -> String {
        guard number >= 1, number <= arguments.count else { return "%\(number)$" }
        let value = arguments[number - 1]
        var text: String
        switch format.conversion {
        case .object:
            text = value.text
            if let precision = format.precision { text = String(text.prefix(precision)) }
        case .character:
            if case .integer(let code) = value, let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code)) {
                text = String(Character(scalar))
            } else {
                text = String(value.text.prefix(1))
            }
        case .octal, .hex:
            guard let integer = value.integerValue else { text = value.text; break }
            var radix = 16, uppercase = false
            if case .hex(let upper) = format.conversion { uppercase = upper } else { radix = 8 }
            text = String(UInt64(bitPattern: integer), radix: radix, uppercase: uppercase)
            if format.flags.contains(.zeroPad), let width = format.width, text.count < width {
                text = String(repeating: "0", count: width - text.count) + text
            }
        default:
            text = written(value, format)?.text ?? value.text
            if format.flags.contains(.plus), let first = text.first, first != "-", first != "\u{2212}" { text = "+" + text }
        }
        if let width = format.width, text.count < width {
            let padding = String(repeating: " ", count: width - text.count)
            text = format.flags.contains(.leftAlign) ? text + padding : padding + text
        }
        return text
    }
}
