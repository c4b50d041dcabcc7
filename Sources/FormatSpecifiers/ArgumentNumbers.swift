/// The 1-based argument numbers one directive consumes, counted as printf and Foundation count them.
///
/// Sequential directives take the next free number, each `*` width or precision taking one first; `%N$…` and
/// `%N$#@name@` take N and do not move the counter; `%%` and `%arg` take none. A named argument `%(name)…` takes
/// the next free number the first time its name is used and that same number every later time. The catalog check
/// (``ArgumentSignature``), the compilers and the runtime all number arguments with this one count.
public struct ArgumentNumbers: Hashable, Sendable {
    /// The integer arguments a sequential directive's `*` width and precision take, in order (empty for `%N$…`).
    public var stars: [Int]
    /// The argument the directive formats or selects on; nil for `%%` and `%arg`.
    public var value: Int?

    init(stars: [Int] = [], value: Int?) {
        self.stars = stars
        self.value = value
    }
}

extension ParsedFormat {
    /// The argument numbers of every directive, in directive order (one element per directive).
    public func argumentNumbers() -> [ArgumentNumbers] {
        var next = 1
        var named: [String: Int] = [:]
        return directives.map { directive in
            if let name = directive.name {
                if let number = named[name] { return ArgumentNumbers(value: number) }
                var stars: [Int] = []
                stars = Array(next..<next + directive.starArguments)
                next += directive.starArguments
                named[name] = next
                defer { next += 1 }
                return ArgumentNumbers(stars: stars, value: next)
            }
            switch directive.kind {
            case .literalPercent, .substitutionArgument:
                return ArgumentNumbers(value: nil)
            case .argument, .substitution:
                if let position = directive.explicitPosition { return ArgumentNumbers(value: position) }
                var stars: [Int] = []
                if case .argument = directive.kind {
                    stars = Array(next..<next + directive.starArguments)
                    next += directive.starArguments
                }
                defer { next += 1 }
                return ArgumentNumbers(stars: stars, value: next)
            }
        }
    }
}
