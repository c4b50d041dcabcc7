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

    /// The names of the substitutions the string references, in order.
    public var substitutionNames: [String] {
        directives.compactMap {
            if case .substitution(let name) = $0.kind { return name }
            return nil
        }
    }
}
