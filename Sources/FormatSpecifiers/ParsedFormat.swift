/// What ``FormatSpecifierParser`` found in one string.
public struct ParsedFormat: Hashable, Sendable {
    /// Directives in string order (`%%`, arguments, substitutions, `%arg`).
    public var directives: [FormatDirective] = []
    /// Problems in string order.
    public var problems: [FormatProblem] = []

    public init(directives: [FormatDirective] = [], problems: [FormatProblem] = []) {
        self.directives = directives
        self.problems = problems
    }

    /// Whether the string formats any argument, i.e. whether it is used as a format string at all.
    public var formatsArguments: Bool { directives.contains(where: \.consumesArgument) }

    /// The text around the directives of `string`, the string this was parsed from: `directives.count + 1` runs,
    /// the first before the first directive, the last after the last directive; runs may be empty.
    public func literalRuns(in string: String) -> [String] {
        guard !directives.isEmpty else { return [string] }
        // Directive offsets count Unicode scalars: walk the scalar view once, slicing between the directives.
        let view = string.unicodeScalars
        var runs: [String] = []
        runs.reserveCapacity(directives.count + 1)
        var cursor = view.startIndex
        var cursorOffset = 0
        for directive in directives {
            let start = view.index(cursor, offsetBy: directive.offset - cursorOffset)
            runs.append(String(view[cursor..<start]))
            let length = directive.text.unicodeScalars.count
            cursor = view.index(start, offsetBy: length)
            cursorOffset = directive.offset + length
        }
        runs.append(String(view[cursor...]))
        return runs
    }

    /// The names of the substitutions the string references, in order.
    public var substitutionNames: [String] {
        directives.compactMap {
            if case .substitution(let name) = $0.kind { return name }
            return nil
        }
    }
}
