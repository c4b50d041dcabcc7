/// Parses printf / `NSString` format strings into directives and problems.
///
/// Grammar: `%` [`N$`] [flags `-+ #0'`] [width: digits | `*` | `*N$`] [`.` precision: digits | `*` | `*N$`]
/// [length `hh h l ll q L z t j`] conversion (`@ d i u D U o O x X f F e E g G a A s S c C p`), plus `%%`,
/// substitutions `%#@name@` (optionally `%N$#@name@`) and, inside substitution cases, `%arg`.
/// The parser never fails: what it cannot read becomes a ``FormatProblem``.
public enum FormatSpecifierParser {
    /// Where the string comes from, which decides whether `%arg` means the substitution's argument.
    public enum Context: Sendable {
        /// A value of a localization, plural or device case.
        case value
        /// A case inside a substitution, where `%arg` stands for the substitution's argument.
        case substitutionCase
    }

    /// Parses `string`; directives and problems come out in string order.
    public static func parse(_ string: String, context: Context = .value) -> ParsedFormat {
        guard mayContainDirective(string) else { return ParsedFormat() }
        var scanner = Scanner(scalars: Array(string.unicodeScalars), context: context)
        return scanner.run()
    }

    /// A cheap byte scan: no `%` and no lead byte of a look-alike percent sign means nothing to parse.
    static func mayContainDirective(_ string: String) -> Bool {
        // `%` is 0x25; U+066A is D9 AA; U+FF05 is EF BC 85; U+FE6A is EF B9 AA.
        string.utf8.contains { $0 == 0x25 || $0 == 0xD9 || $0 == 0xEF }
    }

    static let lookalikes: Set<Unicode.Scalar> = ["\u{066A}", "\u{FF05}", "\u{FE6A}"]

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let context: Context
        var index = 0
        var result = ParsedFormat()

        init(scalars: [Unicode.Scalar], context: Context) {
            self.scalars = scalars
            self.context = context
        }

        mutating func run() -> ParsedFormat {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "%" {
                    readDirective(start: index, lookalike: nil)
                } else if FormatSpecifierParser.lookalikes.contains(scalar) {
                    readDirective(start: index, lookalike: scalar)
                } else {
                    index += 1
                }
            }
            finish()
            return result
        }

        private func text(_ start: Int, _ end: Int) -> String {
            var out = String.UnicodeScalarView()
            out.append(contentsOf: scalars[start..<min(end, scalars.count)])
            return String(out)
        }

        private func at(_ position: Int) -> Unicode.Scalar? {
            position < scalars.count ? scalars[position] : nil
        }

        private func readNumber(_ position: inout Int) -> Int? {
            var value = 0
            var digits = 0
            while let scalar = at(position), let digit = scalar.asciiDigit {
                // Cap so a hostile "%99999999999999999999$d" cannot overflow.
                value = min(value * 10 + digit, 1_000_000)
                digits += 1
                position += 1
            }
            return digits > 0 ? value : nil
        }

        /// Reads one directive starting at `start` (a `%` or a look-alike) and advances `index` past it.
        private mutating func readDirective(start: Int, lookalike: Unicode.Scalar?) {
            var position = start + 1
            guard let next = at(position) else {
                if lookalike == nil { record(.danglingPercent, start, position) }
                index = position
                return
            }
            if next == "%" && lookalike == nil {
                result.directives.append(FormatDirective(kind: .literalPercent, text: "%%", offset: start))
                index = position + 1
                return
            }
            if lookalike == nil, context == .substitutionCase,
                next == "a", at(position + 1) == "r", at(position + 2) == "g"
            {
                result.directives.append(FormatDirective(kind: .substitutionArgument, text: "%arg", offset: start))
                index = position + 3
                return
            }

            // Argument position: `N$`, or a bare `$` (corrupted, as in `%$11d`).
            var explicitPosition: Int?
            var malformedPosition = false
            var probe = position
            if let number = readNumber(&probe), at(probe) == "$" {
                explicitPosition = number
                malformedPosition = number == 0
                position = probe + 1
            } else if at(position) == "$" {
                malformedPosition = true
                position += 1
            }

            var flags = String.UnicodeScalarView()
            while let scalar = at(position), "-+ #0'".unicodeScalars.contains(scalar) {
                flags.append(scalar)
                position += 1
            }
            let flagText = String(flags)

            if flagText.contains("#"), at(position) == "@" {
                readSubstitution(start: start, nameStart: position + 1, explicitPosition: explicitPosition, lookalike: lookalike)
                return
            }

            var stars = 0
            if at(position) == "*" {
                stars += 1
                position += 1
                var starProbe = position
                if readNumber(&starProbe) != nil, at(starProbe) == "$" { position = starProbe + 1 }
            } else {
                _ = readNumber(&position)
            }
            if at(position) == "." {
                position += 1
                if at(position) == "*" {
                    stars += 1
                    position += 1
                    var starProbe = position
                    if readNumber(&starProbe) != nil, at(starProbe) == "$" { position = starProbe + 1 }
                } else {
                    _ = readNumber(&position)
                }
            }

            var length = String.UnicodeScalarView()
            for candidate in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
                let candidateScalars = Array(candidate.unicodeScalars)
                if (0..<candidateScalars.count).allSatisfy({ at(position + $0) == candidateScalars[$0] }) {
                    length.append(contentsOf: candidateScalars)
                    position += candidateScalars.count
                    break
                }
            }

            guard let conversion = at(position) else {
                // Ran off the end: `50%` is dangling, `%.` or `%l` at the end are cut short.
                if lookalike == nil {
                    record(position == start + 1 ? .danglingPercent : .unknownConversion, start, position)
                }
                index = position
                return
            }
            let end = position + 1
            let family = ArgumentFamily(conversion: conversion)

            if let lookalike {
                // Only a look-alike followed by a real conversion stands where a specifier was;
                // `٪٥٠` or `50 ٪` is ordinary Arabic prose.
                if family != nil, !flagText.contains(" ") {
                    record(.lookalikePercent(lookalike), start, end)
                    index = end
                } else {
                    index = start + 1
                }
                return
            }

            if flagText.contains(" ") {
                // `100% free` reads as `% f`: prose, not an argument. Resume right after the `%`
                // so the words are not swallowed.
                record(.spaceFlagProse, start, family != nil || conversion == "n" ? end : start + 2)
                index = start + 1
                return
            }
            if malformedPosition {
                record(.malformedPosition, start, family != nil ? end : position)
                index = family != nil ? end : position
                return
            }
            if conversion == "n" {
                record(.writesToArgument, start, end)
                index = end
                return
            }
            guard let family else {
                record(.unknownConversion, start, end)
                index = start + 1
                return
            }
            result.directives.append(
                FormatDirective(
                    kind: .argument(family), text: text(start, end), offset: start, explicitPosition: explicitPosition,
                    flags: flagText, lengthModifier: String(length), starArguments: stars))
            index = end
        }

        private mutating func readSubstitution(start: Int, nameStart: Int, explicitPosition: Int?, lookalike: Unicode.Scalar?) {
            var position = nameStart
            while let scalar = at(position), scalar != "@" { position += 1 }
            guard position < scalars.count, position > nameStart else {
                if lookalike == nil { record(.unterminatedSubstitution, start, position) }
                index = lookalike == nil ? max(position, start + 1) : start + 1
                return
            }
            let end = position + 1
            if let lookalike {
                record(.lookalikePercent(lookalike), start, end)
            } else {
                result.directives.append(
                    FormatDirective(
                        kind: .substitution(name: text(nameStart, position)), text: text(start, end), offset: start,
                        explicitPosition: explicitPosition, flags: "#"))
            }
            index = end
        }

        private mutating func record(_ kind: FormatProblem.Kind, _ start: Int, _ end: Int) {
            result.problems.append(FormatProblem(kind: kind, text: text(start, max(end, start + 1)), offset: start))
        }

        /// Problems that concern the string as a whole.
        private mutating func finish() {
            let consuming = result.directives.filter(\.consumesArgument)
            let positional = consuming.contains {
                if case .argument = $0.kind { return $0.explicitPosition != nil }
                return false
            }
            // `%arg` and `%#@name@` take their number from the substitution, so only plain arguments count.
            let isSequentialArgument: (FormatDirective) -> Bool = {
                if case .argument = $0.kind { return $0.explicitPosition == nil }
                return false
            }
            if positional, let first = consuming.first(where: isSequentialArgument) {
                result.problems.append(FormatProblem(kind: .mixedPositionalAndSequential, text: first.text, offset: first.offset))
            }
        }
    }
}

extension Unicode.Scalar {
    fileprivate var asciiDigit: Int? {
        value >= 0x30 && value <= 0x39 ? Int(value - 0x30) : nil
    }
}
