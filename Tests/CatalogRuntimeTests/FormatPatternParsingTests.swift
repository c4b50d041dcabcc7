import Testing

@testable import CatalogRuntime

/// Disagreement 9: the runtime read at most nine digits of a position, width or precision (a longer number left the
/// directive as text); the check's parser reads any number of digits and caps the value at 1,000,000.
@Test func longNumbersAreReadAndCappedAsTheParserCapsThem() throws {
    let pattern = FormatPattern("[%12345678901d]")
    #expect(pattern.plainText == nil)
    guard case .argument(let number, let format) = pattern.segments[1] else {
        Issue.record("no argument segment")
        return
    }
    #expect(number == 1)
    #expect(format.width == 1_000_000)
    guard case .argument(let position, _) = FormatPattern("%1234567890$@").segments.first else {
        Issue.record("no argument segment")
        return
    }
    #expect(position == 1_000_000)
}

@Test func literalPercentSignsJoinTheTextAroundThem() {
    #expect(FormatPattern("100%% sure").plainText == "100% sure")
    #expect(FormatPattern("50% off").plainText == "50% off")
    #expect(FormatPattern("").plainText == "")
}
