import Testing

@testable import CatalogExchange

/// Xcode's trans-unit order, pinned on the cases the byte comparison has to get right.
struct TransUnitOrderTests {
    @Test(arguments: [
        ("90°", "100"), ("100", "270°"), ("a2", "a10"), ("a2x", "a02"), ("a2", "a02"), ("A", "a"), ("a", "a|==|plural.one"),
        ("key|==|plural.few", "key|==|plural.one"), ("é", "ü"), ("z", "é"), ("x9y", "x10"), ("", "a"), ("Ä1", "Ä01"),
    ])
    func idsSortByScalarWithDigitRunsByValue(first: String, second: String) {
        #expect(TransUnitOrder.precedes(first, second))
        #expect(!TransUnitOrder.precedes(second, first))
    }

    @Test func equalIdsPrecedeNeitherWay() {
        #expect(!TransUnitOrder.precedes("a10b", "a10b"))
        #expect(!TransUnitOrder.precedes("", ""))
    }
}
