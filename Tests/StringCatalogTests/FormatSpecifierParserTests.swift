import Testing

@testable import FormatSpecifiers
@testable import StringCatalog

private func families(_ text: String, context: FormatSpecifierParser.Context = .value) -> [ArgumentFamily?] {
    FormatSpecifierParser.parse(text, context: context).directives.compactMap {
        if case .argument(let family) = $0.kind { return family }
        return nil
    }
}

private func problems(_ text: String) -> [FormatProblem.Kind] {
    FormatSpecifierParser.parse(text).problems.map(\.kind)
}

@Test(arguments: [
    ("%@", ArgumentFamily.object), ("%d", .integer), ("%i", .integer), ("%ld", .integer), ("%lld", .integer),
    ("%hd", .integer), ("%hhd", .integer), ("%zd", .integer), ("%qd", .integer), ("%D", .integer),
    ("%u", .unsigned), ("%lu", .unsigned), ("%llu", .unsigned), ("%x", .unsigned), ("%X", .unsigned), ("%o", .unsigned),
    ("%f", .floating), ("%.1f", .floating), ("%e", .floating), ("%g", .floating), ("%a", .floating), ("%10.3Lf", .floating),
    ("%s", .cString), ("%S", .cString), ("%c", .character), ("%C", .character), ("%p", .pointer),
    ("%-5d", .integer), ("%+d", .integer), ("%#x", .unsigned), ("%05d", .integer), ("%'d", .integer),
])
func everyConversionMapsToItsFamily(_ specifier: String, _ family: ArgumentFamily) {
    let parsed = FormatSpecifierParser.parse("a \(specifier) b")
    #expect(parsed.problems.isEmpty)
    #expect(families("a \(specifier) b") == [family])
    #expect(parsed.directives.first?.text == specifier)
    #expect(parsed.directives.first?.offset == 2)
}

@Test func positionalArgumentsKeepTheirNumbers() {
    let parsed = FormatSpecifierParser.parse("%2$lld files in %1$@")
    #expect(parsed.directives.map(\.explicitPosition) == [2, 1])
    let signature = ArgumentSignature(parsed)
    #expect(signature.slots[1]?.family == .object)
    #expect(signature.slots[2]?.family == .integer)
}

@Test func doublePercentIsALiteralAndTakesNoArgument() {
    let parsed = FormatSpecifierParser.parse("%lld%% done")
    #expect(parsed.directives.map(\.kind) == [.argument(.integer), .literalPercent])
    #expect(ArgumentSignature(parsed).arity == 1)
    #expect(parsed.problems.isEmpty)
}

@Test func substitutionReferencesAreNamedAndTakeTheirArgNum() {
    let parsed = FormatSpecifierParser.parse("%@! There %#@total.strings@ and %#@remaining@")
    #expect(parsed.substitutionNames == ["total.strings", "remaining"])
    let signature = ArgumentSignature(
        parsed, substitutions: ["total.strings": .init(argNum: 2, family: .integer), "remaining": .init(argNum: 3, family: .integer)])
    #expect(signature.slots[1]?.family == .object)
    #expect(signature.slots[2]?.text == "%#@total.strings@")
    #expect(signature.slots[3]?.family == .integer)
}

@Test func argPlaceholderOnlyCountsInsideSubstitutionCases() {
    #expect(FormatSpecifierParser.parse("%arg files", context: .substitutionCase).directives.map(\.kind) == [.substitutionArgument])
    // Outside a substitution `%arg` is `%a` (a float) followed by "rg".
    #expect(families("%arg files") == [.floating])
}

@Test func starWidthConsumesAnIntegerBeforeTheValue() {
    let signature = ArgumentSignature(FormatSpecifierParser.parse("%*d and %@"))
    #expect(signature.slots[1]?.family == .integer)
    #expect(signature.slots[2]?.family == .integer)
    #expect(signature.slots[3]?.family == .object)
}

@Test func corruptedPositionIsMalformed() {
    let parsed = FormatSpecifierParser.parse("Версия %1$@ (%$11d)")
    #expect(parsed.problems.map(\.kind) == [.malformedPosition])
    #expect(parsed.problems.first?.text == "%$11d")
    #expect(parsed.problems.first?.offset == 13)
    #expect(problems("%0$@") == [.malformedPosition])
}

@Test func percentNIsRejected() {
    #expect(problems("%d written %n") == [.writesToArgument])
}

@Test func lonePercentAtTheEndIsDangling() {
    #expect(problems("%lld%") == [.danglingPercent])
    #expect(problems("100%") == [.danglingPercent])
}

@Test func spaceFlagIsProseNotAnArgument() {
    let parsed = FormatSpecifierParser.parse("Searches are 100% anonymous and 100% free")
    #expect(parsed.problems.map(\.kind) == [.spaceFlagProse, .spaceFlagProse])
    #expect(parsed.problems.map(\.text) == ["% a", "% f"])
    #expect(!parsed.formatsArguments)
}

@Test func lookalikePercentWhereASpecifierWasIsReported() {
    #expect(problems("حذف ٪@؟") == [.lookalikePercent("\u{066A}")])
    #expect(problems("残り％d件") == [.lookalikePercent("\u{FF05}")])
    #expect(problems("٪1$@ و ٪2$lld") == [.lookalikePercent("\u{066A}"), .lookalikePercent("\u{066A}")])
    // Arabic prose with the Arabic percent sign and Arabic-Indic digits is fine.
    #expect(problems("خصم ٥٠٪ اليوم") == [])
    #expect(problems("50 ٪") == [])
}

@Test func mixingPositionalAndSequentialIsReported() {
    #expect(problems("%@ and %1$@") == [.mixedPositionalAndSequential])
    #expect(problems("%1$@ and %2$@") == [])
}

@Test func unknownConversionAndUnterminatedSubstitution() {
    #expect(problems("%y") == [.unknownConversion])
    #expect(problems("%#@name") == [.unterminatedSubstitution])
}

@Test func offsetsCountUnicodeScalarsNotBytes() {
    let parsed = FormatSpecifierParser.parse("Größe: %@")
    #expect(parsed.directives.first?.offset == 7)
}

@Test func hostileInputNeverTraps() {
    for text in [
        "%", "%%%", "%99999999999999999999999$d", "%.*", "%*99999999999$d", "%#@", "%#@@", "%l", "%ll", "%1$", "%$", "٪", "%#@a@%#@",
        String(repeating: "%1$", count: 1000),
    ] {
        _ = FormatSpecifierParser.parse(text)
        _ = FormatSpecifierParser.parse(text, context: .substitutionCase)
    }
}

@Test func comparisonFindsDroppedExtraAndChangedArguments() {
    let source = ArgumentSignature(FormatSpecifierParser.parse("%@ has %lld files"))
    func compare(_ text: String, plural: Bool = false) -> [String] {
        ArgumentMismatch.compare(
            translation: ArgumentSignature(FormatSpecifierParser.parse(text)), required: source, available: source,
            numericMayBeOmitted: plural
        ).map(\.description)
    }
    #expect(compare("%2$lld Dateien gehören %1$@") == [])
    #expect(compare("%@ hat Dateien") == ["drops argument 2 (%lld in the source)"])
    #expect(compare("%@ hat Dateien", plural: true) == [])
    #expect(compare("Dateien", plural: true) == ["drops argument 1 (%@ in the source)"])
    #expect(compare("%@ hat %@ Dateien").first?.contains("where the source has %lld") == true)
    #expect(compare("%@ hat %lld Dateien %@").first?.contains("argument 3") == true)
    // Length modifiers within a family are not a mismatch.
    #expect(compare("%@ hat %d Dateien") == [])
}

@Test func wordAtATimeScansAgreeWithBytewiseScansAtEveryOffset() {
    // Plain ASCII, Arabic, CJK, emoji and every percent look-alike, at every alignment.
    let text = "Runde %lld – ٪@ 第％d回 ﹪ é 🙂 100% %1$@ ąčę ok"
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { buffer in
        for start in 0...buffer.count {
            let naiveLead = (start..<buffer.count).first { [0x25, 0xD9, 0xEF].contains(buffer[$0]) } ?? buffer.count
            #expect(ByteScan.firstSignLead(in: buffer, from: start) == naiveLead, "from \(start)")
            for end in start...buffer.count {
                let naiveScalars = buffer[start..<end].filter { $0 & 0xC0 != 0x80 }.count
                #expect(ByteScan.scalarCount(in: buffer, from: start, to: end) == naiveScalars, "\(start)..<\(end)")
            }
        }
    }
}
