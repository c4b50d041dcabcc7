import StoreMetadata
import Testing

@Test func plainTextCountsTheSameEveryWay() {
    let measurement = TextMeasurement("Roundly")
    #expect(measurement.graphemes == 7 && measurement.scalars == 7 && measurement.utf16Units == 7 && measurement.utf8Bytes == 7)
    #expect(measurement.countsAgree)
}

@Test func emojiAndCombiningMarksMakeTheCountsDiffer() {
    // 🥊 is one grapheme, one scalar, two UTF-16 units, four UTF-8 bytes.
    let glove = TextMeasurement("🥊")
    #expect((glove.graphemes, glove.scalars, glove.utf16Units, glove.utf8Bytes) == (1, 1, 2, 4))
    // A family emoji: one grapheme of 5 scalars (3 people + 2 joiners), 8 UTF-16 units.
    let family = TextMeasurement("👨‍👩‍👧")
    #expect((family.graphemes, family.scalars, family.utf16Units) == (1, 5, 8))
    // e + combining acute: one grapheme, two scalars.
    let decomposed = TextMeasurement("e\u{301}")
    #expect((decomposed.graphemes, decomposed.scalars, decomposed.utf16Units) == (1, 2, 2))
    #expect(!decomposed.countsAgree)
}

@Test func safeCountsTakeTheLargestForMaximaAndTheSmallestForMinima() {
    let family = TextMeasurement("👨‍👩‍👧")
    #expect(family.safeCountForMaximum == 8)
    #expect(family.safeCountForMinimum == 1)
}

@Test func cjkTakesThreeBytesPerCharacterAndCyrillicTwo() {
    #expect(TextMeasurement("タイマー").utf8Bytes == 12)
    #expect(TextMeasurement("计时器").utf8Bytes == 9)
    #expect(TextMeasurement("таймер").utf8Bytes == 12)
    #expect(TextMeasurement("타이머").utf8Bytes == 9)
}
