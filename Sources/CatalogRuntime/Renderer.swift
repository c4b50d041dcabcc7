/// Renders one lookup: walks the node, selects cases, formats arguments.
struct Renderer {
    let arguments: [CatalogArgument]
    let device: CatalogDevice?
    let numbers: NumberWriter
    private var depth = 0
    /// The last number written: plural selection and the text itself usually format the same argument.
    private var memo: (argument: Int, skeleton: String, written: NumberWriter.Written)?

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
            // Without its own case or `other`, the first device in name order answers, so the result never
            // depends on dictionary order.
            guard
                let chosen = device.flatMap({ cases[$0.rawValue] }) ?? cases["other"]
                    ?? cases.keys.min().flatMap({ cases[$0] })
            else { return "" }
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
    private mutating func caseIndex(argument: Int, format: ArgumentFormat, available: (Int) -> Bool) -> Int {
        let other = BundleNode.index(.other)
        guard argument >= 1, argument <= arguments.count else { return other }
        if available(0), arguments[argument - 1].doubleValue == 0 { return 0 }
        guard let index = written(argument: argument, format)?.category else { return other }
        return available(index) ? index : other
    }

    /// The argument as the locale writes it with the directive's precision, and its plural category.
    private mutating func written(argument: Int, _ format: ArgumentFormat) -> NumberWriter.Written? {
        guard let skeleton = format.skeleton else { return nil }
        if let memo, memo.argument == argument, memo.skeleton == skeleton { return memo.written }
        let value = arguments[argument - 1]
        let result: NumberWriter.Written?
        switch format.conversion {
        case .signed, .unsigned:
            if case .unsigned(let big) = value, big > UInt(Int64.max) {
                result = (String(big), BundleNode.index(.other))
            } else if let integer = value.integerValue {
                result =
                    skeleton.isEmpty
                    ? numbers.standard(integer)
                    : numbers.display(skeleton).map { NumberWriter.written($0.format(integer)) }
            } else {
                result = nil
            }
        default:
            result = value.doubleValue.flatMap { double in numbers.display(skeleton).map { NumberWriter.written($0.format(double)) } }
        }
        if let result { memo = (argument, skeleton, result) }
        return result
    }

    private mutating func write(argument number: Int, _ format: ArgumentFormat) -> String {
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
            guard let integer = value.integerValue else {
                text = value.text
                break
            }
            var radix = 16, uppercase = false
            if case .hex(let upper) = format.conversion { uppercase = upper } else { radix = 8 }
            text = String(UInt64(bitPattern: integer), radix: radix, uppercase: uppercase)
            if format.flags.contains(.zeroPad), let width = format.width, text.count < width {
                text = String(repeating: "0", count: width - text.count) + text
            }
        default:
            text = written(argument: number, format)?.text ?? value.text
            if format.flags.contains(.plus), let first = text.first, first != "-", first != "\u{2212}" { text = "+" + text }
        }
        if let width = format.width, text.count < width {
            let padding = String(repeating: " ", count: width - text.count)
            text = format.flags.contains(.leftAlign) ? text + padding : padding + text
        }
        return text
    }
}
