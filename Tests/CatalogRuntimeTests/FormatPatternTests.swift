import CatalogRuntime
import Testing

// The runtime reads bundle strings through FormatSpecifierParser, as the catalog check and the compiler do.
// These pin where its own reader used to differ from theirs.

private func catalog(_ strings: String) throws -> LocalizedCatalog {
    let header = #"{"format":"timekeeper-catalog-bundle","version":1,"table":"T","locale":"en","sourceLanguage":"en","strings":{"#
    let bundle = try CatalogBundle(bytes: Array((header + strings + "}}").utf8), file: "t.json")
    try bundle.validate()
    return try LocalizedCatalog(bundles: [bundle])
}

/// Disagreement 4: the runtime accepted any run of length modifiers (`%llld`, `%hld`); the check calls them invalid
/// specifiers and the compiler copies them as text.
@Test func runtimeLeavesInvalidLengthModifiersAsText() throws {
    let strings = try catalog(#""a":"%llld and %lld","b":"%hld|%d""#)
    #expect(strings.localized("a", table: "T", locale: "en", 5) == "%llld and 5")
    #expect(strings.localized("b", table: "T", locale: "en", 5) == "%hld|5")
}

/// Disagreement 5: a `%#@` without its closing `@` ends the check's reading of the string; the runtime read on.
@Test func runtimeStopsAtAnUnterminatedSubstitution() throws {
    let strings = try catalog(#""k":"%#@x %d""#)
    #expect(strings.localized("k", table: "T", locale: "en", 5) == "%#@x %d")
}

/// Disagreement 6: flags before `#@` (`%-#@x@`) still make a substitution reference for the check; the runtime
/// read `%-#@` as an object argument followed by the text `x@`.
@Test func runtimeReadsFlaggedSubstitutionReferences() throws {
    let rule = #"{"arg":1,"spec":"lld","cases":{"one":"one file","other":"%1$lld files"}}"#
    let strings = try catalog(#""k":{"text":"%1$-#@x@","subs":{"x":"# + rule + "}}")
    #expect(strings.localized("k", table: "T", locale: "en", 1) == "one file")
    #expect(strings.localized("k", table: "T", locale: "en", 3) == "3 files")
}

/// Disagreement 7: the runtime printed `*` widths and precisions as text; the check reads each `*` as an integer
/// argument, and the compiler now writes it positionally (`%2$*1$d`).
@Test func runtimeReadsStarWidthAndPrecisionFromTheirArguments() throws {
    let strings = try catalog(#""w":"[%2$*1$lld]","p":"%2$.*1$f","s":"[%*d|%-*d]","n":"[%2$*1$d]""#)
    #expect(strings.localized("w", table: "T", locale: "en", 5, 42) == "[   42]")
    #expect(strings.localized("p", table: "T", locale: "en", 2, 3.14159) == "3.14")
    #expect(strings.localized("s", table: "T", locale: "en", 4, 7, 3, 8) == "[   7|8  ]")
    // A negative width left-aligns, as printf does.
    #expect(strings.localized("n", table: "T", locale: "en", -4, 7) == "[7   ]")
}

@Test func runtimeRenderingOfOrdinaryDirectivesIsUnchanged() throws {
    let strings = try catalog(#""k":"%1$@ %2$05lld %3$-4d| %4$.2f %5$x %6$+d 50% 100%% %7$c""#)
    #expect(strings.localized("k", table: "T", locale: "en", "Ana", 42, 7, 2.5, 255, 3, 65) == "Ana 00042 7   | 2.50 ff +3 50% 100% A")
}

/// Disagreement 8: a position marker without a usable number on a substitution (`%$#@x@`, `%0$#@x@`) is still a
/// substitution reference for the check (which reports the malformed marker only on arguments); the runtime
/// printed it as text.
@Test func runtimeReadsASubstitutionWithAMalformedPositionAsTheCheckDoes() throws {
    let rule = #"{"arg":1,"spec":"lld","cases":{"one":"one file","other":"%1$lld files"}}"#
    let strings = try catalog(#""a":{"text":"%$#@x@","subs":{"x":"# + rule + #"}},"b":{"text":"%0$#@x@","subs":{"x":"# + rule + "}}")
    #expect(strings.localized("a", table: "T", locale: "en", 2) == "2 files")
    #expect(strings.localized("b", table: "T", locale: "en", 1) == "one file")
}
