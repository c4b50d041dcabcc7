import ICU
import Testing

// "जल्दी" is ज + ल्दी: ICU 72 (CLDR 42) keeps a virama conjunct in one cluster, as Unicode 15.1 later did.
@Test(arguments: [
    ("", 0), ("Round", 5), ("a\r\nb", 3), ("e\u{301}", 1), ("👍🏽", 1), ("👨‍👩‍👧", 1), ("🇫🇷🇩🇪", 2),
    ("Раунд", 5), ("ラウンド", 4), ("जल्दी", 2), ("각", 1), ("\u{1100}\u{1161}\u{11A8}", 1),
])
func graphemeCountCountsUserPerceivedCharacters(text: String, count: Int) throws {
    #expect(try TextMetrics.graphemeCount(text) == count)
}

@Test func graphemeCountAgreesWithSwiftOnAMixedText() throws {
    let text = String(repeating: "Pause ⏸︎ — Пауза — 一時停止 — e\u{301}\u{302} — 👩🏾‍💻\r\n", count: 50)
    #expect(try TextMetrics.graphemeCount(text) == text.count)
}

@Test(arguments: [
    ("", 0), ("Round 1", 7), ("\tTab\n", 3), ("ラウンド", 8), ("一時停止", 8), ("ＡＢ", 4), ("e\u{301}", 1),
    ("\u{200B}", 0), ("a\u{200D}b", 2), ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("❤", 1), ("❤️", 2),
    ("Ω", 1), ("°", 1), ("한국어", 6), ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{301}", 0),
])
func displayColumnsCountWideCharactersTwiceAndMarksZero(text: String, columns: Int) throws {
    #expect(try TextMetrics.displayColumns(text) == columns)
}

@Test func lineBreakOpportunitiesFollowUAX14() throws {
    let text = "Get ready, round 3!\nRest"
    let opportunities = try TextMetrics.lineBreakOpportunities(in: text)
    let lines = try TextMetrics.unbreakableSegments(of: text)
    #expect(lines == ["Get ", "ready, ", "round ", "3!\n", "Rest"])
    #expect(opportunities.map(\.isMandatory) == [false, false, false, true, false])
    #expect(opportunities.last?.index == text.endIndex)
    #expect(opportunities.map(\.utf8Offset) == [4, 11, 17, 20, 24])
    #expect(try TextMetrics.lineBreakOpportunities(in: "").isEmpty)
}

@Test func lineBreaksFallBetweenCJKCharactersAndIndexesAreStringIndexes() throws {
    let text = "ラウンド終了"
    let opportunities = try TextMetrics.lineBreakOpportunities(in: text, locale: LocaleIdentifier("ja"))
    // Small kana (ン is not small; ー would be) and ideographs may break between any two characters.
    #expect(opportunities.count == 6)
    #expect(text[..<opportunities[0].index] == "ラ")
    #expect(opportunities.map(\.utf8Offset) == [3, 6, 9, 12, 15, 18])
    let mixed = "Das Training ist abgeschlossen — gut gemacht!"
    let segments = try TextMetrics.unbreakableSegments(of: mixed, locale: LocaleIdentifier("de"))
    #expect(segments.joined() == mixed)
    #expect(segments.first == "Das ")
}

@Test func textMeasuresAgreeAcrossManyThreads() async throws {
    let texts = ["Раунд 3 из 12", "ラウンド 3/12", "👨‍👩‍👧 e\u{301}", "Round 3 of 12", "جولة ٣ من ١٢"]
    let expected = try texts.map {
        [try TextMetrics.graphemeCount($0), try TextMetrics.displayColumns($0), try TextMetrics.lineBreakOpportunities(in: $0).count]
    }
    let results = try await withThrowingTaskGroup(of: [[Int]].self) { group in
        for _ in 0..<16 {
            group.addTask {
                var all: [[Int]] = []
                for _ in 0..<50 {
                    all = try texts.map {
                        [
                            try TextMetrics.graphemeCount($0), try TextMetrics.displayColumns($0),
                            try TextMetrics.lineBreakOpportunities(in: $0).count,
                        ]
                    }
                }
                return all
            }
        }
        return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 16)
    #expect(results.allSatisfy { $0 == expected })
}
