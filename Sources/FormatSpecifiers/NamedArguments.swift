/// Xcode 26 named arguments (`%(count)lld`): their names in order of first use, and the same string with every named
/// argument turned into a positional one (`%1$lld`), which is what `.strings`, Android and printf understand.
///
/// A translation may reorder named arguments; what binds a name to an argument is the source string, whose names
/// are numbered by first use (as Apple's `xcstringstool` numbers them). So a translation is made positional with
/// the source's order.
public enum NamedArguments {
    /// The distinct names of `parsed`'s named arguments, in order of first use.
    public static func names(in parsed: ParsedFormat) -> [String] {
        var seen: Set<String> = []
        return parsed.directives.compactMap { directive in
            guard let name = directive.name, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    /// Whether `text` may hold a named argument: a cheap test before parsing (`%(`).
    public static func mayContainNamedArgument(_ text: String) -> Bool {
        var previousIsPercent = false
        for byte in text.utf8 {
            if previousIsPercent && byte == UInt8(ascii: "(") { return true }
            previousIsPercent = byte == UInt8(ascii: "%")
        }
        return false
    }

    /// `text` with each named argument written positionally: `%(name)` becomes `%N$`, where N is the name's place
    /// in `order` (1-based). A name not in `order` takes the numbers after it, by first use. Text without named
    /// arguments comes back unchanged; an unnamed sequential argument beside named ones keeps its place in the count.
    public static func positional(_ text: String, order: [String]) -> String {
        guard mayContainNamedArgument(text) else { return text }
        let parsed = FormatSpecifierParser.parse(text)
        guard parsed.directives.contains(where: { $0.name != nil }) else { return text }
        var numbers: [String: Int] = [:]
        for (index, name) in order.enumerated() where numbers[name] == nil { numbers[name] = index + 1 }
        var next = order.count + 1
        let ownNumbers = parsed.argumentNumbers()
        let runs = parsed.literalRuns(in: text)
        var output = runs[0]
        for (index, directive) in parsed.directives.enumerated() {
            if let name = directive.name {
                let number: Int
                if let known = numbers[name] {
                    number = known
                } else {
                    number = next
                    numbers[name] = next
                    next += 1
                }
                output += "%\(number)$" + directive.text.dropFirst(name.utf8.count + 3)
            } else if case .argument = directive.kind, directive.explicitPosition == nil,
                let value = ownNumbers[index].value, directive.starArguments == 0
            {
                // A plain `%@` among named ones: positional too, or printf would see mixed numbering.
                output += "%\(value)$" + directive.text.dropFirst()
            } else {
                output += directive.text
            }
            output += runs[index + 1]
        }
        return output
    }
}
