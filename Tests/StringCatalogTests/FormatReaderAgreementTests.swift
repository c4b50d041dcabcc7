import Testing

@testable import CatalogCompile
@testable import FormatSpecifiers

// The compilers read printf specifiers through FormatSpecifierParser, as the catalog check does. These pin the
// places where the compiler's own reading used to differ from the check's; it now reads what the check reads.

@Test func parserReportsWidthPrecisionAndConversionAsWritten() throws {
    let plain = try #require(FormatSpecifierParser.parse("%2$-5.1lf").directives.first)
    #expect(plain.width == FormatAmount(kind: .number(5), text: "5"))
    #expect(plain.precision == FormatAmount(kind: .number(1), text: "1"))
    #expect(plain.conversion == "f")
    let stars = try #require(FormatSpecifierParser.parse("%*.*f").directives.first)
    #expect(stars.width == FormatAmount(kind: .nextArgument, text: "*"))
    #expect(stars.precision == FormatAmount(kind: .nextArgument, text: "*"))
    let numbered = try #require(FormatSpecifierParser.parse("%3$*1$.*2$f").directives.first)
    #expect(numbered.width == FormatAmount(kind: .argument(1), text: "*1$"))
    #expect(numbered.precision == FormatAmount(kind: .argument(2), text: "*2$"))
    let bareDot = try #require(FormatSpecifierParser.parse("%.f").directives.first)
    #expect(bareDot.width == nil)
    #expect(bareDot.precision == FormatAmount(kind: .empty, text: ""))
    #expect(FormatSpecifierParser.parse("%#@name@").directives.first?.conversion == nil)
}

@Test func argumentNumbersCountEveryStarFirst() {
    let parsed = FormatSpecifierParser.parse("%*d %@ %%%3$#@x@ %.*f")
    #expect(
        parsed.argumentNumbers() == [
            ArgumentNumbers(stars: [1], value: 2), ArgumentNumbers(value: 3), ArgumentNumbers(value: nil),
            ArgumentNumbers(value: 3), ArgumentNumbers(stars: [4], value: 5),
        ])
    let signature = ArgumentSignature(parsed)
    #expect(signature.slots.mapValues(\.family) == [1: .integer, 2: .integer, 3: .object, 4: .integer, 5: .floating])
}

@Test func literalRunsAreTheTextAroundTheDirectives() {
    let text = "Größe %1$@: 100%% von %lld"
    #expect(FormatSpecifierParser.parse(text).literalRuns(in: text) == ["Größe ", ": 100", " von ", ""])
    #expect(FormatSpecifierParser.parse("plain").literalRuns(in: "plain") == ["plain"])
}

/// Disagreement 1: the compiler numbered `%*d` as one argument; the check counts the `*` as an argument of its own.
@Test func compilerNumbersStarArgumentsAsTheCheckDoes() {
    #expect(FormatTemplate("%*d of %@").specifiers().map(\.argument) == [2, 3])
    #expect(PositionalFormat.rewrite("%*d of %@", substitutions: [:]) == "%2$*1$d of %3$@")
    #expect(PositionalFormat.rewrite("%-*.*f", substitutions: [:]) == "%3$-*1$.*2$f")
    // A star that names its argument already is kept as written.
    #expect(PositionalFormat.rewrite("%1$*2$d", substitutions: [:]) == "%1$*2$d")
    #expect(AndroidStringFormat.converted("%*d of %@").text == "%2$*1$d of %3$s")
    let arguments = SwiftAccessorCompiler.arguments(of: CompiledContent(body: .text("%*d of %@")))
    #expect(arguments.map(\.type) == [.integer, .integer, .string])
}

/// Disagreement 2: the compiler cut the width out of the directive by counting the digits of the parsed position,
/// so a position written with a leading zero (`%01$d`) was rewritten as `%1$$d`.
@Test func positionsWithLeadingZerosAreRewrittenWhole() {
    #expect(PositionalFormat.rewrite("%01$d files in %02$@", substitutions: [:]) == "%1$d files in %2$@")
    #expect(AndroidStringFormat.converted("%01$d files").text == "%1$d files")
    #expect(ArgumentSignature(FormatSpecifierParser.parse("%01$d files")).slots[1]?.family == .integer)
}

/// Disagreement 3: the Swift accessor typed `%U` and `%O` as `Int`; the check's family for them is unsigned.
@Test func obsoleteUnsignedConversionsAreUnsignedAsInTheCheck() {
    for text in ["%U", "%O", "%u", "%lx"] {
        let specifier = FormatTemplate(text).specifiers().first?.specifier
        #expect(specifier?.family == .unsigned, "\(text)")
        #expect(specifier.map(SwiftAccessorCompiler.ArgumentType.init) == .unsigned, "\(text)")
    }
}

/// What the check calls an invalid specifier the compilers copy as text (the runtime now does too).
@Test func lengthModifiersTheCheckRefusesStayText() {
    for text in ["%llld", "%hld", "%lhd", "%zzd"] {
        #expect(FormatSpecifierParser.parse(text).problems.map(\.kind) == [.unknownConversion], "\(text)")
        #expect(FormatTemplate(text).tokens == [.literal(text)], "\(text)")
        #expect(PositionalFormat.rewrite(text, substitutions: [:]) == text, "\(text)")
    }
}
