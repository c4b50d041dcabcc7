import ICU
import Testing

@Test func rootNumericCollationOrdersLikeXcode() throws {
    let collator = try Collator.rootNumeric()
    #expect(
        try collator.sorted(["10 FPS", "5 FPS", "Radial Menu", "Radial menu", "zh-HK", "zh-Hant", "%@ Copy", "..."])
            == ["...", "%@ Copy", "5 FPS", "10 FPS", "Radial menu", "Radial Menu", "zh-Hant", "zh-HK"])
    #expect(try collator.compare("a", "B") == .ascending)
    #expect(try collator.compare("item 9", "item 10") == .ascending)
    #expect(try collator.compare("b", "a") == .descending)
}

@Test func canonicallyEquivalentStringsCompareEqualButPrecedesIsTotal() throws {
    let collator = try Collator.rootNumeric()
    #expect(try collator.compare("\u{00C5}", "A\u{030A}") == .equal)
    #expect(try collator.precedes("A\u{030A}", "\u{00C5}"))
    #expect(try !collator.precedes("\u{00C5}", "A\u{030A}"))
    #expect(try !collator.precedes("x", "x"))
}

@Test func sortKeysOrderLikeCompare() throws {
    let collator = try Collator.rootNumeric()
    let words = ["", "a", "A", "ä", "b", "2", "10", "émoji 🦖", String(repeating: "long ", count: 200)]
    for a in words {
        for b in words {
            let byKey: CollationOrder =
                try collator.sortKey(a) < collator.sortKey(b)
                ? .ascending : (try collator.sortKey(a) == collator.sortKey(b) ? .equal : .descending)
            #expect(byKey == (try collator.compare(a, b)), "\(a) vs \(b)")
        }
    }
}

@Test func oneCollatorIsUsableFromManyThreads() async throws {
    let collator = try Collator.rootNumeric()
    let expected = try collator.sorted((0..<200).map { "key \($0)" })
    try await withThrowingTaskGroup(of: [String].self) { group in
        for _ in 0..<8 {
            group.addTask { try collator.sorted((0..<200).reversed().map { "key \($0)" }) }
        }
        for try await result in group { #expect(result == expected) }
    }
}
